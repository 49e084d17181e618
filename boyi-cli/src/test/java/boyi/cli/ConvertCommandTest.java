package boyi.cli;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.games.matches.MatchesSolutions;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code strong-solve --convert} on a database of format 1 (no block checksums), written by the
 * format-1 writer of commit 6d95810 (the fixture {@code db-3x3-format1} in the test resources):
 * every tier file ends in format 2, byte for byte as a fresh solve writes it; a stopped
 * conversion resumes; a damaged file is one line, exit 2, and stays as it was.
 */
class ConvertCommandTest {

    private static final int TIERS = 10;

    @TempDir
    Path dir;

    @AfterEach
    void forget() {
        MatchesSolutions.forgetDatabases();
    }

    @Test
    void everyFormat1TierIsRewrittenAsAFreshSolveWritesIt() throws Exception {
        Path old = fixture();
        assertThat(versions(old)).as("the fixture is of format 1").containsOnly(1);

        Cli first = Cli.run("strong-solve", "matches", "3x3", "--db", old.toString(), "--convert", "--stop-after", "4", "--lang", "en");
        assertThat(first.status()).as(first.toString()).isZero();
        assertThat(first.out()).isEqualTo("matches 3x3: converted 4 tier files from format 1 to format 2, 0 already in format 2; "
                + "the database " + old + " holds 10 of 10 tiers\n");
        assertThat(first.err()).contains("boyi strong-solve: tier 0 converted (records: 1)");
        assertThat(versions(old)).containsExactly(2, 2, 2, 2, 1, 1, 1, 1, 1, 1);

        Cli rest = Cli.run("strong-solve", "matches", "3x3", "--db", old.toString(), "--convert", "--quiet", "--lang", "zh");
        assertThat(rest.status()).as(rest.toString()).isZero();
        assertThat(rest.out()).contains("6 个层文件从格式 1 转换为格式 2，4 个原已是格式 2");
        assertThat(rest.err()).isEmpty();
        assertThat(versions(old)).containsOnly(2);
        try (Stream<Path> files = Files.list(old)) {
            assertThat(files.map(p -> p.getFileName().toString())).noneMatch(n -> n.endsWith(".tmp"));
        }

        Path fresh = dir.resolve("fresh");
        assertThat(Cli.run("strong-solve", "matches", "3x3", "--db", fresh.toString(), "--quiet").status()).isZero();
        for (int t = 0; t < TIERS; t++) {
            String name = String.format("tier-%03d.bin", t);
            assertThat(Files.readAllBytes(old.resolve(name))).as(name).isEqualTo(Files.readAllBytes(fresh.resolve(name)));
        }
        Cli verify = Cli.run("strong-solve", "matches", "3x3", "--db", old.toString(), "--verify", "50", "--quiet", "--lang", "en");
        assertThat(verify.out()).as(verify.toString()).startsWith("checked 10 tier files (2,754 records;");
        Cli again = Cli.run("strong-solve", "matches", "3x3", "--db", old.toString(), "--convert", "--lang", "en");
        assertThat(again.out()).contains("converted 0 tier files from format 1 to format 2, 10 already in format 2");
    }

    @Test
    void aDamagedFormat1TierIsOneLineAndStaysAsItWas() throws Exception {
        Path old = fixture();
        Path tier5 = old.resolve("tier-005.bin");
        byte[] bytes = Files.readAllBytes(tier5);
        bytes[40] ^= 2;   // a record's outcome bits: a win becomes a loss (still a legal code; the counts differ)
        Files.write(tier5, bytes);

        Cli convert = Cli.run("strong-solve", "matches", "3x3", "--db", old.toString(), "--convert", "--quiet", "--lang", "en");
        assertThat(convert.isBadInput()).as(convert.toString()).isTrue();
        assertThat(convert.err()).isEqualTo("boyi strong-solve: the database is damaged: tier file " + tier5
                + ": its counts or checksum differ from the manifest\n");
        assertThat(Files.readAllBytes(tier5)).as("the damaged file is left as it was").isEqualTo(bytes);
        assertThat(versions(old)).containsExactly(2, 2, 2, 2, 2, 1, 1, 1, 1, 1);
        assertThat(Files.exists(old.resolve("tier-005.bin.tmp"))).isFalse();
    }

    @Test
    void convertIsRefusedWithPlanOrVerifyAndForAnotherSize() throws Exception {
        Path old = fixture();
        assertThat(Cli.run("strong-solve", "matches", "3x3", "--db", old.toString(), "--convert", "--verify", "1").isBadInput()).isTrue();
        assertThat(Cli.run("strong-solve", "matches", "3x3", "--convert", "--plan").isBadInput()).isTrue();
        Cli other = Cli.run("strong-solve", "matches", "3x4", "--db", old.toString(), "--convert", "--lang", "en");
        assertThat(other.isBadInput()).as(other.toString()).isTrue();
        assertThat(other.err()).contains("holds a database of matches 3x3");
        assertThat(versions(old)).containsOnly(1);
    }

    /** A fresh copy of the format-1 fixture. */
    private Path fixture() throws IOException, URISyntaxException {
        Path source = Path.of(ConvertCommandTest.class.getResource("db-3x3-format1").toURI());
        Path copy = dir.resolve("db-3x3");
        Files.createDirectories(copy);
        try (Stream<Path> files = Files.list(source)) {
            for (Path f : files.toList()) {
                Files.copy(f, copy.resolve(f.getFileName()));
            }
        }
        return copy;
    }

    /** The format version in each tier file's header, tier 0 first. */
    private static Integer[] versions(Path db) throws IOException {
        Integer[] v = new Integer[TIERS];
        for (int t = 0; t < TIERS; t++) {
            byte[] head = Files.readAllBytes(db.resolve(String.format("tier-%03d.bin", t)));
            v[t] = head[8] & 0xFF;
        }
        return v;
    }
}
