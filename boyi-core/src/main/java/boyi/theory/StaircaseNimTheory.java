package boyi.theory;

import boyi.model.Method;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.util.Text;

import java.util.ArrayList;
import java.util.List;

/**
 * Staircase Nim as the monks game (高僧斗法): monks on distinct steps {@code s[0] < ... < s[n-1]};
 * a move sends a monk (not the top one) up, never onto or past the next monk. Moving monk i up by
 * d shifts d free steps from the gap above it to the gap below it, so the gaps are a staircase
 * whose odd stairs are the Nim heaps: pairing the monks from the bottom, the heaps are
 * {@code s[1]-s[0]-1, s[3]-s[2]-1, ...}. The player to move wins exactly when their XOR is not 0.
 * A winning move either lowers a heap (the lower monk of a pair moves up) or raises one (the upper
 * monk of a pair moves up, if the free steps above it allow). O(n) in all.
 *
 * <pre>{@code
 * StaircaseNimTheory.heapXor(new long[] {1, 5, 9});          // 3: one heap, 3 free steps
 * StaircaseNimTheory.firstWinningMove(new long[] {1, 5, 9}); // {1, 4}: the monk on 1 to step 4
 * }</pre>
 */
public final class StaircaseNimTheory {

    private StaircaseNimTheory() {
    }

    /** The XOR of the heaps of sorted distinct steps. */
    public static long heapXor(long[] steps) {
        long x = 0;
        for (int i = 0; i + 1 < steps.length; i += 2) {
            x ^= steps[i + 1] - steps[i] - 1;
        }
        return x;
    }

    /**
     * The winning move of monk {@code i} as {@code {from, to}}, or {@code null} if monk i has
     * none. Each monk has at most one winning move: it must leave its heap at {@code x xor h}.
     */
    public static long[] winningMoveOf(long[] steps, int i, long x) {
        if (x == 0 || i + 1 >= steps.length) {
            return null;
        }
        if (i % 2 == 0) {
            long h = steps[i + 1] - steps[i] - 1;                // this monk's move lowers heap h
            long target = h ^ x;
            return target < h ? new long[] {steps[i], steps[i] + (h - target)} : null;
        }
        long h = steps[i] - steps[i - 1] - 1;                    // this monk's move raises heap h
        long target = h ^ x;
        long room = steps[i + 1] - steps[i] - 1;
        return target > h && target - h <= room ? new long[] {steps[i], steps[i] + (target - h)} : null;
    }

    /** The winning move with the smallest starting step (then smallest target), or null. */
    public static long[] firstWinningMove(long[] steps) {
        long x = heapXor(steps);
        for (int i = 0; i < steps.length; i++) {
            long[] m = winningMoveOf(steps, i, x);
            if (m != null) {
                return m;
            }
        }
        return null;
    }

    /** Every winning move, bottom monk first. */
    public static List<long[]> winningMoves(long[] steps) {
        long x = heapXor(steps);
        List<long[]> out = new ArrayList<>();
        for (int i = 0; i < steps.length; i++) {
            long[] m = winningMoveOf(steps, i, x);
            if (m != null) {
                out.add(m);
            }
        }
        return out;
    }

    public static final Method METHOD = Method.theorem(Text.of("阶梯尼姆", "staircase Nim"));

    /**
     * The outcome (not the remoteness), the method and why, with the numbers; the Grundy value
     * is the heap XOR (the moves that raise a heap are reversible, so the position behaves as the
     * Nim position of its heaps).
     */
    public static Verdict verdict(long[] steps) {
        if (steps.length < 2) {
            return new Verdict(Value.loss(0), METHOD, Text.of("只剩最上面的和尚，它不能再走：先手已经输了（阶梯尼姆）。",
                    "Only the top monk is left to move, and it cannot: the player to move has lost (staircase Nim)."), 0L);
        }
        if (moveless(steps)) {
            return new Verdict(Value.loss(0), METHOD, Text.of("没有和尚能再往上走：先手已经输了（阶梯尼姆）。",
                    "No monk can move up: the player to move has lost (staircase Nim)."), 0L);
        }
        StringBuilder heapsZh = new StringBuilder();
        StringBuilder heapsEn = new StringBuilder();
        long x = 0;
        int shown = 0;
        for (int i = 0; i + 1 < steps.length; i += 2) {
            long h = steps[i + 1] - steps[i] - 1;
            x ^= h;
            if (shown < 6) {
                String term = (shown == 0 ? "" : ", ") + steps[i + 1] + "-" + steps[i] + "-1 = " + h;
                heapsZh.append(term);
                heapsEn.append(term);
            } else if (shown == 6) {
                heapsZh.append(", ...");
                heapsEn.append(", ...");
            }
            shown++;
        }
        String headZh = "从下往上两两配对，每对和尚之间的空台阶数就是尼姆堆（" + heapsZh + "），异或和 " + x;
        String headEn = "Pairing the monks from the bottom, the free steps inside each pair are the Nim heaps (" + heapsEn
                + "), XOR " + x;
        if (x == 0) {
            return new Verdict(Value.of(Outcome.LOSS), METHOD, Text.of(
                    headZh + "：每一步要么减少一堆，使异或和不为 0，要么增加一堆，而对手可以把它退回去；先手必败（阶梯尼姆）。",
                    headEn + ": every move either lowers a heap, making the XOR non-zero, or raises one, which the opponent "
                            + "undoes; the player to move loses (staircase Nim)."), 0L);
        }
        long[] m = firstWinningMove(steps);
        return new Verdict(Value.of(Outcome.WIN), METHOD, Text.of(
                headZh + String.format("，不为 0：先手把第 %d 级台阶上的和尚移到第 %d 级，使异或和为 0，先手必胜（阶梯尼姆）。", m[0], m[1]),
                headEn + String.format(", not 0: the player to move wins by moving the monk on step %d to step %d, leaving heap "
                        + "XOR 0 (staircase Nim).", m[0], m[1])), x);
    }

    /** Whether no monk can move: the steps are consecutive. */
    private static boolean moveless(long[] steps) {
        for (int i = 0; i + 1 < steps.length; i++) {
            if (steps[i + 1] - steps[i] > 1) {
                return false;
            }
        }
        return true;
    }
}
