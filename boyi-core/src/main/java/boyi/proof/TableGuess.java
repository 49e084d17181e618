package boyi.proof;

import boyi.logic.Automaton;
import boyi.logic.Numeration;
import boyi.solve.Interruption;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Guesses the smallest automaton that agrees with a finite table (Myhill–Nerode with bounded
 * suffixes): two digit prefixes are the same state when every suffix of at most {@code suffix}
 * letters gives the same answer. Words are read most significant digit first, one letter per
 * tuple of digits; a Fibonacci word with two adjacent 1s in a track is rejected (a dead state).
 *
 * <pre>{@code
 * Automaton even = TableGuess.guess(Numeration.base(2), 1, v -> v[0] % 2 == 0, 8, 100);   // 2 states (plus none dead)
 * }</pre>
 */
final class TableGuess {

    private TableGuess() {
    }

    /** The largest number every word of {@code length} letters can write (all tracks), e.g. 2^length - 1. */
    static long largest(Numeration n, int length) {
        if (n.id().equals("msd_fib")) {
            long a = 1;
            long b = 2;
            for (int i = 0; i < length; i++) {
                long t = a + b;
                a = b;
                b = t;
            }
            return a - 1;
        }
        long v = 1;
        for (int i = 0; i < length; i++) {
            v = Math.multiplyExact(v, n.digitsPerTrack());
        }
        return v - 1;
    }

    /**
     * The automaton of {@code member} over words of at most {@code length} letters (every tuple of
     * numbers up to {@link #largest}), states told apart by suffixes of at most length/2 letters;
     * null when the table is too short to close the automaton or it needs more than {@code maxStates}.
     */
    static Automaton guess(Numeration n, int arity, Predicate<long[]> member, int length, int maxStates) {
        int d = n.digitsPerTrack();
        int letters = 1;
        for (int i = 0; i < arity; i++) {
            letters *= d;
        }
        int suffixLength = Math.max(1, length / 2);
        int prefixLength = length - suffixLength;
        List<int[]> suffixes = words(letters, suffixLength);
        boolean fib = n.id().equals("msd_fib");
        List<int[]> reps = new ArrayList<>();
        Map<String, Integer> bySignature = new HashMap<>();
        List<Integer> next = new ArrayList<>();
        int[] empty = new int[0];
        bySignature.put(signature(n, fib, arity, d, member, empty, suffixes), 0);
        reps.add(empty);
        for (int s = 0; s < reps.size(); s++) {
            Interruption.checkNow();
            int[] rep = reps.get(s);
            if (rep.length >= prefixLength) {
                return null;
            }
            for (int l = 0; l < letters; l++) {
                int[] w = Arrays.copyOf(rep, rep.length + 1);
                w[rep.length] = l;
                String sig = signature(n, fib, arity, d, member, w, suffixes);
                Integer t = bySignature.get(sig);
                if (t == null) {
                    if (reps.size() >= maxStates) {
                        return null;
                    }
                    t = reps.size();
                    bySignature.put(sig, t);
                    reps.add(w);
                }
                next.add(t);
            }
        }
        StringBuilder text = new StringBuilder();
        text.append("numeration ").append(n.id()).append("\narity ").append(arity).append("\nstates ").append(reps.size())
                .append("\nstart 0\naccepting");
        for (int s = 0; s < reps.size(); s++) {
            long[] v = values(n, fib, arity, d, reps.get(s), empty);
            if (v != null && member.test(v)) {
                text.append(' ').append(s);
            }
        }
        text.append('\n');
        for (int s = 0; s < reps.size(); s++) {
            text.append(s).append(':');
            for (int l = 0; l < letters; l++) {
                text.append(' ').append(next.get(s * letters + l));
            }
            text.append('\n');
        }
        return Automaton.fromText(text.toString());
    }

    /** Every word of at most {@code max} letters, shortest first. */
    private static List<int[]> words(int letters, int max) {
        List<int[]> out = new ArrayList<>();
        out.add(new int[0]);
        int from = 0;
        for (int len = 1; len <= max; len++) {
            int to = out.size();
            for (int i = from; i < to; i++) {
                for (int l = 0; l < letters; l++) {
                    int[] w = Arrays.copyOf(out.get(i), len);
                    w[len - 1] = l;
                    out.add(w);
                }
            }
            from = to;
            if (out.size() > 4_000_000) {
                throw new TooLargeException(Text.of("猜自动机的后缀太多", "too many suffixes to guess an automaton"));
            }
        }
        return out;
    }

    private static String signature(Numeration n, boolean fib, int arity, int d, Predicate<long[]> member, int[] prefix,
                                    List<int[]> suffixes) {
        char[] sig = new char[suffixes.size()];
        for (int i = 0; i < sig.length; i++) {
            long[] v = values(n, fib, arity, d, prefix, suffixes.get(i));
            sig[i] = v == null ? 'x' : member.test(v) ? '1' : '0';
        }
        return new String(sig);
    }

    /** The tuple a word writes, or null for an invalid Fibonacci word. */
    private static long[] values(Numeration n, boolean fib, int arity, int d, int[] prefix, int[] suffix) {
        long[] v = new long[arity];
        int length = prefix.length + suffix.length;
        for (int t = 0; t < arity; t++) {
            int shift = arity - 1 - t;
            int[] digits = new int[length];
            for (int i = 0; i < length; i++) {
                int letter = i < prefix.length ? prefix[i] : suffix[i - prefix.length];
                for (int s = 0; s < shift; s++) {
                    letter /= d;
                }
                digits[i] = letter % d;
            }
            if (fib) {
                long a = 1;
                long b = 2;
                long value = 0;
                for (int i = length - 1; i >= 0; i--) {
                    if (digits[i] == 1) {
                        if (i > 0 && digits[i - 1] == 1) {
                            return null;
                        }
                        value += a;
                    }
                    long c = a + b;
                    a = b;
                    b = c;
                }
                v[t] = value;
            } else {
                long value = 0;
                for (int x : digits) {
                    value = value * d + x;
                }
                v[t] = value;
            }
        }
        return v;
    }
}
