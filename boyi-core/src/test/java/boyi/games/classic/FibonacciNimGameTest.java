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

    /** Issue 9, item 12: the value is win in 27, the fastest win "take 9" is listed first, and the text names it. */
    @Test
    void fortyThreeWinsFastestByTakingNine() {
        Analysis a = Analyzer.analyze(game, "43");
        assertThat(a.value()).isEqualTo(boyi.model.Value.win(27));
        assertThat(a.bestMove()).contains("take 9");
        assertThat(a.moves().get(0).value()).isEqualTo(boyi.model.Value.win(27));
        assertThat(a.moves()).extracting(m -> m.move()).contains("take 1");
        assertThat(a.explanation()).contains("43 = 34 + 8 + 1").contains("win in 27, quickest by take 9");
        assertThat(a.why().zh()).contains("最快的走法是「取 9 个」");
        assertThat(a.method().name().en()).isEqualTo("Fibonacci Nim theorem (Zeckendorf); remoteness by the exact table of "
                + "positions up to 2000 stones");
    }

    /** Every start up to 300: the best move carries the value and the explanation names it. */
    @Test
    void bestMoveAndExplanationAgreeOnEveryStartUpTo300() {
        for (long n = 2; n <= 300; n++) {
            Analysis a = Analyzer.analyze(game, Long.toString(n));
            assertThat(a.value().hasRemoteness()).as("remoteness of %d", n).isTrue();
            assertThat(a.moves().get(0).value()).as("best move from %d", n).isEqualTo(a.value());
            String kind = a.value().outcome() == Outcome.WIN ? "quickest by " : "longest by ";
            assertThat(a.explanation()).as("explanation of %d", n).contains(kind + a.bestMove().orElseThrow() + ".");
        }
    }

    @Test
    void remotenessIsExactUpToTheTableAndUnknownBeyond() {
        assertThat(Analyzer.value(game, game.parse("2000")).hasRemoteness()).isTrue();
        Analysis beyond = Analyzer.analyze(game, "2001");
        assertThat(beyond.value().hasRemoteness()).isFalse();
        assertThat(beyond.moves().get(0).value().hasRemoteness()).isFalse();
        assertThat(beyond.explanation()).contains("Remoteness not computed");
        assertThat(beyond.method().name().en()).isEqualTo("Fibonacci Nim theorem (Zeckendorf)");
    }

    /** The exact table agrees with plain search on every position of up to 120 stones. */
    @Test
    void tableAgreesWithPlainSearch() {
        boyi.solve.NegamaxSolver<FibonacciNimGame.Pile> search = new boyi.solve.NegamaxSolver<>(game.game());
        for (FibonacciNimGame.Pile p : positions(120)) {
            assertThat(FibonacciNimTable.EVALUATOR.value(p)).as("%s", p).contains(search.value(p));
        }
    }
}
