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
     * does not lead back in the order. The cells a position's moves reach come from the game's
     * {@link LinearMoves} where it vouches for them, else from generating the moves.
     */
    static long[] table(RuleGame game, int numbers, int upto) {
        int side = upto + 1;
        int cells = numbers == 1 ? side : side * side;
        long[] g = new long[cells];
        Mex mex = new Mex();
        boolean[] back = {true};
        long[] at = new long[numbers];
        LinearMoves linear = game.linearMoves();
        LinearMoves.Filler filler = linear == null ? null : linear.filler(numbers, upto);
        LinearMoves.CellSink mark = cell -> mex.add(g[cell]);
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
            if (filler != null && filler.reached(at, current, mark)) {
                g[i] = mex.take();
                continue;
            }
            mex.forget();
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
                    mex.add(g[(int) index]);
                }
            });
            if (!back[0]) {
                return null;
            }
            g[i] = mex.take();
        }
        return g;
    }

    /** The values seen at one position, and their mex. */
    private static final class Mex {
        /**
         * seen[x] == round: some move of this position leads to value x (a round per position, so
         * nothing is cleared between positions); a mex never exceeds the number of moves (at most
         * GenerationBudget.MAX_MOVES).
         */
        private int[] seen = new int[64];
        private int round = 1;

        void add(long x) {
            if (x >= seen.length) {
                seen = Arrays.copyOf(seen, (int) Math.max(x + 1, 2L * seen.length));
            }
            seen[(int) x] = round;
        }

        /** The mex of the values added, which are then forgotten. */
        long take() {
            int m = 0;
            while (m < seen.length && seen[m] == round) {
                m++;
            }
            forget();
            return m;
        }

        /** Forgets the values added. */
        void forget() {
            if (++round == Integer.MAX_VALUE) {
                Arrays.fill(seen, 0);
                round = 1;
            }
        }
    }
}
