package boyi.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code boyi cgt} and {@code boyi solve} of partizan games: exact output in both languages, JSON, bad input. */
class CgtCommandTest {

    @Test
    void valueInEnglish() {
        Cli r = Cli.run("cgt", "{2|0} + ^", "--lang", "en");
        assertThat(r.status()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).isEqualTo("""
                canonical:     {2^|^}
                outcome:       L (Left wins whoever starts)
                birthday:      5
                left stop:     2
                right stop:    0
                mean:          1
                temperature:   1
                atomic weight: none (not all-small)
                Left moves:    2^
                Right moves:   ^
                thermograph:   left wall (t=-1, 3)-(t=1, 1), right wall (t=-1, 0)-(t=0, 0)-(t=1, 1), mast at 1 from t = 1
                """);
    }

    @Test
    void valueInChinese() {
        Cli r = Cli.run("cgt", "{1|-1}", "--lang", "zh");
        assertThat(r.status()).isZero();
        assertThat(r.out()).startsWith("""
                标准型：    +-1
                结果类：    N（先手胜）
                生日：      2
                """);
    }

    @Test
    void json() {
        Cli r = Cli.run("cgt", "{0|*||*|||*}", "--json");
        assertThat(r.status()).isZero();
        assertThat(r.out()).isEqualTo("{\"canonical\":\"^[3]\",\"outcome\":\"L\",\"outcome_zh\":\"左方必胜，无论谁先走\","
                + "\"outcome_en\":\"Left wins whoever starts\",\"birthday\":4,\"left_stop\":\"0\",\"right_stop\":\"0\","
                + "\"mean\":\"0\",\"temperature\":\"0\",\"atomic_weight\":\"1\",\"left_options\":[\"^[2]\"],\"right_options\":[\"*\"],"
                + "\"thermograph\":{\"left\":[[\"-1\",\"1\"],[\"0\",\"0\"]],\"right\":[[\"-1\",\"0\"],[\"0\",\"0\"]]}}\n");
    }

    @Test
    void atomicWeightOfAllSmallGames() {
        assertThat(Cli.run("cgt", "^^* + {^^^|vv}", "--lang", "en").out()).contains("atomic weight: {3|2}\n");
        assertThat(Cli.run("cgt", "^*", "--lang", "zh").out()).contains("原子权重：  1\n");
        assertThat(Cli.run("cgt", "{^^^|vv}.AtomicWeight", "--lang", "en").out()).startsWith("canonical:     {1|0}\n");
        assertThat(Cli.run("cgt", "{2|0}", "--json").out()).contains("\"atomic_weight\":null");
        Cli bad = Cli.run("cgt", "AtomicWeight({2|0})", "--lang", "en");
        assertThat(bad.isBadInput()).isTrue();
        assertThat(bad.err()).isEqualTo("boyi cgt: character 1 \"A\": the atomic weight is defined for all-small "
                + "games only, and {2|0} is not all-small\n");
    }

    @Test
    void comparisons() {
        assertThat(Cli.run("cgt", "^ >= *", "--lang", "en").out()).isEqualTo("^ >= *: false (^ || *)\n");
        assertThat(Cli.run("cgt", "^ >= *", "--lang", "zh").out()).isEqualTo("^ >= *：不成立（^ || *）\n");
        assertThat(Cli.run("cgt", "-({1|0} + *) < 0", "--lang", "en").out())
                .isEqualTo("{*|-1*} < 0: true ({*|-1*} < 0)\n");
        assertThat(Cli.run("cgt", "{1|0} <= 2", "--json").out())
                .isEqualTo("{\"left\":\"{1|0}\",\"operator\":\"<=\",\"right\":\"2\",\"holds\":true,\"relation\":\"<\"}\n");
    }

    @Test
    void badNotationIsOneLineAndExit2() {
        Cli en = Cli.run("cgt", "{1|", "--lang", "en");
        assertThat(en.isBadInput()).isTrue();
        assertThat(en.err()).isEqualTo("boyi cgt: character 1 \"{\": bracket never closed\n");
        Cli zh = Cli.run("cgt", "3/5", "--lang", "zh");
        assertThat(zh.isBadInput()).isTrue();
        assertThat(zh.err()).isEqualTo("boyi cgt: 第 1 个字符 \"3\"：不是二进分数（分母须为 2 的幂）\n");
    }

    @Test
    void solveDomineeringPrintsTheValueAndEachPlayersBestMoves() {
        Cli r = Cli.run("solve", "domineering", "..|..", "--lang", "en");
        assertThat(r.status()).isZero();
        assertThat(r.out()).isEqualTo("""
                game:      domineering
                position:  ..|..
                value:     win (for the player to move)
                method:    search: canonical form (combinatorial game theory)
                best move: vertical a1-a2
                moves:
                  vertical a1-a2  win        -> #.|#. R
                  vertical b1-b2  win        -> .#|.# R
                why:       Canonical form +-1, outcome class N (the first player wins), temperature 1: Left (vertical), moving first, wins.
                cgt value:   +-1
                outcome:     N (the first player wins)
                temperature: 1
                Left best:   vertical a1-a2 -> 1, vertical b1-b2 -> 1
                Right best:  horizontal a1-b1 -> -1, horizontal a2-b2 -> -1
                """);
        Cli json = Cli.run("solve", "domineering", "...|...", "--json");
        assertThat(json.out()).contains("\"partizan\":{\"canonical\":\"{2|-1/2}\"");
    }

    @Test
    void badBoardIsOneLineAndExit2() {
        Cli r = Cli.run("solve", "domineering", "..|...", "--lang", "en");
        assertThat(r.isBadInput()).isTrue();
        assertThat(r.err()).isEqualTo("boyi solve: domineering: row 2 has 3 cells, row 1 has 2 (rows must be equally long)\n");
    }

    /** Issue 31: "cgt -1823437481924" crashed (an int birthday), and a leading minus must read as a number. */
    @Test
    void aNegativeNumberBeyondAnIntIsAnExpression() {
        Cli r = Cli.run("cgt", "-1823437481924", "--lang", "en");
        assertThat(r.err()).isEmpty();
        assertThat(r.status()).isZero();
        assertThat(r.out()).startsWith("canonical:     -1823437481924\noutcome:       R (Right wins whoever starts)\n"
                + "birthday:      1823437481924\n");
        assertThat(Cli.run("cgt", "{2147483648|0}", "--json").out()).contains("\"birthday\":2147483649,\"left_stop\":\"2147483648\"");
    }

    /** Issue 31: deep input gave a StackOverflowError with a 1,025-line trace. */
    @Test
    void deepInputIsOneLineNeverATrace() {
        Cli arrows = Cli.run("cgt", "^".repeat(10_000), "--lang", "en");
        assertThat(arrows.isBadInput()).isTrue();
        assertThat(arrows.err()).isEqualTo("boyi cgt: character 1 \"^\": too many ^ in a row (at most 1000; write n of them as ^n)\n");
        Cli signs = Cli.run("cgt", "-".repeat(10_000) + "1", "--lang", "en");
        assertThat(signs.out()).startsWith("canonical:     1\n");
        Cli sum = Cli.run("cgt", String.join("+", java.util.Collections.nCopies(3_000, "^")), "--lang", "en");
        if (sum.status() == 0) {
            assertThat(sum.out()).startsWith("canonical:     ^3000\n");
        } else {
            assertThat(sum.isBadInput()).isTrue();
            assertThat(sum.err()).isEqualTo("boyi: the input is nested too deeply for this stack (BOYI_JAVA_OPTS=-Xss... raises it)\n");
        }
    }
}
