package boyi.model;

/**
 * A legal move: its name in the game's move syntax, the position it leads to, and (where the game
 * gives one) its {@link MoveShape}, what it does for a program that draws the game.
 *
 * <pre>{@code
 * Move<Long> take2 = new Move<>("take 2", 8L);
 * Move<Long> shaped = take2.shaped(MoveShape.of("pile").with("amount", 2));
 * }</pre>
 *
 * @param shape null where the game gives none (an analysis then gives {@link MoveShape#reaching})
 */
public record Move<P>(String name, P result, MoveShape shape) {

    public Move(String name, P result) {
        this(name, result, null);
    }

    /** This move with its shape. */
    public Move<P> shaped(MoveShape s) {
        return new Move<>(name, result, s);
    }

    /** This move with another name and result, keeping its shape (a move of a part of a bigger position). */
    public <Q> Move<Q> renamed(String newName, Q newResult) {
        return new Move<>(newName, newResult, shape);
    }
}
