package boyi.games;

import boyi.analysis.Analysis;
import boyi.analysis.AnalysisService;
import boyi.analysis.Table;
import boyi.model.Game;
import boyi.model.Move;
import boyi.model.Value;
import boyi.util.BadInputException;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One game of a {@link GameFamily} with its parameters fixed: it reads and writes positions,
 * evaluates them by the best method it has (theorem, table or search) and explains how.
 * Front ends call {@link #analyze(String)} (through {@link AnalysisService}); they never solve.
 *
 * <pre>{@code
 * GameInstance<?> bash = Catalogue.family("bash").instantiate(Map.of("m", "3"));
 * Analysis a = bash.analyze("10");   // win in 5, best move "take 2", "10 mod 4 = 2 ..."
 * }</pre>
 *
 * @param <P> the position type
 */
public interface GameInstance<P> {

    GameFamily family();

    /** Every parameter's value, defaults filled in, in the family's order. */
    Map<String, String> parameters();

    /** The rules as moves, for generic solvers and for playing. */
    Game<P> game();

    /** Reads a position in the family's position syntax. @throws BadInputException */
    P parse(String text);

    /** Writes a position so that {@code parse(format(p))} equals {@code p}. */
    String format(P position);

    /**
     * The value of {@code position} for the player to move, by this game's best method.
     *
     * @throws boyi.util.TooLargeException when the position is beyond the budget
     */
    Value value(P position);

    /** One or two sentences, with the actual numbers, saying how {@link #value} was decided. */
    String explain(P position);

    /**
     * The moves an analysis lists. By default all legal moves; games with astronomically many
     * moves (a Nim pile of 10^18) override this to list the interesting ones.
     */
    default List<Move<P>> movesToShow(P position) {
        return game().moves(position);
    }

    /** Whether {@link #movesToShow} lists every legal move of {@code position}. */
    default boolean showsAllMoves(P position) {
        return true;
    }

    /**
     * The position after the move named {@code move} (a name as listed in an analysis).
     *
     * @throws BadInputException when no legal move has that name
     */
    default P play(P position, String move) {
        String wanted = move.trim();
        for (Move<P> m : game().moves(position)) {
            if (m.name().equals(wanted)) {
                return m.result();
            }
        }
        throw new BadInputException("\"" + wanted + "\" is not a legal move in " + format(position));
    }

    /** The table of outcomes or Grundy values over n = 0..upto, for families with a size. */
    default Optional<Table> table(long upto) {
        return Optional.empty();
    }

    default Analysis analyze(P position) {
        return AnalysisService.analyze(this, position);
    }

    default Analysis analyze(String positionText) {
        return analyze(parse(positionText));
    }

    /** E.g. {@code subtraction takes=1,3,4 play=normal}. */
    default String describe() {
        StringBuilder b = new StringBuilder(family().id());
        parameters().forEach((k, v) -> b.append(' ').append(k).append('=').append(v));
        return b.toString();
    }
}
