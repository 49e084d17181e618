package boyi.games;

import boyi.model.Evaluator;
import boyi.model.Game;
import boyi.model.Method;
import boyi.model.Move;
import boyi.model.Notation;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.util.Text;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * A theorem that gives the outcome, completed by an exact computation (a budgeted search or an
 * exact table) that gives the remoteness, said honestly: the method reads "Bouton's theorem;
 * remoteness by exact search" and the explanation adds the move that wins fastest (or loses
 * slowest), the very move the analysis lists first. Positions the exact computation does not
 * reach, or the theorem does not apply to (a null verdict), get no verdict, so the plain theorem
 * or the search comes next. The theorem's outcome is checked
 * against the exact one on every position (a disagreement is a bug, reported loudly).
 *
 * <pre>{@code
 * Evaluator<List<Long>> nim = new ExactRemoteness<>(theorem, search, Text.of("穷举搜索", "exact search"), rules, notation);
 * nim.evaluate(List.of(3L, 4L, 5L));   // win in 11, "Bouton's theorem; remoteness by exact search"
 * }</pre>
 *
 * @param <P> the position type
 */
public final class ExactRemoteness<P> implements Evaluator<P> {

    /** The usual exact computation: search of every position below. */
    public static final Text SEARCH = Text.of("穷举搜索", "exact search");

    private final Function<P, Verdict> theorem;
    private final Evaluator<P> exact;
    private final Text how;
    private final Game<P> rules;
    private final Notation<P> notation;
    private final Function<P, List<Move<P>>> shown;

    /**
     * @param exact gives exact values (with remoteness) for the positions it reaches, empty beyond
     * @param theorem gives the outcome (null where it does not apply: no verdict then)
     * @param how   what the exact computation is, e.g. "exact search"
     */
    public ExactRemoteness(Function<P, Verdict> theorem, Evaluator<P> exact, Text how, Game<P> rules, Notation<P> notation) {
        this(theorem, exact, how, rules, notation, rules::moves);
    }

    /**
     * @param shown the moves in the order the analysis lists them (the game's {@link MoveSelection}):
     *              the move named is the first of them that keeps the value, as the analysis's best move is
     */
    public ExactRemoteness(Function<P, Verdict> theorem, Evaluator<P> exact, Text how, Game<P> rules, Notation<P> notation,
                           Function<P, List<Move<P>>> shown) {
        this.theorem = theorem;
        this.exact = exact;
        this.how = how;
        this.rules = rules;
        this.notation = notation;
        this.shown = shown;
    }

    @Override
    public Optional<Verdict> evaluate(P position) {
        Optional<Value> found = exact.value(position);
        if (found.isEmpty()) {
            return Optional.empty();
        }
        Value value = found.get();
        Verdict t = theorem.apply(position);
        if (t == null) {
            return Optional.empty();
        }
        if (t.value().outcome() != value.outcome() || t.value().hasRemoteness() && !t.value().equals(value)) {
            throw new IllegalStateException(t.method().name().en() + " says " + t.value() + " but " + how.en() + " says "
                    + value + " at " + notation.format(position));
        }
        if (t.method().kind() == Method.Kind.OVER) {
            return Optional.of(new Verdict(value, t.method(), t.why(), t.grundy()));
        }
        Method method = new Method(t.method().kind(), Text.of(t.method().name().zh() + "；步数：" + how.zh(),
                t.method().name().en() + "; remoteness by " + how.en()));
        return Optional.of(new Verdict(value, method, t.why().then(remoteness(position, value, t.why())), t.grundy()));
    }

    @Override
    public Optional<Value> value(P position) {
        return exact.value(position);
    }

    /**
     * The remoteness and the move that keeps it: the move the theorem's reason already names when
     * it keeps the value (one move named), else the first such move in the order shown.
     */
    private Text remoteness(P position, Value value, Text theoremWhy) {
        if (rules.primitive(position) != null || value.outcome() == Outcome.DRAW) {
            return Text.EMPTY;
        }
        Text first = null;
        for (Move<P> m : shown.apply(position)) {
            Optional<Value> child = exact.value(m.result());
            if (child.isPresent() && child.get().fromParent().equals(value)) {
                Text label = notation.label(position, m);
                if (first == null) {
                    first = label;
                }
                if (Text.namesWhole(theoremWhy.en(), label.en())) {
                    first = label;
                    break;
                }
            }
        }
        if (first != null) {
            boolean win = value.outcome() == Outcome.WIN;
            return Text.of(String.format(win ? "步数由%s得出：%d 步可胜，最快的走法是「%s」。" : "步数由%s得出：%d 步后必败，拖得最久的走法是「%s」。",
                            how.zh(), value.remoteness(), first.zh()),
                    String.format(win ? "Remoteness by %s: win in %d, quickest by %s." : "Remoteness by %s: loss in %d, longest by %s.",
                            how.en(), value.remoteness(), first.en()));
        }
        // the exact computation did not reach a child that keeps the value (a bound on the children
        // that the position itself passed): the remoteness stands, the move is left to the analysis
        boolean win = value.outcome() == Outcome.WIN;
        return Text.of(String.format(win ? "步数由%s得出：%d 步可胜。" : "步数由%s得出：%d 步后必败。", how.zh(), value.remoteness()),
                String.format(win ? "Remoteness by %s: win in %d." : "Remoteness by %s: loss in %d.", how.en(), value.remoteness()));
    }
}
