package boyi.model;

/**
 * Marks a game played under the normal-play convention where both players have the same moves:
 * positions have Grundy values, and a position with no moves is lost for the player to move.
 *
 * <pre>{@code
 * int g = new GrundySolver<>(nim).grundy(List.of(3, 4, 5));   // 3 ^ 4 ^ 5 = 2
 * }</pre>
 */
public interface Impartial<P> extends Game<P> {
}
