package boyi.sim;

import boyi.util.Text;
import boyi.util.BadInputException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Monte Carlo estimate of the house edge of a {@link DiceRules} game, in parallel and
 * reproducible. The rounds are cut into blocks of {@link #BLOCK} rounds; block {@code i} is
 * played with the {@code i}-th generator split off one {@link SplittableRandom} seeded with
 * {@code seed}, whichever thread plays it, and the per-block sums are whole numbers added
 * exactly. So the result depends only on the rules, rounds and seed: not on the number of
 * threads, nor on scheduling.
 *
 * <pre>{@code
 * DiceEstimate e = DiceSimulation.run(DiceRules.CLASSIC, 1_000_000, 2012, 4, null);
 * e.edgeDecimal(6);          // "0.04...", the exact value is 5/108 = 0.046296
 * }</pre>
 */
public final class DiceSimulation {

    /** Rounds per block (the unit of work and of the generator split). */
    public static final int BLOCK = 1 << 16;
    public static final long MAX_ROUNDS = 1_000_000_000_000L;

    private DiceSimulation() {
    }

    /**
     * Plays {@code rounds} rounds on {@code threads} threads.
     *
     * @param done if not null, advanced by the number of rounds played as blocks finish (for a progress bar)
     * @throws BadInputException for rounds outside 1..10^12 or threads outside 1..1024
     */
    public static DiceEstimate run(DiceRules rules, long rounds, long seed, int threads, AtomicLong done) {
        if (rounds < 1 || rounds > MAX_ROUNDS) {
            throw new BadInputException(Text.format(
                    "局数 %d：应在 1..%d 之间", "rounds %d: expected 1..%d", rounds, MAX_ROUNDS));
        }
        if (threads < 1 || threads > 1024) {
            throw new BadInputException(Text.format(
                    "线程数 %d：应在 1..1024 之间", "threads %d: expected 1..1024", threads));
        }
        long blocks = (rounds + BLOCK - 1) / BLOCK;
        Dispenser dispenser = new Dispenser(new SplittableRandom(seed), blocks, rounds);
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "dice-simulation");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<long[]>> parts = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                parts.add(pool.submit(() -> work(rules, dispenser, done)));
            }
            long sum = 0;
            long sumSquares = 0;
            for (Future<long[]> f : parts) {
                long[] s = f.get();
                sum += s[0];
                sumSquares += s[1];
            }
            return new DiceEstimate(rules, rounds, seed, -sum, sumSquares);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("simulation interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("simulation failed", e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    /** Plays blocks until none is left; returns {sum of gains, sum of squared gains}. */
    private static long[] work(DiceRules rules, Dispenser dispenser, AtomicLong done) {
        long sum = 0;
        long sumSquares = 0;
        Block b;
        while ((b = dispenser.next()) != null) {
            for (long i = 0; i < b.rounds; i++) {
                long gain = rules.playRound(b.random);
                sum += gain;
                sumSquares += gain * gain;
            }
            if (done != null) {
                done.addAndGet(b.rounds);
            }
        }
        return new long[] {sum, sumSquares};
    }

    private record Block(SplittableRandom random, long rounds) {
    }

    /** Hands out blocks in order; block i always gets the i-th split of the root generator. */
    private static final class Dispenser {
        private final SplittableRandom root;
        private final long blocks;
        private final long rounds;
        private long next;

        Dispenser(SplittableRandom root, long blocks, long rounds) {
            this.root = root;
            this.blocks = blocks;
            this.rounds = rounds;
        }

        synchronized Block next() {
            if (next == blocks) {
                return null;
            }
            long start = next * BLOCK;
            next++;
            return new Block(root.split(), Math.min(BLOCK, rounds - start));
        }
    }
}
