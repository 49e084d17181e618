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
import java.util.function.Function;
import java.util.function.LongFunction;

/**
 * A {@link GameInstance} put together from its parts: rules, notation and evaluators, plus
 * optional parts for games whose positions have too many moves to list (the moves an analysis
 * shows, reading a move by its name) and for families with a size (the table).
 *
 * <pre>{@code
 * GameInstance<Long> g = new ComposedGame<>(family, Map.of(), rules, notation,
 *         List.of(Evaluators.over(rules), theorem, Evaluators.search(rules)))
 *         .withTable(upto -> Optional.of(table(upto)));
 * }</pre>
 *
 * @param <P> the position type
 */
final class ComposedGame<P> implements GameInstance<P> {

    private final GameFamily family;
    private final Map<String, String> parameters;
    private final Game<P> game;
    private final Notation<P> notation;
    private final List<Evaluator<P>> evaluators;
    private Function<P, List<Move<P>>> shownMoves;
    private Function<P, Boolean> showsAll;
    private BiFunction<P, String, P> moveReader;
    private LongFunction<Optional<Table>> table = upto -> Optional.empty();

    ComposedGame(GameFamily family, Map<String, String> parameters, Game<P> game, Notation<P> notation,
                 List<Evaluator<P>> evaluators) {
        this.family = family;
        this.parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
        this.game = game;
        this.notation = notation;
        this.evaluators = List.copyOf(evaluators);
    }

    /** The moves an analysis lists, and whether they are all the legal ones. */
    ComposedGame<P> withShownMoves(Function<P, List<Move<P>>> moves, Function<P, Boolean> all) {
        this.shownMoves = moves;
        this.showsAll = all;
        return this;
    }

    /** Reads a move by its name without listing every move (null: fall back to the listed moves). */
    ComposedGame<P> withMoveReader(BiFunction<P, String, P> reader) {
        this.moveReader = reader;
        return this;
    }

    ComposedGame<P> withTable(LongFunction<Optional<Table>> table) {
        this.table = table;
        return this;
    }

    @Override
    public GameFamily family() {
        return family;
    }

    @Override
    public Map<String, String> parameters() {
        return parameters;
    }

    @Override
    public Game<P> game() {
        return game;
    }

    @Override
    public Notation<P> notation() {
        return notation;
    }

    @Override
    public List<Evaluator<P>> evaluators() {
        return evaluators;
    }

    @Override
    public List<Move<P>> movesToShow(P position) {
        return shownMoves == null ? game.moves(position) : shownMoves.apply(position);
    }

    @Override
    public boolean showsAllMoves(P position) {
        return showsAll == null || showsAll.apply(position);
    }

    @Override
    public P play(P position, String move) {
        if (moveReader != null) {
            P next = moveReader.apply(position, move.trim());
            if (next != null) {
                return next;
            }
        }
        String wanted = move.trim();
        for (Move<P> m : movesToShow(position)) {
            if (m.name().equals(wanted) || notation.label(position, m).zh().equals(wanted)
                    || notation.label(position, m).en().equals(wanted)) {
                return m.result();
            }
        }
        return GameInstance.super.play(position, move);
    }

    @Override
    public Optional<Table> table(long upto) {
        return table.apply(upto);
    }
}
