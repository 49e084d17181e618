package boyi.games;

import boyi.model.Evaluator;
import boyi.model.Game;
import boyi.model.Method;
import boyi.model.Notation;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.util.Text;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * A closed-form theorem as an evaluator: it decides every position the theorem applies to (a
 * theorem function returns null where it does not). When the theorem gives the outcome only, the
 * explanation says so (the remoteness is then unknown, not guessed). Boyi's one theorem
 * evaluator; {@link #withRemoteness} puts the exact remoteness in front of it wherever a search
 * reaches, and there a theorem that disagrees with the search is a bug and throws.
 *
 * <pre>{@code
 * Function<List<Long>, Verdict> bouton = piles -> NimTheory.verdict(array(piles), false);
 * evaluators.addAll(TheoremEvaluator.withRemoteness(bouton, search, rules, notation));
 * }</pre>
 *
 * @param <P> the position type
 */
public final class TheoremEvaluator<P> implements Evaluator<P> {

    private static final Text OUTCOME_ONLY = Text.of("步数未计算：局面太大，无法穷举，由定理判定胜负。",
            "Remoteness not computed: the position is too large to search, the theorem decides the outcome.");

    private final Evaluator<P> theorem;

    public TheoremEvaluator(Function<P, Verdict> theorem) {
        this.theorem = p -> Optional.ofNullable(theorem.apply(p));
    }

    private TheoremEvaluator(Evaluator<P> theorem) {
        this.theorem = theorem;
    }

    /**
     * As {@link #withRemoteness(Function, Evaluator, Game, Notation)}, for a theorem given as an
     * evaluator that always decides (the Grundy games): its cheap {@link Evaluator#value} is kept,
     * and beyond {@code exact} its explanation says plainly that the remoteness was not computed.
     */
    public static <P> List<Evaluator<P>> completing(Evaluator<P> theorem, Evaluator<P> exact, Game<P> rules, Notation<P> notation) {
        Function<P, Verdict> decided = p -> theorem.evaluate(p).orElse(null);
        return List.of(new ExactRemoteness<>(decided, exact, ExactRemoteness.SEARCH, rules, notation), new TheoremEvaluator<>(theorem));
    }

    /**
     * The theorem as a game lists it: first with the remoteness of {@code exact} (a search) on
     * the positions it reaches ({@link ExactRemoteness}: a disagreement throws), then alone.
     */
    public static <P> List<Evaluator<P>> withRemoteness(Function<P, Verdict> theorem, Evaluator<P> exact, Game<P> rules,
            Notation<P> notation) {
        return withRemoteness(theorem, exact, rules, notation, MoveSelection.all(rules));
    }

    /** As {@link #withRemoteness(Function, Evaluator, Game, Notation)}, for a game that lists its moves in its own order. */
    public static <P> List<Evaluator<P>> withRemoteness(Function<P, Verdict> theorem, Evaluator<P> exact, Game<P> rules,
            Notation<P> notation, MoveSelection<P> shown) {
        return List.of(new ExactRemoteness<>(theorem, exact, ExactRemoteness.SEARCH, rules, notation, shown::moves),
                new TheoremEvaluator<>(theorem));
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
