package boyi.games;

import java.util.Optional;

/**
 * Reads a move written in a game's move syntax directly, without listing every legal move (a
 * pile of 10^18 has 10^18 moves): the position it leads to, or empty when the text is not a
 * legal move there.
 *
 * <pre>{@code
 * MoveReader<Long> take = (n, text) -> text.matches("take \\d{1,18}") && ... ? Optional.of(n - k) : Optional.empty();
 * }</pre>
 *
 * @param <P> the position type
 */
@FunctionalInterface
public interface MoveReader<P> {

    Optional<P> read(P from, String move);
}
