package boyi.games.matches;

import boyi.model.Game;
import boyi.model.Move;
import boyi.model.Value;
import java.util.List;

/**
 * The moves and the end of the matches game, once for every view of it: the search's rules
 * ({@link MatchesGame}) and the tiers of legal boards ({@link MatchesTiers}) both implement it.
 *
 * <pre>{@code
 * MatchesRules rules = MatchesTiers.of(3, 4);
 * rules.primitive(MatchesBoard.parse("1111/----/0010"));   // null: a match still fits
 * }</pre>
 */
interface MatchesRules extends Game<MatchesBoard> {

    @Override
    default List<Move<MatchesBoard>> moves(MatchesBoard position) {
        return position.moves();
    }

    /** A loss in 0 for the player who cannot place a match; null while one fits. */
    @Override
    default Value primitive(MatchesBoard position) {
        return position.valueIfOver();
    }
}
