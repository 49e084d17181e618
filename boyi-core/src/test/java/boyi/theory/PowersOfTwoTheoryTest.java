package boyi.theory;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.games.heaprules.PowerOfTwoRule;
import boyi.games.heaps.HeapComponent;
import boyi.games.sums.SumGame;
import boyi.games.sums.SumRule;
import boyi.model.Impartial;
import boyi.solve.GrundySolver;
import java.util.List;
import org.junit.jupiter.api.Test;

class PowersOfTwoTheoryTest {

    @Test
    void multiplesOfThreeLoseUpTo100000ByTheRealMoves() {
        int max = 100_000;
        boolean[] win = new boolean[max + 1];
        for (int n = 1; n <= max; n++) {
            for (int k = 1; k <= n; k <<= 1) {
                if (!win[n - k]) {
                    win[n] = true;
                    break;
                }
            }
            assertThat(PowersOfTwoTheory.moverWins(n)).as("n = %d", n).isEqualTo(win[n]);
        }
    }

    @Test
    void grundyValuesAreNModThree() {
        @SuppressWarnings("unchecked")
        GrundySolver<List<Long>> search = new GrundySolver<>((Impartial<List<Long>>) (Object) SumGame.of(new HeapComponent(PowerOfTwoRule.RULE), SumRule.NORMAL));
        for (long n = 0; n <= 500; n++) {
            assertThat((long) search.grundy(List.of(n))).isEqualTo(PowersOfTwoTheory.grundy(n));
        }
    }
}
