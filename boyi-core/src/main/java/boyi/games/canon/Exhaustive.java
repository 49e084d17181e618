package boyi.games.canon;

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
 * Exact search of the real rules (memoised negamax, iterative) for positions the family calls
 * small; larger positions are left to other evaluators (or refused with a clear message when
 * this is the last one). The memo lives as long as the instance.
 *
 * <pre>{@code
 * Exhaustive<List<Long>> search = new Exhaustive<>(rules, p -> weight(p) <= 20_000);
 * search.evaluate(List.of(3L, 4L));   // the value with its remoteness
 * }</pre>
 */
public final class Exhaustive<P> implements Evaluator<P> {

    /** Positions one instance may memoise. */
    public static final long BUDGET = 2_000_000;

    private final Game<P> game;
    private final Predicate<P> small;
    private NegamaxSolver<P> solver;

    /** @param small whether a search from the position stays well within {@link #BUDGET} */
    public Exhaustive(Game<P> game, Predicate<P> small) {
        this.game = game;
        this.small = small;
    }

    /** The searched value when the position is small, else empty. */
    public synchronized Optional<Value> valueIfSmall(P position) {
        if (!small.test(position)) {
            return Optional.empty();
        }
        if (solver == null) {
            solver = new NegamaxSolver<>(game, BUDGET);
        }
        try {
            return Optional.of(solver.value(position));
        } catch (TooLargeException e) {
            solver = null;             // drop the memo; the estimate was wrong for this position
            return Optional.empty();
        }
    }

    @Override
    public Optional<Verdict> evaluate(P position) {
        Optional<Value> v = valueIfSmall(position);
        if (v.isEmpty()) {
            throw new TooLargeException(Text.format("没有定理适用，而局面太大，无法在 %d 个局面的预算内穷举搜索",
                    "no theorem applies and the position is too large to search within the budget of %d positions", BUDGET));
        }
        String shown = position instanceof java.util.List<?> list
                ? list.stream().map(String::valueOf).collect(java.util.stream.Collectors.joining(" ")) : String.valueOf(position);
        int searched = solver == null ? 0 : solver.positionsSolved();
        return Optional.of(new Verdict(v.get(), Method.SEARCH, Text.format(
                "穷举搜索 %s 之后真实规则下的所有局面（记忆化负极大值搜索，已存 %,d 个局面）。",
                "Exact search of every position below %s under the real rules (memoised negamax, %,d positions stored).",
                shown, searched)));
    }
}
