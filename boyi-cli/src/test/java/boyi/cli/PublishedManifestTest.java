package boyi.cli;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.games.matches.MatchesSolutions;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code strong-solve --verify N --against FILE}: a freshly solved database agrees with the
 * manifests published in docs/tiers.md (copies in the test resources), and the first tier that
 * differs is named in one line with exit status 2.
 */
class PublishedManifestTest {

    @TempDir
    Path dir;

    @AfterEach
    void forget() {
        MatchesSolutions.forgetDatabases();
    }

    @ParameterizedTest
    @CsvSource({"3x4, 13", "4x4, 17"})
    void aFreshlySolvedDatabaseAgreesWithThePublishedManifest(String size, int tiers) throws Exception {
        Path db = solve(size);
        Cli verify = Cli.run("strong-solve", "matches", size, "--db", db.toString(), "--verify", "20",
                "--against", published(size).toString(), "--quiet", "--lang", "en");
        assertThat(verify.status()).as(verify.toString()).isZero();
        assertThat(verify.out()).contains("checked " + tiers + " tier files", "every tier's counts and checksum (" + tiers
                + " tiers) agree with the published manifest " + published(size));
        Cli zh = Cli.run("strong-solve", "matches", size, "--db", db.toString(), "--verify", "0",
                "--against", published(size).toString(), "--quiet", "--lang", "zh");
        assertThat(zh.out()).contains("都与发布的清单");
    }

    @Test
    void theFirstTierThatDiffersIsNamedInOneLine() throws Exception {
        Path db = solve("3x4");
        String text = Files.readString(published("3x4"));
        String tier6 = text.lines().filter(l -> l.startsWith("solved 6 ")).findFirst().orElseThrow();
        String tier9 = text.lines().filter(l -> l.startsWith("solved 9 ")).findFirst().orElseThrow();
        Path changed = dir.resolve("changed.txt");
        Files.writeString(changed, text.replace(tier6, flipLastDigit(tier6)).replace(tier9, flipLastDigit(tier9)));

        Cli verify = Cli.run("strong-solve", "matches", "3x4", "--db", db.toString(), "--verify", "0",
                "--against", changed.toString(), "--quiet", "--lang", "en");
        assertThat(verify.isBadInput()).as(verify.toString()).isTrue();
        assertThat(verify.err()).startsWith("boyi strong-solve: tier 6 differs from the published manifest " + changed
                + ": the database has wins ");

        Cli otherSize = Cli.run("strong-solve", "matches", "3x4", "--db", db.toString(), "--verify", "0",
                "--against", published("4x4").toString(), "--quiet", "--lang", "en");
        assertThat(otherSize.isBadInput()).as(otherSize.toString()).isTrue();
        assertThat(otherSize.err()).contains("is of matches 4x4, the database of matches 3x4");

        Path incomplete = dir.resolve("incomplete.txt");
        Files.writeString(incomplete, text.replace(tier9 + "\n", ""));
        Cli lacking = Cli.run("strong-solve", "matches", "3x4", "--db", db.toString(), "--verify", "0",
                "--against", incomplete.toString(), "--quiet", "--lang", "en");
        assertThat(lacking.isBadInput()).as(lacking.toString()).isTrue();
        assertThat(lacking.err()).contains("the published manifest " + incomplete + " is incomplete: it lacks tier 9");
    }

    @Test
    void anUnfinishedDatabaseNamesItsFirstMissingTier() throws Exception {
        Path db = dir.resolve("db-3x4");
        Cli.run("strong-solve", "matches", "3x4", "--db", db.toString(), "--quiet", "--stop-after", "4");
        Cli verify = Cli.run("strong-solve", "matches", "3x4", "--db", db.toString(), "--verify", "0",
                "--against", published("3x4").toString(), "--quiet", "--lang", "en");
        assertThat(verify.isBadInput()).as(verify.toString()).isTrue();
        assertThat(verify.err()).contains("tier 0 is not solved in the database; the published manifest");
    }

    @Test
    void badUsesOfAgainstAreOneLine() throws Exception {
        Path db = solve("3x4");
        assertThat(Cli.run("strong-solve", "matches", "3x4", "--db", db.toString(), "--against", published("3x4").toString())
                .isBadInput()).isTrue();
        Cli missing = Cli.run("strong-solve", "matches", "3x4", "--db", db.toString(), "--verify", "0",
                "--against", dir.resolve("none.txt").toString(), "--lang", "en");
        assertThat(missing.isBadInput()).as(missing.toString()).isTrue();
        assertThat(missing.err()).contains("no published manifest " + dir.resolve("none.txt"));
        Path garbage = dir.resolve("garbage.txt");
        Files.writeString(garbage, "hello\n");
        Cli foreign = Cli.run("strong-solve", "matches", "3x4", "--db", db.toString(), "--verify", "0",
                "--against", garbage.toString(), "--lang", "en");
        assertThat(foreign.isBadInput()).as(foreign.toString()).isTrue();
        assertThat(foreign.err()).contains("the published manifest " + garbage + ": not a Boyi tier database manifest")
                .doesNotContain("damaged");
    }

    private Path solve(String size) {
        Path db = dir.resolve("db-" + size);
        Cli run = Cli.run("strong-solve", "matches", size, "--db", db.toString(), "--quiet");
        assertThat(run.status()).as(run.toString()).isZero();
        return db;
    }

    /** The published manifest of matches {@code size}, as in docs/tiers.md. */
    static Path published(String size) throws URISyntaxException {
        return Path.of(PublishedManifestTest.class.getResource("published/matches-" + size + ".txt").toURI());
    }

    private static String flipLastDigit(String line) {
        char last = line.charAt(line.length() - 1);
        return line.substring(0, line.length() - 1) + (last == '0' ? '1' : '0');
    }
}
