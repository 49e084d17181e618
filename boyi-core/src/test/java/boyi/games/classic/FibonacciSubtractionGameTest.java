package boyi.games.classic;

import boyi.analysis.Analyzer;
import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analysis;
import boyi.games.GameInstance;
import boyi.model.Impartial;
import boyi.model.Outcome;
import boyi.solve.GrundySolver;
import boyi.testing.GameContractTest;
import boyi.theory.FibonacciSubtractionTheory;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FibonacciSubtractionGameTest extends GameContractTest<List<Long>> {

    private final GameInstance<List<Long>> game = new FibonacciSubtractionGame().instantiate(Map.of());

    @Override
    protected GameInstance<List<Long>> instance() {
        return game;
    }

    @Override
    protected List<List<Long>> smallPositions() {
        return NimGameTest.positions(5);
    }

    @Test
    void theoremAgreesWithNegamaxOnEveryPositionOfUpTo3PilesOf12() {
        Checks.theoremAgreesWithNegamax(game, NimGameTest.positions(12));
    }

    @Test
    void grundyTableAgreesWithTheGrundySolverUpTo2000() {
        GrundySolver<List<Long>> grundy = new GrundySolver<>((Impartial<List<Long>>) game.game());
        for (long n = 0; n <= 2000; n++) {
            assertThat(grundy.grundy(List.of(n))).as("G(%d)", n).isEqualTo(FibonacciSubtractionTheory.grundy(n));
        }
    }

    @Test
    void recommendedMovesHoldUp() {
        List<Long> many = new ArrayList<>();
        for (long i = 0; i < 30; i++) {
            many.add(1000 * i + 7);
        }
        Checks.recommendedMovesHoldUp(game, NimGameTest.positions(6), List.of(List.copyOf(many), List.of(1_000_000L, 999_999L, 3L)));
    }

    @Test
    void specExampleAndExplanation() {
        Analysis a = Analyzer.analyze(game, "1 4 1");
        assertThat(a.value().outcome()).isEqualTo(Outcome.LOSS);
        assertThat(a.explanation()).contains("G(4) = 0");
        assertThat(Analyzer.analyze(game, "1 1 1").explanation()).contains("taking 1 from pile 1");
    }

    @Test
    void tableIsTheGrundyRowOfOnePile() {
        GrundySolver<List<Long>> grundy = new GrundySolver<>((Impartial<List<Long>>) game.game());
        long[] row = game.table(300).orElseThrow().values()[0];
        assertThat(row).hasSize(301);
        for (int n = 0; n <= 300; n++) {
            assertThat(row[n]).as("G(%d)", n).isEqualTo(grundy.grundy(List.of((long) n)));
        }
    }
}
