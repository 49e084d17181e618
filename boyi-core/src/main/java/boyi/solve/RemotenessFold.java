package boyi.solve;

import boyi.model.Outcome;
import boyi.model.Value;

/**
 * The remoteness rule, stated once: folds the values of a position's children (each for the
 * player to move there) into the position's value. A win is 1 + the least remoteness of a lost
 * child; a loss is 1 + the greatest remoteness of its children; a drawn child and no lost child
 * make a draw. A child of unknown remoteness leaves the parent's remoteness unknown. Used by
 * negamax, retrograde analysis and every table.
 *
 * <pre>{@code
 * RemotenessFold f = new RemotenessFold();
 * f.add(Value.loss(0));
 * f.add(Value.win(3));
 * f.result();              // win in 1
 * f.reset();               // ready for the next position
 * }</pre>
 */
public final class RemotenessFold {

    private long leastLostChild = Long.MAX_VALUE;
    private long greatestChild = -1;
    private boolean drawnChild;
    private boolean unknownRemoteness;

    public void reset() {
        leastLostChild = Long.MAX_VALUE;
        greatestChild = -1;
        drawnChild = false;
        unknownRemoteness = false;
    }

    public void add(Value child) {
        add(child.outcome(), child.remoteness());
    }

    /** Adds a child by its {@link ValueCode}. */
    public void addCode(long code) {
        if (ValueCode.isDraw(code)) {
            drawnChild = true;
            return;
        }
        add(ValueCode.isLoss(code) ? Outcome.LOSS : Outcome.WIN, ValueCode.remoteness(code));
    }

    /** @param remoteness the child's remoteness, {@link Value#UNKNOWN} when not known */
    public void add(Outcome outcome, long remoteness) {
        if (outcome == Outcome.DRAW) {
            drawnChild = true;
            return;
        }
        if (remoteness == Value.UNKNOWN) {
            unknownRemoteness = true;
        }
        if (outcome == Outcome.LOSS) {
            leastLostChild = Math.min(leastLostChild, remoteness == Value.UNKNOWN ? Long.MAX_VALUE - 1 : remoteness);
        }
        greatestChild = Math.max(greatestChild, remoteness);
    }

    /** Whether a lost child was seen: the parent is won whatever the other children are. */
    public boolean hasLostChild() {
        return leastLostChild != Long.MAX_VALUE;
    }

    /** The parent's value; at least one child must have been added. */
    public Value result() {
        if (hasLostChild()) {
            return unknownRemoteness ? Value.of(Outcome.WIN) : Value.win(leastLostChild + 1);
        }
        if (drawnChild) {
            return Value.DRAW;
        }
        if (greatestChild < 0 && !unknownRemoteness) {
            throw new IllegalStateException("no child was folded");
        }
        return unknownRemoteness ? Value.of(Outcome.LOSS) : Value.loss(greatestChild + 1);
    }

    /** The parent's value as a {@link ValueCode}. */
    public long resultCode() {
        return ValueCode.of(result());
    }
}
