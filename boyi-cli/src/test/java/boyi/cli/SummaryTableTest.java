package boyi.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code boyi table <take-and-break game> --summary}: the summary, the checkpoint, the sequence file and bad input. */
class SummaryTableTest {

    @Test
    void grundysGameSummaryListsTheLargestValueTheCountsAndTheRareHeaps(@TempDir Path dir) throws Exception {
        Path sequence = dir.resolve("g.u16");
        Cli r = Cli.run("table", "grundy-game", "--upto", "3000", "--summary", "--checkpoint", dir.resolve("ck").toString(),
                "--sequence", sequence.toString(), "--lang", "en");
        assertThat(r.status()).isZero();
        assertThat(r.out()).startsWith("grundy-game: sparse-space method");
        assertThat(r.out()).contains("n = 0..3000: largest value ");
        assertThat(r.out()).contains("G(87)=7  G(90)=7  G(93)=7");        // Flammenkamp's first rare 7s
        // the heading and the list count the same heaps, heap 0 (G(0) = 0, rare) among them
        java.util.regex.Matcher heading = java.util.regex.Pattern.compile(", (\\d+) heaps with rare values, n = 0 among them\\)")
                .matcher(r.out());
        assertThat(heading.find()).isTrue();
        assertThat(r.out()).contains("rare values (" + heading.group(1) + " heaps, n = 0 among them):\nG(0)=0  ");
        assertThat(r.out().split("G\\(\\d+\\)=").length - 1).isEqualTo(Integer.parseInt(heading.group(1)));
        byte[] values = Files.readAllBytes(sequence);
        assertThat(values).hasSize(2 * 3001);
        assertThat(values[2 * 87 + 1]).isEqualTo((byte) 7);
        assertThat(Files.readAllBytes(dir.resolve("ck").resolve("values.u16"))).isEqualTo(values);

        Cli again = Cli.run("table", "grundy-game", "--upto", "4000", "--summary", "--checkpoint", dir.resolve("ck").toString(),
                "--lang", "en");
        assertThat(again.status()).isZero();
        assertThat(again.err()).contains("resumed: the first 3001 values were read from");
        assertThat(again.out()).contains("n = 0..4000: largest value ");
    }

    /** Past heap 65,536 the run goes in parallel blocks: two threads print and write what one does. */
    @Test
    void twoThreadsGiveTheSummaryAndSequenceOfOne(@TempDir Path dir) throws Exception {
        Cli one = Cli.run("table", "grundy-game", "--upto", "100000", "--summary", "--threads", "1",
                "--sequence", dir.resolve("one.u16").toString(), "--lang", "en");
        Cli two = Cli.run("table", "grundy-game", "--upto", "100000", "--summary", "--threads", "2",
                "--sequence", dir.resolve("two.u16").toString(), "--lang", "en");
        assertThat(one.status()).isZero();
        assertThat(two.status()).isZero();
        assertThat(one.out()).contains("n = 0..100000: largest value ");
        assertThat(two.out()).isEqualTo(one.out());
        assertThat(Files.readAllBytes(dir.resolve("two.u16"))).isEqualTo(Files.readAllBytes(dir.resolve("one.u16")));
    }

    @Test
    void aGameWithoutTakeAndBreakRulesIsOneClearLine() {
        Cli r = Cli.run("table", "subtraction", "1,3,4", "--upto", "30", "--summary", "--lang", "en");
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err().strip()).isEqualTo("boyi table: --summary: only for take-and-break heap games (octal, grundy-game), not subtraction");
    }
}
