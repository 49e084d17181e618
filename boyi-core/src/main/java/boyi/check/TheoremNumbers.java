package boyi.check;

import java.math.BigInteger;

/**
 * Numbers the problems' theorems single out, for drawing losing positions and their neighbours:
 * Fibonacci numbers and Wythoff's cold pairs, exactly (no golden ratio in floating point).
 *
 * <pre>{@code
 * TheoremNumbers.coldPair(3);        // {4, 7}
 * TheoremNumbers.fibonacciAtMost(100); // 89
 * }</pre>
 */
public final class TheoremNumbers {

    private static final BigInteger FIVE = BigInteger.valueOf(5);

    private TheoremNumbers() {
    }

    /** The k-th cold pair of Wythoff's game: (⌊kφ⌋, ⌊kφ⌋ + k) with ⌊kφ⌋ = (k + isqrt(5k²)) div 2. */
    public static long[] coldPair(long k) {
        BigInteger big = BigInteger.valueOf(k);
        long a = big.add(big.multiply(big).multiply(FIVE).sqrt()).shiftRight(1).longValueExact();
        return new long[] {a, a + k};
    }

    /** The largest k whose cold pair stays at most {@code max}: about max / φ², searched exactly. */
    public static long largestColdPairIndex(long max) {
        long lo = 0;
        long hi = max / 2 + 1;
        while (lo < hi) {
            long mid = lo + (hi - lo + 1) / 2;
            if (coldPair(mid)[1] <= max) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }

    /** The largest Fibonacci number (1, 2, 3, 5, ...) at most {@code max} (max >= 1). */
    public static long fibonacciAtMost(long max) {
        long a = 1;
        long b = 2;
        if (max < 2) {
            return 1;
        }
        while (b <= max - a) {
            long c = a + b;
            a = b;
            b = c;
        }
        return b;
    }

    /** A Fibonacci number at most {@code max}, chosen by the draw. */
    public static long fibonacci(RandomDraw d, long max) {
        long a = 1;
        long b = 2;
        int k = d.below(90);
        for (int i = 0; i < k && b <= max - a; i++) {
            long c = a + b;
            a = b;
            b = c;
        }
        return b > max ? a : b;
    }
}
