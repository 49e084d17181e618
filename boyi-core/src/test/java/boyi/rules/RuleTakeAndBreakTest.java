package boyi.rules;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.games.heaprules.HeapValues;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Heap rule texts recognised as take-and-break games go through the families' Grundy pipeline:
 * the recognised game's values equal the rule interpreter's on every heap up to 600, and texts
 * that only look alike are not recognised (they keep the rule text's own values).
 */
class RuleTakeAndBreakTest {

    private static RuleGame game(String moves) {
        return new RuleGame(RuleParser.parse("heaps n\nmove " + moves.replace("\\n", "\n") + "\n", Map.of()));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "\"split {a}+{n - a}\" for a in 1..(n - 1) / 2 -> a, n - a             | 4.0 (unequal splits)",
            "\"split\" for a in 1..(n - 1) / 2 -> n - a, a                          | 4.0 (unequal splits)",
            "\"split\" for a in 1..n / 2 -> a, n - a                                | 4.0",
            "\"split\" for a in 1..n - 1 -> a, n - a\\nmove \"t\" if n == 1 -> none  | 4.1",
            "for t in {1, 2} if t == n -> none\\nmove for t in {1, 2} if t < n -> n - t\\nmove for t in {1, 2} for a in 1..(n - t) / 2 -> a, n - t - a | 0.77",
            "if n > 1 for a in 1..(n - 1) / 2 -> a, n - 1 - a                      | 0.4",
            // the same written without the condition: take one, split the rest, equal parts allowed
            "for a in 1..(n - 1) / 2 -> a, n - a - 1                                | 0.4"})
    void recognisedGamesHaveTheInterpretersValues(String moves, String code) {
        RuleGame g = game(moves);
        Optional<RuleTakeAndBreak> recognised = RuleTakeAndBreak.of(g, new HeapGrundy(g));
        assertThat(recognised).isPresent();
        assertThat(recognised.get().code()).isEqualTo(code);
        HeapValues pipeline = recognised.get().checked().orElseThrow();
        long[] interpreted = new HeapGrundy(RuleGame.interpreted(g.program())).upTo(600);
        for (int n = 0; n <= 600; n++) {
            assertThat(pipeline.grundy(n)).as("G(%d)", n).isEqualTo(interpreted[n]);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {
            // another statement beside Grundy's split
            "for a in 1..(n - 1) / 2 -> a, n - a\\nmove if n == 1 -> none",
            // a condition on n, a first part from 2, parts that do not add up to n
            "if n > 5 for a in 1..(n - 1) / 2 -> a, n - a",
            "for a in 2..(n - 1) / 2 -> a, n - a",
            "for a in 1..(n - 2) / 2 -> a, n - a",
            // unequal splits after taking one: not a code of the pipeline
            "if n > 1 for a in 1..(n - 2) / 2 -> a, n - 1 - a"})
    void lookAlikesAreNotRecognised(String moves) {
        RuleGame g = game(moves);
        assertThat(RuleTakeAndBreak.of(g, new HeapGrundy(g))).isEmpty();
    }
}
