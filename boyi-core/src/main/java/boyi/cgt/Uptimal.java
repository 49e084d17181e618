package boyi.cgt;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Uptimals: the games {@code x + *m + a1·↑ + a2·↑^2 + ... + ak·↑^k} (x a number, the a_i
 * integers), in CGSuite 2's meaning and notation. {@code ↑^n} ("up-nth", CGSuite {@code ^.Pow(n)},
 * printed {@code ^<n>}) is {@code {0 | ↓^[n-1]*}}, and {@code ↑^[n]} (CGSuite {@code ^.PowTo(n)},
 * printed {@code ^[n]}) is {@code ↑ + ↑^2 + ... + ↑^n = {↑^[n-1] | *}}; {@code ↑^[0] = 0}.
 * CGSuite prints an uptimal in this short form only when its expansion has one digit
 * ({@code 6^*}, {@code v3}), a single non-zero digit ±1 ({@code ^<2>}, {@code 1v<3>*}) or all
 * its digits equal to 1 or all to -1 ({@code ^[4]*}, {@code v[2]}); any other uptimal is
 * written with braces.
 *
 * <pre>{@code
 * Uptimal.pow(2).toString();                        // "^<2>", the game {0|v*}
 * Uptimal.powTo(3).toString();                      // "^[3]", the game {0|*||*|||*}
 * Uptimal.pow(2).add(Uptimal.pow(2).negate());      // CanonicalGame.ZERO
 * Uptimal.pow(CgtNotation.parse("^"), 2);           // CGSuite's ^.Pow(2): the same ^<2>
 * }</pre>
 *
 * <p>Recognition works on values: the options of an uptimal are uptimals with its number part,
 * and its expansion follows from its only Right option (or, for its negative, its only Left
 * option); each candidate expansion is built from {@link #pow} and compared with the game, so a
 * game is never given an expansion it does not equal. Followers are visited with an explicit
 * stack.
 */
public final class Uptimal {

    /** The largest order {@code n} read in {@code ^<n>} and {@code ^[n]} (the games are born on day n + 1). */
    public static final int MAX_ORDER = 128;

    private static final List<CanonicalGame> POW = new ArrayList<>(List.of(CanonicalGame.ZERO));     // index 0 unused
    private static final List<CanonicalGame> POW_TO = new ArrayList<>(List.of(CanonicalGame.ZERO));
    private static final GameMemo<Optional<Expansion>> KNOWN = new GameMemo<>();

    private Uptimal() {
    }

    /**
     * An uptimal expansion {@code x.a1a2...ak} plus {@code *m}: the game
     * {@code x + *m + a1·↑ + ... + ak·↑^k}.
     *
     * @param number the number part x
     * @param nimber the nimber part m
     * @param digits a1 ... ak; the last is non-zero (the expansion of {@code x + *m} has none)
     */
    record Expansion(Dyadic number, int nimber, int[] digits) {

        Expansion {
            if (digits.length > 0 && digits[digits.length - 1] == 0) {
                throw new IllegalArgumentException("trailing zero digit");
            }
        }

        /** The expansion with trailing zero digits dropped. */
        static Expansion trimmed(Dyadic number, int nimber, int[] digits) {
            int k = digits.length;
            while (k > 0 && digits[k - 1] == 0) {
                k--;
            }
            return new Expansion(number, nimber, Arrays.copyOf(digits, k));
        }

        int length() {
            return digits.length;
        }

        /** {@code a_n} (1-based), 0 beyond the length. */
        int digit(int n) {
            return n <= digits.length ? digits[n - 1] : 0;
        }

        /** One non-zero digit, and it is 1 or -1: {@code ±↑^n}. */
        boolean isUnit() {
            int nonZero = 0;
            for (int d : digits) {
                if (d != 0) {
                    nonZero++;
                    if (Math.abs(d) != 1) {
                        return false;
                    }
                }
            }
            return nonZero <= 1;
        }

        /** Every digit 1, or every digit -1: {@code ±↑^[n]}. */
        boolean isUnitSum() {
            for (int d : digits) {
                if (Math.abs(d) != 1 || d != digits[0]) {
                    return false;
                }
            }
            return true;
        }

        Expansion negate() {
            int[] d = new int[digits.length];
            for (int k = 0; k < d.length; k++) {
                d[k] = -digits[k];
            }
            return new Expansion(number.negate(), nimber, d);
        }

        /** Adds 1 to the first {@code toLength} digits (extending with 1s) and toggles a {@code *}. */
        Expansion increment(int toLength) {
            int[] d = Arrays.copyOf(digits, Math.max(toLength, digits.length));
            for (int k = 0; k < toLength; k++) {
                d[k]++;
            }
            return trimmed(number, nimber ^ 1, d);
        }

        /** CGSuite's order of uptimals: number, digits from the first, length, nimber. */
        int compareTo(Expansion o) {
            int c = number.compareTo(o.number);
            for (int k = 0; c == 0 && k < Math.min(digits.length, o.digits.length); k++) {
                c = Integer.compare(digits[k], o.digits[k]);
            }
            if (c == 0) {
                c = Integer.compare(digits.length, o.digits.length);
            }
            return c != 0 ? c : Integer.compare(nimber, o.nimber);
        }

        /** The game this expansion stands for. */
        CanonicalGame game() {
            CanonicalGame g = CanonicalGame.number(number).add(Nus.infinitesimal(digit(1), nimber));
            for (int n = 2; n <= digits.length; n++) {
                CanonicalGame p = digits[n - 1] > 0 ? pow(n) : pow(n).negate();
                for (int k = 0; k < Math.abs(digits[n - 1]); k++) {
                    g = g.add(p);
                }
            }
            return g;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Expansion e && number.equals(e.number) && nimber == e.nimber
                    && Arrays.equals(digits, e.digits);
        }

        @Override
        public int hashCode() {
            return (number.hashCode() * 31 + nimber) * 31 + Arrays.hashCode(digits);
        }

        /** CGSuite's {@code UptimalExpansion} text: {@code 9/8*.0}, {@code *.1-2} (digits 0-9 here). */
        @Override
        public String toString() {
            StringBuilder b = new StringBuilder();
            if (nimber == 0 || number.signum() != 0) {
                b.append(number);
            }
            if (nimber != 0) {
                b.append('*').append(nimber > 1 ? String.valueOf(nimber) : "");
            }
            b.append('.');
            if (digits.length == 0) {
                b.append('0');
            }
            for (int d : digits) {
                b.append(Math.abs(d)).append(d < 0 ? "-" : "");
            }
            return b.toString();
        }
    }

    /**
     * {@code ↑^n}, up-nth: {@code ↑^1 = ↑}, {@code ↑^n = {0 | * - ↑^[n-1]}} (CGSuite's
     * {@code ^.Pow(n)}, printed {@code ^<n>}).
     *
     * @param n at least 1
     */
    public static CanonicalGame pow(int n) {
        if (n < 1) {
            throw new IllegalArgumentException("order " + n + " < 1");
        }
        synchronized (POW) {
            while (POW.size() <= n) {
                CanonicalGame right = CanonicalGame.STAR.subtract(powTo(POW.size() - 1));
                POW.add(CanonicalGame.of(List.of(CanonicalGame.ZERO), List.of(right)));
            }
            return POW.get(n);
        }
    }

    /**
     * {@code ↑^[n] = ↑ + ↑^2 + ... + ↑^n}: {@code ↑^[0] = 0}, {@code ↑^[n] = {↑^[n-1] | *}}
     * (CGSuite's {@code ^.PowTo(n)}, printed {@code ^[n]}).
     *
     * @param n at least 0
     */
    public static CanonicalGame powTo(int n) {
        if (n < 0) {
            throw new IllegalArgumentException("order " + n + " < 0");
        }
        synchronized (POW_TO) {
            while (POW_TO.size() <= n) {
                CanonicalGame below = POW_TO.get(POW_TO.size() - 1);
                POW_TO.add(CanonicalGame.of(List.of(below), List.of(CanonicalGame.STAR)));
            }
            return POW_TO.get(n);
        }
    }

    /**
     * CGSuite's {@code G.Pow(n)} for a game {@code G = {0|H}}: {@code {0 | H - G.PowTo(n-1)}};
     * {@code ^.Pow(n)} is {@code ^<n>}.
     *
     * @param base a game {@code {0|H}}
     * @param n    at least 1
     * @throws IllegalArgumentException when the base is not of the form {@code {0|H}}
     */
    public static CanonicalGame pow(CanonicalGame base, int n) {
        if (base == CanonicalGame.UP) {
            return pow(n);
        }
        if (n < 1) {
            throw new IllegalArgumentException("order " + n + " < 1");
        }
        return CanonicalGame.of(List.of(CanonicalGame.ZERO), List.of(rightOf(base).subtract(powTo(base, n - 1))));
    }

    /**
     * CGSuite's {@code G.PowTo(n)} for a game {@code G = {0|H}}: 0 for n = 0, else
     * {@code {G.PowTo(n-1) | H}} (the ordinal sum {@code G : (n-1)}); {@code ^.PowTo(n)} is {@code ^[n]}.
     *
     * @param base a game {@code {0|H}}
     * @param n    at least 0
     * @throws IllegalArgumentException when the base is not of the form {@code {0|H}}
     */
    public static CanonicalGame powTo(CanonicalGame base, int n) {
        if (base == CanonicalGame.UP) {
            return powTo(n);
        }
        if (n < 0) {
            throw new IllegalArgumentException("order " + n + " < 0");
        }
        CanonicalGame h = rightOf(base);
        CanonicalGame g = CanonicalGame.ZERO;
        for (int k = 1; k <= n; k++) {
            g = CanonicalGame.of(List.of(g), List.of(h));
        }
        return g;
    }

    /** Whether {@code g} is {@code {0|H}}, the form {@link #pow(CanonicalGame, int)} takes. */
    public static boolean isPowerBase(CanonicalGame g) {
        return !g.isNumber() && g.leftOptions().equals(List.of(CanonicalGame.ZERO)) && g.rightOptions().size() == 1;
    }

    private static CanonicalGame rightOf(CanonicalGame base) {
        if (!isPowerBase(base)) {
            throw new IllegalArgumentException("not of the form {0|H}: " + base);
        }
        return base.rightOptions().get(0);
    }

    /** The uptimal expansion of {@code g}, or {@code null} when {@code g} is not an uptimal. */
    static Expansion expansion(CanonicalGame g) {
        Expansion quick = direct(g);
        if (quick != null || !mayBeUptimal(g)) {
            return quick;
        }
        Optional<Expansion> known = KNOWN.get(g);
        if (known != null) {
            return known.orElse(null);
        }
        // post-order over the followers that may be uptimals; results of this call are kept
        // locally too, so that emptying KNOWN on the way changes nothing
        Map<CanonicalGame, Optional<Expansion>> done = new IdentityHashMap<>();
        Deque<CanonicalGame> todo = new ArrayDeque<>();
        todo.push(g);
        while (!todo.isEmpty()) {
            CanonicalGame f = todo.peek();
            if (done.containsKey(f)) {
                todo.pop();
                continue;
            }
            boolean ready = true;
            for (List<CanonicalGame> side : List.of(f.leftOptions(), f.rightOptions())) {
                for (CanonicalGame o : side) {
                    if (lookup(o, done) == null) {
                        todo.push(o);
                        ready = false;
                    }
                }
            }
            if (ready) {
                todo.pop();
                Optional<Expansion> e = Optional.ofNullable(fromOptions(f, done));
                done.put(f, e);
                KNOWN.put(f, e);
            }
        }
        return done.get(g).orElse(null);
    }

    /**
     * What is known of {@code o} without looking at its options, or {@code null}; a result found
     * in {@code KNOWN} is copied into {@code done}, which is what later steps read.
     */
    private static Optional<Expansion> lookup(CanonicalGame o, Map<CanonicalGame, Optional<Expansion>> done) {
        Expansion quick = direct(o);
        if (quick != null || !mayBeUptimal(o)) {
            return Optional.ofNullable(quick);
        }
        Optional<Expansion> e = done.get(o);
        if (e == null) {
            e = KNOWN.get(o);
            if (e != null) {
                done.put(o, e);
            }
        }
        return e;
    }

    /** The expansion of a number plus ups plus a nimber (length 0 or 1), else {@code null}. */
    private static Expansion direct(CanonicalGame g) {
        Nus n = g.nus();
        if (n == null) {
            return null;
        }
        return new Expansion(n.number(), n.nimber(), n.ups() == 0 ? new int[0] : new int[] {n.ups()});
    }

    /** An uptimal is infinitely close to its number part: both stops are that number. */
    private static boolean mayBeUptimal(CanonicalGame g) {
        return g.leftStop().equals(g.rightStop());
    }

    /** The expansion of {@code g}, whose options' expansions are all in {@code done} or known. */
    private static Expansion fromOptions(CanonicalGame g, Map<CanonicalGame, Optional<Expansion>> done) {
        List<Expansion> lo = expansions(g.leftOptions(), done);
        List<Expansion> ro = expansions(g.rightOptions(), done);
        if (lo == null || ro == null || lo.isEmpty() || ro.isEmpty()) {
            return null;
        }
        Dyadic x = lo.get(0).number();
        for (List<Expansion> side : List.of(lo, ro)) {
            for (Expansion e : side) {
                if (!e.number().equals(x)) {
                    return null;
                }
            }
        }
        // last digit positive: the only Right option is *(m+1) . a1-1 ... ak-1
        Expansion e = fromOnlyRight(g, lo, ro);
        if (e != null) {
            return e;
        }
        // last digit negative: the same for -g, whose only Right option is -(g's only Left option)
        List<Expansion> negRight = new ArrayList<>();
        for (Expansion l : lo) {
            negRight.add(l.negate());
        }
        List<Expansion> negLeft = new ArrayList<>();
        for (Expansion r : ro) {
            negLeft.add(r.negate());
        }
        e = fromOnlyRight(g.negate(), negLeft, negRight);
        return e == null ? null : e.negate();
    }

    private static Expansion fromOnlyRight(CanonicalGame g, List<Expansion> lo, List<Expansion> ro) {
        if (ro.size() != 1) {
            return null;
        }
        Expansion r = ro.get(0);
        int longestLeft = 0;
        for (Expansion l : lo) {
            longestLeft = Math.max(longestLeft, l.length());
        }
        List<Expansion> candidates = new ArrayList<>();
        if (r.length() > 0 && r.digit(r.length()) > 0) {
            candidates.add(r.increment(r.length()));                              // a_k >= 2
        }
        candidates.add(r.increment(Math.max(r.length(), longestLeft) + 1));      // a_k = 1
        for (Expansion c : candidates) {
            if (c.length() > 0 && c.digit(c.length()) > 0 && c.game() == g) {
                return c;
            }
        }
        return null;
    }

    private static List<Expansion> expansions(List<CanonicalGame> options, Map<CanonicalGame, Optional<Expansion>> done) {
        List<Expansion> out = new ArrayList<>();
        for (CanonicalGame o : options) {
            Optional<Expansion> e = lookup(o, done);
            if (e == null || e.isEmpty()) {
                return null;
            }
            out.add(e.get());
        }
        return out;
    }
}
