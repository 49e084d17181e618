package boyi.bench;

import boyi.catalogue.Catalogue;
import boyi.rules.RuleFamily;
import boyi.solve.BudgetedTable;
import boyi.solve.Table;
import boyi.solve.WorkBudget;
import java.util.Arrays;
import java.util.Map;
import java.util.function.Supplier;

/**
 * {@code bin/bench rules [rounds] [big rounds] [big n]}: games written as rule texts against the Java families
 * that have the same rules and a plain reference loop, side by side in one JVM, fresh instances
 * every round: the subtraction game {1,3,4} to n = 10^6, Grundy's game to n = 10^5, and
 * Wythoff's game on the 500 x 500 board (no family gives its Grundy values: the plain loop is
 * the Java side), then Grundy's game to n = 10^7 ({@code big} rounds, 1 by default, 0 skips it; a third argument
 * sets that n).
 * Prints the median of each and the ratios; the tables are checked equal.
 */
public final class RulesBench {

    static final String SUBTRACTION = """
            state n
            move "take {t}" for t in {1, 3, 4} if t <= n -> n - t
            """;
    static final String GRUNDY = """
            heaps n
            move "split {a}+{n - a}" for a in 1..(n - 1) / 2 -> a, n - a
            """;
    static final String WYTHOFF = """
            state a, b
            move "take {k} from pile 1" for k in 1..a -> a - k, b
            move "take {k} from pile 2" for k in 1..b -> a, b - k
            move "take {k} from both" for k in 1..min(a, b) -> a - k, b - k
            """;

    private RulesBench() {
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        int bigRounds = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        int big = args.length > 2 ? Integer.parseInt(args[2]) : 10_000_000;
        compare("subtraction {1,3,4}, n = 0..10^6", rounds,
                () -> RuleFamily.of(SUBTRACTION).instantiate(Map.of()).table(1_000_000).orElseThrow().values()[0],
                () -> Catalogue.family("subtraction").instantiate(Map.of("takes", "1,3,4")).table(1_000_000).orElseThrow().values()[0],
                () -> subtractionLoop(1_000_000));
        compare("Grundy's game, n = 0..10^5", rounds, () -> grundyRules(100_000), () -> grundyFamily(100_000), null);
        compare("Wythoff's game, 500 x 500 (Grundy values)", rounds,
                () -> flatten(RuleFamily.of(WYTHOFF).instantiate(Map.of()).table(499).orElseThrow()),
                null,
                () -> wythoffLoop(500));
        if (bigRounds > 0) {
            compare("Grundy's game, n = 0.." + big, bigRounds, () -> grundyRules(big), () -> grundyFamily(big), null);
        }
    }

    private static long[] grundyRules(int upto) {
        return ((BudgetedTable) RuleFamily.of(GRUNDY).instantiate(Map.of())).table(upto, WorkBudget.unbounded(null)).orElseThrow().values()[0];
    }

    private static long[] grundyFamily(int upto) {
        return ((BudgetedTable) Catalogue.family("grundy-game").instantiate(Map.of())).table(upto, WorkBudget.unbounded(null)).orElseThrow()
                .values()[0];
    }

    private static void compare(String what, int rounds, Supplier<long[]> rules, Supplier<long[]> family, Supplier<long[]> loop) {
        long[] r = new long[rounds];
        long[] f = new long[rounds];
        long[] l = new long[rounds];
        long[] expected = (loop != null ? loop : family).get();
        for (int i = 0; i < rounds; i++) {
            r[i] = time(rules, expected, "rules");
            if (family != null) {
                f[i] = time(family, expected, "family");
            }
            if (loop != null) {
                l[i] = time(loop, expected, "loop");
            }
        }
        double rm = median(r);
        double lm = median(l);
        System.out.printf("%s%n  rule text      %8.1f ms (median of %d)%n", what, rm, rounds);
        if (family != null) {
            double fm = median(f);
            System.out.printf("  Java family    %8.1f ms   rules/family = %.2f%n", fm, rm / fm);
        }
        if (loop != null) {
            System.out.printf("  plain loop     %8.1f ms   rules/loop = %.2f%n", lm, rm / lm);
        }
    }

    private static long time(Supplier<long[]> work, long[] expected, String who) {
        long t0 = System.nanoTime();
        long[] got = work.get();
        long t = System.nanoTime() - t0;
        if (!Arrays.equals(got, expected)) {
            throw new IllegalStateException(who + " disagrees with the reference");
        }
        return t;
    }

    private static double median(long[] nanos) {
        long[] s = nanos.clone();
        Arrays.sort(s);
        return s[s.length / 2] / 1e6;
    }

    private static long[] flatten(Table t) {
        return Arrays.stream(t.values()).flatMapToLong(Arrays::stream).toArray();
    }

    /** Grundy values of {1,3,4} by the plain mex loop. */
    static long[] subtractionLoop(int n) {
        long[] g = new long[n + 1];
        for (int i = 0; i <= n; i++) {
            boolean[] seen = new boolean[4];
            for (int t : new int[] {1, 3, 4}) {
                if (t <= i) {
                    seen[(int) g[i - t]] = true;
                }
            }
            int m = 0;
            while (seen[m]) {
                m++;
            }
            g[i] = m;
        }
        return g;
    }

    /** Wythoff's Grundy values on the size x size board by the plain loop. */
    static long[] wythoffLoop(int size) {
        long[][] g = new long[size][size];
        for (int a = 0; a < size; a++) {
            for (int b = 0; b < size; b++) {
                boolean[] seen = new boolean[a + b + Math.min(a, b) + 2];
                for (int k = 1; k <= a; k++) {
                    mark(seen, g[a - k][b]);
                }
                for (int k = 1; k <= b; k++) {
                    mark(seen, g[a][b - k]);
                }
                for (int k = 1; k <= Math.min(a, b); k++) {
                    mark(seen, g[a - k][b - k]);
                }
                int m = 0;
                while (seen[m]) {
                    m++;
                }
                g[a][b] = m;
            }
        }
        return Arrays.stream(g).flatMapToLong(Arrays::stream).toArray();
    }

    private static void mark(boolean[] seen, long v) {
        if (v < seen.length) {
            seen[(int) v] = true;
        }
    }
}
