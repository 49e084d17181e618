package boyi.model;

import java.util.Comparator;

/**
 * The game-theoretic value of a position for the player to move: an {@link Outcome} and its
 * remoteness, the number of moves to the end under best play (the winner hurries, the loser
 * delays). A draw has no remoteness; a value decided by a theorem may leave it unknown.
 *
 * <pre>{@code
 * Value lost = Value.loss(0);            // no move left: the player to move has lost
 * Value won = lost.fromParent();         // moving into it wins in 1
 * assert won.equals(Value.win(1));
 * }</pre>
 */
public record Value(Outcome outcome, long remoteness) {

    /** Remoteness of a draw, and of a value whose remoteness was not computed. */
    public static final long UNKNOWN = -1;

    public static final Value DRAW = new Value(Outcome.DRAW, UNKNOWN);

    public Value {
        if (outcome == null) {
            throw new IllegalArgumentException("outcome is null");
        }
        if (outcome == Outcome.DRAW) {
            remoteness = UNKNOWN;
        } else if (remoteness < UNKNOWN) {
            throw new IllegalArgumentException("negative remoteness " + remoteness);
        }
    }

    public static Value win(long remoteness) {
        return new Value(Outcome.WIN, remoteness);
    }

    public static Value loss(long remoteness) {
        return new Value(Outcome.LOSS, remoteness);
    }

    /** A value whose remoteness is unknown (decided by a theorem that does not give it). */
    public static Value of(Outcome outcome) {
        return new Value(outcome, UNKNOWN);
    }

    public boolean hasRemoteness() {
        return remoteness != UNKNOWN;
    }

    /**
     * The value of the move into this position, for the player who makes it: the outcome
     * negated and the remoteness one more.
     */
    public Value fromParent() {
        return new Value(outcome.negate(), hasRemoteness() ? remoteness + 1 : UNKNOWN);
    }

    /**
     * Orders values by preference of the player who obtains them: wins first (sooner is
     * better), then draws, then losses (later is better). Unknown remoteness ranks after known
     * remoteness, among wins and among losses.
     */
    public static final Comparator<Value> BEST_FIRST = (a, b) -> {
        if (a.outcome != b.outcome) {
            return b.outcome.compareTo(a.outcome);
        }
        long ra = a.remoteness == UNKNOWN ? Long.MAX_VALUE : a.remoteness;
        long rb = b.remoteness == UNKNOWN ? Long.MAX_VALUE : b.remoteness;
        return switch (a.outcome) {
            case WIN -> Long.compare(ra, rb);
            case LOSS -> Long.compare(a.remoteness, b.remoteness) * -1;
            case DRAW -> 0;
        };
    };

    @Override
    public String toString() {
        return hasRemoteness() ? outcome.word() + " in " + remoteness : outcome.word();
    }
}
