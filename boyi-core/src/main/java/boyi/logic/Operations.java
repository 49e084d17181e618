package boyi.logic;

import java.util.Arrays;
import java.util.function.IntBinaryOperator;

/**
 * The operations on automata that the decision procedure composes: product, complement, retracking
 * (reordering and adding tracks), projection with leading-zero closure and determinisation, and
 * minimisation. Every state created is counted by the {@link StateBudget}. Results of
 * {@link #minimise} are canonical: states numbered in breadth-first order from the start (state 0),
 * letters ascending, so equal languages give equal tables.
 */
final class Operations {

    private final Numeration numeration;
    private final StateBudget budget;
    /** The automaton accepting every tuple of valid words, by arity (Fibonacci only). */
    private final Automaton[] validByArity = new Automaton[21];

    Operations(Numeration numeration, StateBudget budget) {
        this.numeration = numeration;
        this.budget = budget;
    }

    Numeration numeration() {
        return numeration;
    }

    StateBudget budget() {
        return budget;
    }

    static final IntBinaryOperator AND = (x, y) -> x & y;
    static final IntBinaryOperator OR = (x, y) -> x | y;
    static final IntBinaryOperator IFF = (x, y) -> x == y ? 1 : 0;

    /** The product of two automata of the same arity, accepting by {@code op} on (0/1, 0/1); minimised. */
    Automaton product(Automaton a, Automaton b, IntBinaryOperator op) {
        if (a.arity() != b.arity()) {
            throw new IllegalArgumentException("product of automata over " + a.arity() + " and " + b.arity()
                    + " numbers");
        }
        int letters = a.letterCount();
        TableBuilder table = new TableBuilder(numeration, a.arity(), budget);
        IntArrayIndex pairs = new IntArrayIndex();
        int[] pair = {a.start(), b.start()};
        pairs.add(pair, 0, 2);
        table.add(accepts(a, b, op, pair));
        int[] ta = a.table();
        int[] tb = b.table();
        for (int state = 0; state < pairs.size(); state++) {
            int[] current = pairs.get(state);
            int baseA = current[0] * letters;
            int baseB = current[1] * letters;
            for (int l = 0; l < letters; l++) {
                pair[0] = ta[baseA + l];
                pair[1] = tb[baseB + l];
                int id = pairs.add(pair, 0, 2);
                if (id >= 0) {
                    table.add(accepts(a, b, op, pair));
                } else {
                    id = -id - 1;
                }
                table.set(state, l, id);
            }
            budget.check();
        }
        return minimise(table.build(0));
    }

    private static boolean accepts(Automaton a, Automaton b, IntBinaryOperator op, int[] pair) {
        return op.applyAsInt(a.accepting(pair[0]) ? 1 : 0, b.accepting(pair[1]) ? 1 : 0) == 1;
    }

    /** The tuples of valid words that {@code a} rejects; minimised. */
    Automaton complement(Automaton a) {
        boolean[] flipped = a.acceptance().clone();
        for (int s = 0; s < flipped.length; s++) {
            flipped[s] = !flipped[s];
        }
        Automaton result = new Automaton(numeration, a.arity(), a.start(), a.table(), flipped);
        return numeration.isFibonacci() ? product(result, valid(a.arity()), AND) : minimise(result);
    }

    /** Restricts {@code a} to tuples of valid words (Fibonacci: no two adjacent 1s on any track). */
    Automaton restrictToValid(Automaton a) {
        return numeration.isFibonacci() ? product(a, valid(a.arity()), AND) : minimise(a);
    }

    /**
     * The language {@code a} has when read as {@link Automaton#accepts} reads it: leading zero
     * letters are ignored (a new start state loops on them, and otherwise moves as the old start)
     * and only tuples of valid words are accepted. The invariant every automaton here keeps.
     */
    Automaton normalised(Automaton a) {
        int letters = a.letterCount();
        int n = a.stateCount();
        budget.checkCells((long) (n + 1) * letters);
        int[] next = java.util.Arrays.copyOf(a.table(), (n + 1) * letters);
        System.arraycopy(a.table(), a.start() * letters, next, n * letters, letters);
        next[n * letters] = n;
        boolean[] accepting = java.util.Arrays.copyOf(a.acceptance(), n + 1);
        accepting[n] = a.accepting(a.start());
        return restrictToValid(new Automaton(numeration, a.arity(), n, next, accepting));
    }

    /** Accepts every tuple of {@code arity} valid words. */
    Automaton valid(int arity) {
        Automaton known = validByArity[arity];
        if (known != null) {
            return known;
        }
        TableBuilder table = new TableBuilder(numeration, arity, budget);
        if (!numeration.isFibonacci()) {
            table.add(true);
            known = table.build(0);
        } else {
            // state m < 2^arity: the tracks whose last digit was 1 (bit arity-1-i for track i, as in a letter);
            // state 2^arity: dead
            int masks = 1 << arity;
            for (int m = 0; m < masks; m++) {
                table.add(true);
            }
            int dead = table.add(false);
            for (int m = 0; m <= masks; m++) {
                for (int l = 0; l < masks; l++) {
                    table.set(m, l, m == dead || (m & l) != 0 ? dead : l);
                }
            }
            known = minimise(table.build(0));
        }
        validByArity[arity] = known;
        return known;
    }

    /**
     * {@code a} over tracks named {@code from} read as an automaton over tracks {@code to}, a
     * superset in any order; new tracks are free (any valid word). Minimised.
     */
    Automaton retrack(Automaton a, String[] from, String[] to) {
        if (Arrays.equals(from, to)) {
            return a;
        }
        int b = numeration.digitsPerTrack();
        int[] position = new int[from.length];
        for (int i = 0; i < from.length; i++) {
            position[i] = Arrays.asList(to).indexOf(from[i]);
            if (position[i] < 0) {
                throw new IllegalArgumentException("track " + from[i] + " is missing in " + Arrays.toString(to));
            }
        }
        int letters = budget.letters(numeration, to.length);
        int[] oldLetter = new int[letters];
        int[] digits = new int[to.length];
        for (int l = 0; l < letters; l++) {
            int rest = l;
            for (int t = to.length - 1; t >= 0; t--) {
                digits[t] = rest % b;
                rest /= b;
            }
            int old = 0;
            for (int p : position) {
                old = old * b + digits[p];
            }
            oldLetter[l] = old;
        }
        int states = a.stateCount();
        budget.checkCells((long) states * letters);
        int[] next = new int[states * letters];
        int oldLetters = a.letterCount();
        int[] old = a.table();
        for (int s = 0; s < states; s++) {
            for (int l = 0; l < letters; l++) {
                next[s * letters + l] = old[s * oldLetters + oldLetter[l]];
            }
            budget.check();
        }
        Automaton wide = new Automaton(numeration, to.length, a.start(), next, a.acceptance().clone());
        return to.length > from.length ? restrictToValid(wide) : minimise(wide);
    }

    /**
     * Projects away {@code track}: the result accepts a tuple when some value of that track makes
     * {@code a} accept. Closed again under leading zeros (the start set takes every state reached
     * by zero letters), determinised by subsets, minimised.
     */
    Automaton project(Automaton a, int track) {
        int arity = a.arity();
        int b = numeration.digitsPerTrack();
        int letters = Automaton.letterCount(numeration, arity - 1);
        int oldLetters = a.letterCount();
        // sources[p * b + d]: the old letter with digit d inserted at track
        int below = 1;
        for (int t = track + 1; t < arity; t++) {
            below *= b;
        }
        int[] sources = new int[letters * b];
        for (int p = 0; p < letters; p++) {
            int high = p / below;
            int low = p % below;
            for (int d = 0; d < b; d++) {
                sources[p * b + d] = (high * b + d) * below + low;
            }
        }
        int[] old = a.table();
        int n = a.stateCount();
        boolean[] mark = new boolean[n];
        int[] members = new int[n];
        // start set: closure of {start} under the projected zero letter
        int count = 0;
        members[count++] = a.start();
        mark[a.start()] = true;
        for (int i = 0; i < count; i++) {
            for (int d = 0; d < b; d++) {
                int t = old[members[i] * oldLetters + sources[d]];
                if (!mark[t]) {
                    mark[t] = true;
                    members[count++] = t;
                }
            }
        }
        IntArrayIndex subsets = new IntArrayIndex();
        TableBuilder table = new TableBuilder(numeration, arity - 1, budget);
        addSubset(a, subsets, table, members, count, mark);
        for (int state = 0; state < subsets.size(); state++) {
            int[] subset = subsets.get(state);
            for (int p = 0; p < letters; p++) {
                count = 0;
                for (int q : subset) {
                    int base = q * oldLetters;
                    for (int d = 0; d < b; d++) {
                        int t = old[base + sources[p * b + d]];
                        if (!mark[t]) {
                            mark[t] = true;
                            members[count++] = t;
                        }
                    }
                }
                table.set(state, p, addSubset(a, subsets, table, members, count, mark));
                budget.checkCells(subsets.poolSize());
                budget.check();
            }
        }
        return minimise(table.build(0));
    }

    /** The id of the subset {@code members[0, count)} (clearing its marks), adding a state when new. */
    private static int addSubset(Automaton a, IntArrayIndex subsets, TableBuilder table, int[] members, int count,
            boolean[] mark) {
        Arrays.sort(members, 0, count);
        boolean accept = false;
        for (int i = 0; i < count; i++) {
            mark[members[i]] = false;
            accept |= a.accepting(members[i]);
        }
        int id = subsets.add(members, 0, count);
        if (id >= 0) {
            table.add(accept);
            return id;
        }
        return -id - 1;
    }

    /**
     * The minimal automaton of {@code a}'s language: unreachable states dropped, equivalent states
     * merged ({@link Hopcroft}), states renumbered breadth-first from the start.
     */
    Automaton minimise(Automaton a) {
        int letters = a.letterCount();
        int[] old = a.table();
        // reachable states in breadth-first order
        int n = a.stateCount();
        int[] order = new int[n];
        int[] rank = new int[n];
        Arrays.fill(rank, -1);
        int reached = 0;
        order[reached++] = a.start();
        rank[a.start()] = 0;
        for (int i = 0; i < reached; i++) {
            int base = order[i] * letters;
            for (int l = 0; l < letters; l++) {
                int t = old[base + l];
                if (rank[t] < 0) {
                    rank[t] = reached;
                    order[reached++] = t;
                }
            }
        }
        // classes of equivalent reachable states (indexed by rank)
        int[] local = new int[reached * letters];
        boolean[] accepts = new boolean[reached];
        for (int i = 0; i < reached; i++) {
            int base = order[i] * letters;
            for (int l = 0; l < letters; l++) {
                local[i * letters + l] = rank[old[base + l]];
            }
            accepts[i] = a.accepting(order[i]);
        }
        int[] cls = Hopcroft.classes(reached, letters, local, accepts, budget);
        int classes = 0;
        for (int c : cls) {
            classes = Math.max(classes, c + 1);
        }
        // quotient, renumbered breadth-first from the start's class
        int[] number = new int[classes];
        Arrays.fill(number, -1);
        int[] representative = new int[classes];
        int count = 0;
        number[cls[0]] = count;
        representative[count++] = 0;
        int[] next = new int[classes * letters];
        boolean[] accepting = new boolean[classes];
        for (int i = 0; i < count; i++) {
            int rep = order[representative[i]];
            accepting[i] = a.accepting(rep);
            for (int l = 0; l < letters; l++) {
                int c = cls[rank[old[rep * letters + l]]];
                if (number[c] < 0) {
                    number[c] = count;
                    representative[count++] = rank[old[rep * letters + l]];
                }
                next[i * letters + l] = number[c];
            }
        }
        return new Automaton(numeration, a.arity(), 0, next, accepting);
    }
}
