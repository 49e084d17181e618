package boyi.games.takeaway;

/**
 * A position of a parity-holding take-away game: the balls left, and the parities (0 even, 1 odd)
 * of what the player to move ({@code mine}) and the opponent ({@code theirs}) hold.
 *
 * <pre>{@code
 * new ParityPosition(10, 0, 0)   // the start with 10 balls
 * }</pre>
 */
public record ParityPosition(long balls, int mine, int theirs) {

    public ParityPosition {
        if (balls < 0 || (mine & ~1) != 0 || (theirs & ~1) != 0) {
            throw new IllegalArgumentException("bad parity position " + balls + " " + mine + " " + theirs);
        }
    }

    /** The start: nobody holds anything yet. */
    public static ParityPosition start(long balls) {
        return new ParityPosition(balls, 0, 0);
    }

    /** The position after taking {@code take} balls, seen from the opponent (who moves next). */
    public ParityPosition after(long take) {
        return new ParityPosition(balls - take, theirs, mine ^ (int) (take & 1));
    }
}
