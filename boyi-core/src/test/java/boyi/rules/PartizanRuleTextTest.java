package boyi.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.util.BadInputException;
import boyi.util.TooLargeException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The partizan statements of the rule language: {@code move left} and {@code move right} make a
 * text partizan (plain {@code move} is for both players), canonical forms need normal play and a
 * game that ends, positions are evaluated without recursion however long the game, and the
 * budget of positions is a clear refusal.
 */
class PartizanRuleTextTest {

    private static RulePartizanFamily partizan(String text) {
        return (RulePartizanFamily) RuleFamily.of(text).playable();
    }

    @Test
    void leftAndRightMovesMakeAPartizanGameAndPlainMovesAreEitherPlayers() {
        // Left takes 1 or 2, Right takes 1 only; both may take 3 (move)
        RulePartizanFamily f = partizan("""
                state n
                move left for t in {1, 2} if t <= n -> n - t
                move right if n >= 1 -> n - 1
                move if n >= 3 -> n - 3
                """);
        assertThat(f.value("0").toString()).isEqualTo("0");
        assertThat(f.value("1").toString()).isEqualTo("*");
        // n = 2: {0, *|*}; it is > 0 (Right's only move, to *, is answered by Left's to 0), so Left's * reverses
        // through its 0 to nothing: {0|*} = up, ^ in CGSuite's notation
        assertThat(f.value("2").toString()).isEqualTo("^");
        // n = 3: Left leaves ^ or *, Right leaves ^, either leaves 0: {0, *, ^|0, ^}
        assertThat(f.value("3")).isEqualTo(boyi.cgt.CgtNotation.parse("{0, *, ^|0, ^}"));
        assertThat(RuleFamily.of("state n\nmove for t in {1, 2} if t <= n -> n - t\n").playable()).isInstanceOf(RuleFamily.class);
    }

    @Test
    void canonicalFormsNeedNormalPlay() {
        assertThatThrownBy(() -> RuleFamily.of("state n\nmove left if n > 0 -> n - 1\nplay misere\n"))
                .isInstanceOf(RuleException.class).satisfies(e -> {
                    assertThat(((RuleException) e).line()).isEqualTo(3);
                    assertThat(((RuleException) e).text().zh()).contains("只能用 normal 规则");
                });
        assertThatThrownBy(() -> RuleFamily.of("state n\nmove right if n > 0 -> n - 1\nwhen n == 5: win\n"))
                .isInstanceOf(RuleException.class).satisfies(e -> assertThat(((RuleException) e).line()).isEqualTo(3));
        // the impartial analysis (search, proofs) refuses a partizan text rather than ignore who moves
        assertThatThrownBy(() -> RuleFamily.of("state n\nmove left if n > 0 -> n - 1\n").instantiate(Map.of()))
                .isInstanceOf(BadInputException.class).hasMessageContaining("Left and Right move differently");
    }

    @Test
    void aGameThatCanReturnToAPositionHasNoCanonicalForm() {
        RulePartizanFamily f = partizan("state n\nmove left if n < 3 -> n + 1\nmove right if n > 0 -> n - 1\n");
        assertThatThrownBy(() -> f.value("1")).isInstanceOf(RuleException.class).hasMessageContaining("no canonical form");
    }

    @Test
    void aLongGameIsEvaluatedWithoutRecursion() {
        // Left alone removes one at a time: n is the integer n; 200,000 moves deep, far past any stack
        RulePartizanFamily f = partizan("state n\nmove left if n > 0 -> n - 1\n");
        assertThat(f.value("200000").toString()).isEqualTo("200000");
    }

    @Test
    void theBudgetOfPositionsIsAClearRefusal() {
        RuleCanonical c = new RuleCanonical(RuleParser.parse("state n\nmove left if n > 0 -> n - 1\n", Map.of()), 1000);
        assertThat(c.value(RuleState.numbers(999)).toString()).isEqualTo("999");
        assertThatThrownBy(() -> c.value(RuleState.numbers(5000))).isInstanceOf(TooLargeException.class)
                .hasMessageContaining("more than 1000 positions");
    }
}
