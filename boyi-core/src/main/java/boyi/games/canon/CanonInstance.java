package boyi.games.canon;

import boyi.games.GameFamily;
import boyi.games.GameInstance;
import boyi.model.Evaluator;
import boyi.model.Game;
import boyi.model.Move;
import boyi.model.Notation;
import boyi.solve.Table;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.LongFunction;

/**
 * A game instance composed of small parts: rules, notation, evaluators (theorem first, then
 * search), which moves an analysis lists, how a named move is played when the moves are too many
 * to list, and the table over n where the family has a size.
 *
 * <pre>{@code
 * new CanonInstance<>(family, values, rules, notation, List.of(theorem, search),
 *         Shown.all(rules), null, n -> Optional.empty());
 * }</pre>
 *
 * @param shown  the moves an analysis lists
 * @param player the position after a named move, for games whose moves cannot all be listed; null
 *               to look the name up among the legal moves
 * @param tables the table over n = 0..upto, or empty
 */
public record CanonInstance<P>(GameFamily family, Map<String, String> parameters, Game<P> game, Notation<P> notation,
                               List<Evaluator<P>> evaluators, Shown<P> shown, BiFunction<P, String, P> player,
                               LongFunction<Optional<Table>> tables) implements GameInstance<P> {

    public CanonInstance {
        parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
        evaluators = List.copyOf(evaluators);
    }

    /** The moves an analysis lists, and whether they are all the legal moves. */
    public interface Shown<P> {

        List<Move<P>> moves(P position);

        boolean all(P position);

        /** Every legal move, always. */
        static <P> Shown<P> all(Game<P> game) {
            return new Shown<>() {
                @Override
                public List<Move<P>> moves(P position) {
                    return game.moves(position);
                }

                @Override
                public boolean all(P position) {
                    return true;
                }
            };
        }
    }

    @Override
    public List<Move<P>> movesToShow(P position) {
        return shown.moves(position);
    }

    @Override
    public boolean showsAllMoves(P position) {
        return shown.all(position);
    }

    @Override
    public P play(P position, String move) {
        return player == null ? GameInstance.super.play(position, move) : player.apply(position, move);
    }

    @Override
    public Optional<Table> table(long upto) {
        return tables.apply(upto);
    }
}
