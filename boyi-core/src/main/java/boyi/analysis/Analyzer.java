package boyi.analysis;

import boyi.games.GameInstance;
import boyi.model.Evaluator;
import boyi.model.Move;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The one entry point that analyses a position: the first verdict of the game's evaluators
 * (value, method, explanation), every listed move with its value, and the best move. The CLI,
 * the judge formats and the web app all go through here; games never call it.
 *
 * <pre>{@code
 * GameInstance<?> bash = Catalogue.family("bash").instantiate(Map.of("m", "3"));
 * Analysis a = Analyzer.analyze(bash, "10");
 * a.value();    // win in 5
 * a.method();   // theorem: Bash theorem
 * }</pre>
 */
public final class Analyzer {

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
        throw undecided(game, position);
    }

    /** The value alone, by the first evaluator that decides it. */
    public static <P> Value value(GameInstance<P> game, P position) {
        for (Evaluator<P> e : game.evaluators()) {
            Optional<Value> v = e.value(position);
            if (v.isPresent()) {
                return v.get();
            }
        }
        throw undecided(game, position);
    }

    public static <P> Analysis analyze(GameInstance<P> game, P position) {
        Verdict verdict = verdict(game, position);
        List<MoveValue> moves = new ArrayList<>();
        for (Move<P> m : game.movesToShow(position)) {
            boyi.solve.Interruption.checkNow();
            Value child = value(game, m.result());
            moves.add(new MoveValue(m.name(), game.format(m.result()), child.fromParent()));
        }
        // Stable sort: among equal values the game's own move order decides.
        moves.sort((a, b) -> Value.BEST_FIRST.compare(a.value(), b.value()));
        return new Analysis(game.describe(), game.format(position), verdict.value(), List.copyOf(moves),
                game.showsAllMoves(position), verdict.method(), verdict.why());
    }

    public static <P> Analysis analyze(GameInstance<P> game, String positionText) {
        return analyze(game, game.parse(positionText));
    }

    private static TooLargeException undecided(GameInstance<?> game, Object position) {
        return new TooLargeException(game.family().id() + ": no method of this game decides the position within its budget");
    }
}
