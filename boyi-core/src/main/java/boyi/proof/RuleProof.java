package boyi.proof;

import boyi.logic.Automaton;
import boyi.logic.Numeration;
import boyi.util.Text;
import java.math.BigInteger;
import java.util.List;

/**
 * What the prover found for a rule game: a pattern proven for every position (an automaton of the
 * losses, or of the Grundy relation G(x, v) for one heap), or why there is none.
 *
 * @param status      proven, refuted (a counterexample), not expressible, or a conjecture (no proof within the budget)
 * @param numeration  the numeration the automaton reads (null when there is none)
 * @param losses      tuples: the automaton of the losses (proven or guessed); null otherwise
 * @param draws       tuples: the automaton of the draws, or null when the table has none
 * @param grundy      heaps: the automaton of the relation G(x, v); null otherwise
 * @param formulas    the closed formulas decided, in order, each re-runnable with the automata above defined
 * @param states      automaton states the decision procedure built
 * @param checkedTo   the numbers up to which the table was computed
 * @param counterexample the smallest position where a decided statement fails (refuted), else null
 * @param text        the finding in both languages
 */
public record RuleProof(Status status, Numeration numeration, Automaton losses, Automaton draws, Automaton grundy,
                        List<String> formulas, long states, long checkedTo, BigInteger[] counterexample, Text text) {

    /** How sure the finding is. */
    public enum Status {
        /** Every statement decided true: the pattern holds at every position. */
        PROVEN,
        /** A statement decided false: the counterexample is the smallest position where it fails. */
        REFUTED,
        /** The moves use a construct additive arithmetic cannot say. */
        NOT_EXPRESSIBLE,
        /** No automaton was found or proven within the budget: the pattern stays a conjecture. */
        CONJECTURE
    }

    public boolean proven() {
        return status == Status.PROVEN;
    }

    /** The automaton the proof is about (losses or the Grundy relation). */
    public Automaton automaton() {
        return grundy != null ? grundy : losses;
    }

    /** "base 2, 4 states" / "Fibonacci numeration, 11 states". */
    public Text summary() {
        Automaton a = automaton();
        if (a == null) {
            return Text.EMPTY;
        }
        String base = numeration.id().equals("msd_fib") ? "Fibonacci" : "base " + numeration.digitsPerTrack();
        String zh = numeration.id().equals("msd_fib") ? "斐波那契进制" : numeration.digitsPerTrack() + " 进制";
        return Text.of(zh + "，" + a.stateCount() + " 个状态", base + ", " + a.stateCount() + " states");
    }
}
