package boyi.model;

import java.util.Optional;

/**
 * One way to decide positions: a theorem, a table or database, or a search. It returns a
 * {@link Verdict} for the positions it can decide and empty for the others (too large to search,
 * outside a theorem's reach, not in the database). A game lists its evaluators in order; the
 * analysis takes the first verdict.
 *
 * <pre>{@code
 * Evaluator<Long> bash = n -> Optional.of(new Verdict(Bash.value(n, 3, false), BASH, why(n)));
 * }</pre>
 *
 * @param <P> the position type
 */
@FunctionalInterface
public interface Evaluator<P> {

    /**
     * The verdict on {@code position}, or empty when this evaluator cannot decide it.
     *
     * @throws boyi.util.TooLargeException when deciding was started and ran out of budget or time
     */
    Optional<Verdict> evaluate(P position);

    /**
     * The value alone, for callers that need no explanation (the values of a position's moves);
     * evaluators whose explanation costs more than their value override it.
     */
    default Optional<Value> value(P position) {
        return evaluate(position).map(Verdict::value);
    }
}
