package boyi.model;

import java.util.List;

/**
 * A two-player game of perfect information, narrowed to what every solver needs: the legal
 * moves of a position and the value of a position where the game is over. Extra abilities are
 * separate opt-in interfaces ({@link Impartial}, {@link Indexed}, {@link Symmetric},
 * {@link Decomposable}, {@link LongEncoded}).
 *
 * <p>Contract: {@link #primitive} is non-null exactly when the game is over at the position,
 * and every position without legal moves is over. Positions are immutable values with
 * {@code equals} and {@code hashCode}.
 *
 * <pre>{@code
 * // one pile, take 1 or 2, whoever cannot move loses
 * Game<Integer> g = new Game<>() {
 *     public List<Move<Integer>> moves(Integer n) {
 *         return n >= 2 ? List.of(new Move<>("1", n - 1), new Move<>("2", n - 2))
 *              : n == 1 ? List.of(new Move<>("1", 0)) : List.of();
 *     }
 *     public Value primitive(Integer n) { return n == 0 ? Value.loss(0) : null; }
 * };
 * }</pre>
 *
 * @param <P> the position type
 */
public interface Game<P> {

    /** The legal moves from {@code position}; empty where the game is over. */
    List<Move<P>> moves(P position);

    /**
     * The value for the player to move if the game is over at {@code position} (for example
     * {@code Value.loss(0)} under normal play when no move is left), otherwise {@code null}.
     */
    Value primitive(P position);
}
