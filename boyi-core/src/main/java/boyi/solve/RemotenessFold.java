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

    /** Adds a child by its {@link ValueCode}: the one statement of the rule, on codes. */
    public void addCode(long code) {
        int outcome = (int) (code & 3);
        if (outcome == ValueCode.DRAW) {
            drawnChild = true;
            return;
        }
        long remoteness = ValueCode.remoteness(code);   // Value.UNKNOWN (-1) when not known
        if (remoteness == Value.UNKNOWN) {
            unknownRemoteness = true;
        }
        if (outcome == ValueCode.LOSS) {
            leastLostChild = Math.min(leastLostChild, remoteness == Value.UNKNOWN ? Long.MAX_VALUE - 1 : remoteness);
        }
        greatestChild = Math.max(greatestChild, remoteness);
    }

    /** @param remoteness the child's remoteness, {@link Value#UNKNOWN} when not known */
    public void add(Outcome outcome, long remoteness) {
        addCode(ValueCode.of(outcome, remoteness));
    }

    /** Whether a lost child was seen: the parent is won whatever the other children are. */
    public boolean hasLostChild() {
        return leastLostChild != Long.MAX_VALUE;
    }

    /** The parent's value; at least one child must have been added. */
    public Value result() {
        return ValueCode.value(resultCode());
    }

    /** The parent's value as a {@link ValueCode}, without building a {@link Value}. */
    public long resultCode() {
        if (hasLostChild()) {
            return unknownRemoteness ? ValueCode.WIN : ValueCode.win(leastLostChild + 1);
        }
        if (drawnChild) {
            return ValueCode.DRAW;
        }
        if (greatestChild < 0 && !unknownRemoteness) {
            throw new IllegalStateException("no child was folded");
        }
        return unknownRemoteness ? ValueCode.LOSS : ValueCode.loss(greatestChild + 1);
    }
}
