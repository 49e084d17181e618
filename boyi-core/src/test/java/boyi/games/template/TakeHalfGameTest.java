package boyi.games.template;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analyzer;
import boyi.games.GameInstance;
import boyi.model.Outcome;
import boyi.solve.GrundySolver;
import boyi.testing.GameContractTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * THE TEST TO COPY with {@link TakeHalfGame}: the contract on every small position, the closed
 * form against search, and the selection on piles with astronomically many moves.
 */
class TakeHalfGameTest extends GameContractTest<List<Long>> {

    @Override
    protected GameInstance<List<Long>> instance() {
        @SuppressWarnings("unchecked")
        GameInstance<List<Long>> g = (GameInstance<List<Long>>) new TakeHalfGame().instantiate(Map.of());
        return g;
    }

    /** Every position of one or two piles of 0..14 stones, and three piles of up to 9. */
    @Override
    protected List<List<Long>> smallPositions() {
        List<List<Long>> out = new ArrayList<>();
        for (long a = 0; a <= 14; a++) {
            out.add(List.of(a));
            for (long b = 0; b <= 14; b++) {
                out.add(List.of(a, b));
                out.add(List.of(a % 10, b % 10, (a + b) % 10));
            }
        }
        return out;
    }

    @Test
    void theClosedFormAgreesWithSearchAndReachesEveryValueBelow() {
        for (long n = 0; n <= 300; n++) {
            // search of the one-pile game, independent of the closed form
            long searched = GrundySolver.solve(new boyi.model.Impartial<Long>() {
                @Override
                public List<boyi.model.Move<Long>> moves(Long p) {
                    List<boyi.model.Move<Long>> out = new ArrayList<>();
                    for (long k = 1; k <= p / 2; k++) {
                        out.add(new boyi.model.Move<>("take " + k, p - k));
                    }
                    return out;
                }

                @Override
                public boyi.model.Value primitive(Long p) {
                    return p <= 1 ? boyi.model.Value.loss(0) : null;
                }
            }, n);
            assertThat(TakeHalfGame.grundy(n)).as("g(%d)", n).isEqualTo(searched);
            for (long t = 0; t < searched; t++) {
                long to = TakeHalfGame.pileWorth(n, t);
                assertThat(to).as("a move from %d to value %d", n, t).isBetween(n - n / 2, n - 1);
                assertThat(TakeHalfGame.grundy(to)).isEqualTo(t);
            }
        }
    }

    @Test
    void aHugePileListsItsWinningMoveAmongAFew() {
        var a = Analyzer.analyze(instance(), "1000000000000000000");
        assertThat(a.value().outcome()).isEqualTo(Outcome.WIN);
        // 2^59 - 1 = 576460752303423487 is worth 0 and lies in 5 * 10^17 .. 10^18 - 1
        assertThat(a.bestMove()).contains("pile 1: take 423539247696576513");
        assertThat(Analyzer.analyze(instance(), "576460752303423487 6").value().outcome()).isEqualTo(Outcome.WIN);
        assertThat(Analyzer.analyze(instance(), "576460752303423487 7").value().outcome()).isEqualTo(Outcome.LOSS);
    }
}
