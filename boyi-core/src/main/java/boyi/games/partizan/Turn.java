package boyi.games.partizan;

/**
 * A board of a partizan game with the player to move, the position of the win/loss analysis
 * (the canonical value does not depend on who moves; the outcome does).
 *
 * @param board      the board
 * @param leftToMove whether Left moves next
 * @param <B>        the board type
 */
public record Turn<B>(B board, boolean leftToMove) {
}
