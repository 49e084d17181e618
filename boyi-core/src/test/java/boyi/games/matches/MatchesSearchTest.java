package boyi.games.matches;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.analysis.Analyzer;
import boyi.catalogue.Catalogue;
import boyi.games.GameInstance;
import boyi.solve.NegamaxSolver;
import boyi.solve.ValueCode;
import boyi.solve.tier.TierSolver;
import boyi.util.TooLargeException;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The generic negamax search on matches encodings, against the tier table. */
class MatchesSearchTest {

    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({"3,4", "4,4", "3,5", "2,6"})
    void searchOnEncodingsAgreesWithTheTierTable(int rows, int cols) {
        MatchesTiers tiers = MatchesTiers.of(rows, cols);
        TierSolver.Table table = new TierSolver(tiers, null).solveInMemory();
        NegamaxSolver<MatchesBoard> search = new NegamaxSolver<>(new MatchesSearchRules(), 5_000_000);
        Random random = new Random(rows * 31L + cols);
        List<MatchesBoard> boards = MatchesGameTest.randomPlay(random, rows, cols, 0, 60);
        boards.add(MatchesBoard.empty(rows, cols));
        for (MatchesBoard b : boards) {
            assertThat(search.value(b)).as(b.format()).isEqualTo(ValueCode.value(table.code(b.matches(), tiers.rank(b))));
        }
    }

    @Test
    void encodingsRoundTripAndSymmetricImagesShareAKey() {
        MatchesSearchRules rules = new MatchesSearchRules();
        Random random = new Random(5);
        for (int[] s : new int[][] {{3, 4}, {4, 4}, {6, 6}, {1, 5}}) {
            for (MatchesBoard b : MatchesGameTest.randomPlay(random, s[0], s[1], 0, 40)) {
                long code = rules.encode(b);
                assertThat(rules.decode(code)).isEqualTo(b);
                long key = rules.memoKey(code);
                assertThat(rules.memoKey(rules.encode(b.mirrorColumns()))).isEqualTo(key);
                assertThat(rules.memoKey(rules.encode(b.mirrorRows()))).isEqualTo(key);
                if (s[0] == s[1]) {
                    assertThat(rules.memoKey(rules.encode(b.transpose()))).isEqualTo(key);
                }
                long[] children = new long[rules.maxMoves()];
                int n = rules.children(code, children);
                assertThat(n).isEqualTo(b.moves().size());
                for (int i = 0; i < n; i++) {
                    assertThat(rules.decode(children[i])).isEqualTo(b.moves().get(i).result());
                }
            }
        }
    }

    @Test
    void beyondTheBudgetIsAClearTooLargeException() {
        @SuppressWarnings("unchecked")
        GameInstance<MatchesBoard> g = (GameInstance<MatchesBoard>) Catalogue.family("matches").instantiate(Map.of());
        assertThatThrownBy(() -> Analyzer.value(g, MatchesBoard.empty(6, 6))).isInstanceOf(TooLargeException.class)
                .hasMessageContaining("6 x 6").hasMessageContaining("36 empty cells")
                .hasMessageContaining("(the memory budget)").hasMessageContaining("strong-solve");
        assertThatThrownBy(() -> Analyzer.value(g, MatchesBoard.parse("0-0000/000000/000000/000000/000000")))
                .isInstanceOf(TooLargeException.class).hasMessageContaining("5 x 6").hasMessageContaining("29 empty cells");
    }

    @Test
    void beyondTheTimeBudgetIsAClearTooLargeException() {
        NegamaxSolver<MatchesBoard> search = new NegamaxSolver<>(new MatchesSearchRules(), 50_000_000).timeLimit(0);
        assertThatThrownBy(() -> search.value(MatchesBoard.empty(4, 5))).isInstanceOf(TooLargeException.class)
                .hasMessageContaining("time budget");
    }
}
