package boyi.bench;

import boyi.catalogue.Catalogue;
import boyi.pattern.Patterns;
import boyi.rules.RuleFamily;
import boyi.solve.BudgetedTable;
import boyi.solve.Table;
import boyi.solve.WorkBudget;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * {@code bin/bench rules [rounds] [big rounds] [big n]}: games written as rule texts against the Java families
 * that have the same rules and a plain reference loop, side by side in one JVM, fresh instances
 * every round: the subtraction game {1,3,4} to n = 10^6, Grundy's game to n = 10^5, and
 * Wythoff's game on the 500 x 500 board (no family gives its Grundy values: the plain loop is
 * the Java side), then Grundy's game to n = 10^7 ({@code big} rounds, 1 by default, 0 skips it; a third argument
 * sets that n).
 * Prints the median of each and the ratios; the tables are checked equal. The sides take turns
 * at running first, and a family is also timed with the pattern report a rule table makes
 * ({@link #compare}).
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
                () -> Catalogue.family("subtraction").instantiate(Map.of("takes", "1,3,4")).table(1_000_000).orElseThrow(),
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

    private static Table grundyFamily(int upto) {
        return ((BudgetedTable) Catalogue.family("grundy-game").instantiate(Map.of())).table(upto, WorkBudget.unbounded(null)).orElseThrow();
    }

    /**
     * Times each side {@code rounds} times, fresh instances every time. The order of the sides
     * turns round by round (in the first round the rule text runs first, in the second the
     * family...): the side that runs later in a round finds the code they share (period finding,
     * packed rows, the pattern finder) already compiled by the JIT. A rule table states its
     * pattern (the pattern finder's report on the table is part of its explanation) and a family's
     * table does not, so the family is timed twice: its table alone, and its table with the same
     * report made on it ({@link Patterns#ofTable}), the same work as the rule text's.
     */
    private static void compare(String what, int rounds, Supplier<long[]> rules, Supplier<Table> familyTable, Supplier<long[]> loop) {
        List<Supplier<long[]>> sides = new ArrayList<>();
        List<String> names = new ArrayList<>();
        sides.add(rules);
        names.add("rules");
        if (familyTable != null) {
            sides.add(() -> familyTable.get().values()[0]);
            names.add("family");
            sides.add(() -> {
                Table t = familyTable.get();
                Patterns.ofTable(t);
                return t.values()[0];
            });
            names.add("family + report");
        }
        if (loop != null) {
            sides.add(loop);
            names.add("loop");
        }
        long[][] nanos = new long[sides.size()][rounds];
        long[] expected = loop != null ? loop.get() : familyTable.get().values()[0];
        for (int i = 0; i < rounds; i++) {
            for (int k = 0; k < sides.size(); k++) {
                int side = (i + k) % sides.size();
                nanos[side][i] = time(sides.get(side), expected, names.get(side));
            }
        }
        double rm = median(nanos[0]);
        System.out.printf("%s%n  rule text      %8.1f ms (median of %d)%n", what, rm, rounds);
        int next = 1;
        if (familyTable != null) {
            double fm = median(nanos[next++]);
            double sm = median(nanos[next++]);
            System.out.printf("  Java family    %8.1f ms   rules/family = %.2f%n", fm, rm / fm);
            System.out.printf("  family+report  %8.1f ms   rules/(family + the same pattern report) = %.2f%n", sm, rm / sm);
        }
        if (loop != null) {
            double lm = median(nanos[next]);
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
