package boyi.games.canon;

import boyi.model.Evaluator;
import boyi.model.Game;
import boyi.model.Method;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.util.Text;
import java.util.Optional;

/**
 * The evaluators the canon graph families share besides the last, a {@link boyi.games.BudgetedSearch}
 * of {@link #SEARCH_BUDGET} positions: "the game is over" first, and a theorem that always decides.
 *
 * <pre>{@code
 * List.of(Evaluators.over(rules, why), theorem, new BudgetedSearch<>(rules, p -> true, Evaluators.SEARCH_BUDGET))
 * }</pre>
 */
final class Evaluators {

    /** Positions the last evaluator, a budgeted exact search, may memoise. */
    static final long SEARCH_BUDGET = 200_000;

    private Evaluators() {
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
    static <P> Evaluator<P> theorem(java.util.function.Function<P, Verdict> verdict,
                                    java.util.function.Function<P, Value> value) {
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
