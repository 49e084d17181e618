package boyi.bench;

import boyi.sim.DiceEstimate;
import boyi.sim.DiceRules;
import boyi.sim.DiceSimulation;
import java.util.Locale;

/**
 * {@code bin/bench dice [rounds]}: rounds per second of the 古代赌局 simulation: a single-threaded
 * {@code Math.random()} loop (the textbook solution) against Boyi's {@link DiceSimulation}
 * (SplittableRandom split per block) on one thread and on all cores.
 */
public final class DiceBench {

    private DiceBench() {
    }

    /** The textbook loop; returns the house's profit. */
    static long mathRandomLoop(long rounds) {
        long profit = 0;
        for (long i = 0; i < rounds; i++) {
            int box = (int) (Math.random() * 6);
            int hits = 0;
            for (int d = 0; d < 3; d++) {
                if ((int) (Math.random() * 6) == box) {
                    hits++;
                }
            }
            profit -= hits == 0 ? -1 : hits == 3 ? 10 : hits;
        }
        return profit;
    }

    public static void main(String[] args) {
        long rounds = args.length > 0 ? Long.parseLong(args[0]) : 50_000_000L;
        int cores = Runtime.getRuntime().availableProcessors();
        System.out.println("dice (古代赌局): " + rounds + " rounds, exact house edge " + DiceRules.CLASSIC.exactHouseEdge()
                + " = " + DiceRules.CLASSIC.exactHouseEdge().decimal(6));
        mathRandomLoop(2_000_000);   // warm up
        DiceSimulation.run(DiceRules.CLASSIC, 2_000_000, 1, 1, null);

        long t0 = System.nanoTime();
        long profit = mathRandomLoop(rounds);
        double plain = (System.nanoTime() - t0) / 1e9;
        System.out.printf(Locale.ROOT, "  Math.random() loop, 1 thread: edge %.6f, %.2f s, %.1f M rounds/s%n",
                (double) profit / rounds, plain, rounds / plain / 1e6);

        t0 = System.nanoTime();
        DiceEstimate one = DiceSimulation.run(DiceRules.CLASSIC, rounds, 2012, 1, null);
        double single = (System.nanoTime() - t0) / 1e9;
        System.out.printf(Locale.ROOT, "  Boyi, 1 thread:               edge %s, %.2f s, %.1f M rounds/s%n",
                one.edgeDecimal(6), single, rounds / single / 1e6);

        t0 = System.nanoTime();
        DiceEstimate all = DiceSimulation.run(DiceRules.CLASSIC, rounds, 2012, cores, null);
        double parallel = (System.nanoTime() - t0) / 1e9;
        System.out.printf(Locale.ROOT, "  Boyi, %d threads:              edge %s ± %.6f, %.2f s, %.1f M rounds/s (same estimate: %s)%n",
                cores, all.edgeDecimal(6), all.halfWidth95(), parallel, rounds / parallel / 1e6, all.equals(one));
        System.out.printf(Locale.ROOT, "  ratio vs Math.random() loop: %.1fx (1 thread), %.1fx (%d threads)%n",
                plain / single, plain / parallel, cores);
    }
}
