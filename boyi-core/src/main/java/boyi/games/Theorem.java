package boyi.games;

import boyi.model.Method;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.util.Text;
import java.util.function.Function;

/**
 * A closed-form theorem by its name and what it says of one position: the outcome, the reason
 * with the position's numbers and, where the game is impartial under normal play, the Grundy
 * value. As a function it gives the verdict (outcome only), or null where the theorem does not
 * apply; {@link TheoremEvaluator#withRemoteness} turns it into a game's evaluators.
 *
 * <pre>{@code
 * Theorem<Long> rule = new Theorem<>(Text.of("九/十八法则", "the 9/18 rule"), p -> new Judgement(WIN, why, null));
 * evaluators.addAll(TheoremEvaluator.withRemoteness(rule, search, rules, notation));
 * }</pre>
 *
 * @param judge the judgement, or null where the theorem does not apply
 */
public record Theorem<P>(Text name, Function<P, Judgement> judge) implements Function<P, Verdict> {

    /** What the theorem says about one position. */
    public record Judgement(Outcome outcome, Text why, Long grundy) {
    }

    @Override
    public Verdict apply(P position) {
        Judgement j = judge.apply(position);
        return j == null ? null : new Verdict(Value.of(j.outcome()), Method.theorem(name), j.why(), j.grundy());
    }
}
