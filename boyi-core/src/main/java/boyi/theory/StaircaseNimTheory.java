package boyi.theory;

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

    /** Why, with the numbers. */
    public static String explain(long[] steps) {
        if (steps.length < 2) {
            return "Only the top monk is left to move, and it cannot: the player to move has lost (staircase Nim).";
        }
        StringBuilder heaps = new StringBuilder();
        long x = 0;
        int shown = 0;
        for (int i = 0; i + 1 < steps.length; i += 2) {
            long h = steps[i + 1] - steps[i] - 1;
            x ^= h;
            if (shown < 6) {
                heaps.append(shown == 0 ? "" : ", ").append(steps[i + 1]).append("-").append(steps[i]).append("-1 = ")
                        .append(h);
            } else if (shown == 6) {
                heaps.append(", ...");
            }
            shown++;
        }
        String head = "Pairing the monks from the bottom, the free steps inside each pair are the Nim heaps (" + heaps
                + "), XOR " + x;
        if (x == 0) {
            return head + ": every move either lowers a heap, making the XOR non-zero, or raises one, which the opponent "
                    + "undoes; the player to move loses (staircase Nim).";
        }
        long[] m = firstWinningMove(steps);
        return head + ", not 0: the player to move wins by moving the monk on step " + m[0] + " to step " + m[1]
                + ", leaving heap XOR 0 (staircase Nim).";
    }
}
