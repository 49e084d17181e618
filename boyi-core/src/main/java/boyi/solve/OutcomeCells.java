package boyi.solve;

import boyi.model.Outcome;
import boyi.model.Value;

/**
 * Packs an outcome and its remoteness into one non-negative {@code int} cell of a
 * {@link RowRecurrence}: bits 0-1 hold the outcome ordinal (loss 0, draw 1, win 2), the bits
 * above hold the remoteness (0 for a draw). Also folds children into a parent by the remoteness
 * rule (win = 1 + least remoteness of a lost child; loss = 1 + greatest remoteness of all
 * children; a drawn child and no lost child: draw).
 *
 * <pre>{@code
 * OutcomeCells.Fold f = new OutcomeCells.Fold();
 * f.add(OutcomeCells.of(Value.loss(0)));
 * OutcomeCells.value(f.result())   // win in 1
 * }</pre>
 */
public final class OutcomeCells {

    /** Remoteness must stay below this to fit (it never exceeds n, and n stays within the budget). */
    static final int MAX_REMOTENESS = (1 << 29) - 1;

    private static final Outcome[] OUTCOMES = Outcome.values();

    private OutcomeCells() {
    }

    public static int of(Outcome outcome, long remoteness) {
        long r = outcome == Outcome.DRAW ? 0 : remoteness;
        if (r < 0 || r > MAX_REMOTENESS) {
            throw new IllegalArgumentException("remoteness out of range: " + remoteness);
        }
        return (int) (r << 2) | outcome.ordinal();
    }

    public static int of(Value v) {
        return of(v.outcome(), v.remoteness());
    }

    public static Outcome outcome(int cell) {
        return OUTCOMES[cell & 3];
    }

    public static int remoteness(int cell) {
        return cell >>> 2;
    }

    public static boolean isDraw(int cell) {
        return (cell & 3) == Outcome.DRAW.ordinal();
    }

    public static Value value(int cell) {
        Outcome o = outcome(cell);
        return o == Outcome.DRAW ? Value.DRAW : new Value(o, remoteness(cell));
    }

    /** Folds the cells of a position's children (from the children's view) into the parent's cell. */
    public static final class Fold {
        private int leastLost = Integer.MAX_VALUE;
        private int greatest = -1;
        private boolean drawn;

        /** Starts a new parent. */
        public Fold reset() {
            leastLost = Integer.MAX_VALUE;
            greatest = -1;
            drawn = false;
            return this;
        }

        public void add(int child) {
            switch (outcome(child)) {
                case DRAW -> drawn = true;
                case LOSS -> {
                    leastLost = Math.min(leastLost, remoteness(child));
                    greatest = Math.max(greatest, remoteness(child));
                }
                case WIN -> greatest = Math.max(greatest, remoteness(child));
            }
        }

        /** The parent's cell; at least one child must have been added. */
        public int result() {
            if (leastLost != Integer.MAX_VALUE) {
                return of(Outcome.WIN, leastLost + 1L);
            }
            if (drawn) {
                return of(Outcome.DRAW, 0);
            }
            if (greatest < 0) {
                throw new IllegalStateException("no children folded");
            }
            return of(Outcome.LOSS, greatest + 1L);
        }
    }
}
