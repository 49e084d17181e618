package boyi.bench;

import boyi.cgt.CanonicalGame;
import boyi.cgt.Dyadic;
import boyi.games.partizan.BlueRedNumbers;
import boyi.games.partizan.HackenbushGraph;
import boyi.games.partizan.HackenbushGraphGame;
import boyi.games.partizan.PartizanRules;
import boyi.games.partizan.PartizanValues;
import boyi.util.TooLargeException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * {@code bin/bench blue-red [numbers-only]}: Blue-Red Hackenbush beds evaluated with numbers only
 * ({@link BlueRedNumbers}, parts remembered by shape), in the same run with each part remembered
 * by its edge mask alone ({@link BlueRedNumbers#byEdgeMasks}, the route before shapes) and by
 * the canonical-form engine (every region's canonical form from its options, the route before
 * numbers), with the ratios of the times (thread CPU, so that other processes' load counts
 * less). The beds: Winning Ways' "moderately hard bed" (value 1/128; 30 edges, as in CGSuite's
 * test of it: the 28 of the issue that asked for it was a miscount) and one of the same shape
 * with two more posts and three more springs (40 edges, shapes only: value 1/512, about six
 * minutes). {@code numbers-only}
 * skips the canonical-form route (it took minutes and gigabytes on the 30-edge bed).
 */
public final class BlueRedBench {

    /** Posts A-G (a blue leg and a red top each) joined by red springs; value 1/128. */
    static final String BED = "0-1:L 1-2:R 0-3:L 3-4:R 0-5:L 5-6:R 0-7:L 7-8:R 0-9:L 9-10:R 0-11:L 11-12:R 0-13:L 13-14:R "
            + "2-15:R 15-4:R 2-16:R 16-8:R 2-17:R 17-12:R 4-18:R 18-8:R 18-10:R 6-19:R 19-12:R 6-20:R 20-14:R "
            + "10-21:R 21-12:R 21-14:R";
    /** The bed with posts H and I and springs G-H, H-I and I-D: 40 edges. */
    static final String BED_40 = BED + " 0-22:L 22-23:R 0-24:L 24-25:R 14-26:R 26-23:R 23-27:R 27-25:R 25-28:R 28-8:R";

    /** Parts for the 40-edge bed: it needs 32.7 million (5 GB; the bench runs with -Xmx8g). */
    private static final long BED_40_PARTS = 40_000_000;

    /** The canonical-form route's budget of regions: more than the bed needs. */
    private static final long FORM_REGIONS = 50_000_000;

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private BlueRedBench() {
    }

    public static void main(String[] args) {
        boolean numbersOnly = args.length > 0 && args[0].equals("numbers-only");
        HackenbushGraphGame game = new HackenbushGraphGame();
        HackenbushGraph bed = game.parseTurn(BED).board();
        long numbers = timed("moderately hard bed", bed, BlueRedNumbers.over(bed, BlueRedNumbers.PART_BUDGET));
        long byMasks = timed("  by edge masks", bed, BlueRedNumbers.byEdgeMasks(bed, BlueRedNumbers.PART_BUDGET));
        System.out.printf("  ratio edge masks / shapes (thread CPU) %.2f%n", (double) byMasks / numbers);
        if (!numbersOnly) {
            PartizanValues<HackenbushGraph> byForms =
                    new PartizanValues<>(PartizanRules.byOptions(game.values(1).rules()), FORM_REGIONS);
            long t1 = System.nanoTime();
            long c1 = THREADS.getCurrentThreadCpuTime();
            CanonicalGame g = byForms.value(bed);
            long forms = THREADS.getCurrentThreadCpuTime() - c1;
            check(g.number(), "1/128");
            System.out.printf("  by canonical forms: %s in %.1f s wall, %.1f s thread CPU (%d regions); ratio canonical forms / shapes (thread CPU) %.1f%n",
                    g, (System.nanoTime() - t1) / 1e9, forms / 1e9, byForms.evaluatedRegions(), (double) forms / numbers);
        }
        HackenbushGraph bed40 = game.parseTurn(BED_40).board();
        BlueRedNumbers numbers40 = BlueRedNumbers.over(bed40, BED_40_PARTS);
        long t2 = System.nanoTime();
        long c2 = THREADS.getCurrentThreadCpuTime();
        try {
            timed("bed of 40 edges", bed40, numbers40);
        } catch (TooLargeException e) {
            System.out.printf("bed of %d edges: refused after %.1f s wall, %.1f s thread CPU, %,d parts of %,d shapes: %s%n",
                    bed40.edges().size(), (System.nanoTime() - t2) / 1e9, (THREADS.getCurrentThreadCpuTime() - c2) / 1e9,
                    numbers40.partsMet(), numbers40.shapes(), e.getMessage());
        }
    }

    /** Evaluates {@code picture} with {@code numbers}, prints the figures and returns the thread CPU time in nanoseconds. */
    private static long timed(String name, HackenbushGraph picture, BlueRedNumbers numbers) {
        long t0 = System.nanoTime();
        long c0 = THREADS.getCurrentThreadCpuTime();
        Dyadic v = numbers.valueOf(picture);
        long cpu = THREADS.getCurrentThreadCpuTime() - c0;
        if (picture.edges().size() == 30) {
            check(v, "1/128");
        }
        if (picture.edges().size() == 40) {
            check(v, "1/512");                 // main's evaluator, given 160 million parts, found it too
        }
        System.out.printf("%s (%d edges): %s with numbers in %.1f s wall, %.1f s thread CPU, %,d parts of %,d shapes, heap used %d MB%n",
                name, picture.edges().size(), v, (System.nanoTime() - t0) / 1e9, cpu / 1e9, numbers.partsMet(),
                numbers.shapes(), usedMegabytes());
        return cpu;
    }

    private static void check(Dyadic v, String expected) {
        if (!v.equals(Dyadic.parse(expected))) {
            throw new IllegalStateException("the bed is " + v + ", not " + expected);
        }
    }

    private static long usedMegabytes() {
        Runtime r = Runtime.getRuntime();
        return (r.totalMemory() - r.freeMemory()) >> 20;
    }
}
