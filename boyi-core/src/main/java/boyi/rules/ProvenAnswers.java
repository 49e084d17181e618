package boyi.rules;

import boyi.model.Move;
import boyi.model.Verdict;
import boyi.util.Text;
import java.util.List;
import java.util.Optional;

/**
 * Answers a proof gives about a rule game at positions too large to search, plugged into a
 * {@link RuleFamily} from above (the prover uses the rules, not the other way round).
 *
 * <pre>{@code
 * RuleFamily f = RuleFamily.of(text).withProofs(g -> myAnswers(g));
 * }</pre>
 */
public interface ProvenAnswers {

    /** The verdict on a position where a proven pattern decides it, else empty. */
    Optional<Verdict> evaluate(RuleState position);

    /**
     * {@link #evaluate}, asked before a search that may not finish: a proof not made yet gets only
     * a share of the caller's time, and when it does not finish (or proves nothing) the answer is
     * empty and the search goes on.
     */
    default Optional<Verdict> evaluateBeforeSearch(RuleState position) {
        return Optional.empty();
    }

    /** Whether {@link #evaluate} answered this position (then {@link #moves} lists what the proof found). */
    boolean answered(RuleState position);

    /** The moves to list at a position the proof answered: a winning move found from the proof, or none. */
    List<Move<RuleState>> moves(RuleState position);

    /** The label in both languages of a move {@link #moves} gave, when the rule text's label could be filled in. */
    default Optional<Text> label(RuleState from, Move<RuleState> move) {
        return Optional.empty();
    }
}
