package boyi.solve.tier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import boyi.model.Move;
import boyi.model.Tiered;
import boyi.model.Value;
import boyi.solve.NegamaxSolver;
import boyi.solve.ValueCode;
import boyi.util.BadInputException;
import boyi.util.TooLargeException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The generic tier engine on a small tiered game, against plain search. */
class TierSolverTest {

    /**
     * Two piles (a, b) of up to {@code n} stones each; a move takes 1 or 2 stones from one pile
     * (emptying the second pile is not allowed while the first has 3 or more). Tier = stones
     * taken, 2n - a - b; rank = a minus the least a of the tier.
     */
    static final class TwoPiles implements Tiered<List<Integer>> {
        final int n;

        TwoPiles(int n) {
            this.n = n;
        }

        @Override
        public List<Move<List<Integer>>> moves(List<Integer> p) {
            List<Move<List<Integer>>> out = new ArrayList<>();
            for (int take = 1; take <= 2; take++) {
                if (p.get(0) >= take) {
                    out.add(new Move<>("a" + take, List.of(p.get(0) - take, p.get(1))));
                }
                if (p.get(1) >= take && !(p.get(1) == take && p.get(0) >= 3)) {
                    out.add(new Move<>("b" + take, List.of(p.get(0), p.get(1) - take)));
                }
            }
            return out;
        }

        @Override
        public Value primitive(List<Integer> p) {
            return moves(p).isEmpty() ? Value.loss(0) : null;
        }

        @Override
        public int tierCount() {
            return 2 * n + 1;
        }

        @Override
        public int tier(List<Integer> p) {
            return 2 * n - p.get(0) - p.get(1);
        }

        /** Positions of tier t: a from max(0, s - n) to min(n, s), s = 2n - t. */
        @Override
        public long tierSize(int t) {
            int s = 2 * n - t;
            return Math.min(n, s) - Math.max(0, s - n) + 1;
        }

        @Override
        public long rank(List<Integer> p) {
            int s = p.get(0) + p.get(1);
            return p.get(0) - Math.max(0, s - n);
        }

        @Override
        public List<Integer> unrank(int t, long rank) {
            int s = 2 * n - t;
            int a = (int) (Math.max(0, s - n) + rank);
            return List.of(a, s - a);
        }

        @Override
        public int[] childTiers(int t) {
            return t + 2 <= 2 * n ? new int[] {t + 1, t + 2} : t + 1 <= 2 * n ? new int[] {t + 1} : new int[0];
        }
    }

    static TierGame game(int n) {
        return new TieredGame<>(new TwoPiles(n), "two-piles", Integer.toString(n), 4L * n, 4);
    }

    @Test
    void everyPositionAgreesWithPlainSearchAndEveryTierIsCounted(@TempDir Path dir) {
        TwoPiles rules = new TwoPiles(9);
        TierGame g = game(9);
        TierDatabase db = TierDatabase.create(dir, g);
        TierSolver.Result r = new TierSolver(g, db).threads(2).solveAll();
        assertThat(r.complete()).isTrue();
        assertThat(r.tiersSolved()).isEqualTo(19);
        for (int t = 0; t < g.tierCount(); t++) {
            TierCounts c = db.manifest().solved().get(t);
            assertThat(c.records()).isEqualTo(g.tierSize(t));
            assertThat(c.absent()).isZero();
            long wins = 0;
            for (long rank = 0; rank < g.tierSize(t); rank++) {
                List<Integer> p = rules.unrank(t, rank);
                Value v = ValueCode.value(db.code(t, rank));
                assertThat(v).as(p.toString()).isEqualTo(NegamaxSolver.solve(rules, p));
                wins += v.outcome() == boyi.model.Outcome.WIN ? 1 : 0;
            }
            assertThat(c.wins()).isEqualTo(wins);
        }
    }

    @Test
    void aRunStoppedAfterATierResumesToTheIdenticalDatabase(@TempDir Path dir) throws IOException {
        TierGame g = game(12);
        Path whole = dir.resolve("whole");
        new TierSolver(g, TierDatabase.create(whole, g)).solveAll();
        Path resumed = dir.resolve("resumed");
        TierSolver.Result first = new TierSolver(g, TierDatabase.create(resumed, g)).stopAfter(5).solveAll();
        assertThat(first.tiersSolved()).isEqualTo(5);
        assertThat(first.complete()).isFalse();
        Files.writeString(resumed.resolve("tier-003.bin.tmp"), "half a tier");
        TierSolver.Result second = new TierSolver(g, TierDatabase.create(resumed, g)).threads(2).solveAll();
        assertThat(second.tiersSolved()).isEqualTo(g.tierCount() - 5);
        assertThat(second.complete()).isTrue();
        for (int t = 0; t < g.tierCount(); t++) {
            String name = String.format("tier-%03d.bin", t);
            assertThat(Files.readAllBytes(resumed.resolve(name))).isEqualTo(Files.readAllBytes(whole.resolve(name)));
        }
        assertThat(TierDatabase.open(resumed).manifest().solved()).isEqualTo(TierDatabase.open(whole).manifest().solved());
        assertThat(resumed.resolve("tier-003.bin.tmp")).doesNotExist();
    }

    /**
     * A full disk, made real: tier 10's temporary file is a link to {@code /dev/full}, where every
     * write fails with ENOSPC. The run stops with one line in both languages, keeps the tiers it
     * finished, leaves no temporary file, and a second run resumes at tier 10 to the same database.
     */
    @Test
    void aFullDiskStopsWithOneLineAndTheNextRunResumesAtTheFailedTier(@TempDir Path dir) throws IOException {
        Path full = Path.of("/dev/full");
        assumeTrue(Files.isWritable(full), "needs the Linux device /dev/full");
        TierGame g = game(12);
        Path whole = dir.resolve("whole");
        new TierSolver(g, TierDatabase.create(whole, g)).solveAll();
        Path db = dir.resolve("full");
        TierDatabase stopped = TierDatabase.create(db, g);
        Path temporary = db.resolve("tier-010.bin.tmp");
        Files.createSymbolicLink(temporary, full);

        assertThatThrownBy(() -> new TierSolver(g, stopped).threads(2).solveAll())
                .isInstanceOf(TooLargeException.class)
                .hasMessageStartingWith("writing tier 10 to " + db.resolve("tier-010.bin"))
                .hasMessageContaining("No space left on device")
                .hasMessageContaining("run again to resume at this tier")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"))
                .satisfies(e -> assertThat(((TooLargeException) e).text().zh()).startsWith("写入第 10 层到").contains("磁盘已满"));
        assertThat(TierDatabase.open(db).manifest().solved().keySet()).containsExactlyInAnyOrderElementsOf(
                java.util.stream.IntStream.rangeClosed(11, 24).boxed().toList());
        assertThat(temporary).doesNotExist();
        assertThat(db.resolve("tier-010.bin")).doesNotExist();

        TierSolver.Result resumed = new TierSolver(g, TierDatabase.create(db, g)).solveAll();
        assertThat(resumed.tiersSolved()).isEqualTo(11);
        assertThat(resumed.complete()).isTrue();
        for (int t = 0; t < g.tierCount(); t++) {
            String name = String.format("tier-%03d.bin", t);
            assertThat(Files.readAllBytes(db.resolve(name))).as(name).isEqualTo(Files.readAllBytes(whole.resolve(name)));
        }
    }

    @Test
    void damagedForeignAndTruncatedFilesAreOneLineErrors(@TempDir Path dir) throws IOException {
        TierGame g = game(6);
        new TierSolver(g, TierDatabase.create(dir, g)).solveAll();
        Path tier2 = dir.resolve("tier-002.bin");
        byte[] good = Files.readAllBytes(tier2);

        byte[] flipped = good.clone();
        flipped[TierFile.HEADER_BYTES] ^= 0x04;
        Files.write(tier2, flipped);
        assertOneLine(() -> TierDatabase.open(dir).load(2, 1), "checksum");

        Files.write(tier2, java.util.Arrays.copyOf(good, good.length - 2));
        assertOneLine(() -> TierDatabase.open(dir).load(2, 1), "truncated");

        Files.write(tier2, Files.readAllBytes(dir.resolve("tier-003.bin")));
        assertOneLine(() -> TierDatabase.open(dir).load(2, 1), "another database");

        Files.writeString(tier2, "PK\u0003\u0004 not a tier file at all, just some zip-like bytes here");
        assertOneLine(() -> TierDatabase.open(dir).code(2, 0), "not a Boyi tier file");

        Files.writeString(dir.resolve(TierManifest.FILE), "hello\n");
        assertOneLine(() -> TierDatabase.open(dir), "not a Boyi tier database manifest");
        assertOneLine(() -> TierDatabase.open(dir.resolve("missing")), "no database folder");
    }

    @Test
    void anotherGameInTheFolderAndATierBeyondTheMemoryLimitAreRefused(@TempDir Path dir) {
        new TierSolver(game(4), TierDatabase.create(dir, game(4))).solveAll();
        assertOneLine(() -> TierDatabase.create(dir, game(5)), "holds a database of two-piles 4, not of two-piles 5");
        TierGame g = game(50);
        TierDatabase db = TierDatabase.create(dir.resolve("small"), g);
        assertThatThrownBy(() -> new TierSolver(g, db).memoryLimit(100).solveAll())
                .isInstanceOf(TooLargeException.class).hasMessageContaining("more than the limit");
        assertThat(db.manifest().solved()).isEmpty();
    }

    private static void assertOneLine(org.assertj.core.api.ThrowableAssert.ThrowingCallable call, String part) {
        assertThatThrownBy(call).isInstanceOf(BadInputException.class)
                .hasMessageContaining(part)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"))
                .satisfies(e -> assertThat(((BadInputException) e).text().zh()).isNotBlank());
    }
}
