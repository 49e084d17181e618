package boyi.solve.grundy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class AllButSubtractionSequenceTest {

    @Test
    void excludingOneHalvesTheHeap() {
        GrundySequence s = new AllButSubtractionSequence(new long[] {1});
        s.extendTo(1000);
        for (int n = 0; n <= 1000; n++) {
            assertThat(s.grundy(n)).isEqualTo(n / 2);
        }
    }

    @Test
    void excludingNothingIsNim() {
        GrundySequence s = new AllButSubtractionSequence(new long[0]);
        s.extendTo(100);
        assertThat(s.grundy(100)).isEqualTo(100);
    }

    /** Random excluded sets (seeded) against the definition, mex over every allowed take. */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void agreesWithTheDefinition(long seed) {
        Random random = new Random(seed);
        long[] excluded = random.longs(1 + random.nextInt(6), 1, 20).distinct().toArray();
        int upto = 400;
        GrundySequence s = new AllButSubtractionSequence(excluded);
        s.extendTo(upto);
        int[] g = new int[upto + 1];
        for (int n = 1; n <= upto; n++) {
            Set<Integer> options = new HashSet<>();
            for (int k = 1; k <= n; k++) {
                final int take = k;
                if (Arrays.stream(excluded).noneMatch(x -> x == take)) {
                    options.add(g[n - k]);
                }
            }
            while (options.contains(g[n])) {
                g[n]++;
            }
            assertThat(s.grundy(n)).as("X = %s, G(%d)", Arrays.toString(excluded), n).isEqualTo(g[n]);
        }
    }

    @Test
    void arithmeticPeriodIsObserved() {
        GrundySequence s = new AllButSubtractionSequence(new long[] {1, 2});
        s.extendTo(1000);
        assertThat(OctalPeriods.arithmeticObserved(s.values(), 1000).orElseThrow())
                .extracting(boyi.solve.Periodicity::preperiod, boyi.solve.Periodicity::period, boyi.solve.Periodicity::saltus)
                .containsExactly(0L, 3L, 1L);
    }
}
