package boyi.games.classic;

import boyi.analysis.Analyzer;
import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analysis;
import boyi.games.GameInstance;
import boyi.model.Value;
import boyi.solve.NegamaxSolver;
import boyi.testing.GameContractTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class EuclidGameTest extends GameContractTest<EuclidGame.Pair> {

    private final GameInstance<EuclidGame.Pair> game = new EuclidGame().instantiate(Map.of());

    @Override
    protected GameInstance<EuclidGame.Pair> instance() {
        return game;
    }

    static List<EuclidGame.Pair> positions(int max) {
        return Checks.pairsUpTo(max, EuclidGame.Pair::new);
    }

    @Override
    protected List<EuclidGame.Pair> smallPositions() {
        return positions(30);
    }

    @Test
    void exactValueAgreesWithNegamaxOnEveryPairUpTo100() {
        NegamaxSolver<EuclidGame.Pair> search = new NegamaxSolver<>(game.game());
        for (EuclidGame.Pair p : positions(100)) {
            assertThat(Analyzer.value(game, p)).as("(%d, %d)", p.a(), p.b()).isEqualTo(search.value(p));
        }
    }

    @Test
    void recommendedMovesHoldUp() {
        Random random = new Random(1);
        List<EuclidGame.Pair> huge = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            long a = 1 + Math.floorMod(random.nextLong(), 1_000_000_000_000_000_000L);
            long b = 1 + Math.floorMod(random.nextLong(), i % 2 == 0 ? 1_000_000_000_000_000_000L : 1000L);
            huge.add(new EuclidGame.Pair(a, b));
        }
        Checks.recommendedMovesHoldUp(game, positions(40), huge);
    }

    @Test
    void namesTheMultipleToSubtract() {
        Analysis a = Analyzer.analyze(game, "34 12");
        assertThat(a.bestMove()).contains("subtract 2*12 from 34");
        assertThat(a.value()).isEqualTo(Value.win(3));
        assertThat(a.explanation()).startsWith("34 = 2*12 + 10");
        assertThat(Analyzer.analyze(game, "15 24").value().outcome()).isEqualTo(boyi.model.Outcome.LOSS);
        Analysis huge = Analyzer.analyze(game, "1000000000000000000 3");
        assertThat(huge.allMoves()).isFalse();
        assertThat(huge.value().hasRemoteness()).isTrue();
    }
}
