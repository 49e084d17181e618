package boyi.rules;

import boyi.solve.Interruption;
import java.util.Arrays;

/**
 * Grundy values of every tuple of one or two numbers 0..upto under normal play, filled in row
 * order (the last number fastest) straight from the definition: G is the mex of the values of
 * the positions the moves lead to, each already filled because it comes earlier in that order.
 * Used where it applies, for tables, instead of numbering the positions for a retrograde search:
 * as soon as one move leads to a tuple that is not earlier in the order (a number grows past
 * upto, or the move does not go back), there is no answer and the table is left to search.
 *
 * <pre>{@code
 * long[] g = TupleGrundy.table(wythoff, 2, 199);   // g[a * 200 + b], or null
 * }</pre>
 */
final class TupleGrundy {

    private TupleGrundy() {
    }

    /**
     * The values, row-major, for {@code numbers} (1 or 2) numbers of 0..upto; null when a move
     * does not lead back in the order.
     */
    static long[] table(RuleGame game, int numbers, int upto) {
        int side = upto + 1;
        int cells = numbers == 1 ? side : side * side;
        long[] g = new long[cells];
        boolean[][] seen = {new boolean[64]};
        int[] used = {0};
        boolean[] back = {true};
        long[] at = new long[numbers];
        Interruption stop = new Interruption();
        for (int i = 0; i < cells; i++) {
            stop.check();
            int current = i;
            if (numbers == 1) {
                at[0] = i;
            } else {
                at[0] = i / side;
                at[1] = i % side;
            }
            game.expandInto(RuleState.owned(at.clone()), new RuleGame.Sink() {
                @Override
                public void move(String name, RuleState next) {
                    tuple(next.numbersUnsafe());
                }

                @Override
                public void tuple(long[] v) {
                    long index = v[0];
                    if (numbers == 2) {
                        index = v[0] > upto || v[1] > upto ? Long.MAX_VALUE : v[0] * side + v[1];
                    }
                    if (index >= current) {
                        back[0] = false;
                        return;
                    }
                    long x = g[(int) index];
                    if (x >= seen[0].length) {
                        seen[0] = Arrays.copyOf(seen[0], (int) Math.max(x + 1, 2L * seen[0].length));
                    }
                    seen[0][(int) x] = true;
                    used[0] = (int) Math.max(used[0], x + 1);
                }
            });
            if (!back[0]) {
                return null;
            }
            int mex = 0;
            while (mex < used[0] && seen[0][mex]) {
                mex++;
            }
            g[i] = mex;
            Arrays.fill(seen[0], 0, used[0], false);
            used[0] = 0;
        }
        return g;
    }
}
