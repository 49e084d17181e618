package boyi.games.board;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.model.Indexed;
import boyi.model.Move;
import boyi.model.Value;
import boyi.solve.RetrogradeSolver;
import boyi.solve.ValueStore;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The dense index as an {@link Indexed} game, solved by the generic retrograde solver, agrees with the tier table. */
class MatchesRetrogradeTest {

    /** Global index = number of boards in lower tiers + rank within the tier. */
    private static final class IndexedMatches implements Indexed<MatchesBoard> {
        final MatchesIndex ix;
        final long[] tierStart;

        IndexedMatches(int rows, int cols) {
            ix = MatchesIndex.of(rows, cols);
            ix.buildOffsets();
            tierStart = new long[ix.maxMatches() + 2];
            for (int k = 0; k <= ix.maxMatches(); k++) {
                tierStart[k + 1] = tierStart[k] + ix.tierSize(k);
            }
        }

        @Override
        public long size() {
            return ix.total();
        }

        @Override
        public long index(MatchesBoard p) {
            int k = p.matches();
            return tierStart[k] + ix.rank(ix.rowIds(p), k);
        }

        @Override
        public MatchesBoard position(long index) {
            int k = 0;
            while (tierStart[k + 1] <= index) {
                k++;
            }
            return ix.board(ix.unrank(k, index - tierStart[k]));
        }

        final MatchesGame.Rules rules = new MatchesGame.Rules();

        @Override
        public List<Move<MatchesBoard>> moves(MatchesBoard position) {
            return rules.moves(position);
        }

        @Override
        public Value primitive(MatchesBoard position) {
            return rules.primitive(position);
        }
    }

    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({"2,3", "3,3", "2,5", "3,4"})
    void retrogradeOverTheIndexAgreesWithTheTierTable(int rows, int cols) {
        IndexedMatches game = new IndexedMatches(rows, cols);
        ValueStore values = RetrogradeSolver.solve(game);
        MatchesTable table = MatchesTable.solve(rows, cols);
        for (long i = 0; i < game.size(); i++) {
            MatchesBoard b = game.position(i);
            assertThat(game.index(b)).isEqualTo(i);
            assertThat(values.get(i)).as(b.format()).isEqualTo(table.value(b));
        }
    }
}
