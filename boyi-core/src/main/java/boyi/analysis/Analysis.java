package boyi.analysis;

import boyi.model.Method;
import boyi.model.Value;
import boyi.util.Lang;
import boyi.util.Text;
import java.util.List;
import java.util.Optional;

/**
 * Everything Boyi says about one position: its value for the player to move, the legal moves
 * with their values (best first, at most {@link Analyzer#MAX_MOVES}), the recommended move, what
 * decided the value and why.
 *
 * <pre>{@code
 * Analysis a = Analyzer.analyze(game, "10");
 * a.value();          // win in 5
 * a.bestMove();       // Optional["take 2"]
 * a.method();         // theorem: Bash theorem
 * a.why().en();       // "n mod (m+1) = 10 mod 4 = 2, so take 2 ..."
 * }</pre>
 *
 * @param game       the game with its parameters, e.g. {@code bash m=3}
 * @param position   the position as text
 * @param value      the value for the player to move
 * @param moves      the moves listed, best first for the player to move
 * @param allMoves   whether {@code moves} lists every legal move
 * @param movesTotal the number of legal moves, or {@code null} when not known
 * @param method     what decided the value
 * @param why        how the value was decided, with numbers
 * @param grundy     the Grundy value, or {@code null} when not known
 */
public record Analysis(String game, String position, Value value, List<MoveValue> moves, boolean allMoves,
                       Long movesTotal, Method method, Text why, Long grundy) {

    /** The first of the best moves, if any move exists. */
    public Optional<String> bestMove() {
        return moves.isEmpty() ? Optional.empty() : Optional.of(moves.get(0).move());
    }

    /** The explanation in English. */
    public String explanation() {
        return why.en();
    }

    public String explanation(Lang lang) {
        return why.in(lang);
    }
}
