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

/**
 * The evaluators every canon family shares: "the game is over" first, and a budgeted exact
 * search last (it gives the remoteness the theorems do not, and declines positions beyond its
 * budget instead of running out of memory).
 *
 * <pre>{@code
 * List.of(Evaluators.over(rules, why), theorem, Evaluators.search(rules, 200_000))
 * }</pre>
 */
final class Evaluators {

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

    /** E.g. "先手必胜（3 步）". */
    static String valueZh(Value v) {
        String word = switch (v.outcome()) {
            case WIN -> "先手必胜";
            case LOSS -> "先手必败";
            case DRAW -> "平局";
        };
        return v.hasRemoteness() ? word + "（" + v.remoteness() + " 步）" : word;
    }

    /** Exact memoised search of at most {@code budget} positions; empty beyond it. */
    static <P> Evaluator<P> search(Game<P> game, long budget) {
        return new Evaluator<>() {
            private NegamaxSolver<P> solver;

            @Override
            public synchronized Optional<Verdict> evaluate(P p) {
                try {
                    if (solver == null) {
                        solver = new NegamaxSolver<>(game, budget);
                    }
                    Value v = solver.value(p);
                    int n = solver.positionsSolved();
                    return Optional.of(new Verdict(v, Method.SEARCH, Text.of(
                            String.format("穷举搜索了 %d 个局面：%s。", n, valueZh(v)),
                            String.format("Exact search of %d positions: %s for the player to move.", n, v))));
                } catch (TooLargeException e) {
                    solver = null;                    // a partial memo after a failure is dropped
                    return Optional.empty();
                }
            }
        };
    }
}
