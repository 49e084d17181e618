package boyi.games;

import boyi.model.Evaluator;
import boyi.model.Game;
import boyi.model.Method;
import boyi.model.Notation;
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
 * positions, get no verdict (empty), so the next evaluator decides; as the last evaluator of a
 * game ({@link #lastResort()}) it refuses them instead, with a message naming the budget. The
 * explanation names the position in the game's notation. The memo lives as long as the
 * evaluator; an interrupted search (a server's deadline) is not swallowed. This is Boyi's one
 * search evaluator: a theorem's remoteness ({@link ExactRemoteness}) comes from it too.
 *
 * <pre>{@code
 * BudgetedSearch<Long> search = new BudgetedSearch<>(rules, notation, n -> n <= 1000);
 * search.evaluate(10L);                  // Optional[win in 5, search, "Exact search of every position below 10: ..."]
 * search.evaluate(10_000L);              // empty: beyond the budget
 * search.lastResort().evaluate(10_000L); // TooLargeException: "... too large to search within the budget ..."
 * }</pre>
 *
 * @param <P> the position type
 */
public final class BudgetedSearch<P> implements Evaluator<P> {

    /** Positions the memo may hold by default. */
    public static final long DEFAULT_BUDGET = 2_000_000;

    private final Game<P> rules;
    private final Notation<P> notation;
    private final Predicate<P> small;
    private final long budget;
    private NegamaxSolver<P> solver;

    /**
     * @param notation writes the position in the explanation, as the player writes it
     * @param small    a cheap estimate: whether a search from the position may stay within {@code budget}
     */
    public BudgetedSearch(Game<P> rules, Notation<P> notation, Predicate<P> small, long budget) {
        this.rules = rules;
        this.notation = notation;
        this.small = small;
        this.budget = budget;
    }

    public BudgetedSearch(Game<P> rules, Notation<P> notation, Predicate<P> small) {
        this(rules, notation, small, DEFAULT_BUDGET);
    }

    @Override
    public Optional<Verdict> evaluate(P position) {
        return value(position).map(v -> new Verdict(v, Method.SEARCH, why(position, v)));
    }

    /**
     * The same search as the last evaluator of a game: a position beyond the budget is refused
     * ({@link TooLargeException}, naming the budget) instead of passed on, since no evaluator
     * before it decided.
     */
    public Evaluator<P> lastResort() {
        return new Evaluator<>() {
            @Override
            public Optional<Verdict> evaluate(P position) {
                Value v = decided(position);
                return Optional.of(new Verdict(v, Method.SEARCH, why(position, v)));
            }

            @Override
            public Optional<Value> value(P position) {
                return Optional.of(decided(position));
            }
        };
    }

    private Value decided(P position) {
        return value(position).orElseThrow(() -> new TooLargeException(Text.format(
                "没有定理适用，而局面太大，无法在 %d 个局面的预算内穷举搜索",
                "no theorem applies and the position is too large to search within the budget of %d positions", budget)));
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

    private Text why(P position, Value v) {
        String shown = notation.format(position);
        return switch (v.outcome()) {
            case WIN -> Text.format("穷举搜索 %s 之后真实规则下的所有局面（记忆化负极大值搜索）：先手必胜，%d 步。",
                    "Exact search of every position below %s under the real rules (memoised negamax): win in %d.", shown,
                    v.remoteness());
            case LOSS -> Text.format("穷举搜索 %s 之后真实规则下的所有局面（记忆化负极大值搜索）：先手必败，%d 步。",
                    "Exact search of every position below %s under the real rules (memoised negamax): loss in %d.", shown,
                    v.remoteness());
            case DRAW -> Text.format("穷举搜索 %s 之后真实规则下的所有局面（记忆化负极大值搜索）：双方都走对时是平局。",
                    "Exact search of every position below %s under the real rules (memoised negamax): a draw with best play.", shown);
        };
    }
}
