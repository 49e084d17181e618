package boyi.cli;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.games.matches.MatchesSolutions;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The reproductions of issue 20 on the command line: a damaged database gives one line and exit
 * status 2, never an answer; a resume solves a damaged tier again.
 */
class DamagedDatabaseTest {

    @TempDir
    static Path shared;
    static Path good;

    @BeforeAll
    static void solve() {
        good = shared.resolve("good");
        assertThat(Cli.run("strong-solve", "matches", "3x4", "--db", good.toString(), "--quiet").status()).isZero();
    }

    @AfterEach
    void forget() {
        MatchesSolutions.forgetDatabases();
    }

    @Test
    void swappedWinAndLossCodesGiveOneLineAndExit2NeverAMove(@TempDir Path dir) throws IOException {
        Path bad = copy(good, dir.resolve("bad"));
        swapWinAndLoss(bad.resolve("tier-006.bin"));
        Cli truth = Cli.run("solve", "matches", "1-11/0000/00-0", "--db", good.toString(), "--lang", "en");
        assertThat(truth.out()).contains("best move: 11-");

        Cli solve = Cli.run("solve", "matches", "1-11/0000/00-0", "--db", bad.toString(), "--lang", "en");
        assertThat(solve.isBadInput()).as(solve.toString()).isTrue();
        assertThat(solve.err()).startsWith("boyi solve: the database is damaged: tier file " + bad.resolve("tier-006.bin"))
                .contains("fails the checksum of block 0");
        Cli zh = Cli.run("solve", "matches", "1-11/0000/00-0", "--db", bad.toString(), "--lang", "zh");
        assertThat(zh.err()).contains("数据库已损坏").contains("校验和不符");

        Cli problem = Cli.withInput("1-11\n0000\n00-0\n", "problem", "matches", "--db", bad.toString());
        assertThat(problem.isBadInput()).as(problem.toString()).isTrue();
    }

    @Test
    void aResumeOverADamagedTierSolvesItAgain(@TempDir Path dir) throws IOException {
        Path bad = copy(good, dir.resolve("bad"));
        swapWinAndLoss(bad.resolve("tier-006.bin"));
        Cli resume = Cli.run("strong-solve", "matches", "3x4", "--db", bad.toString(), "--quiet", "--lang", "en");
        assertThat(resume.status()).isZero();
        assertThat(resume.err()).startsWith("boyi strong-solve: tier 6 dropped, to be solved again: the database is damaged");
        assertThat(resume.out()).contains("solved 1 tiers", "holds 13 of 13 tiers");
        assertThat(Files.readAllBytes(bad.resolve("tier-006.bin"))).isEqualTo(Files.readAllBytes(good.resolve("tier-006.bin")));
        assertThat(Cli.run("solve", "matches", "1-11/0000/00-0", "--db", bad.toString(), "--lang", "en").out())
                .contains("best move: 11-");
    }

    @Test
    void specialFilesAreRefusedWithoutBlockingAndWithoutClassNames(@TempDir Path dir) throws Exception {
        Path zero = copy(good, dir.resolve("zero"));
        Files.delete(zero.resolve("manifest.txt"));
        Files.createSymbolicLink(zero.resolve("manifest.txt"), Path.of("/dev/zero"));
        Cli cli = Cli.run("solve", "matches", "0000/0000/0000", "--db", zero.toString(), "--lang", "en");
        assertThat(cli.isBadInput()).as(cli.toString()).isTrue();
        assertThat(cli.err()).contains("is not a regular file").doesNotContain("boyi.cli").doesNotContain("Error");

        Path fifo = copy(good, dir.resolve("fifo"));
        Files.delete(fifo.resolve("tier-006.bin"));
        if (new ProcessBuilder("mkfifo", fifo.resolve("tier-006.bin").toString()).start().waitFor() == 0) {
            Cli solve = Cli.run("solve", "matches", "1-11/0000/00-0", "--db", fifo.toString(), "--lang", "en");
            assertThat(solve.isBadInput()).as(solve.toString()).isTrue();
            assertThat(solve.err()).contains("tier-006.bin: is not a regular file");
            Cli verify = Cli.run("strong-solve", "matches", "3x4", "--db", fifo.toString(), "--verify", "5", "--lang", "en");
            assertThat(verify.isBadInput()).as(verify.toString()).isTrue();
        }
    }

    /** The smaller items of issue 20: each used to be taken silently. */
    @Test
    void optionsThatMeanNothingAreRefusedInOneLine() {
        Cli negative = Cli.run("strong-solve", "matches", "3x4", "--db", good.toString(), "--verify", "-1", "--lang", "en");
        assertThat(negative.isBadInput()).as(negative.toString()).isTrue();
        assertThat(negative.err()).contains("--verify -1: expected a number of positions to sample, 0 or more");
        Cli planVerify = Cli.run("strong-solve", "matches", "3x4", "--plan", "--verify", "5", "--lang", "en");
        assertThat(planVerify.isBadInput()).as(planVerify.toString()).isTrue();
        assertThat(planVerify.err()).contains("--plan and --verify do not go together");
        Cli empty = Cli.run("strong-solve", "matches", "3x4", "--db", "", "--quiet", "--lang", "en");
        assertThat(empty.isBadInput()).as(empty.toString()).isTrue();
        assertThat(empty.err()).contains("the database folder's name is empty");
        Cli emptyLookup = Cli.run("solve", "matches", "0000/0000/0000", "--db", "", "--lang", "en");
        assertThat(emptyLookup.isBadInput()).as(emptyLookup.toString()).isTrue();
        assertThat(emptyLookup.err()).contains("the database folder's name is empty");
        Cli verify = Cli.run("strong-solve", "matches", "3x4", "--db", good.toString(), "--verify", "0", "--quiet", "--lang", "en");
        assertThat(verify.status()).isZero();
        assertThat(verify.out()).startsWith("checked 13 tier files (28,064 records;");
    }

    @Test
    void aNegativeZeroInJudgeInputIsRefused() {
        Cli minusZero = Cli.withInput("1 2 3\n-0 1 2\n", "problem", "take-ball");
        assertThat(minusZero.isBadInput()).as(minusZero.toString()).isTrue();
        assertThat(minusZero.err()).contains("\"-0\"");
        assertThat(Cli.withInput("1 2 3\n0 1 2\n", "problem", "take-ball").out()).isEqualTo("0 + 0\n");
    }

    static Path copy(Path from, Path to) throws IOException {
        Files.createDirectories(to);
        try (var files = Files.list(from)) {
            for (Path f : files.toList()) {
                Files.copy(f, to.resolve(f.getFileName()));
            }
        }
        return to;
    }

    /** Swaps win and loss in every record of a tier file, keeping its length and header. */
    static void swapWinAndLoss(Path file) throws IOException {
        byte[] b = Files.readAllBytes(file);
        ByteBuffer buf = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
        long records = buf.getLong(16);
        for (int r = 0; r < records; r++) {
            int code = buf.getShort(32 + 2 * r) & 0xFFFF;
            if ((code & 3) == 1 || (code & 3) == 3) {
                buf.putShort(32 + 2 * r, (short) (code ^ 2));
            }
        }
        Files.write(file, b);
    }
}
