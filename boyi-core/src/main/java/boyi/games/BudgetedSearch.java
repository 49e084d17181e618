package boyi.games;

import boyi.model.Evaluator;
import boyi.model.Game;
import boyi.model.Method;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.solve.NegamaxSolver;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Plain exact search (memoised negamax) as an evaluator, within a budget: positions the cheap
 * {@code small} estimate rejects, or whose search would memoise more than {@code budget}
 * positions, get no verdict (empty), so the next evaluator decides. The memo lives as long as the
 * evaluator; an interrupted search (a server's deadline) is not swallowed.
 *
 * <pre>{@code
 * Evaluator<Long> search = new BudgetedSearch<>(rules, n -> n <= 1000, 2_000_000);
 * search.evaluate(10L);        // Optional[win in 5, search, "Exact search ..."]
 * search.evaluate(10_000L);    // empty: beyond the budget
 * }</pre>
 *
 * @param <P> the position type
 */
public final class BudgetedSearch<P> implements Evaluator<P> {

    /** Positions the memo may hold by default. */
    public static final long DEFAULT_BUDGET = 2_000_000;

    private final Game<P> rules;
    private final Predicate<P> small;
    private final long budget;
    private NegamaxSolver<P> solver;

    public BudgetedSearch(Game<P> rules, Predicate<P> small, long budget) {
        this.rules = rules;
        this.small = small;
        this.budget = budget;
    }

    public BudgetedSearch(Game<P> rules, Predicate<P> small) {
        this(rules, small, DEFAULT_BUDGET);
    }

    @Override
    public Optional<Verdict> evaluate(P position) {
        return value(position).map(v -> new Verdict(v, Method.SEARCH, why(v)));
    }

    @Override
    public synchronized Optional<Value> value(P position) {
        if (!small.test(position)) {
            return Optional.empty();
        }
        if (solver == null) {
            solver = new NegamaxSolver<>(rules, budget);
        }
        try {
            return Optional.of(solver.value(position));
        } catch (TooLargeException e) {
            solver = null;                      // the memo may hold unfinished entries: start afresh
            if (Thread.currentThread().isInterrupted()) {
                throw e;
            }
            return Optional.empty();
        }
    }

    /**
     * For games on piles: whether the positions below, at most the product of (pile + 1), number
     * at most {@code limit} (exact integer arithmetic, no overflow).
     */
    public static boolean fewPositionsBelow(java.util.List<Long> piles, long limit) {
        long product = 1;
        for (long p : piles) {
            if (p >= limit) {
                return false;
            }
            product *= p + 1;
            if (product > limit) {
                return false;
            }
        }
        return true;
    }

    private static Text why(Value v) {
        return switch (v.outcome()) {
            case WIN -> Text.format("穷举搜索下面的所有局面：先手必胜，%d 步。", "Exact search of every position below: win in %d.",
                    v.remoteness());
            case LOSS -> Text.format("穷举搜索下面的所有局面：先手必败，%d 步。", "Exact search of every position below: loss in %d.",
                    v.remoteness());
            case DRAW -> Text.of("穷举搜索下面的所有局面：双方都走对时是平局。", "Exact search of every position below: a draw with best play.");
        };
    }
}
