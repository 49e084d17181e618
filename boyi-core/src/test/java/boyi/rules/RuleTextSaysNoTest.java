package boyi.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.analysis.Analysis;
import boyi.analysis.Analyzer;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * Issue 31: the rule language says no to what it cannot mean (an outcome that is none, an empty
 * pattern, an overflowing division, control characters), its remainder is the documented one,
 * and an explanation does not depend on what was asked before.
 */
class RuleTextSaysNoTest {

    private static RuleInstance game(String text) {
        return RuleFamily.of(text, "test").instantiate(Map.of());
    }

    /** The number an expression gives, read from the label of the one move of position 1. */
    private static String value(String expr) {
        RuleInstance g = game("state n\nmove \"{" + expr + "}\" if n == 1 -> 0\n");
        return Analyzer.analyze(g, "1").moves().get(0).move();
    }

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(delimiter = ';', value = {
        "7 % 3; 1", "-7 % 3; 2", "7 % -3; 1", "-7 % -3; 2", "-9 % -3; 0",
        "(-9223372036854775807 - 1) % -1; 0", "5 % (-9223372036854775807 - 1); 5",
        "-5 % (-9223372036854775807 - 1); 9223372036854775803",
        "7 / 2; 3", "-7 / 2; -4", "7 / -2; -4", "-7 / -2; 3",
    })
    void divisionFloorsAndTheRemainderIsNeverNegativeAsTheDocsSay(String expr, String expected) {
        assertThat(value(expr)).isEqualTo(expected);
    }

    @Test
    void theRemainderAgreesWithItsDefinitionOnEverySmallPair() {
        for (int a = -6; a <= 6; a++) {
            for (int b = -4; b <= 4; b++) {
                if (b != 0) {
                    long r = ((a % Math.abs(b)) + Math.abs(b)) % Math.abs(b);
                    assertThat(value(a + " % " + b)).as("%d %% %d", a, b).isEqualTo(Long.toString(r));
                    assertThat(r).isBetween(0L, Math.abs(b) - 1L);
                    assertThat(Math.floorMod(a - r, Math.abs(b))).isZero();
                }
            }
        }
    }

    @Test
    void dividingTheLeastNumberByMinusOneOverflowsLikeEveryOverflow() {
        assertThatThrownBy(() -> value("(-9223372036854775807 - 1) / -1")).isInstanceOf(RuleException.class)
                .hasMessageContaining("integer overflow");
        assertThatThrownBy(() -> value("(-9223372036854775807 - 1) * -1")).isInstanceOf(RuleException.class)
                .hasMessageContaining("integer overflow");
    }

    @Test
    void anOutcomeThatIsNoneIsRefusedWhenTheTextIsRead() {
        assertThatThrownBy(() -> RuleFamily.of("state n\nmove \"take 1\" if n >= 1 -> n - 1\nwhen stuck: 5\n"))
                .isInstanceOf(RuleException.class)
                .hasMessage("rules line 3, column 13: an outcome is win, draw or loss (1, 0, -1); this gives 5");
        assertThatThrownBy(() -> RuleFamily.of("state n\nmove \"take 1\" if n >= 1 -> n - 1\nwhen n == 3: 2\n"))
                .isInstanceOf(RuleException.class).hasMessageContaining("this gives 2");
        RuleInstance g = game("state n\nmove \"take 1\" if n >= 1 -> n - 1\nwhen stuck: draw\n");
        assertThat(Analyzer.value(g, RuleState.numbers(1000)).toString()).isEqualTo("draw");
    }

    @Test
    void anEmptyWinPatternIsRefused() {
        assertThatThrownBy(() -> RuleFamily.of("board row \".X\"\nmove \"put\" for i in cells if cell[i] == '.' -> cell[i] = 'X'\n"
                + "win pattern \"\"\n"))
                .isInstanceOf(RuleException.class).hasMessageContaining("a win pattern cannot be empty");
    }

    @Test
    void controlCharactersAreNeverEchoed() {
        for (char c : new char[] {'\u001b', '\u0000', '\u0007', '\u009b'}) {
            assertThatThrownBy(() -> RuleFamily.of("state n\nmove \"take" + c + "[31m\" if n >= 1 -> n - 1\n"))
                    .isInstanceOf(RuleException.class)
                    .hasMessage(String.format("rules line 2, column 11: the string has the control character U+%04X", (int) c))
                    .satisfies(e -> assertThat(((RuleException) e).text().zh()).doesNotContain(String.valueOf(c)));
            assertThatThrownBy(() -> RuleFamily.of("state n" + c + "\nmove \"take\" if n >= 1 -> n - 1\n"))
                    .isInstanceOf(RuleException.class)
                    .hasMessage(String.format("rules line 1, column 8: unexpected character U+%04X", (int) c));
        }
    }

    @Test
    void anExplanationDescribesTheQuestionNotWhatWasAskedBefore() {
        String text = """
                state a, b
                move "take {t} from a" for t in 1..2 if t <= a -> a - t, b
                move "take {t} from b" for t in 1..2 if t <= b -> a, b - t
                """;
        RuleInstance asked = game(text);
        Analyzer.analyze(asked, "6 6");
        for (String p : new String[] {"5 6", "3 4", "0 1"}) {
            Analysis a = Analyzer.analyze(asked, p);
            assertThat(a.explanation()).as(p).isEqualTo(Analyzer.analyze(game(text), p).explanation())
                    .startsWith("Exact (retrograde) search of the positions reachable from " + p + ": ");
        }
    }
}
