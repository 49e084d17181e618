package boyi.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.solve.tier.TierDatabase;
import boyi.solve.tier.TierSolver;
import boyi.util.BadInputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The Spark engine in local[2] writes the same database, byte for byte, as the local engine. */
class SparkTierSolverTest {

    private static JavaSparkContext sc;

    @TempDir
    Path tmp;

    @BeforeAll
    static void start() {
        sc = SparkStrongSolve.context("local[2]");
    }

    @AfterAll
    static void stop() {
        sc.close();
    }

    @ParameterizedTest
    @ValueSource(strings = {"3x4", "4x4", "4x5"})
    void sparkAndLocalEnginesWriteIdenticalDatabases(String size) throws IOException {
        TierGames.Spec spec = TierGames.spec("matches", size);
        TierDatabase local = TierDatabase.create(tmp.resolve("local"), spec.game());
        new TierSolver(spec.game(), local).threads(2).solveAll();
        TierDatabase spark = TierDatabase.create(tmp.resolve("spark"), spec.game());
        SparkTierSolver.Result r = new SparkTierSolver(sc, spec, spark).solveAll();

        assertThat(r.complete()).isTrue();
        assertThat(r.positions()).isEqualTo(spark.manifest().totalPositions());
        assertSameDatabase(local, spark);
        if (size.equals("3x4")) {
            assertThat(spark.code(0, 0)).as("the empty 3x4 board is a loss in 10").isEqualTo(boyi.solve.ValueCode.loss(10));
        }
        try (var files = Files.list(spark.dir())) {
            assertThat(files.map(p -> p.getFileName().toString())).as("no part or temporary file is left")
                    .allMatch(n -> n.equals("manifest.txt") || n.matches("tier-\\d{3}\\.bin"));
        }
    }

    @Test
    void aRunStoppedByTheLocalEngineIsFinishedBySparkWithTheSameBytes() throws IOException {
        TierGames.Spec spec = TierGames.spec("matches", "3x4");
        TierDatabase whole = TierDatabase.create(tmp.resolve("whole"), spec.game());
        new TierSolver(spec.game(), whole).solveAll();
        TierDatabase half = TierDatabase.create(tmp.resolve("half"), spec.game());
        new TierSolver(spec.game(), half).stopAfter(5).solveAll();
        assertThat(half.manifest().solved()).hasSize(5);
        Files.writeString(tmp.resolve("half").resolve(String.format("tier-%03d.parts", 7)), "stale");   // a killed run's leftovers

        SparkTierSolver.Result r = new SparkTierSolver(sc, spec, TierDatabase.open(tmp.resolve("half"))).solveAll();

        assertThat(r.tiersSolved()).isEqualTo(spec.game().tierCount() - 5);
        assertSameDatabase(whole, TierDatabase.open(tmp.resolve("half")));
    }

    @Test
    void gamesWithoutTiersAreRefusedInOneLine() {
        assertThatThrownBy(() -> TierGames.spec("nim", "3x4")).isInstanceOf(BadInputException.class)
                .hasMessage("strong-solve nim: this game cannot be strong-solved by tiers; games with tiers: matches");
        assertThatThrownBy(() -> TierGames.spec("matches", "9x9")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("board size \"9x9\"");
    }

    private static void assertSameDatabase(TierDatabase a, TierDatabase b) throws IOException {
        assertThat(b.manifest().solved()).isEqualTo(a.manifest().solved());
        for (int t = 0; t < a.manifest().tierCount(); t++) {
            assertThat(Files.readAllBytes(b.tierFile(t))).as("tier %d", t).isEqualTo(Files.readAllBytes(a.tierFile(t)));
        }
    }
}
