package boyi.solve;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The linear-time search gives what the rule says when read literally: a scan down from the top
 * for each period in turn ({@link #scanPerPeriod}, kept here as the oracle; production code has
 * only {@link ObservedPeriod}).
 */
class ObservedPeriodTest {

    /** The rule read literally: for p = 1, 2, ...: how far down x(n + p) - x(n) = s holds, and whether that is enough. */
    static Optional<Periodicity> scanPerPeriod(ObservedPeriod.Entries x, int last, boolean arithmetic) {
        for (int p = 1; 2L * p <= last + 1; p++) {
            long s = arithmetic ? x.at(last) - x.at(last - p) : 0;
            int n = last - p;
            while (n >= 0 && x.at(n + p) - x.at(n) == s) {
                n--;
            }
            int n0 = n + 1;
            if (n0 <= last + 1 - 2 * p && 2L * n0 <= last && s >= 0) {
                return Optional.of(new Periodicity(n0, p, s, false, Text.EMPTY));
            }
        }
        return Optional.empty();
    }

    /** Random sequences that are often eventually periodic (with a saltus), with random prefixes. */
    private static long[] sample(Random random) {
        int length = 1 + random.nextInt(60);
        int preperiod = random.nextInt(length);
        int period = 1 + random.nextInt(8);
        int saltus = random.nextInt(3) == 0 ? random.nextInt(3) : 0;
        long[] x = new long[length];
        for (int n = 0; n < length; n++) {
            x[n] = n < preperiod + period ? random.nextInt(3) + (n >= preperiod ? 3 : 0)
                    : x[n - period] + saltus;
        }
        if (random.nextInt(4) == 0) {
            x[random.nextInt(length)] = random.nextInt(3);   // a break somewhere
        }
        return x;
    }

    @Test
    void agreesWithTheObservedRule() {
        Random random = new Random(12);
        List<String> differ = new ArrayList<>();
        int periodic = 0;
        for (int t = 0; t < 5_000; t++) {
            long[] x = sample(random);
            int last = x.length - 1;
            for (boolean arithmetic : new boolean[] {false, true}) {
                Optional<Periodicity> expected = scanPerPeriod(n -> x[n], last, arithmetic);
                Optional<Periodicity> actual = ObservedPeriod.observed(n -> x[n], last, arithmetic, "G");
                String e = expected.map(p -> p.preperiod() + "/" + p.period() + "/" + p.saltus()).orElse("none");
                String a = actual.map(p -> p.preperiod() + "/" + p.period() + "/" + p.saltus()).orElse("none");
                if (!e.equals(a)) {
                    differ.add(java.util.Arrays.toString(x) + (arithmetic ? " arithmetic" : "") + ": " + e + " vs " + a);
                }
                periodic += expected.isPresent() ? 1 : 0;
            }
        }
        assertThat(differ).isEmpty();
        assertThat(periodic).isGreaterThan(2_500);   // the samples exercise both answers
    }

    @Test
    void aLongPreperiodIsLinear() {
        // a scan per period takes quadratic time here: 0..k then a constant, k beyond half the table
        int last = 1_000_000;
        long[] x = new long[last + 1];
        for (int n = 0; n <= last; n++) {
            x[n] = n < 600_000 ? n : 0;
        }
        long[] reads = new long[1];
        assertThat(ObservedPeriod.plain((i, j) -> {
            reads[0]++;
            return x[i] == x[j];
        }, last)).isEmpty();
        assertThat(ObservedPeriod.arithmetic(n -> {
            reads[0]++;
            return x[n];
        }, last)).isEmpty();
        assertThat(reads[0]).isLessThan(20L * last);
    }
}
