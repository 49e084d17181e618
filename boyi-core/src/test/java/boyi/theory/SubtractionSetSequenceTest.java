package boyi.theory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.games.heaprules.SubtractionRule;
import boyi.games.heaprules.TakeSet;
import boyi.games.heaps.HeapComponent;
import boyi.games.sums.SumGame;
import boyi.games.sums.SumRule;
import boyi.model.Impartial;
import boyi.solve.GrundySolver;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class SubtractionSetSequenceTest {

    @Test
    void valuesEqualTheMexOfTheRealMovesOnRandomSets() {
        Random random = new Random(1536);
        for (int trial = 0; trial < 30; trial++) {
            int k = 1 + random.nextInt(5);
            long[] set = new long[k];
            for (int i = 0; i < k; i++) {
                set[i] = 1 + random.nextInt(12);
            }
            SubtractionRule heap = new SubtractionRule(TakeSet.of(set));
            SubtractionSetSequence sequence = new SubtractionSetSequence(set);
            @SuppressWarnings("unchecked")
            GrundySolver<List<Long>> search = new GrundySolver<>((Impartial<List<Long>>) (Object) SumGame.of(new HeapComponent(heap), SumRule.NORMAL));
            for (long n = 0; n <= 200; n++) {
                assertThat((long) sequence.grundy(n)).isEqualTo(search.grundy(List.of(n)));
                assertThat(heap.grundy(n)).isEqualTo(search.grundy(List.of(n)));
            }
        }
    }

    @Test
    void thePeriodIsLeastAndHoldsFarBeyondItsProofWindow() {
        Random random = new Random(2960);
        for (int trial = 0; trial < 20; trial++) {
            int k = 1 + random.nextInt(8);
            long[] set = new long[k];
            for (int i = 0; i < k; i++) {
                set[i] = 1 + random.nextInt(60);
            }
            SubtractionSetSequence lazy = new SubtractionSetSequence(set);
            lazy.findPeriod();
            long pre = lazy.preperiod();
            long period = lazy.period();
            // the heap rule proves the same least period with the subtraction family's rows
            boyi.solve.Periodicity rows = new SubtractionRule(TakeSet.of(set)).grundyRows(Long.MAX_VALUE).periodicity();
            assertThat(new long[] {rows.preperiod(), rows.period()}).containsExactly(pre, period);
            SubtractionSetSequence direct = new SubtractionSetSequence(set);
            long end = pre + 5 * period + 200;
            for (long n = pre; n < end; n++) {
                assertThat(direct.grundy(n)).isEqualTo(direct.grundy(n + period));
            }
            if (pre > 0) {
                assertThat(direct.grundy(pre - 1)).isNotEqualTo(direct.grundy(pre - 1 + period));
            }
            for (long p = 1; p < period; p++) {
                long q = p;
                boolean repeats = java.util.stream.LongStream.range(pre, end).allMatch(n -> direct.grundy(n) == direct.grundy(n + q));
                assertThat(repeats).as("set %s: period %d is least, %d is not a period", lazy.setText(), period, p).isFalse();
            }
            long far = 999_999_999_999_999_999L;
            assertThat(lazy.grundy(far)).isEqualTo(direct.grundy(pre + (far - pre) % period));
        }
    }

    @Test
    void sampleSetAndTheTooLargeRefusal() {
        SubtractionSetSequence s = new SubtractionSetSequence(new long[] {2, 5});
        assertThat(s.values(12)).containsExactly(0, 0, 1, 1, 0, 2, 1, 0, 0, 1, 1, 0, 2);
        assertThat(s.grundy(1_000_000_000_000_000_000L)).isBetween(0, 2);
        assertThatThrownBy(() -> new SubtractionSetSequence(new long[0])).isInstanceOf(IllegalArgumentException.class);
    }
}
