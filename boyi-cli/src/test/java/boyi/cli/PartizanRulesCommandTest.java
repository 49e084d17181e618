package boyi.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * {@code solve}, {@code table} and {@code prove} on partizan rule files ({@code rules/partizan/}):
 * the canonical form with every field and every move, a table of canonical forms per n, and one
 * clear line with exit status 2 for what canonical forms cannot do or cannot finish.
 */
class PartizanRulesCommandTest {

    private static String file(String name) {
        Path fromModule = Path.of("..", "rules", "partizan", name);
        return (Files.exists(fromModule) ? fromModule : Path.of("rules", "partizan", name)).toString();
    }

    @Test
    void solvePrintsTheCanonicalFormItsFieldsAndEveryMove() {
        Cli r = Cli.run("solve", "--rules", file("hackenbush.boyi"), "12 7", "--lang", "en");
        assertThat(r.status()).as(r.err()).isZero();
        // LRR + LL = 1/4 + 2 (as the Java family gives for "LRR LL")
        assertThat(r.out()).contains("cgt value:   9/4", "left stop:     9/4", "mean:          9/4", "atomic weight: none (not all-small)",
                "Left moves:\n  heap 2: cut the edge 3 from the top (blue) -> 7 = 2 (best)\n",
                "Right moves:\n  heap 2: cut the edge 1 from the top (red) -> 6 7 = 5/2 (best)\n");
        Cli json = Cli.run("solve", "--rules", file("hackenbush.boyi"), "12 7 R", "--json");
        assertThat(json.out()).contains("\"partizan\":{\"canonical\":\"9/4\"", "\"left_moves\":[");
    }

    @Test
    void tableGivesTheCanonicalFormOfEachN() {
        Cli r = Cli.run("table", "--rules", file("examples/shove.boyi"), "--upto", "5", "--lang", "en");
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).isEqualTo("""
                shove: canonical forms (combinatorial game theory), n = 0..5
                n  value  outcome  temperature  mean
                0  0      P        -1           0
                1  1      L        -1           1
                2  -1     R        -1           -1
                3  2      L        -1           2
                4  3      L        -1           3
                5  3/2    L        -1/2         3/2
                """);
        Cli json = Cli.run("table", "--rules", file("examples/shove.boyi"), "--upto", "2", "--json");
        assertThat(json.out()).contains("\"kind\":\"cgt\"", "{\"n\":2,\"canonical\":\"-1\",\"outcome\":\"R\"");
        Cli board = Cli.run("table", "--rules", file("domineering.boyi"), "--upto", "5", "--lang", "en");
        assertThat(board.isBadInput()).as(board.err()).isTrue();
        assertThat(board.err()).contains("has no table over n");
    }

    /**
     * Values CGSuite's GameHeapTest.scala publishes ("define partizan coordinate games properly"):
     * PartizanEuclid (8,7) = ^5, MaundyCake (8,5) = -3, twisted Maundy Cake (8,6) = {8|-6,{-4|-14}},
     * through the command line and its {@code name=value} parameter.
     */
    @Test
    void solveGivesCgsuitesPublishedValuesOfTheExamples() {
        Cli euclid = Cli.run("solve", "--rules", file("examples/partizan-euclid.boyi"), "8 7", "--lang", "en");
        assertThat(euclid.status()).as(euclid.err()).isZero();
        assertThat(euclid.out()).contains("cgt value:   ^5\n", "Left moves:\n  to (7, 1) -> 7 1 = 0 (best)\n");
        Cli plain = Cli.run("solve", "--rules", file("examples/maundy-cake.boyi"), "805", "--lang", "en");
        assertThat(plain.out()).as(plain.err()).contains("cgt value:   -3\n");
        Cli twisted = Cli.run("solve", "--rules", file("examples/maundy-cake.boyi"), "twisted=1", "806", "--lang", "en");
        assertThat(twisted.out()).as(twisted.err()).contains("game:      maundy-cake twisted=1\n", "cgt value:   {8|-6,{-4|-14}}\n");
        Cli table = Cli.run("table", "--rules", file("examples/partizan-euclid.boyi"), "--upto", "5", "--lang", "en");
        assertThat(table.isBadInput()).as(table.err()).isTrue();
        assertThat(table.err()).contains("has no table over n");
    }

    /** The Chinese headings take two terminal columns a character: the columns line up as they do in English. */
    @Test
    void theChineseTableLinesUpInATerminal() {
        Cli r = Cli.run("table", "--rules", file("cutcake.boyi"), "--upto", "3", "--lang", "zh");
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).isEqualTo("""
                cutcake：各 n 的标准型（组合博弈论），n = 0..3
                n  标准型  结果类  温度  平均值
                0  0       P       -1    0
                1  0       P       -1    0
                2  1       L       -1    1
                3  2       L       -1    2
                """);
    }

    @Test
    void whatCanonicalFormsCannotDoIsOneLineAndExit2() {
        Cli prove = Cli.run("prove", "--rules", file("domineering.boyi"), "--lang", "en");
        assertThat(prove.isBadInput()).as(prove.err()).isTrue();
        assertThat(prove.err()).contains("Left and Right move differently");
        Cli big = Cli.run("solve", "--rules", file("domineering.boyi"), "......../......../......../......../......../......../......../........",
                "--time-limit", "2", "--lang", "en");
        assertThat(big.status()).isEqualTo(2);
        assertThat(big.out()).isEmpty();
        assertThat(big.err()).contains("--time-limit 2").doesNotContain("Exception", "\tat ");
    }
}
