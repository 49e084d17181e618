package boyi.games;

import boyi.solve.Table;
import boyi.model.Evaluator;
import boyi.model.Game;
import boyi.model.Move;
import boyi.model.Notation;
import boyi.util.BadInputException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * One game of a {@link GameFamily} with its parameters fixed, composed of small parts: the rules
 * ({@link #game()}), how positions and moves are written ({@link #notation()}) and the ways to
 * decide positions ({@link #evaluators()}, in order: theorem, table or database, search). The
 * analysis ({@code boyi.analysis.Analyzer}) takes the first verdict; games never import it.
 *
 * <pre>{@code
 * GameInstance<?> bash = Catalogue.family("bash").instantiate(Map.of("m", "3"));
 * Analysis a = Analyzer.analyze(bash, "10");   // win in 5, best move "take 2", method theorem
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

    /** How positions and moves are written. */
    Notation<P> notation();

    /**
     * The ways this game decides positions, in order of preference; the first that gives a
     * verdict decides. The last is usually a budgeted search.
     */
    List<Evaluator<P>> evaluators();

    /** Reads a position in the family's position syntax. @throws BadInputException */
    default P parse(String text) {
        return notation().parse(text);
    }

    /** Writes a position so that {@code parse(format(p))} equals {@code p}. */
    default String format(P position) {
        return notation().format(position);
    }

    /**
     * The moves an analysis lists. By default all legal moves; games with astronomically many
     * moves (a Nim pile of 10^18) override this to list the interesting ones.
     */
    default List<Move<P>> movesToShow(P position) {
        return game().moves(position);
    }

    /**
     * Whether the game is over at {@code position} (its rules give it a value without a move). A
     * game whose positions may have too many moves to look at overrides this, so that a position
     * decided otherwise (by a proof) is not refused here.
     */
    default boolean isOver(P position) {
        return game().primitive(position) != null;
    }

    /** Whether {@link #movesToShow} lists every legal move of {@code position}. */
    default boolean showsAllMoves(P position) {
        return true;
    }

    /** The number of legal moves, when known (always when {@link #movesToShow} lists them all). */
    default OptionalLong moveCount(P position) {
        return showsAllMoves(position) ? OptionalLong.of(movesToShow(position).size()) : OptionalLong.empty();
    }

    /**
     * The position after the move named {@code move} (a name as listed in an analysis, or either
     * language's label).
     *
     * @throws BadInputException when no legal move has that name
     */
    default P play(P position, String move) {
        String wanted = boyi.util.InputText.normalize(move).trim();
        for (Move<P> m : game().moves(position)) {
            boyi.util.Text label = notation().label(position, m);
            if (m.name().equals(wanted) || boyi.util.InputText.normalize(label.zh()).equals(wanted) || label.en().equals(wanted)) {
                return m.result();
            }
        }
        throw new BadInputException(boyi.util.Text.format(
                "\"%s\" 不是局面 %s 下的合法着法", "\"%s\" is not a legal move in %s", wanted, format(position)));
    }

    /** The table of outcomes or Grundy values over n = 0..upto, for families with a size. */
    default Optional<Table> table(long upto) {
        return Optional.empty();
    }

    /** E.g. {@code subtraction takes=1,3,4 play=normal}. */
    default String describe() {
        StringBuilder b = new StringBuilder(family().id());
        parameters().forEach((k, v) -> b.append(' ').append(k).append('=').append(v));
        return b.toString();
    }
}
