package boyi.logic;

import java.util.Arrays;

/** A growing transition table: states are added one by one, each counted against the budget. */
final class TableBuilder {

    private final Numeration numeration;
    private final int arity;
    private final int letters;
    private final StateBudget budget;
    private int[] next;
    private boolean[] accepting;
    private int size;

    TableBuilder(Numeration numeration, int arity, StateBudget budget) {
        this.numeration = numeration;
        this.arity = arity;
        this.letters = budget.letters(numeration, arity);
        this.budget = budget;
        this.next = new int[letters * 4];
        this.accepting = new boolean[4];
    }

    int letters() {
        return letters;
    }

    int size() {
        return size;
    }

    /** A new state (its transitions still to be set). */
    int add(boolean accept) {
        budget.add(size + 1, letters);
        if (size == accepting.length) {
            accepting = Arrays.copyOf(accepting, size * 2);
            next = Arrays.copyOf(next, Math.multiplyExact(size * 2, letters));
        }
        accepting[size] = accept;
        return size++;
    }

    void set(int state, int letter, int target) {
        next[state * letters + letter] = target;
    }

    void accept(int state, boolean accept) {
        accepting[state] = accept;
    }

    /** The automaton built so far (states 0..size-1), not minimised. */
    Automaton build(int start) {
        return new Automaton(numeration, arity, start, Arrays.copyOf(next, size * letters),
                Arrays.copyOf(accepting, size));
    }
}
