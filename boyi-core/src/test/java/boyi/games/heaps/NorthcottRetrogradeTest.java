package boyi.games.heaps;

import boyi.games.CanonGames;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analyzer;
import boyi.catalogue.Catalogue;
import boyi.games.GameInstance;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.solve.RetrogradeSolver;
import boyi.solve.ValueStore;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Northcott's game in its real rules (partizan: each player moves only their own pieces; loopy:
 * pieces may move away) by retrograde analysis on small boards: every position agrees with Nim on
 * the gaps, and none is a draw.
 */
class NorthcottRetrogradeTest {

    private static int check(int rows, long m) {
        NorthcottGame.Rules rules = new NorthcottGame.Rules(m, rows);
        ValueStore values = RetrogradeSolver.solve(rules);
        int checked = 0;
        for (long i = 0; i < rules.size(); i++) {
            NorthcottGame.Board b = rules.position(i);
            if (b == null) {
                continue;
            }
            Value v = values.get(i);
            assertThat(v.outcome()).as("no draws: %s", b).isNotEqualTo(Outcome.DRAW);
            assertThat(v.outcome() == Outcome.WIN).as("%s on %d columns", b, m).isEqualTo(NorthcottGame.xor(b) != 0);
            checked++;
        }
        return checked;
    }

    @Test
    void nimOnTheGapsWithoutDrawsOnEverySmallBoard() {
        int checked = 0;
        for (long m = 2; m <= 8; m++) {
            checked += check(1, m);
        }
        for (long m = 2; m <= 7; m++) {
            checked += check(2, m);
        }
        for (long m = 2; m <= 5; m++) {
            checked += check(3, m);
        }
        assertThat(checked).isGreaterThan(10_000);
    }

    @Test
    void samplesHugeBoardsAndPlay() {
        GameInstance<?> six = Catalogue.family("northcott").instantiate(Map.of("m", "6"));
        assertThat(Analyzer.analyze(six, "4 5, 1 2, 1 2").value().outcome()).isEqualTo(Outcome.LOSS);
        assertThat(Analyzer.analyze(six, "4 5, 1 3, 1 2").value()).isEqualTo(Value.win(17));
        assertThat(Analyzer.analyze(six, "jerry: 4 5, 1 3, 1 2").value().outcome()).isEqualTo(Outcome.WIN);
        GameInstance<NorthcottGame.Board> big = CanonGames.game("northcott", Map.of("m", "1000000000000000000"));
        var a = Analyzer.analyze(big, "1 1000000000000000000, 5 3");
        assertThat(a.value().outcome()).isEqualTo(Outcome.WIN);
        var after = big.play(big.parse("1 1000000000000000000, 5 3"), a.moves().get(0).move());
        assertThat(big.format(after)).isEqualTo("jerry: 999999999999999998 1000000000000000000, 5 3");
        assertThat(Analyzer.value(big, after).outcome()).isEqualTo(Outcome.LOSS);
    }
}
