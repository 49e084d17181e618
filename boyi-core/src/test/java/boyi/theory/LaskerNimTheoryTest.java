package boyi.theory;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.games.heaps.HeapComponent;
import boyi.games.sums.SumGame;
import boyi.games.sums.SumRule;
import boyi.model.Impartial;
import boyi.solve.GrundySolver;
import java.util.List;
import org.junit.jupiter.api.Test;

class LaskerNimTheoryTest {

    @Test
    void closedFormEqualsTheMexOfTheRealMovesTakeAndSplit() {
        @SuppressWarnings("unchecked")
        Impartial<List<Long>> rules = (Impartial<List<Long>>) (Object) SumGame.of(HeapComponent.LASKER, SumRule.NORMAL);
        GrundySolver<List<Long>> search = new GrundySolver<>(rules);
        for (long n = 0; n <= 60; n++) {
            assertThat((long) search.grundy(List.of(n))).as("g(%d)", n).isEqualTo(LaskerNimTheory.grundy(n));
        }
        assertThat(LaskerNimTheory.grundy(3)).isEqualTo(4);
        assertThat(LaskerNimTheory.grundy(4)).isEqualTo(3);
    }

    @Test
    void largestHeapFitsALongAndTheFormIsABijection() {
        assertThat(LaskerNimTheory.grundy(999_999_999_999_999_999L)).isEqualTo(1_000_000_000_000_000_000L);
        for (long g = 0; g < 1000; g++) {
            assertThat(LaskerNimTheory.grundy(LaskerNimTheory.heapOfGrundy(g))).isEqualTo(g);
        }
    }
}
