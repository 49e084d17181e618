package boyi.check;

import java.util.SplittableRandom;

/**
 * The random choices of one generated input, at a size that ramps from tiny (the first inputs)
 * to the limits (the last ones, and every input of a stress run). Values mix uniform draws below
 * the current bound with the numbers wrong solutions trip on: the range's ends, powers of two and
 * their neighbours, Fibonacci numbers.
 *
 * <pre>{@code
 * RandomDraw d = new RandomDraw(new SplittableRandom(1), 0, 100, Limits.JUDGE, false);
 * long n = d.value(Range.of(1, 1000));   // small: the first of 100 inputs
 * }</pre>
 */
public final class RandomDraw {

    private final SplittableRandom random;
    private final int step;
    private final int steps;
    private final Limits limits;
    private final boolean largest;

    /**
     * @param step    which input of {@code steps} this is (0 first)
     * @param largest every size at its limit (a stress run)
     */
    public RandomDraw(SplittableRandom random, int step, int steps, Limits limits, boolean largest) {
        this.random = random;
        this.step = step;
        this.steps = Math.max(1, steps);
        this.limits = limits;
        this.largest = largest;
    }

    public Limits limits() {
        return limits;
    }

    /** True with probability 1/{@code n}. */
    public boolean oneIn(int n) {
        return random.nextInt(n) == 0;
    }

    /** Uniform in [lo, hi] (hi >= lo). */
    public long between(long lo, long hi) {
        return hi == Long.MAX_VALUE && lo == 0 ? random.nextLong() & Long.MAX_VALUE : lo + random.nextLong(hi - lo + 1);
    }

    public int below(int n) {
        return random.nextInt(n);
    }

    /**
     * The current bound for a range: 10^e with e ramping from 1 to the digits of the range's
     * maximum as the inputs go on, never above the maximum.
     */
    public long bound(Range range) {
        long max = range.max(limits);
        if (largest) {
            return max;
        }
        int digits = String.valueOf(max).length();
        int e = 1 + (int) ((long) (digits - 1) * (step + 1) / steps);
        long bound = 1;
        for (int i = 0; i < e && bound <= max / 10; i++) {
            bound *= 10;
        }
        return Math.max(range.min(), Math.min(max, bound));
    }

    /** A value of the range at the current size: mostly uniform, sometimes a special number. */
    public long value(Range range) {
        long hi = bound(range);
        long lo = range.min();
        if (largest && !oneIn(4)) {
            return between(Math.max(lo, hi - hi / 10), hi);
        }
        return switch (random.nextInt(8)) {
            case 0 -> clamp(special(hi), lo, hi);
            case 1 -> between(lo, Math.min(hi, lo + 10));
            default -> between(lo, hi);
        };
    }

    /** A count of the range at the current size (lists, cases): ramps linearly rather than by digits. */
    public int count(Range range) {
        long max = range.max(limits);
        long lo = range.min();
        if (largest) {
            return (int) max;
        }
        long hi = Math.max(lo, Math.min(max, lo + (max - lo) * (step + 1) / steps));
        if (step < steps / 10) {
            hi = Math.min(hi, lo + 3);
        }
        return (int) between(lo, hi);
    }

    /** A power of two, its neighbour, or a Fibonacci number, at most {@code hi}. */
    private long special(long hi) {
        if (oneIn(2)) {
            int bits = 63 - Long.numberOfLeadingZeros(Math.max(1, hi));
            long p = 1L << random.nextInt(bits + 1);
            return p + random.nextInt(3) - 1;
        }
        return TheoremNumbers.fibonacci(this, hi);
    }

    private static long clamp(long v, long lo, long hi) {
        return Math.max(lo, Math.min(hi, v));
    }
}
