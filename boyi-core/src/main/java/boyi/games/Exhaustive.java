package boyi.games;

import boyi.model.Evaluator;
import boyi.model.Game;
import boyi.model.Method;
import boyi.model.Notation;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * The last evaluator of a canon game: exact search of the real rules ({@link BudgetedSearch})
 * for positions the family calls small, and a clear refusal for the others, since no theorem
 * before it applied. The memo lives as long as the instance.
 *
 * <pre>{@code
 * Exhaustive<List<Long>> search = new Exhaustive<>(rules, notation, p -> weight(p) <= 20_000);
 * search.evaluate(List.of(3L, 4L));   // the value with its remoteness
 * }</pre>
 */
public final class Exhaustive<P> implements Evaluator<P> {

    /** Positions one instance may memoise. */
    public static final long BUDGET = BudgetedSearch.DEFAULT_BUDGET;

    private final BudgetedSearch<P> search;
    private final Notation<P> notation;

    /**
     * @param notation writes the position in the explanation, as the player writes it
     * @param small    whether a search from the position stays well within {@link #BUDGET}
     */
    public Exhaustive(Game<P> game, Notation<P> notation, Predicate<P> small) {
        this.search = new BudgetedSearch<>(game, small, BUDGET);
        this.notation = notation;
    }

    /** The searched value when the position is small, else empty. */
    public Optional<Value> valueIfSmall(P position) {
        return search.value(position);
    }

    @Override
    public Optional<Value> value(P position) {
        return Optional.of(decided(position));
    }

    @Override
    public Optional<Verdict> evaluate(P position) {
        Value v = decided(position);
        String shown = notation.format(position);
        return Optional.of(new Verdict(v, Method.SEARCH, Text.format(
                "穷举搜索 %s 之后真实规则下的所有局面（记忆化负极大值搜索）。",
                "Exact search of every position below %s under the real rules (memoised negamax).", shown)));
    }

    private Value decided(P position) {
        return valueIfSmall(position).orElseThrow(() -> new TooLargeException(Text.format(
                "没有定理适用，而局面太大，无法在 %d 个局面的预算内穷举搜索",
                "no theorem applies and the position is too large to search within the budget of %d positions", BUDGET)));
    }
}
