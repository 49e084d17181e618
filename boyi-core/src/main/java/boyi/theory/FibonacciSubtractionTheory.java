package boyi.theory;

import boyi.model.Method;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.solve.Interruption;
import boyi.util.Text;

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
            throw new TooLargeException(Text.format(
                    "%d 个石子的堆超出了 SG 值表的范围（最多 %d 个石子）",
                    "a pile of %d is beyond the Grundy table (at most %d stones)", n, MAX_PILE));
        }
        return table((int) n)[(int) n];
    }

    /**
     * The Grundy values of piles 0..upto (shared and grown on demand; do not modify). Growing the
     * table stops at the caller's deadline ({@link Interruption}), keeping what it computed.
     */
    public static synchronized byte[] table(int upto) {
        if (upto > MAX_PILE) {
            throw new TooLargeException(Text.format(
                    "到 %d 为止的表超出了 %d 个石子的上限",
                    "a table up to %d is beyond the limit of %d stones", upto, MAX_PILE));
        }
        if (upto < table.length) {
            return table;
        }
        int size = Math.max(upto + 1, Math.min(MAX_PILE + 1, table.length * 2));
        byte[] g = java.util.Arrays.copyOf(table, size);
        for (int n = table.length; n < size; n++) {
            if ((n & 0xFFFF) == 0 && (Thread.currentThread().isInterrupted() || Interruption.pastDeadline())) {
                table = java.util.Arrays.copyOf(g, n);   // keep the values computed so far, then stop
                Interruption.checkNow();
            }
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

    public static final Method METHOD = Method.theorem(Text.of("SG 定理", "Sprague-Grundy"));

    /** The outcome (not the remoteness), the method, why with the numbers, and the Grundy value. */
    public static Verdict verdict(long[] piles) {
        StringBuilder terms = new StringBuilder();
        int shown = Math.min(piles.length, 8);
        for (int i = 0; i < shown; i++) {
            terms.append(i == 0 ? "" : ", ").append("G(").append(piles[i]).append(") = ").append(grundy(piles[i]));
        }
        if (shown < piles.length) {
            terms.append(", ...");
        }
        int x = grundySum(piles);
        String headZh = "各堆的 SG 值（对取 1、2、3、5、8……个求 mex）：" + terms + "；异或和 " + x;
        String headEn = "Grundy values (mex over taking 1, 2, 3, 5, 8, ...): " + terms + "; XOR " + x;
        boolean over = java.util.Arrays.stream(piles).allMatch(p -> p == 0);
        if (x == 0) {
            return new Verdict(over ? Value.loss(0) : Value.of(Outcome.LOSS), METHOD,
                    Text.of(headZh + "：先手必败（SG 定理）。", headEn + ": the player to move loses (Sprague-Grundy)."), 0L);
        }
        long[] w = winningMoves(piles).get(0);
        int i = (int) w[0];
        long after = piles[i] - w[1];
        return new Verdict(Value.of(Outcome.WIN), METHOD, Text.of(
                headZh + String.format("，不为 0：先手从第 %d 堆取 %d 个（%d -> %d，G = %d = %d 异或 %d），使异或和为 0，先手必胜（SG 定理）。",
                        i + 1, w[1], piles[i], after, grundy(after), grundy(piles[i]), x),
                headEn + String.format(", not 0: the player to move wins by taking %d from pile %d (%d -> %d, G = %d = %d xor %d), "
                        + "leaving XOR 0 (Sprague-Grundy).", w[1], i + 1, piles[i], after, grundy(after), grundy(piles[i]), x)),
                (long) x);
    }
}
