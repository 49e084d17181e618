package boyi.games.classic;

import boyi.analysis.Analyzer;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.analysis.Analysis;
import boyi.games.GameInstance;
import boyi.model.Outcome;
import boyi.testing.GameContractTest;
import boyi.util.BadInputException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class MonksGameTest extends GameContractTest<List<Long>> {

    private final GameInstance<List<Long>> game = new MonksGame().instantiate(Map.of());

    @Override
    protected GameInstance<List<Long>> instance() {
        return game;
    }

    /** Every non-empty set of monks on steps 1..top. */
    static List<List<Long>> positions(int top) {
        List<List<Long>> out = new ArrayList<>();
        for (int mask = 1; mask < 1 << top; mask++) {
            List<Long> p = new ArrayList<>();
            for (int b = 0; b < top; b++) {
                if ((mask & 1 << b) != 0) {
                    p.add(b + 1L);
                }
            }
            out.add(List.copyOf(p));
        }
        return out;
    }

    @Override
    protected List<List<Long>> smallPositions() {
        return positions(7);
    }

    @Override
    protected Optional<String> whyExplanationsLeaveNumbersOut() {
        return Optional.of("staircase Nim pairs the monks from the bottom: with an odd count one monk is left unpaired and its step is not named");
    }

    @Test
    void theoremAgreesWithNegamaxOnEveryStaircaseOf11Steps() {
        Checks.theoremAgreesWithNegamax(game, positions(11));
    }

    @Test
    void recommendedMovesHoldUp() {
        Checks.recommendedMovesHoldUp(game, positions(9),
                List.of(game.parse("3 17 1000000000000 999999999999999999 1000000000000000000")));
    }

    @Test
    void bestMoveAndExplanation() {
        Analysis a = Analyzer.analyze(game, "9 5 1");
        assertThat(a.position()).isEqualTo("1 5 9");
        assertThat(a.bestMove()).contains("monk on 1 to 4");
        assertThat(a.explanation()).contains("5-1-1 = 3").contains("XOR 3");
        assertThat(Analyzer.analyze(game, "7").value().outcome()).isEqualTo(Outcome.LOSS);
        assertThatThrownBy(() -> game.parse("1 5 5")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("step 5 is repeated");
        assertThatThrownBy(() -> game.parse("0 5")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("1..10^18");
    }
}
