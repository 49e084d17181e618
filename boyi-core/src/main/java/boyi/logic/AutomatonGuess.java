package boyi.logic;

import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Learning an automaton from a finite table (Myhill–Nerode with bounded suffixes). Two prefixes
 * (words of digit tuples, msd first) are taken as one state when every suffix of length at most
 * {@code s} gives the same table entry after both; the states are found breadth-first from the
 * empty word, and the hypothesis is kept only if it agrees with the table on every tuple whose
 * entries are all {@code <= limit}. The bound {@code s} grows from 0 until a hypothesis agrees.
 *
 * <p>Every word is read, valid or not: in Fibonacci numeration the words with two adjacent 1s on a
 * track lead to a dead state, which is counted among the states (so "n % 5 == 0" in base 2 has 5
 * states and no dead state; "a xor b xor c == 0" in base 2 has 1 state plus a dead state).
 *
 * <pre>{@code
 * Automaton fives = AutomatonGuess.guess(Numeration.base(2), 1, t -> t[0] % 5 == 0, 1023, 100_000);
 * fives.stateCount();     // 5
 * fives.accepts(1_000_000_000_000L);   // true
 * }</pre>
 */
public final class AutomatonGuess {

    /** At most this many suffixes distinguish prefixes (each is a small array: about 40 MB in all). */
    private static final int MAX_SUFFIXES = 1 << 20;

    /** An entry of a row for a word that is not a tuple of valid words. */
    private static final byte INVALID = 2;

    private final Numeration numeration;
    private final int arity;
    private final Predicate<long[]> member;
    private final long limit;
    private final StateBudget budget;
    private final int letters;
    private final int b;
    /** The longest word length whose every word has all entries <= limit. */
    private final int full;

    private AutomatonGuess(Numeration numeration, int arity, Predicate<long[]> member, long limit, long maxStates) {
        if (arity < 1) {
            throw new IllegalArgumentException("a table has at least one number per entry, not " + arity);
        }
        if (limit < 0) {
            throw new IllegalArgumentException("the limit of a table must be >= 0, not " + limit);
        }
        this.numeration = numeration;
        this.arity = arity;
        this.member = member;
        this.limit = limit;
        this.budget = new StateBudget(maxStates);
        this.letters = Automaton.letterCount(numeration, arity);
        this.b = numeration.digitsPerTrack();
        int length = 0;
        while (length < 62 && largestOfLength(length + 1) <= limit) {
            length++;
        }
        this.full = length;
    }

    /**
     * The smallest automaton found consistent with {@code member} on every tuple whose entries are
     * all {@code <= limit} (the caller grows the limit until the answer is stable).
     *
     * @throws TooLargeException when it needs more than {@code maxStates} states in total, or when
     *         no bound on the suffixes gives an automaton consistent with the table (the table is
     *         too small for the pattern, or the pattern is not automatic)
     */
    public static Automaton guess(Numeration n, int arity, Predicate<long[]> member, long limit, long maxStates) {
        return guessIfAny(n, arity, member, limit, maxStates).orElseThrow(() -> new TooLargeException(Text.format(
                "到 %d 为止的表格找不到一致的自动机（表格太小，或规律不是自动的）",
                "no automaton agrees with the table up to %d (the table is too small, or the pattern is not automatic)",
                limit)));
    }

    /** {@link #guess}, empty when no bound on the suffixes gives a consistent automaton. */
    public static Optional<Automaton> guessIfAny(Numeration n, int arity, Predicate<long[]> member, long limit,
            long maxStates) {
        return new AutomatonGuess(n, arity, member, limit, maxStates).run();
    }

    private Optional<Automaton> run() {
        Operations ops = new Operations(numeration, budget);
        for (int s = 0; s < full; s++) {
            Automaton hypothesis = hypothesis(s);
            if (hypothesis != null && agreesUpToLimit(hypothesis)) {
                return Optional.of(ops.minimise(hypothesis));
            }
        }
        return Optional.empty();
    }

    /** The largest number written with {@code length} digits. */
    private long largestOfLength(int length) {
        if (!numeration.isFibonacci()) {
            long v = 1;
            for (int i = 0; i < length; i++) {
                v = Math.multiplyHigh(v, b) != 0 || v * b < 0 ? Long.MAX_VALUE : v * b;
            }
            return v == Long.MAX_VALUE ? v : v - 1;
        }
        long w = 1;
        long next = 2;
        for (int i = 0; i < length; i++) {
            long after = w + next;
            w = next;
            next = after < 0 ? Long.MAX_VALUE : after;
        }
        return w - 1;   // F(length + 2) - 1
    }

    /** The automaton of the distinct rows over suffixes of length <= s, or null when the prefixes run out of table. */
    private Automaton hypothesis(int s) {
        List<int[]> suffixes = words(s);
        int maxPrefix = full - s;
        TableBuilder table = new TableBuilder(numeration, arity, budget);
        List<int[]> representatives = new ArrayList<>();
        IntArrayIndex rows = new IntArrayIndex();
        int[] empty = new int[0];
        byte[] first = row(empty, suffixes);
        rows.add(asInts(first), 0, first.length);
        representatives.add(empty);
        table.add(first[0] == 1);
        for (int state = 0; state < representatives.size(); state++) {
            int[] u = representatives.get(state);
            if (u.length + 1 > maxPrefix) {
                return null;
            }
            for (int l = 0; l < letters; l++) {
                int[] ua = java.util.Arrays.copyOf(u, u.length + 1);
                ua[u.length] = l;
                byte[] row = row(ua, suffixes);
                int id = rows.add(asInts(row), 0, row.length);
                if (id >= 0) {
                    representatives.add(ua);
                    table.add(row[0] == 1);
                    budget.checkCells((long) representatives.size() * suffixes.size());
                } else {
                    id = -id - 1;
                }
                table.set(state, l, id);
            }
        }
        return table.build(0);
    }

    private static int[] asInts(byte[] row) {
        int[] ints = new int[row.length];
        for (int i = 0; i < row.length; i++) {
            ints[i] = row[i];
        }
        return ints;
    }

    /** The table entries of {@code u} followed by each suffix: 1 member, 0 not, {@link #INVALID}. */
    private byte[] row(int[] u, List<int[]> suffixes) {
        byte[] row = new byte[suffixes.size()];
        int[] word = new int[u.length + full];
        System.arraycopy(u, 0, word, 0, u.length);
        for (int i = 0; i < row.length; i++) {
            int[] v = suffixes.get(i);
            System.arraycopy(v, 0, word, u.length, v.length);
            long[] values = values(word, u.length + v.length);
            row[i] = values == null ? INVALID : member.test(values) ? (byte) 1 : 0;
            budget.check();
        }
        return row;
    }

    /** Every word of length <= maxLength, shortest first, the empty word first (Fibonacci: no 11 inside a track). */
    private List<int[]> words(int maxLength) {
        List<int[]> all = new ArrayList<>();
        all.add(new int[0]);
        for (int from = 0; from < all.size(); from++) {
            int[] w = all.get(from);
            if (w.length == maxLength) {
                continue;
            }
            for (int l = 0; l < letters; l++) {
                if (numeration.isFibonacci() && w.length > 0 && (w[w.length - 1] & l) != 0) {
                    continue;
                }
                int[] longer = java.util.Arrays.copyOf(w, w.length + 1);
                longer[w.length] = l;
                all.add(longer);
                if (all.size() > MAX_SUFFIXES) {
                    throw budget.tooLarge();
                }
            }
        }
        return all;
    }

    /** The tuple spelled by {@code word[0, length)}, or null if a track is not a valid word. */
    private long[] values(int[] word, int length) {
        long[] values = new long[arity];
        if (numeration.isFibonacci()) {
            // letters are bit masks of the tracks; weights F(i+2) from the right
            int previous = 0;
            long weight = 1;
            long next = 2;
            for (int i = length - 1; i >= 0; i--) {
                int l = word[i];
                if ((l & previous) != 0) {
                    return null;
                }
                previous = l;
                for (int t = 0; t < arity; t++) {
                    if ((l >> (arity - 1 - t) & 1) == 1) {
                        values[t] += weight;
                    }
                }
                long after = weight + next;
                weight = next;
                next = after;
            }
            return values;
        }
        for (int i = 0; i < length; i++) {
            int rest = word[i];
            for (int t = arity - 1; t >= 0; t--) {
                values[t] = values[t] * b + rest % b;
                rest /= b;
            }
        }
        return values;
    }

    /** Whether {@code a} agrees with the table on every tuple with entries <= limit (depth-first over the digits). */
    private boolean agreesUpToLimit(Automaton a) {
        int length = numeration.digits(limit).length;
        long[] weights = new long[length];   // weight of position i (msd first) in a word of this length
        for (int i = length - 1; i >= 0; i--) {
            weights[i] = i == length - 1 ? 1
                    : numeration.isFibonacci() ? (i == length - 2 ? 2 : weights[i + 1] + weights[i + 2])
                    : weights[i + 1] * b;
        }
        // explicit stack of (depth, state, letter tried next, values so far)
        int[] states = new int[length + 1];
        int[] nextLetter = new int[length + 1];
        int[] lastLetter = new int[length + 1];
        long[][] values = new long[length + 1][arity];
        states[0] = a.start();
        int depth = 0;
        while (depth >= 0) {
            if (depth == length) {
                if (a.accepting(states[depth]) != member.test(values[depth].clone())) {
                    return false;
                }
                depth--;
                continue;
            }
            int l = nextLetter[depth]++;
            if (l >= letters) {
                nextLetter[depth] = 0;
                depth--;
                continue;
            }
            budget.check();
            if (numeration.isFibonacci() && depth > 0 && (lastLetter[depth - 1] & l) != 0) {
                continue;
            }
            boolean within = true;
            int rest = l;
            for (int t = arity - 1; t >= 0; t--) {
                long v = values[depth][t] + (rest % b) * weights[depth];
                rest /= b;
                within &= v <= limit;
                values[depth + 1][t] = v;
            }
            if (!within) {
                continue;
            }
            lastLetter[depth] = l;
            states[depth + 1] = a.step(states[depth], l);
            depth++;
        }
        return true;
    }
}
