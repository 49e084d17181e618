package boyi.bench;

import boyi.games.takeaway.ParityRecurrence;
import boyi.theory.SubtractionRecurrence;
import boyi.solve.PeriodFinder;
import boyi.solve.RecurrenceRows;
import boyi.solve.RowRecurrence;
import java.util.Arrays;
import java.util.Random;
import java.util.function.Function;

/**
 * {@code bin/bench period-finder}: for 100 seeded random take sets of 3 takes below 100, how many
 * values the period finder computes before the period is proven, the periods found, and the
 * time; for take-ball rows (outcomes; with remoteness) and for Grundy values.
 */
public final class PeriodFinderBench {

    private PeriodFinderBench() {
    }

    public static void main(String[] args) {
        int sets = args.length > 0 ? Integer.parseInt(args[0]) : 100;
        Random random = new Random(100);
        long[][] takeSets = new long[sets][];
        for (int i = 0; i < sets; i++) {
            takeSets[i] = random.ints(1, 100).distinct().limit(3).sorted().asLongStream().toArray();
        }
        System.out.println(sets + " random take sets of 3 takes below 100 (seed 100)");
        run("take-ball rows, outcomes only", takeSets, t -> new ParityRecurrence(t, true), PeriodFinder.Kind.OUTCOME);
        run("take-ball rows, with remoteness", takeSets, t -> new ParityRecurrence(t, true), PeriodFinder.Kind.REMOTENESS);
        run("Grundy values (subtraction game)", takeSets, SubtractionRecurrence::grundy, PeriodFinder.Kind.PLAIN);
    }

    private static void run(String what, long[][] takeSets, Function<long[], RowRecurrence> recurrence, PeriodFinder.Kind kind) {
        // warm-up pass, then the measured pass
        for (long[] t : takeSets) {
            PeriodFinder.find(recurrence.apply(t), kind);
        }
        long[] computed = new long[takeSets.length];
        long[] periods = new long[takeSets.length];
        long[] preperiods = new long[takeSets.length];
        long start = System.nanoTime();
        for (int i = 0; i < takeSets.length; i++) {
            RecurrenceRows r = PeriodFinder.find(recurrence.apply(takeSets[i]), kind);
            computed[i] = r.computed();
            periods[i] = r.periodicity().period();
            preperiods[i] = r.periodicity().preperiod();
        }
        long nanos = System.nanoTime() - start;
        System.out.printf("%s: %.1f ms for all %d sets (%.3f ms per set)%n", what, nanos / 1e6, takeSets.length,
                nanos / 1e6 / takeSets.length);
        System.out.println("   values computed: " + stats(computed));
        System.out.println("   period:          " + stats(periods));
        System.out.println("   preperiod:       " + stats(preperiods));
        int worst = 0;
        for (int i = 1; i < computed.length; i++) {
            if (computed[i] > computed[worst]) {
                worst = i;
            }
        }
        System.out.println("   most values: takes " + Arrays.toString(takeSets[worst]) + " needed " + computed[worst]
                + " (period " + periods[worst] + " from " + preperiods[worst] + ")");
    }

    private static String stats(long[] v) {
        long[] s = v.clone();
        Arrays.sort(s);
        long sum = Arrays.stream(s).sum();
        return String.format("min %d, median %d, mean %.0f, max %d", s[0], s[s.length / 2], (double) sum / s.length,
                s[s.length - 1]);
    }
}
