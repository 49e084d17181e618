package boyi.games.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MatchesTableTest {

    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({"1,1", "1,6", "6,1", "2,2", "2,3", "3,2", "3,3", "2,5", "3,4", "4,3"})
    void tableAgreesWithPlainRecursionOnEveryBoard(int rows, int cols) {
        MatchesTable table = MatchesTable.solve(rows, cols);
        MatchesReference plain = new MatchesReference();
        List<String> all = MatchesReference.allLegal(rows, cols);
        assertThat(table.positions()).isEqualTo(all.size());
        for (String b : all) {
            assertThat(table.value(MatchesBoard.parse(b))).as(b).isEqualTo(plain.value(b));
        }
    }
}
