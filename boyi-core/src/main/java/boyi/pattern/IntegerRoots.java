package boyi.pattern;

/**
 * Exact integer square roots (no floating point decides anything).
 *
 * <pre>{@code
 * IntegerRoots.isqrt(99)      // 9
 * IntegerRoots.isSquare(81)   // true
 * }</pre>
 */
final class IntegerRoots {

    private IntegerRoots() {
    }

    /** floor(sqrt(x)) for x >= 0, by Newton's method in integers (decreasing from above). */
    static long isqrt(long x) {
        if (x < 0) {
            throw new IllegalArgumentException("square root of " + x);
        }
        if (x < 2) {
            return x;
        }
        long s = 1L << ((64 - Long.numberOfLeadingZeros(x)) / 2 + 1);   // > sqrt(x)
        while (true) {
            long next = (s + x / s) >>> 1;
            if (next >= s) {
                return s;
            }
            s = next;
        }
    }

    static boolean isSquare(long x) {
        if (x < 0) {
            return false;
        }
        long s = isqrt(x);
        return s * s == x;
    }
}
