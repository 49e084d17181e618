package boyi.games.graphs;

import boyi.games.TheoremEvaluator;
import boyi.games.BudgetedSearch;
import boyi.games.ExactRemoteness;
import boyi.games.MoveSelection;
import boyi.model.Evaluator;
import boyi.model.Game;
import boyi.model.Method;
import boyi.model.Move;
import boyi.model.Notation;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToLongFunction;

/**
 * What the canon graph, coin and cutting families compose alike: the evaluators "the game is
 * over", a theorem that always decides, completed by a {@link BudgetedSearch} of at most
 * {@link #SEARCH_BUDGET} positions that gives the remoteness of the positions the family calls
 * small ({@link ExactRemoteness}; beyond, the explanation says the remoteness was not computed);
 * and the moves listed, every one while there are at most {@link #LISTED_MOVES}, else a sample
 * (a winning move first).
 *
 * <pre>{@code
 * ComposedGame.of(family, values, rules, notation)
 *         .evaluators(GraphFamilyParts.evaluators(rules, notation, overWhy, p -> Optional.of(verdict(p)), small))
 *         .moves(GraphFamilyParts.listed(rules, rules::moveCount, p -> sampleMoves(rules, p)));
 * }</pre>
 */
final class GraphFamilyParts {

    /** Positions the last evaluator, a budgeted exact search, may memoise. */
    static final long SEARCH_BUDGET = 200_000;
    /** Moves listed at most; beyond, a sample. */
    static final int LISTED_MOVES = 200;

    private GraphFamilyParts() {
    }

    /** A rough count of the positions below a position that the remoteness search takes on. */
    static final double SEARCHED = 1_000;

    /**
     * Over (with {@code overWhy}), then {@code theorem} with the remoteness searched where
     * {@code small} (a test that must hold for every position below a small one), then the
     * theorem alone.
     */
    static <P> List<Evaluator<P>> evaluators(Game<P> rules, Notation<P> notation, Text overWhy, Evaluator<P> theorem,
                                             Predicate<P> small) {
        List<Evaluator<P>> out = new ArrayList<>();
        out.add(over(rules, overWhy));
        out.addAll(TheoremEvaluator.completing(theorem, new BudgetedSearch<>(rules, notation, small, SEARCH_BUDGET), rules, notation));
        return out;
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
