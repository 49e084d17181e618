package boyi.theory;

import boyi.util.TooLargeException;

/**
 * Subtraction by Fibonacci numbers (HDU 1848): a move takes 1, 2, 3, 5, 8, ... stones from one
 * pile; whoever takes the last stone wins. By Sprague-Grundy, a sum of piles is lost exactly
 * when the XOR of the piles' Grundy values is 0; the Grundy value of a pile of n is the mex of
 * the values of n - f over Fibonacci f <= n, tabulated once (about 30 steps per entry).
 *
 * <pre>{@code
 * FibonacciSubtractionTheory.grundy(4);    // 0: 4 -> 3, 2, 1 whose values are 3, 2, 1
 * FibonacciSubtractionTheory.moverWins(new long[] {1, 4, 1});   // false: 1 xor 0 xor 1 = 0
 * }</pre>
 */
public final class FibonacciSubtractionTheory {

    /** The largest pile Boyi tabulates (the Boyi limit of the HDU problem). */
    public static final int MAX_PILE = 1_000_000;

    private static final long[] FIB = ZeckendorfTheory.fibonacciNumbers();
    private static byte[] table = new byte[0];

    private FibonacciSubtractionTheory() {
    }

    /** The Grundy value of one pile of {@code n} stones, 0 <= n <= MAX_PILE. */
    public static int grundy(long n) {
        if (n < 0 || n > MAX_PILE) {
            throw new TooLargeException("a pile of " + n + " is beyond the Grundy table (at most " + MAX_PILE + " stones)");
        }
        return table((int) n)[(int) n];
    }

    /** The Grundy values of piles 0..upto (shared and grown on demand; do not modify). */
    public static synchronized byte[] table(int upto) {
        if (upto > MAX_PILE) {
            throw new TooLargeException("a table up to " + upto + " is beyond the limit of " + MAX_PILE + " stones");
        }
        if (upto < table.length) {
            return table;
        }
        int size = Math.max(upto + 1, Math.min(MAX_PILE + 1, table.length * 2));
        byte[] g = java.util.Arrays.copyOf(table, size);
        for (int n = table.length; n < size; n++) {
            long seen = 0;
            for (long f : FIB) {
                if (f > n) {
                    break;
                }
                seen |= 1L << g[n - (int) f];
            }
            g[n] = (byte) Long.numberOfTrailingZeros(~seen);
        }
        table = g;
        return g;
    }

    public static int grundySum(long[] piles) {
        int x = 0;
        for (long p : piles) {
            x ^= grundy(p);
        }
        return x;
    }

    public static boolean moverWins(long[] piles) {
        return grundySum(piles) != 0;
    }

    /** The winning moves as {@code {pile index, take}}, first pile first, smaller takes first. */
    public static java.util.List<long[]> winningMoves(long[] piles) {
        int x = grundySum(piles);
        java.util.List<long[]> out = new java.util.ArrayList<>();
        if (x == 0) {
            return out;
        }
        for (int i = 0; i < piles.length; i++) {
            int target = grundy(piles[i]) ^ x;
            for (long f : FIB) {
                if (f > piles[i]) {
                    break;
                }
                if (grundy(piles[i] - f) == target) {
                    out.add(new long[] {i, f});
                }
            }
        }
        return out;
    }

    /** Why, with the numbers. */
    public static String explain(long[] piles) {
        StringBuilder b = new StringBuilder("Grundy values (mex over taking 1, 2, 3, 5, 8, ...): ");
        int shown = Math.min(piles.length, 8);
        for (int i = 0; i < shown; i++) {
            b.append(i == 0 ? "" : ", ").append("G(").append(piles[i]).append(") = ").append(grundy(piles[i]));
        }
        if (shown < piles.length) {
            b.append(", ...");
        }
        int x = grundySum(piles);
        b.append("; XOR ").append(x);
        if (x == 0) {
            return b.append(": the player to move loses (Sprague-Grundy).").toString();
        }
        long[] w = winningMoves(piles).get(0);
        int i = (int) w[0];
        return b.append(", not 0: the player to move wins by taking ").append(w[1]).append(" from pile ").append(i + 1)
                .append(" (").append(piles[i]).append(" -> ").append(piles[i] - w[1]).append(", G = ").append(grundy(piles[i] - w[1]))
                .append(" = ").append(grundy(piles[i])).append(" xor ").append(x).append("), leaving XOR 0 (Sprague-Grundy).")
                .toString();
    }
}
