package boyi.model;

/**
 * A {@link LongEncoded} game that generates moves on encodings, without building positions or
 * move names: the fast path of searches ({@code NegamaxSolver}) over board games.
 *
 * <pre>{@code
 * long[] children = new long[rules.maxMoves()];
 * int n = rules.children(rules.encode(board), children);   // -1: the game is over by its own rule
 * long key = rules.memoKey(children[0]);                    // shared by symmetric images
 * }</pre>
 *
 * @param <P> the position type
 */
public interface EncodedMoves<P> extends LongEncoded<P> {

    /** The most moves any position has. */
    int maxMoves();

    /**
     * Writes the encodings of the children of the position encoded as {@code code} and returns
     * their number; 0 means no move is left (the player to move has lost, in 0 moves); -1 means
     * the position ends the game by its own rule (its value is {@link #primitive} of {@link #decode}).
     */
    int children(long code, long[] out);

    /** The position of an encoding. */
    P decode(long code);

    /** The key a memo stores {@code code} under: the same for positions of equal value (symmetric images). */
    default long memoKey(long code) {
        return code;
    }
}
