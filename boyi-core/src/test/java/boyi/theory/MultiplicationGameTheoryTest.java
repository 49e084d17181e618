package boyi.theory;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analyzer;
import boyi.catalogue.Catalogue;
import boyi.games.GameInstance;
import boyi.model.Outcome;
import boyi.solve.NegamaxSolver;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class MultiplicationGameTheoryTest {

    @Test
    void nineEighteenRuleAgreesWithSearchOverTheFactorStillNeededUpTo1000000() {
        int max = 1_000_000;
        boolean[] win = new boolean[max + 1];
        for (int c = 2; c <= max; c++) {
            boolean w = c <= 9;
            for (int k = 2; k <= 9 && !w; k++) {
                w = !win[(int) MultiplicationGameTheory.ceilDiv(c, k)];
            }
            win[c] = w;
            assertThat(MultiplicationGameTheory.moverWins(c)).as("n = %d", c).isEqualTo(w);
        }
    }

    @Test
    void theFactorStillNeededIsAFaithfulSummaryOfTheRealGame() {
        // The real positions p (products of 2..9) for targets up to 2000, searched as they are.
        for (long n = 2; n <= 2000; n++) {
            GameInstance<?> g = Catalogue.family("multiplication").instantiate(Map.of("n", Long.toString(n)));
            @SuppressWarnings("unchecked")
            GameInstance<Long> game = (GameInstance<Long>) g;
            Outcome real = new NegamaxSolver<>(game.game()).value(1L).outcome();
            assertThat(MultiplicationGameTheory.moverWins(n)).as("n = %d", n).isEqualTo(real == Outcome.WIN);
            assertThat(Analyzer.value(game, 1L).outcome()).isEqualTo(real);
        }
    }

    @Test
    void searchAgreesWithTheRuleOnLargeTargetsAndStaysSmall() {
        Random random = new Random(1517);
        for (int i = 0; i < 30; i++) {
            long n = 2 + Math.floorMod(random.nextLong(), 1_000_000_000_000_000_000L - 1);
            assertThat(MultiplicationGameTheory.searchMoverWins(n)).as("n = %d", n).isEqualTo(MultiplicationGameTheory.moverWins(n));
        }
        assertThat(MultiplicationGameTheory.searchMoverWins(34_012_226)).isTrue();
        assertThat(MultiplicationGameTheory.searchSize(1_000_000_000_000_000_000L)).isBetween(1_000, 40_000);
    }
}
