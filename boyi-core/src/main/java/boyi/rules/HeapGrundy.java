package boyi.rules;

import boyi.solve.Interruption;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.Arrays;

/**
 * Grundy values of single heaps of a {@code heaps} rule game under normal play, computed in order
 * n = 0, 1, 2, ...: G(n) is the mex of the XOR of the Grundy values of the heaps each move leaves.
 * Every move must leave heaps smaller than the one it was made on (else the values are not
 * defined this way, and the game is left to search). Kept and extended as larger heaps are asked.
 *
 * <pre>{@code
 * HeapGrundy g = new HeapGrundy(grundysGame);
 * g.upTo(10);   // 0 0 0 1 0 2 1 0 2 1 0
 * }</pre>
 */
final class HeapGrundy {

    /** The largest heap whose value is computed this way. */
    static final long MAX_HEAP = 2_000_000;

    private final RuleGame game;
    private long[] values = new long[0];
    /** The smallest heap computed whose value is 0 yet which has a move, or {@link Long#MAX_VALUE} if none. */
    private long movableZero = Long.MAX_VALUE;

    HeapGrundy(RuleGame game) {
        this.game = game;
    }

    /**
     * Whether every heap up to {@code n} of Grundy value 0 has no move (the Anti-SG rule's
     * condition, {@link boyi.theory.AntiSgTheory}), computing G(0..n) if missing.
     * @throws TooLargeException as {@link #upTo} does
     */
    synchronized boolean zeroValuesStuckUpTo(long n) {
        upTo(n);
        return movableZero > n;
    }

    /** G(0..n), computing what is missing. @throws TooLargeException past {@link #MAX_HEAP} */
    synchronized long[] upTo(long n) {
        if (n > MAX_HEAP) {
            throw new TooLargeException(Text.format("逐个计算 SG 值最多到 %d，这里要 %d", "Grundy values are computed one by one up to %d; this asks %d",
                    MAX_HEAP, n));
        }
        if (n < values.length) {
            return values;
        }
        long[] g = Arrays.copyOf(values, (int) n + 1);
        Interruption stop = new Interruption();
        // seen[x]: some move leaves XOR x; a mex never exceeds the number of moves (at most GenerationBudget.MAX_MOVES)
        boolean[][] seen = {new boolean[64]};
        int[] used = {0};
        boolean[] moved = {false};
        long[] grundy = g;
        for (int h = values.length; h <= n; h++) {
            int heap = h;
            moved[0] = false;
            game.heapOptions(h, (parts, count) -> {
                stop.check();
                moved[0] = true;
                long x = 0;
                for (int i = 0; i < count; i++) {
                    if (parts[i] >= heap) {
                        throw new TooLargeException(Text.format("一步把大小为 %d 的堆变成了不更小的堆 %d：SG 值不能逐个计算",
                                "a move on a heap of %d leaves a heap of %d, not smaller: Grundy values cannot be computed in order",
                                heap, parts[i]));
                    }
                    x ^= grundy[(int) parts[i]];
                }
                if (x > GenerationBudget.MAX_MOVES) {
                    return;
                }
                if (x >= seen[0].length) {
                    seen[0] = java.util.Arrays.copyOf(seen[0], (int) Math.max(x + 1, 2L * seen[0].length));
                }
                seen[0][(int) x] = true;
                used[0] = (int) Math.max(used[0], x + 1);
            });
            int mex = 0;
            while (mex < used[0] && seen[0][mex]) {
                mex++;
            }
            g[h] = mex;
            if (mex == 0 && moved[0] && movableZero == Long.MAX_VALUE) {
                movableZero = h;
            }
            java.util.Arrays.fill(seen[0], 0, used[0], false);
            used[0] = 0;
        }
        values = g;
        return values;
    }
}
