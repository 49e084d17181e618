package boyi.analysis;

import boyi.games.GameInstance;
import boyi.games.MoveSelection;
import boyi.model.Evaluator;
import boyi.model.Move;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.util.InputText;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The one entry point that analyses a position: the first verdict of the game's evaluators
 * (value, method, explanation), the listed moves with their values, and the best move. The CLI,
 * the judge formats and the web app all go through here; games never call it. At most
 * {@link #MAX_MOVES} moves are listed (best first); the rest are counted, not listed. Where the
 * position's remoteness is unknown, the moves are listed with their outcomes only.
 *
 * <pre>{@code
 * GameInstance<?> bash = Catalogue.family("bash").instantiate(Map.of("m", "3"));
 * Analysis a = Analyzer.analyze(bash, "10");
 * a.value();    // win in 5
 * a.method();   // theorem: Bash theorem
 * }</pre>
 */
public final class Analyzer {

    /** The most moves an analysis lists. */
    public static final int MAX_MOVES = MoveSelection.LIST_LIMIT;

    private Analyzer() {
    }

    /**
     * The first verdict of the game's evaluators.
     *
     * @throws TooLargeException when no evaluator decides the position
     */
    public static <P> Verdict verdict(GameInstance<P> game, P position) {
        for (Evaluator<P> e : game.evaluators()) {
            Optional<Verdict> v = e.evaluate(position);
            if (v.isPresent()) {
                return v.get();
            }
        }
        throw undecided(game);
    }

    /** The value alone, by the first evaluator that decides it. */
    public static <P> Value value(GameInstance<P> game, P position) {
        for (Evaluator<P> e : game.evaluators()) {
            Optional<Value> v = e.value(position);
            if (v.isPresent()) {
                return v.get();
            }
        }
        throw undecided(game);
    }

    public static <P> Analysis analyze(GameInstance<P> game, P position) {
        Verdict verdict = verdict(game, position);
        List<Valued<P>> valued = valuedMoves(game, position, verdict.value().hasRemoteness());
        boolean all = game.showsAllMoves(position);
        OptionalLong total = all ? OptionalLong.of(valued.size()) : game.moveCount(position);
        // Only the listed moves are written out (a long row's 40,000 moves would be 40,000 long positions).
        List<MoveValue> listed = new ArrayList<>();
        for (Valued<P> v : valued.subList(0, Math.min(valued.size(), MAX_MOVES))) {
            listed.add(new MoveValue(v.move().name(), game.notation().label(position, v.move()), game.format(v.move().result()),
                    v.value()));
        }
        return new Analysis(game.describe(), game.format(position), verdict.value(), List.copyOf(listed),
                all && listed.size() == valued.size(), total.isPresent() ? total.getAsLong() : null,
                verdict.method(), verdict.why(), verdict.grundy());
    }

    /**
     * The move an analysis lists first, without writing out the explanation and the moves (a
     * judge format that prints only the move).
     */
    public static <P> Optional<Move<P>> bestMove(GameInstance<P> game, P position) {
        List<Valued<P>> valued = valuedMoves(game, position, value(game, position).hasRemoteness());
        return valued.isEmpty() ? Optional.empty() : Optional.of(valued.get(0).move());
    }

    private record Valued<P>(Move<P> move, Value value) {
    }

    /**
     * The moves to show with their values for the mover, best first; among equal values the
     * game's own move order decides (a stable sort). One answer: when the position's remoteness
     * is unknown, so is every move's (a move into a position just inside an exact table would
     * otherwise look better known than its parent).
     */
    private static <P> List<Valued<P>> valuedMoves(GameInstance<P> game, P position, boolean remoteness) {
        List<Valued<P>> valued = new ArrayList<>();
        for (Move<P> m : game.movesToShow(position)) {
            boyi.solve.Interruption.checkNow();
            Value child = value(game, m.result()).fromParent();
            valued.add(new Valued<>(m, remoteness ? child : Value.of(child.outcome())));
        }
        valued.sort((a, b) -> Value.BEST_FIRST.compare(a.value(), b.value()));
        return valued;
    }

    /** Reads the position (NFKC-normalised: full-width digits accepted) and analyses it. */
    public static <P> Analysis analyze(GameInstance<P> game, String positionText) {
        return analyze(game, game.parse(InputText.normalize(positionText)));
    }

    private static TooLargeException undecided(GameInstance<?> game) {
        return new TooLargeException(Text.of(game.family().id() + "：这个游戏的任何方法都无法在预算内判定这个局面",
                game.family().id() + ": no method of this game decides the position within its budget"));
    }
}
