package boyi.games.graphs;

import boyi.games.MoveSelection;
import boyi.model.Evaluator;
import boyi.model.Game;
import boyi.model.Method;
import boyi.model.Move;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.util.Text;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.ToLongFunction;

/**
 * What the canon graph, coin and cutting families compose alike: the evaluators "the game is
 * over" and a theorem that decides every other position; and the moves listed, every one while there are at most {@link #LISTED_MOVES},
 * else a sample (a winning move first).
 *
 * <pre>{@code
 * ComposedGame.of(family, values, rules, notation)
 *         .evaluators(GraphFamilyParts.evaluators(rules, overWhy, p -> Optional.of(verdict(p))))
 *         .moves(GraphFamilyParts.listed(rules, rules::moveCount, p -> sampleMoves(rules, p)));
 * }</pre>
 */
final class GraphFamilyParts {

    /** Moves listed at most; beyond, a sample. */
    static final int LISTED_MOVES = 200;

    private GraphFamilyParts() {
    }

    /** Over (with {@code overWhy}), then {@code theorem}, which decides every other position. */
    static <P> List<Evaluator<P>> evaluators(Game<P> rules, Text overWhy, Evaluator<P> theorem) {
        return List.of(over(rules, overWhy), theorem);
    }

    /** Every move while {@code count} is at most {@link #LISTED_MOVES}, else {@code sample}. */
    static <P> MoveSelection<P> listed(Game<P> rules, ToLongFunction<P> count, Function<P, List<Move<P>>> sample) {
        return MoveSelection.of(p -> count.applyAsLong(p) <= LISTED_MOVES ? rules.moves(p) : sample.apply(p),
                p -> count.applyAsLong(p) <= LISTED_MOVES);
    }

    /** The verdict on positions where the game is over, with {@code why} saying why. */
    static <P> Evaluator<P> over(Game<P> game, Text why) {
        return p -> {
            Value v = game.primitive(p);
            return v == null ? Optional.empty() : Optional.of(new Verdict(v, Method.OVER, why, 0L));
        };
    }

    /**
     * A theorem that always decides: {@code verdict} explains, {@code value} is the cheap value
     * alone (the values of listed moves need no explanation, nor the search for a winning move).
     */
    static <P> Evaluator<P> theorem(Function<P, Verdict> verdict, Function<P, Value> value) {
        return new Evaluator<>() {
            @Override
            public Optional<Verdict> evaluate(P p) {
                return Optional.of(verdict.apply(p));
            }

            @Override
            public Optional<Value> value(P p) {
                return Optional.of(value.apply(p));
            }
        };
    }
}
