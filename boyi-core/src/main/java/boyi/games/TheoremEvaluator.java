package boyi.games;

import boyi.model.Evaluator;
import boyi.model.Method;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.util.Text;
import java.util.Optional;
import java.util.function.Function;

/**
 * A closed-form theorem as an evaluator: it decides every position it is given. When the theorem
 * gives the outcome only, the explanation says so (the remoteness is then unknown, not guessed).
 *
 * <pre>{@code
 * Evaluator<List<Long>> bouton = new TheoremEvaluator<>(piles -> NimTheory.verdict(array(piles), false));
 * }</pre>
 *
 * @param <P> the position type
 */
public final class TheoremEvaluator<P> implements Evaluator<P> {

    private static final Text OUTCOME_ONLY = Text.of("步数未计算：局面太大，无法穷举，由定理判定胜负。",
            "Remoteness not computed: the position is too large to search, the theorem decides the outcome.");

    private final Evaluator<P> theorem;

    public TheoremEvaluator(Function<P, Verdict> theorem) {
        this.theorem = p -> Optional.of(theorem.apply(p));
    }

    private TheoremEvaluator(Evaluator<P> theorem) {
        this.theorem = theorem;
    }

    /** A theorem given as an evaluator: its cheap {@link Evaluator#value} is kept. */
    public static <P> TheoremEvaluator<P> of(Evaluator<P> theorem) {
        return new TheoremEvaluator<>(theorem);
    }

    @Override
    public Optional<Verdict> evaluate(P position) {
        return theorem.evaluate(position).map(v -> v.value().hasRemoteness() || v.method().kind() == Method.Kind.OVER ? v
                : new Verdict(v.value(), v.method(), v.why().then(OUTCOME_ONLY), v.grundy()));
    }

    @Override
    public Optional<Value> value(P position) {
        return theorem.value(position);
    }
}
