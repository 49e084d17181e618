package boyi.cli;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.games.matches.MatchesSolutions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code boyi strong-solve}, and the other commands answering from its database with {@code --db}. */
class StrongSolveCommandTest {

    @AfterEach
    void forget() {
        MatchesSolutions.forgetDatabases();
    }

    @Test
    void solvesResumesVerifiesAndAnswersByLookup(@TempDir Path dir) throws IOException {
        Path db = dir.resolve("db-3x4");
        Cli first = Cli.run("strong-solve", "matches", "3x4", "--db", db.toString(), "--quiet", "--stop-after", "4", "--lang", "en");
        assertThat(first.status()).isZero();
        assertThat(first.out()).contains("matches 3x4: solved 4 tiers (956 positions)", "holds 4 of 13 tiers")
                .doesNotContain("empty board");
        Cli rest = Cli.run("strong-solve", "matches", "3x4", "--db", db.toString(), "--quiet", "--lang", "en");
        assertThat(rest.out()).contains("solved 9 tiers (27,108 positions)", "holds 13 of 13 tiers",
                "empty board: loss in 10 (for the player to move); 28,064 positions in all");
        Cli zh = Cli.run("strong-solve", "matches", "3x4", "--db", db.toString(), "--quiet", "--lang", "zh");
        assertThat(zh.out()).contains("本次解出 0 层", "空棋盘：必败（10 步）");

        Cli verify = Cli.run("strong-solve", "matches", "3x4", "--db", db.toString(), "--verify", "200", "--lang", "en");
        assertThat(verify.status()).isZero();
        assertThat(verify.out()).startsWith("checked 13 tier files (28,064 records;").contains("200 random positions");

        Cli solve = Cli.run("solve", "matches", "0000/0000/0000", "--db", db.toString());
        assertThat(solve.status()).isZero();
        assertThat(solve.out()).contains("loss in 10", "strong-solution database " + db);
        Cli problem = Cli.withInput("0111\n-000\n-000\n", "problem", "matches", "--db", db.toString());
        assertThat(problem.out()).isEqualTo("-111\n-000\n-000\n");

        byte[] tier = Files.readAllBytes(db.resolve("tier-005.bin"));
        tier[tier.length - 1] ^= 1;
        Files.write(db.resolve("tier-005.bin"), tier);
        assertThat(Cli.run("strong-solve", "matches", "3x4", "--db", db.toString(), "--verify", "10").isBadInput()).isTrue();
    }

    @Test
    void planPrintsTiersBytesAndAnEstimate() {
        Cli plan = Cli.run("strong-solve", "matches", "6x6", "--plan", "--cores", "100", "--lang", "en");
        assertThat(plan.status()).isZero();
        assertThat(plan.out()).contains("plan of the strong solve of matches 6x6 by tiers (37 tiers)",
                "   15     69,008,336,544", "total 463,578,603,381 positions", "estimate on 100 cores");
    }

    @Test
    void badInputIsOneLine(@TempDir Path dir) throws IOException {
        assertThat(Cli.run("strong-solve", "nim", "3x4", "--db", dir.toString()).isBadInput()).isTrue();
        assertThat(Cli.run("strong-solve", "matches", "7x4", "--db", dir.toString()).isBadInput()).isTrue();
        assertThat(Cli.run("strong-solve", "matches", "3x4").isBadInput()).isTrue();
        assertThat(Cli.run("strong-solve", "matches", "3x4", "--db", dir.toString(), "--memory", "lots").isBadInput()).isTrue();
        assertThat(Cli.run("strong-solve", "matches", "3x4", "--db", dir.toString(), "--engine", "spark").isBadInput()).isTrue();
        Cli tooSmall = Cli.run("strong-solve", "matches", "4x4", "--db", dir.resolve("a").toString(), "--memory", "100k", "--quiet");
        assertThat(tooSmall.isBadInput()).isTrue();
        assertThat(tooSmall.err()).contains("more than the limit");
        Files.writeString(dir.resolve("b.txt"), "not a database");
        assertThat(Cli.run("strong-solve", "matches", "3x4", "--db", dir.toString(), "--quiet").isBadInput()).isTrue();
        assertThat(Cli.run("solve", "matches", "0000/0000/0000", "--db", dir.resolve("none").toString()).isBadInput()).isTrue();
    }
}
