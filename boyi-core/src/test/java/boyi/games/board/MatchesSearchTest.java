package boyi.games.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.util.TooLargeException;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MatchesSearchTest {

    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({"3,4", "4,4", "3,5", "2,6"})
    void searchAgreesWithTheTableOnRandomPositions(int rows, int cols) {
        MatchesTable table = MatchesTable.solve(rows, cols);
        MatchesSearch search = new MatchesSearch(rows, cols, 5_000_000, 60_000);
        Random random = new Random(rows * 31L + cols);
        List<MatchesBoard> boards = MatchesGameTest.randomPlay(random, rows, cols, 0, 60);
        boards.add(MatchesBoard.empty(rows, cols));
        for (MatchesBoard b : boards) {
            assertThat(search.value(b)).as(b.format()).isEqualTo(table.value(b));
        }
    }

    @Test
    void beyondTheBudgetIsAClearTooLargeException() {
        MatchesSearch search = new MatchesSearch(6, 6, 10_000, 60_000);
        assertThatThrownBy(() -> search.value(MatchesBoard.empty(6, 6))).isInstanceOf(TooLargeException.class)
                .hasMessageContaining("6 x 6").hasMessageContaining("36 empty cells")
                .hasMessageContaining("10000 (the memory budget)");
        MatchesSearch small = new MatchesSearch(4, 6, 10_000, 60_000);
        MatchesBoard nearlyEmpty = MatchesBoard.parse("0-0000/000000/000000/000000");
        assertThatThrownBy(() -> small.value(nearlyEmpty)).isInstanceOf(TooLargeException.class)
                .hasMessageContaining("4 x 6").hasMessageContaining("23 empty cells");
    }

    @Test
    void beyondTheTimeBudgetIsAClearTooLargeException() {
        MatchesSearch search = new MatchesSearch(4, 5, 50_000_000, 0);
        assertThatThrownBy(() -> search.value(MatchesBoard.empty(4, 5))).isInstanceOf(TooLargeException.class)
                .hasMessageContaining("time budget");
    }
}
