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

/** Georgia and Bob's staircase rule against search of the real slides, every row of up to 5 chessmen on 1..10. */
class ChessmenRowTheoryTest {

    @Test
    void gapXorDecidesAndTheWinningMovesAreExactlyTheMovesToLostRows() {
        @SuppressWarnings("unchecked")
        GameInstance<List<Long>> g = (GameInstance<List<Long>>) Catalogue.family("georgia-bob").instantiate(Map.of());
        NegamaxSolver<List<Long>> search = new NegamaxSolver<>(g.game());
        for (int mask = 1; mask < 1 << 10; mask++) {
            if (Integer.bitCount(mask) > 5) {
                continue;
            }
            List<Long> cells = new ArrayList<>();
            for (int c = 0; c < 10; c++) {
                if ((mask >> c & 1) != 0) {
                    cells.add(c + 1L);
                }
            }
            long[] sorted = cells.stream().mapToLong(Long::longValue).toArray();
            boolean wins = search.value(cells).outcome() == Outcome.WIN;
            assertThat(ChessmenRowTheory.gapXor(sorted) != 0).as("%s", cells).isEqualTo(wins);
            List<String> toLost = new ArrayList<>();
            for (Move<List<Long>> m : g.game().moves(cells)) {
                if (search.value(m.result()).outcome() == Outcome.LOSS) {
                    toLost.add(m.name());
                }
            }
            List<String> theory = ChessmenRowTheory.winningMoves(sorted).stream()
                    .map(w -> "chessman on " + w[0] + " to " + w[1]).toList();
            assertThat(theory).as("%s", cells).containsExactlyInAnyOrderElementsOf(toLost);
        }
    }
}
