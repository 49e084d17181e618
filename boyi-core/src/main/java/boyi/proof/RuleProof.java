package boyi.proof;

import boyi.logic.Automaton;
import boyi.logic.Numeration;
import boyi.util.Text;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

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

    /**
     * {@code status} (lower case), {@code zh}, {@code en} (the finding), then {@link #automatonJson()}:
     * what a table's JSON carries as its proof.
     */
    public Map<String, Object> json() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("status", status.name().toLowerCase(Locale.ROOT));
        m.put("zh", text.zh());
        m.put("en", text.en());
        m.putAll(automatonJson());
        return m;
    }

    /**
     * The automata and the decided formulas, re-runnable by anyone: {@code numeration},
     * {@code automaton} (and {@code draws}), {@code predicate} ({@code L} or {@code G}),
     * {@code formulas}, {@code states_built}; empty when there is no automaton.
     */
    public Map<String, Object> automatonJson() {
        Map<String, Object> m = new LinkedHashMap<>();
        if (automaton() == null) {
            return m;
        }
        m.put("numeration", numeration.id());
        m.put("automaton", json(automaton()));
        if (draws != null) {
            m.put("draws", json(draws));
        }
        m.put("predicate", grundy != null ? "G" : "L");
        m.put("formulas", formulas);
        m.put("states_built", states);
        return m;
    }

    private static Map<String, Object> json(Automaton a) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("numeration", a.numeration().id());
        m.put("arity", a.arity());
        m.put("states", a.stateCount());
        m.put("start", a.start());
        List<Integer> accepting = new ArrayList<>();
        List<List<Integer>> transitions = new ArrayList<>();
        int letters = 1;
        for (int i = 0; i < a.arity(); i++) {
            letters *= a.numeration().digitsPerTrack();
        }
        for (int s = 0; s < a.stateCount(); s++) {
            if (a.accepting(s)) {
                accepting.add(s);
            }
            List<Integer> row = new ArrayList<>();
            for (int l = 0; l < letters; l++) {
                row.add(a.step(s, l));
            }
            transitions.add(row);
        }
        m.put("accepting", accepting);
        m.put("transitions", transitions);
        m.put("text", a.toText());
        return m;
    }
}
