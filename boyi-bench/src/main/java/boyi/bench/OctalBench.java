package boyi.bench;

import boyi.solve.grundy.DirectTakeAndBreak;
import boyi.solve.grundy.GrundySequence;
import boyi.solve.grundy.SparseTakeAndBreak;
import boyi.solve.grundy.TakeAndBreak;
import java.util.Locale;

/**
 * {@code bin/bench octal [budget-seconds] [ratio-n] [parts]}: Grundy sequences of Kayles (0.77),
 * Dawson's Kayles (0.07) and Grundy's game; parts is a comma list of ratio, targets, budget
 * (default all three).
 * <ol>
 * <li>ratio: the direct O(n^2) method and the sparse-space method side by side to the same n
 *     (default 200,000), with the time ratio;</li>
 * <li>targets: Kayles and Dawson's Kayles to 10^6, Grundy's game to 10^7 (sparse; for the
 *     octal codes also with the proven-period shortcut), with the split checks a heap;</li>
 * <li>budget: how far the sparse method gets within the budget (default 600 s) per game, and
 *     the memory its arrays use.</li>
 * </ol>
 */
public final class OctalBench {

    private OctalBench() {
    }

    public static void main(String[] args) {
        int budget = args.length > 0 ? Integer.parseInt(args[0]) : 600;
        int ratioN = args.length > 1 ? Integer.parseInt(args[1]) : 200_000;
        String parts = args.length > 2 ? args[2] : "ratio,targets,budget";
        if (parts.contains("ratio")) {
            ratio(ratioN);
        }
        if (parts.contains("targets")) {
            targets();
        }
        if (parts.contains("budget")) {
            budget(budget);
        }
    }

    private static void ratio(int ratioN) {
        String[][] games = {{"Kayles 0.77", "0.77"}, {"Dawson's Kayles 0.07", "0.07"}, {"Grundy's game", null}};
        System.out.printf("== ratio: direct vs sparse-space (no period shortcut), G(0..%,d) ==%n", ratioN);
        for (String[] game : games) {
            TakeAndBreak rule = rule(game[1]);
            long direct = time(new DirectTakeAndBreak(rule), ratioN);
            SparseTakeAndBreak sparse = new SparseTakeAndBreak(rule, false);
            long fast = time(sparse, ratioN);
            System.out.printf(Locale.ROOT, "%-22s direct %8.3f s   sparse %8.3f s   ratio %7.1fx   (%s)%n", game[0],
                    direct / 1e9, fast / 1e9, (double) direct / Math.max(1, fast), sparse.method());
        }
    }

    private static void targets() {
        System.out.println("== targets ==");
        target("Kayles 0.77", rule("0.77"), 1_000_000, false);
        target("Kayles 0.77", rule("0.77"), 1_000_000, true);
        target("Dawson's Kayles 0.07", rule("0.07"), 1_000_000, true);
        target("Grundy's game", rule(null), 10_000_000, false);
    }

    private static void budget(int budget) {
        System.out.printf("== budget: how far in %d s (sparse-space) ==%n", budget);
        reach("Kayles 0.77 (no shortcut)", new SparseTakeAndBreak(rule("0.77"), false), budget);
        reach("Dawson's Kayles 0.07 (no shortcut)", new SparseTakeAndBreak(rule("0.07"), false), budget);
        reach("Grundy's game", new SparseTakeAndBreak(rule(null), false), budget);
    }

    private static TakeAndBreak rule(String code) {
        return code == null ? TakeAndBreak.grundysGame() : TakeAndBreak.octal(code);
    }

    private static long time(GrundySequence s, int n) {
        long start = System.nanoTime();
        s.extendTo(n);
        return System.nanoTime() - start;
    }

    private static void target(String name, TakeAndBreak rule, int n, boolean shortcut) {
        SparseTakeAndBreak s = new SparseTakeAndBreak(rule, shortcut);
        long t = time(s, n);
        System.out.printf(Locale.ROOT, "%-22s G(0..%,d) in %8.3f s  G(%d) = %d  %s%n", name, n, t / 1e9, n,
                s.grundy(n), s.method());
        // the count of split checks does not depend on the machine's load (one thread)
        System.out.printf(Locale.ROOT, "%-22s split checks a heap: %.0f on the rare list, %.0f witness and scan%n", "",
                (double) (s.work() - s.witnessChecks()) / n, (double) s.witnessChecks() / n);
    }

    /** Extends in growing chunks until the budget is spent; prints the n reached and the memory. */
    private static void reach(String name, SparseTakeAndBreak s, int budgetSeconds) {
        long start = System.nanoTime();
        long deadline = start + budgetSeconds * 1_000_000_000L;
        int n = 1 << 16;
        s.extendTo(n);
        while (System.nanoTime() < deadline && n < Integer.MAX_VALUE - 32) {
            long chunk = Math.max(1 << 16, n / 32);
            n = (int) Math.min(Integer.MAX_VALUE - 32L, n + chunk);
            s.extendTo(n);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        long arrays = (long) s.values().bytesPerValue() * (s.computedUpTo() + 1) + 4L * s.rarePositions();
        Runtime rt = Runtime.getRuntime();
        System.gc();
        long used = rt.totalMemory() - rt.freeMemory();
        System.out.printf(Locale.ROOT, "%-36s n = %,d in %.0f s; max G = %d; arrays %,d MB (%d byte(s)/value), "
                        + "JVM heap used %,d MB; %s; full scans %d%n", name, s.computedUpTo(), seconds,
                s.values().max(), arrays >> 20, s.values().bytesPerValue(), used >> 20, s.method(), s.fullScans());
    }
}
