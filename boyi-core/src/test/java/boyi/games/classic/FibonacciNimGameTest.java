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
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class FibonacciNimGameTest extends GameContractTest<FibonacciNimGame.Pile> {

    private final GameInstance<FibonacciNimGame.Pile> game = new FibonacciNimGame().instantiate(Map.of());

    @Override
    protected GameInstance<FibonacciNimGame.Pile> instance() {
        return game;
    }

    static List<FibonacciNimGame.Pile> positions(int max) {
        List<FibonacciNimGame.Pile> out = new ArrayList<>();
        out.add(new FibonacciNimGame.Pile(0, 0));
        for (long n = 1; n <= max; n++) {
            for (long m = 1; m <= n; m++) {
                out.add(new FibonacciNimGame.Pile(n, m));
            }
        }
        return out;
    }

    @Override
    protected List<FibonacciNimGame.Pile> smallPositions() {
        return positions(20);
    }

    @Test
    void theoremAgreesWithNegamaxOnEveryPositionUpTo90() {
        Checks.theoremAgreesWithNegamax(game, positions(90));
    }

    @Test
    void recommendedMovesHoldUp() {
        List<FibonacciNimGame.Pile> huge = Stream.of("1000000000000000000", "679891637638612258", "999999999999999999 7")
                .map(game::parse).toList();
        Checks.recommendedMovesHoldUp(game, positions(40), huge);
    }

    @Test
    void takesTheSmallestZeckendorfTerm() {
        Analysis a = Analyzer.analyze(game, "20");
        assertThat(a.position()).isEqualTo("20 19");
        assertThat(a.bestMove()).contains("take 2");
        assertThat(a.explanation()).contains("20 = 13 + 5 + 2");
        assertThat(Analyzer.analyze(game, "13").value().outcome()).isEqualTo(Outcome.LOSS);
        assertThat(Analyzer.analyze(game, "1000000000000000000").bestMove()).contains("take 2");
    }

    @Test
    void badPositions() {
        assertThatThrownBy(() -> game.parse("1")).isInstanceOf(BadInputException.class).hasMessageContaining("n >= 2");
        assertThatThrownBy(() -> game.parse("5 0")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> game.play(game.parse("20"), "take 20")).isInstanceOf(BadInputException.class);
    }
}
