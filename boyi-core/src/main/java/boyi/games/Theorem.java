package boyi.games;

import boyi.model.Evaluator;
import boyi.model.Method;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.util.Text;
import java.util.Optional;
import java.util.function.Function;

/**
 * An evaluator by a closed-form theorem: the outcome, the reason with the numbers and, where the
 * game is impartial under normal play, the Grundy value. The remoteness comes from the exact
 * search when the position is small, else it stays unknown.
 *
 * <pre>{@code
 * new Theorem<>(Text.of("九/十八法则", "the 9/18 rule"), p -> new Judgement(WIN, why, null), search::valueIfSmall);
 * }</pre>
 *
 * @param judge      the judgement, or null where the theorem does not apply
 * @param remoteness the exact value where the position is small enough to search, else empty (may be null)
 */
public record Theorem<P>(Text name, Function<P, Judgement> judge, Function<P, Optional<Value>> remoteness) implements Evaluator<P> {

    /** What the theorem says about one position. */
    public record Judgement(Outcome outcome, Text why, Long grundy) {
    }

    @Override
    public Optional<Verdict> evaluate(P position) {
        Judgement j = judge.apply(position);
        if (j == null) {
            return Optional.empty();
        }
        Optional<Value> searched = remoteness == null ? Optional.empty() : remoteness.apply(position);
        Value value = searched.filter(v -> v.outcome() == j.outcome()).orElse(Value.of(j.outcome()));
        Text note = searched.isPresent() && searched.get().equals(Value.win(1))
                ? Text.of("有一步走完后对方无路可走：1 步必胜。", "A move leaves the opponent no move: win in 1.")
                : searched.isPresent()
                ? Text.of("步数由穷举搜索其下的局面得到。", "Remoteness by exact search of the positions below.")
                : Text.of("局面太大，不计算步数，胜负由定理决定。",
                        "Remoteness not computed: the position is too large to search, the theorem decides the outcome.");
        return Optional.of(new Verdict(value, Method.theorem(name), j.why().then(note), j.grundy()));
    }

    @Override
    public Optional<Value> value(P position) {
        Judgement j = judge.apply(position);
        if (j == null) {
            return Optional.empty();
        }
        Optional<Value> searched = remoteness == null ? Optional.empty() : remoteness.apply(position);
        return Optional.of(searched.filter(v -> v.outcome() == j.outcome()).orElse(Value.of(j.outcome())));
    }
}
