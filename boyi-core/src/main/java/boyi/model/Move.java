package boyi.model;

/**
 * A legal move: its name in the game's move syntax and the position it leads to.
 *
 * <pre>{@code
 * Move<Long> take2 = new Move<>("take 2", 8L);
 * }</pre>
 */
public record Move<P>(String name, P result) {
}
