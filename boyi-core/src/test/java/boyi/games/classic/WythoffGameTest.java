package boyi.games.classic;

import boyi.analysis.Analyzer;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.analysis.Analysis;
import boyi.games.GameInstance;
import boyi.model.Outcome;
import boyi.solve.NegamaxSolver;
import boyi.testing.GameContractTest;
import boyi.theory.WythoffTheory;
import boyi.util.BadInputException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class WythoffGameTest extends GameContractTest<WythoffGame.Piles> {

    private final GameInstance<WythoffGame.Piles> game = new WythoffGame().instantiate(Map.of());

    @Override
    protected GameInstance<WythoffGame.Piles> instance() {
        return game;
    }

    static List<WythoffGame.Piles> positions(int max) {
        return Checks.pairsUpTo(max, WythoffGame.Piles::new);
    }

    @Override
    protected List<WythoffGame.Piles> smallPositions() {
        return positions(12);
    }

    @Test
    void theoremAgreesWithNegamaxOnEveryPositionUpTo40() {
        Checks.theoremAgreesWithNegamax(game, positions(40));
    }

    @Test
    void recommendedMovesHoldUp() {
        Random random = new Random(9);
        List<WythoffGame.Piles> huge = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            long a = 1_000_000_000_000_000_000L - Math.floorMod(random.nextLong(), 1_000_000_000_000_000L);
            long b = 1_000_000_000_000_000_000L - Math.floorMod(random.nextLong(), 1_000_000_000_000_000L);
            huge.add(new WythoffGame.Piles(a, b));
        }
        Checks.recommendedMovesHoldUp(game, positions(20), huge);
    }

    @Test
    void hugeHotPositionMovesToTheNearestColdPair() {
        long k = 380_000_000_000_000_000L;   // b_k just below 10^18
        long a = WythoffTheory.lower(k);
        // (a, a + k) is cold; one more stone on the bigger pile is hot, the move takes it back.
        Analysis hot = Analyzer.analyze(game, a + " " + (a + k + 1));
        assertThat(hot.value().outcome()).isEqualTo(Outcome.WIN);
        assertThat(hot.bestMove()).contains("take 1 from pile 2");
        Analysis cold = Analyzer.analyze(game, a + " " + (a + k));
        assertThat(cold.value().outcome()).isEqualTo(Outcome.LOSS);
        assertThat(cold.explanation()).contains("is cold");
        assertThat(cold.allMoves()).isFalse();
    }

    @Test
    void explanationShowsTheColdPair() {
        assertThat(Analyzer.analyze(game, "7 10").explanation()).contains("the cold pair with difference 3 is (4, 7)");
        assertThatThrownBy(() -> game.parse("1 2 3")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("expected 2 numbers");
    }

    @Test
    void tableMarksExactlyTheColdPositionsOfPlainSearch() {
        boyi.solve.Table t = game.table(40).orElseThrow();
        NegamaxSolver<WythoffGame.Piles> search = new NegamaxSolver<>(game.game());
        assertThat(t.values()).hasNumberOfRows(21);
        for (int a = 0; a <= 20; a++) {
            for (int b = 0; b <= 40; b++) {
                Outcome o = search.value(new WythoffGame.Piles(a, b)).outcome();
                assertThat(t.values()[a][b]).as("(%d, %d)", a, b).isEqualTo(o == Outcome.LOSS ? -1L : 1L);
            }
        }
    }
}
