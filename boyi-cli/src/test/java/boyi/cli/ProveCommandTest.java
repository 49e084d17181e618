package boyi.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code boyi prove}: the pattern proven, a claim true or false with its counterexample, bad claims with line and column. */
class ProveCommandTest {

    private static final String TAKE_HALF = "state n\nmove \"take {t}\" for t in 1..n / 2 -> n - t\n";
    private static final String SUBTRACTION = "state n\nmove \"take {t}\" for t in {1, 3, 4} if t <= n -> n - t\n";

    @Test
    void provesTheGuessedPatternAndPrintsTheAutomaton() {
        Cli r = Cli.withInput(TAKE_HALF, "prove", "--rules", "-");
        assertThat(r.status()).isZero();
        assertThat(r.out()).contains("answer: proven by automaton (base 2, 3 states;").contains("numeration msd_2");
    }

    @Test
    void aFalseClaimGetsItsSmallestCounterexampleAndATrueOneItsProof() {
        Cli wrong = Cli.withInput(SUBTRACTION, "prove", "--rules", "-", "loss iff n % 5 in {0, 2}");
        assertThat(wrong.status()).isZero();
        assertThat(wrong.out()).contains("answer: false: smallest counterexample n = 5 (win by search, the claim says loss)");
        Cli right = Cli.withInput(SUBTRACTION, "prove", "--rules", "-", "loss iff n % 7 in {0, 2}", "--json");
        assertThat(right.out()).contains("\"status\":\"true\"").contains("\"numeration\":\"msd_2\"").contains("\"formulas\":[\"A n ");
    }

    @Test
    void aClaimThatDoesNotParseNamesItsColumnInBothLanguages() {
        Cli en = Cli.withInput(SUBTRACTION, "prove", "--rules", "-", "loss iff n % 7 in {0, 2", "--lang", "en");
        assertThat(en.status()).isEqualTo(2);
        assertThat(en.out()).isEmpty();
        assertThat(en.err()).contains("claim line 1, column 24: expected \",\", not the end of the claim");
        Cli zh = Cli.withInput(SUBTRACTION, "prove", "--rules", "-", "loss iff n %% 7 == 0", "--lang", "zh");
        assertThat(zh.status()).isEqualTo(2);
        assertThat(zh.err()).contains("断言第 1 行第 13 列");
    }
}
