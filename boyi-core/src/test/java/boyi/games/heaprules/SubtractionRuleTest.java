package boyi.games.heaprules;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.games.heaps.HeapComponent;
import boyi.games.sums.SumGame;
import boyi.games.sums.SumRule;
import boyi.model.Impartial;
import boyi.solve.GrundySolver;
import boyi.solve.Periodicity;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

class SubtractionRuleTest {

    @Test
    void directValuesAndPeriodRowsEqualTheMexOfTheRealMovesOnRandomSets() {
        Random random = new Random(1536);
        for (int trial = 0; trial < 30; trial++) {
            long[] set = randomSet(random, 1 + random.nextInt(5), 12);
            SubtractionRule direct = new SubtractionRule(TakeSet.of(set));
            SubtractionRule rows = new SubtractionRule(TakeSet.of(set));
            @SuppressWarnings("unchecked")
            GrundySolver<List<Long>> search = new GrundySolver<>((Impartial<List<Long>>) (Object) SumGame.of(new HeapComponent(direct), SumRule.NORMAL));
            for (long n = 0; n <= 200; n++) {
                assertThat(direct.grundy(n)).isEqualTo(search.grundy(List.of(n)));
                long fromRows = n < rows.takes().min() ? 0 : rows.grundyRows(n).plain(n, 0);
                assertThat(fromRows).isEqualTo(search.grundy(List.of(n)));
            }
        }
    }

    @Test
    void theProvenPeriodIsLeastAndHoldsOnTheDirectValuesFarBeyondItsProofWindow() {
        Random random = new Random(2960);
        for (int trial = 0; trial < 20; trial++) {
            long[] set = randomSet(random, 1 + random.nextInt(8), 60);
            SubtractionRule direct = new SubtractionRule(TakeSet.of(set));
            Periodicity found = new SubtractionRule(TakeSet.of(set)).grundyRows(Long.MAX_VALUE).periodicity();
            long pre = found.preperiod();
            long period = found.period();
            long end = pre + 5 * period + 200;
            for (long n = pre; n < end; n++) {
                assertThat(direct.grundy(n)).isEqualTo(direct.grundy(n + period));
            }
            if (pre > 0) {
                assertThat(direct.grundy(pre - 1)).isNotEqualTo(direct.grundy(pre - 1 + period));
            }
            for (long p = 1; p < period; p++) {
                long q = p;
                boolean repeats = LongStream.range(pre, end).allMatch(n -> direct.grundy(n) == direct.grundy(n + q));
                assertThat(repeats).as("set %s: period %d is least, %d is not a period", TakeSet.of(set), period, p).isFalse();
            }
            long far = 999_999_999_999_999_999L;
            assertThat(direct.grundy(far)).isEqualTo(direct.grundy(pre + (far - pre) % period));
        }
    }

    @Test
    void sampleSetFromZeroToTwelveAndAtTenToTheEighteen() {
        SubtractionRule r = new SubtractionRule(TakeSet.of(2, 5));
        long[] values = LongStream.rangeClosed(0, 12).map(r::grundy).toArray();
        assertThat(values).containsExactly(0, 0, 1, 1, 0, 2, 1, 0, 0, 1, 1, 0, 2);
        // {2,5}: period 7 from 0, and 10^18 = 1 (mod 7)
        assertThat(r.grundy(1_000_000_000_000_000_000L)).isEqualTo(0);
        assertThat(r.grundyMethod().en()).contains("period 7 from n = 0 (proven)");
    }

    private static long[] randomSet(Random random, int k, int maxTake) {
        long[] set = new long[k];
        for (int i = 0; i < k; i++) {
            set[i] = 1 + random.nextInt(maxTake);
        }
        return set;
    }
}
