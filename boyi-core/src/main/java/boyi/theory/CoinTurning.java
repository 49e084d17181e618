package boyi.theory;

/**
 * Coin-turning games: a row of coins numbered 0, 1, 2, ...; a move turns over some coins, the
 * rightmost of which must go from heads to tails. Such a game is the sum of its single heads, so
 * its Grundy value is the XOR of the values of the heads-up coins.
 * <ul>
 * <li>Mock Turtles (turn one, two or three coins): the head at x is worth the (x+1)-th odious
 * number (odd count of 1-bits): {@code 2x} if x has an odd number of 1-bits, else {@code 2x + 1}
 * (1, 2, 4, 7, 8, 11, 13, 14, ...).</li>
 * <li>The ruler game (turn any run of consecutive coins): the head at x is worth the largest power
 * of 2 dividing x + 1 (1, 2, 1, 4, 1, 2, 1, 8, ...); coins 0 .. x-1 together are worth
 * {@code gray(x) = x xor (x >> 1)}.</li>
 * </ul>
 *
 * <pre>{@code
 * CoinTurning.mockTurtle(3);   // 7: 3 = 0b11 has two 1-bits
 * CoinTurning.ruler(5);        // 2: 6 = 2 * 3
 * }</pre>
 */
public final class CoinTurning {

    private CoinTurning() {
    }

    /** The Mock Turtles value of a head at x (0 <= x < 2^62). */
    public static long mockTurtle(long x) {
        return 2 * x + (Long.bitCount(x) % 2 == 0 ? 1 : 0);
    }

    /** The coin x whose Mock Turtles value is the odious number {@code v} (v has an odd number of 1-bits). */
    public static long mockTurtleCoin(long v) {
        return v >>> 1;
    }

    public static boolean odious(long v) {
        return Long.bitCount(v) % 2 == 1;
    }

    /** The ruler-game value of a head at x. */
    public static long ruler(long x) {
        return Long.lowestOneBit(x + 1);
    }

    /** The Gray code of j: the XOR of the ruler values of coins 0 .. j-1. */
    public static long gray(long j) {
        return j ^ (j >>> 1);
    }

    /** The j with {@code gray(j) == g}. */
    public static long inverseGray(long g) {
        long j = g;
        for (int shift = 1; shift < 64; shift <<= 1) {
            j ^= j >>> shift;
        }
        return j;
    }

    /**
     * The coins other than {@code head} a Mock Turtles move at {@code head} must also turn so that
     * the XOR of their values is {@code target}, or null when no such move exists. Every odious
     * number v is the value of coin v >> 1; an evil number (even count of 1-bits) is the XOR of
     * its highest bit and the rest, both odious. Whenever {@code target < mockTurtle(head)} a move
     * exists (the value of a head is the mex of these XORs).
     */
    public static long[] mockTurtleCompanions(long head, long target) {
        if (target == 0) {
            return new long[0];
        }
        if (odious(target)) {
            long coin = mockTurtleCoin(target);
            return coin < head ? new long[] {coin} : null;
        }
        long top = Long.highestOneBit(target);
        long high = mockTurtleCoin(top);
        return high < head ? new long[] {high, mockTurtleCoin(target ^ top)} : null;
    }

    /**
     * The number k of coins of the ruler move ending at {@code head} whose other coins' values
     * XOR to {@code target}, or 0 when there is none. The coins before {@code head} in a run from
     * s are worth {@code gray(head) xor gray(s)} together, so s = inverseGray(gray(head) xor target).
     */
    public static long rulerRun(long head, long target) {
        long s = inverseGray(gray(head) ^ target);
        return s >= 0 && s <= head ? head - s + 1 : 0;
    }
}
