package boyi.theory;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.catalogue.Catalogue;
import boyi.games.GameInstance;
import boyi.model.Move;
import boyi.model.Outcome;
import boyi.solve.NegamaxSolver;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The judge-ordered winning moves of take-2-piles against search of Wythoff's real moves. */
class WythoffJudgeOrderTest {

    @Test
    void everyWinningMoveByKindInTheJudgeOrder() {
        @SuppressWarnings("unchecked")
        GameInstance<List<Long>> g = (GameInstance<List<Long>>) Catalogue.family("take-2-piles").instantiate(Map.of());
        NegamaxSolver<List<Long>> search = new NegamaxSolver<>(g.game());
        for (long a = 0; a <= 40; a++) {
            for (long b = a; b <= 40; b++) {
                List<long[]> both = new ArrayList<>();
                List<long[]> smaller = new ArrayList<>();
                List<long[]> larger = new ArrayList<>();
                for (Move<List<Long>> m : g.game().moves(List.of(a, b))) {
                    if (search.value(m.result()).outcome() != Outcome.LOSS) {
                        continue;
                    }
                    long x = m.result().get(0);
                    long y = m.result().get(1);
                    long[] left = {Math.min(x, y), Math.max(x, y)};
                    (m.name().endsWith("both") ? both : m.name().endsWith("pile 1") ? smaller : larger).add(left);
                }
                List<long[]> expected = new ArrayList<>(both);
                expected.addAll(smaller);
                if (a != b) {
                    expected.addAll(larger);
                }
                List<long[]> got = WythoffJudgeOrder.winningMoves(a, b);
                assertThat(got).as("(%d, %d)", a, b).hasSize(expected.size());
                for (int i = 0; i < got.size(); i++) {
                    assertThat(new long[] {got.get(i)[0], got.get(i)[1]}).as("(%d, %d) move %d", a, b, i).containsExactly(expected.get(i));
                }
            }
        }
    }
}
