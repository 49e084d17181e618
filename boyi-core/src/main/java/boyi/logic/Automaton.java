package boyi.logic;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A deterministic automaton over n-tuples of digits in one {@link Numeration}: it reads the
 * numbers of a tuple most significant digit first, the shorter ones padded with leading zeros, one
 * letter per position. Complete (a dead state where needed); the automata a {@link Decider}
 * builds are minimal and accept a word exactly when they accept it with leading zero letters in
 * front. Immutable.
 *
 * <p>A letter is the tuple of digits {@code (d1, ..., dn)} encoded as {@code d1*b^(n-1) + ... + dn}
 * ({@code b} = {@link Numeration#digitsPerTrack()}), so track 1 is the most significant.
 *
 * <pre>{@code
 * Automaton even = new Decider(Numeration.base(2), 1000).compile("E y x = 2*y", "x");
 * even.stateCount();     // 2
 * even.accepts(10);      // true
 * even.accepts(7);       // false
 * Automaton.fromText(even.toText()).accepts(4);   // true
 * }</pre>
 */
public final class Automaton {

    private final Numeration numeration;
    private final int arity;
    private final int letters;
    private final int start;
    /** {@code next[state * letters + letter]}. */
    private final int[] next;
    private final boolean[] accepting;

    /** Takes ownership of the arrays (no copy). */
    Automaton(Numeration numeration, int arity, int start, int[] next, boolean[] accepting) {
        this.numeration = numeration;
        this.arity = arity;
        this.letters = letterCount(numeration, arity);
        this.start = start;
        this.next = next;
        this.accepting = accepting;
    }

    /** {@code b^arity}; IllegalArgumentException when that is more than 2^20 letters. */
    static int letterCount(Numeration numeration, int arity) {
        long count = 1;
        for (int i = 0; i < arity; i++) {
            count *= numeration.digitsPerTrack();
            if (count > 1 << 20) {
                throw new IllegalArgumentException("an automaton over " + arity + " numbers in " + numeration.id()
                        + " would have more than 2^20 letters");
            }
        }
        return (int) count;
    }

    public Numeration numeration() {
        return numeration;
    }

    /** How many numbers (tracks) a word carries. */
    public int arity() {
        return arity;
    }

    public int stateCount() {
        return accepting.length;
    }

    /** The number of letters, {@code digitsPerTrack^arity}. */
    public int letterCount() {
        return letters;
    }

    public int start() {
        return start;
    }

    public int step(int state, int letter) {
        return next[state * letters + letter];
    }

    public boolean accepting(int state) {
        return accepting[state];
    }

    /** The letter of one tuple of digits, one digit per track. */
    public int letter(int... digits) {
        if (digits.length != arity) {
            throw new IllegalArgumentException("a letter of this automaton has " + arity + " digits, not "
                    + digits.length);
        }
        int b = numeration.digitsPerTrack();
        int letter = 0;
        for (int d : digits) {
            if (d < 0 || d >= b) {
                throw new IllegalArgumentException("digit " + d + " is not a digit of " + numeration.id());
            }
            letter = letter * b + d;
        }
        return letter;
    }

    /** Whether the tuple {@code values} (each >= 0, one per track) is accepted. */
    public boolean accepts(long... values) {
        checkArity(values.length);
        int[][] tracks = new int[values.length][];
        for (int i = 0; i < values.length; i++) {
            tracks[i] = numeration.digits(values[i]);
        }
        return acceptsTracks(tracks);
    }

    /** Whether the tuple {@code values} (each >= 0, one per track) is accepted. */
    public boolean accepts(BigInteger... values) {
        checkArity(values.length);
        int[][] tracks = new int[values.length][];
        for (int i = 0; i < values.length; i++) {
            tracks[i] = numeration.digits(values[i]);
        }
        return acceptsTracks(tracks);
    }

    /**
     * The values of the other tracks completing {@code first} (the values of the first tracks) to
     * an accepted tuple whose padded word is shortest, lexicographically least among those (what
     * {@link Decider#smallest} gives for the formula with the first variables set to constants),
     * or empty when none completes it. Time linear in the digits of {@code first}, without
     * building an automaton: {@code a.completion(x)} for a move relation a(x, y) gives a move.
     *
     * <pre>{@code
     * Automaton less = decider.compile("y < x", "x", "y");
     * less.completion(BigInteger.TEN);   // Optional[[0]]
     * }</pre>
     */
    public java.util.Optional<BigInteger[]> completion(BigInteger... first) {
        if (first.length > arity) {
            throw new IllegalArgumentException("this automaton reads " + arity + " numbers, not " + first.length + " or more");
        }
        int[][] tracks = new int[first.length][];
        for (int i = 0; i < first.length; i++) {
            tracks[i] = numeration.digits(first[i]);
        }
        return java.util.Optional.ofNullable(Witness.completion(this, tracks));
    }

    private void checkArity(int count) {
        if (count != arity) {
            throw new IllegalArgumentException("this automaton reads " + arity + " numbers, not " + count);
        }
    }

    /** Runs the padded word of the digit strings {@code tracks} (msd first). */
    boolean acceptsTracks(int[][] tracks) {
        return accepting[run(start, tracks)];
    }

    /** The state reached from {@code from} by the padded word of {@code tracks}. */
    int run(int from, int[][] tracks) {
        int length = 0;
        for (int[] t : tracks) {
            length = Math.max(length, t.length);
        }
        int b = numeration.digitsPerTrack();
        int state = from;
        for (int position = 0; position < length; position++) {
            int letter = 0;
            for (int[] t : tracks) {
                int at = position - (length - t.length);
                letter = letter * b + (at >= 0 ? t[at] : 0);
            }
            state = next[state * letters + letter];
        }
        return state;
    }

    /**
     * The automaton as text, the inverse of {@link #fromText}:
     * <pre>
     * numeration msd_2
     * arity 1
     * states 2
     * start 0
     * accepting 0
     * 0: 0 1
     * 1: 1 0
     * </pre>
     * One line per state lists its successors in letter order.
     */
    public String toText() {
        StringBuilder text = new StringBuilder();
        text.append("numeration ").append(numeration.id()).append('\n');
        text.append("arity ").append(arity).append('\n');
        text.append("states ").append(stateCount()).append('\n');
        text.append("start ").append(start).append('\n');
        text.append("accepting");
        for (int s = 0; s < stateCount(); s++) {
            if (accepting[s]) {
                text.append(' ').append(s);
            }
        }
        text.append('\n');
        for (int s = 0; s < stateCount(); s++) {
            text.append(s).append(':');
            for (int l = 0; l < letters; l++) {
                text.append(' ').append(next[s * letters + l]);
            }
            text.append('\n');
        }
        return text.toString();
    }

    /**
     * Reads {@link #toText()}'s form. The text is untrusted: every number, state and line is
     * checked, and a problem is an IllegalArgumentException naming the line.
     */
    public static Automaton fromText(String text) {
        List<String> lines = new ArrayList<>();
        List<Integer> lineNumbers = new ArrayList<>();
        String[] raw = text.split("\r?\n", -1);
        for (int i = 0; i < raw.length; i++) {
            if (!raw[i].isBlank()) {
                lines.add(raw[i].trim());
                lineNumbers.add(i + 1);
            }
        }
        TextReader reader = new TextReader(lines, lineNumbers);
        Numeration numeration;
        String numerationId = reader.keyword("numeration", 1)[0];
        try {
            numeration = Numeration.parse(numerationId);
        } catch (IllegalArgumentException e) {
            throw reader.bad(0, e.getMessage());
        }
        int arity = reader.number(reader.keyword("arity", 1)[0], 1, 0, 20);
        int letters;
        try {
            letters = letterCount(numeration, arity);
        } catch (IllegalArgumentException e) {
            throw reader.bad(1, e.getMessage());
        }
        int states = reader.number(reader.keyword("states", 1)[0], 2, 1, Math.max(1, (1 << 24) / letters));
        int start = reader.number(reader.keyword("start", 1)[0], 3, 0, states - 1);
        boolean[] accepting = new boolean[states];
        for (String s : reader.keyword("accepting", -1)) {
            accepting[reader.number(s, 4, 0, states - 1)] = true;
        }
        int[] next = new int[states * letters];
        for (int s = 0; s < states; s++) {
            int index = 5 + s;
            if (index >= lines.size()) {
                throw new IllegalArgumentException("automaton text: the transitions of state " + s
                        + " are missing (expected " + states + " state lines)");
            }
            String line = lines.get(index);
            int colon = line.indexOf(':');
            if (colon < 0 || !line.substring(0, colon).trim().equals(Integer.toString(s))) {
                throw reader.bad(index, "expected \"" + s + ": \" followed by " + letters + " states");
            }
            String[] targets = line.substring(colon + 1).trim().split("\\s+");
            if (targets.length != letters || targets[0].isEmpty() && letters > 0) {
                throw reader.bad(index, "expected " + letters + " successor states, found "
                        + (targets[0].isEmpty() ? 0 : targets.length));
            }
            for (int l = 0; l < letters; l++) {
                next[s * letters + l] = reader.number(targets[l], index, 0, states - 1);
            }
        }
        if (lines.size() > 5 + states) {
            throw reader.bad(5 + states, "unexpected line after the " + states + " state lines");
        }
        return new Automaton(numeration, arity, start, next, accepting);
    }

    /** The lines of an automaton text, with the checks that name the line that is wrong. */
    private record TextReader(List<String> lines, List<Integer> lineNumbers) {

        String[] keyword(String keyword, int count) {
            int index = switch (keyword) {
                case "numeration" -> 0;
                case "arity" -> 1;
                case "states" -> 2;
                case "start" -> 3;
                default -> 4;
            };
            if (index >= lines.size()) {
                throw new IllegalArgumentException("automaton text: the line \"" + keyword + " ...\" is missing");
            }
            String[] words = lines.get(index).split("\\s+");
            if (!words[0].equals(keyword)) {
                throw bad(index, "expected \"" + keyword + " ...\"");
            }
            if (count >= 0 && words.length != count + 1) {
                throw bad(index, "expected \"" + keyword + "\" followed by " + count + " value");
            }
            return Arrays.copyOfRange(words, 1, words.length);
        }

        int number(String word, int index, int min, int max) {
            if (!word.matches("[0-9]{1,9}")) {
                throw bad(index, "\"" + word + "\" is not a whole number " + min + ".." + max);
            }
            int n = Integer.parseInt(word);
            if (n < min || n > max) {
                throw bad(index, n + " is out of range " + min + ".." + max);
            }
            return n;
        }

        IllegalArgumentException bad(int index, String what) {
            int line = index < lineNumbers.size() ? lineNumbers.get(index) : lineNumbers.size() + 1;
            return new IllegalArgumentException("automaton text, line " + line + ": " + what);
        }
    }

    /** For tests: the same automaton with the acceptance of {@code state} flipped (not minimised). */
    public Automaton complementAccepting(int state) {
        if (state < 0 || state >= stateCount()) {
            throw new IllegalArgumentException("no state " + state + " (states 0.." + (stateCount() - 1) + ")");
        }
        boolean[] flipped = accepting.clone();
        flipped[state] = !flipped[state];
        return new Automaton(numeration, arity, start, next, flipped);
    }

    /** The transition table (shared, do not modify). */
    int[] table() {
        return next;
    }

    /** The acceptance flags (shared, do not modify). */
    boolean[] acceptance() {
        return accepting;
    }

    @Override
    public String toString() {
        return "automaton over " + arity + " numbers in " + numeration.id() + ", " + stateCount() + " states";
    }
}
