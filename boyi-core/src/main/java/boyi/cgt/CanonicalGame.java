package boyi.cgt;

import boyi.solve.Interruption;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * The value of a short partizan game, kept in canonical form: no dominated option, no
 * reversible option. Equal values are the same object (every instance is interned), so
 * {@code ==} is game equality. Numbers are dyadic rationals of any size and are not expanded
 * into trees ({@link #number()}); their options are made on demand.
 *
 * <pre>{@code
 * CanonicalGame star = CanonicalGame.nimber(1);
 * CanonicalGame up = CanonicalGame.of(List.of(CanonicalGame.ZERO), List.of(star));
 * up.add(up).add(star).toString();          // "^^*"
 * up.compare(star);                          // Relation.CONFUSED
 * CgtNotation.parse("{1|-1}").toString();   // "+-1"
 * }</pre>
 *
 * <p>Memory, a policy that keeps every result exact: the table of interned games holds each
 * game weakly, so it holds exactly the games some caller (or a cached result) still refers to,
 * and while a game is referred to, every equal game built is that same object; a game no one
 * refers to is dropped and built afresh (with a new id) if it is needed again. The caches of
 * sums (translations by a number included) and comparisons, keyed by the two games' ids, have a
 * fixed number of slots, {@link #cacheLimit()} each, and a new entry replaces the one in its slot;
 * they only save work, so a replacement never changes a result, and an id is never reused.
 * The number of live games is bounded ({@link #liveLimit()}): a new game that would pass the bound
 * first makes room (the caches let go of what they hold, and the games no one else refers to
 * are collected); when that frees too little, the work is refused with a
 * {@link TooLargeException} naming the bound, never left to exhaust the memory.
 *
 * <p>Recursion: every method recurses only into options (or into options of options), so its
 * depth is at most the birthday of the games involved (the sum of both for {@link #add},
 * {@link #leq}); numbers are handled by arithmetic, never by their options, except in
 * {@link #of} comparisons against a number option, where the depth is at most the exponent of
 * its denominator.
 */
public final class CanonicalGame {

    private static final AtomicInteger NEXT_ID = new AtomicInteger();
    private static final Map<Object, Interned> INTERNED = new ConcurrentHashMap<>();
    private static final ReferenceQueue<CanonicalGame> DROPPED = new ReferenceQueue<>();
    /** The default size of each operation cache (sums, comparisons), in entries. */
    public static final int DEFAULT_CACHE_LIMIT = 1 << 22;
    private static volatile int cacheLimit = DEFAULT_CACHE_LIMIT;
    /** The default bound on live games (games in the interned table at once). */
    public static final int DEFAULT_LIVE_LIMIT = 1 << 20;
    private static volatile int liveLimit = DEFAULT_LIVE_LIMIT;
    /** Held while room is made for new games: one thread collects, the others wait and look again. */
    private static final Object ROOM = new Object();
    /** Made at first use ({@link #cache()}): a static initialiser does nothing that can fail. */
    private static volatile OperationCache cache;

    /*
     * Built directly, never through of(): a class initialiser that fails (of() stops at the
     * caller's deadline) would leave the class unusable for the life of the process.
     */
    public static final CanonicalGame ZERO = number(Dyadic.ZERO);
    /** {0|0}, canonical as it stands. */
    public static final CanonicalGame STAR = intern(List.of(ZERO), List.of(ZERO));
    /** {0|*}, canonical as it stands. */
    public static final CanonicalGame UP = intern(List.of(ZERO), List.of(STAR));

    private final int id;
    private final Dyadic number;          // non-null exactly for numbers
    private final CanonicalGame[] left;   // for non-numbers: canonical options, sorted by id
    private final CanonicalGame[] right;
    private volatile CanonicalGame negative;
    private volatile Dyadic leftStop;
    private volatile Dyadic rightStop;
    private volatile Thermograph thermograph;
    private volatile BigInteger birthday;
    /** Number + ups + nimber form, computed on first use; NOT_NUS when it is none. */
    private volatile Nus nus;

    private CanonicalGame(Dyadic number, CanonicalGame[] left, CanonicalGame[] right) {
        this.id = NEXT_ID.getAndIncrement();
        if (id < 0) {        // ids key the operation caches, so one must never come back
            throw new IllegalStateException("more than 2^31 games made in one process");
        }
        this.number = number;
        this.left = left;
        this.right = right;
    }

    // ---------------------------------------------------------------- construction

    /** The number {@code x}. */
    public static CanonicalGame number(Dyadic x) {
        return interned(x, () -> new CanonicalGame(x, null, null));
    }

    public static CanonicalGame integer(long n) {
        return number(Dyadic.of(n));
    }

    /** The nimber {@code *m}: {@code {0,*,...,*(m-1) | 0,*,...,*(m-1)}}. */
    public static CanonicalGame nimber(int m) {
        if (m < 0) {
            throw new IllegalArgumentException("negative nimber " + m);
        }
        List<CanonicalGame> below = new ArrayList<>();
        CanonicalGame g = number(Dyadic.ZERO);
        for (int k = 1; k <= m; k++) {
            below.add(g);
            g = of(below, below);
        }
        return g;
    }

    /** {@code n} ups ({@code n < 0}: downs). */
    public static CanonicalGame ups(int n) {
        CanonicalGame one = n >= 0 ? UP : UP.negate();
        CanonicalGame g = ZERO;
        for (int k = 0; k < Math.abs(n); k++) {
            g = g.add(one);
        }
        return g;
    }

    /** {@code x + Tiny(s)} with CGSuite's meaning {@code {x || x | x - s}} (Miny: its negative). */
    public static CanonicalGame tiny(CanonicalGame subscript) {
        CanonicalGame inner = of(List.of(ZERO), List.of(subscript.negate()));
        return of(List.of(ZERO), List.of(inner));
    }

    /**
     * The canonical form of the game whose Left and Right options are the given canonical
     * games: dominated options removed, reversible options bypassed, numbers recognised.
     */
    public static CanonicalGame of(Collection<CanonicalGame> leftOptions, Collection<CanonicalGame> rightOptions) {
        Interruption.checkNow();   // sums of large games take minutes: stop at the caller's deadline
        List<CanonicalGame> l = distinct(leftOptions);
        List<CanonicalGame> r = distinct(rightOptions);
        Dyadic simple = numberBetween(l, r);
        if (simple != null) {
            return number(simple);
        }
        boolean changed = true;
        while (changed) {
            l = undominated(l, true);
            r = undominated(r, false);
            changed = false;
            Form g = new Form(l, r);
            for (int i = 0; i < l.size() && !changed; i++) {
                for (CanonicalGame glr : l.get(i).rightOptions()) {
                    if (leq(glr, g)) {                 // Left's move reverses through GLR
                        List<CanonicalGame> next = new ArrayList<>(l);
                        next.remove(i);
                        next.addAll(glr.leftOptions());
                        l = distinct(next);
                        changed = true;
                        break;
                    }
                }
            }
            for (int i = 0; i < r.size() && !changed; i++) {
                for (CanonicalGame grl : r.get(i).leftOptions()) {
                    if (leq(g, grl)) {
                        List<CanonicalGame> next = new ArrayList<>(r);
                        next.remove(i);
                        next.addAll(grl.rightOptions());
                        r = distinct(next);
                        changed = true;
                        break;
                    }
                }
            }
        }
        simple = numberBetween(l, r);
        if (simple != null) {
            return number(simple);
        }
        return intern(l, r);
    }

    /** Interns options already known to be canonical together (translation, negation). */
    private static CanonicalGame intern(List<CanonicalGame> l, List<CanonicalGame> r) {
        CanonicalGame[] la = sortedById(l);
        CanonicalGame[] ra = sortedById(r);
        return interned(new OptionKey(la, ra), () -> new CanonicalGame(null, la, ra));
    }

    /** The live game of this key, or a new one made by {@code make} and entered under the key. */
    private static CanonicalGame interned(Object key, Supplier<CanonicalGame> make) {
        forgetDropped();
        while (true) {
            Interned had = INTERNED.get(key);
            CanonicalGame g = had == null ? null : had.get();
            if (g != null) {
                return g;
            }
            if (INTERNED.size() >= liveLimit) {
                makeRoom();
            }
            g = make.get();
            Interned mine = new Interned(g, key);
            if (had == null ? INTERNED.putIfAbsent(key, mine) == null : INTERNED.replace(key, had, mine)) {
                return g;
            }
        }
    }

    /** Removes the entries of games the garbage collector has dropped. */
    private static void forgetDropped() {
        for (Reference<? extends CanonicalGame> r = DROPPED.poll(); r != null; r = DROPPED.poll()) {
            INTERNED.remove(((Interned) r).key, r);
        }
    }

    /**
     * Brings the interned table below the bound on live games: the caches let go of the games
     * they hold, the collector runs, and the entries of dropped games are removed. A reclaim
     * must free at least a sixteenth of the bound (else every new game would run the collector);
     * when it does not, the games in use are too many.
     *
     * @throws TooLargeException naming the bound, when the games still referred to fill it
     */
    private static void makeRoom() {
        synchronized (ROOM) {
            int limit = liveLimit;
            forgetDropped();
            if (INTERNED.size() < limit) {
                return;                  // another thread made room meanwhile
            }
            OperationCache c = cache;
            if (c != null) {
                c.forgetSums();
            }
            GameMemo.forgetAll();
            Nus.forgetCached();
            System.gc();
            int enough = limit - limit / 16;
            long until = System.nanoTime() + 1_000_000_000L;   // the collector enqueues dropped entries soon after it runs
            try {
                while (INTERNED.size() >= enough && System.nanoTime() < until) {
                    Reference<? extends CanonicalGame> r = DROPPED.remove(20);
                    if (r != null) {
                        INTERNED.remove(((Interned) r).key, r);
                        forgetDropped();
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            Interruption.checkNow();     // an interrupted thread stops as interrupted, not as too large
            if (INTERNED.size() >= enough) {
                throw new TooLargeException(Text.format(
                        "同时在用的标准型太多：已到同时存在的标准型个数的上限 %,d；这些博弈太大，无法在这里精确计算",
                        "too many canonical forms in use at once: they reach the bound on live canonical forms, %,d; "
                                + "these games are too large to work out exactly here", limit));
            }
        }
    }

    /** The bound on live games: the most games the interned table may hold at once. */
    public static int liveLimit() {
        return liveLimit;
    }

    /**
     * Sets the bound on live games (at least 64). Work that needs more games at once than
     * fifteen sixteenths of it is refused; results within it do not depend on it.
     */
    public static void liveLimit(int games) {
        if (games < 64) {
            throw new IllegalArgumentException("live limit " + games);
        }
        liveLimit = games;
    }

    /** The number of games in the interned table (live ones, and dropped ones not yet removed). */
    public static int internedCount() {
        forgetDropped();
        return INTERNED.size();
    }

    /** How many entries of the operation caches so far took the slot of another entry. */
    public static long cacheReplacements() {
        return cache().replaced();
    }

    /** The operation caches, made at the first operation. */
    private static OperationCache cache() {
        OperationCache c = cache;
        if (c == null) {
            synchronized (CanonicalGame.class) {
                c = cache;
                if (c == null) {
                    c = new OperationCache(cacheLimit);
                    cache = c;
                }
            }
        }
        return c;
    }

    /** The size, in entries, of each operation cache. */
    public static int cacheLimit() {
        return cacheLimit;
    }

    /**
     * Replaces the operation caches by empty ones of at least {@code entries} slots each (rounded
     * up to a power of two); results do not depend on the size, only the work.
     */
    public static void cacheLimit(int entries) {
        if (entries < 1) {
            throw new IllegalArgumentException("cache limit " + entries);
        }
        synchronized (CanonicalGame.class) {
            cacheLimit = entries;
            cache = new OperationCache(entries);
        }
    }

    /** A weak entry of the interned table, knowing its key so that it can be removed once dropped. */
    private static final class Interned extends WeakReference<CanonicalGame> {
        private final Object key;

        Interned(CanonicalGame g, Object key) {
            super(g, DROPPED);
            this.key = key;
        }
    }

    /** The number a game with these options equals when all are numbers and Left's are below Right's. */
    private static Dyadic numberBetween(List<CanonicalGame> l, List<CanonicalGame> r) {
        Dyadic low = null;
        Dyadic high = null;
        for (CanonicalGame g : l) {
            if (g.number == null) {
                return null;
            }
            low = low == null ? g.number : low.max(g.number);
        }
        for (CanonicalGame g : r) {
            if (g.number == null) {
                return null;
            }
            high = high == null ? g.number : high.min(g.number);
        }
        if (low != null && high != null && low.compareTo(high) >= 0) {
            return null;
        }
        return Dyadic.simplestBetween(low, high);
    }

    private static List<CanonicalGame> distinct(Collection<CanonicalGame> options) {
        List<CanonicalGame> out = new ArrayList<>(options.size());
        for (CanonicalGame g : options) {
            if (!out.contains(g)) {          // identity: games are interned
                out.add(g);
            }
        }
        return out;
    }

    /** Keeps Left's maximal options ({@code forLeft}) or Right's minimal ones. */
    private static List<CanonicalGame> undominated(List<CanonicalGame> options, boolean forLeft) {
        List<CanonicalGame> out = new ArrayList<>(options.size());
        for (int i = 0; i < options.size(); i++) {
            checkNowAndThen();
            CanonicalGame a = options.get(i);
            boolean dominated = false;
            for (int j = 0; j < options.size() && !dominated; j++) {
                CanonicalGame b = options.get(j);
                if (i != j) {
                    dominated = forLeft ? a.leq(b) : b.leq(a);
                }
            }
            if (!dominated) {
                out.add(a);
            }
        }
        return out;
    }

    /**
     * The caller's deadline, read now and then: one canonicalisation of a large sum makes millions
     * of comparisons between two calls of {@link #of} (its call counter is shared by threads: a benign race).
     */
    private static final Interruption STOP = new Interruption();

    private static void checkNowAndThen() {
        STOP.check();
    }

    private static CanonicalGame[] sortedById(List<CanonicalGame> options) {
        CanonicalGame[] a = options.toArray(new CanonicalGame[0]);
        Arrays.sort(a, (x, y) -> Integer.compare(x.id, y.id));
        return a;
    }

    // ---------------------------------------------------------------- structure

    public boolean isNumber() {
        return number != null;
    }

    /** The number this game is, or {@code null}. */
    public Dyadic number() {
        return number;
    }

    public boolean isZero() {
        return this == ZERO;
    }

    /** Left's options in canonical form (for a number: its canonical options). */
    public List<CanonicalGame> leftOptions() {
        if (number == null) {
            return List.of(left);
        }
        if (number.isInteger()) {
            return number.signum() > 0 ? List.of(number(number.subtract(Dyadic.ONE))) : List.of();
        }
        return List.of(number(number.subtract(Dyadic.ONE.shiftDown(number.exponent()))));
    }

    /** Right's options in canonical form. */
    public List<CanonicalGame> rightOptions() {
        if (number == null) {
            return List.of(right);
        }
        if (number.isInteger()) {
            return number.signum() < 0 ? List.of(number(number.add(Dyadic.ONE))) : List.of();
        }
        return List.of(number(number.add(Dyadic.ONE.shiftDown(number.exponent()))));
    }

    /**
     * The day this game is born: 0 for 0, 1 + the largest birthday of an option otherwise
     * (a number's birthday grows with its size: 2^40 is born on day 2^40).
     */
    public BigInteger birthday() {
        BigInteger b = birthday;
        if (b == null) {
            if (number != null) {
                // n is born on day |n|; m/2^k (k >= 1) on day floor(|m/2^k|) + 1 + k
                b = number.numerator().abs().shiftRight(number.exponent());
                if (!number.isInteger()) {
                    b = b.add(BigInteger.valueOf(1L + number.exponent()));
                }
            } else {
                b = BigInteger.ZERO;
                for (CanonicalGame g : left) {
                    b = b.max(g.birthday());
                }
                for (CanonicalGame g : right) {
                    b = b.max(g.birthday());
                }
                b = b.add(BigInteger.ONE);
            }
            birthday = b;
        }
        return b;
    }

    // ---------------------------------------------------------------- arithmetic

    public CanonicalGame negate() {
        CanonicalGame n = negative;
        if (n == null) {
            if (number != null) {
                n = number(number.negate());
            } else {
                List<CanonicalGame> l = new ArrayList<>();
                List<CanonicalGame> r = new ArrayList<>();
                for (CanonicalGame g : right) {
                    l.add(g.negate());
                }
                for (CanonicalGame g : left) {
                    r.add(g.negate());
                }
                n = intern(l, r);
            }
            negative = n;
        }
        return n;
    }

    /** The disjunctive sum, in canonical form. */
    public CanonicalGame add(CanonicalGame other) {
        if (this == ZERO) {
            return other;
        }
        if (other == ZERO) {
            return this;
        }
        if (number != null && other.number != null) {
            return number(number.add(other.number));
        }
        int a = Math.min(id, other.id);
        int b = Math.max(id, other.id);
        OperationCache c = cache();
        CanonicalGame s = c.sum(a, b);
        if (s != null) {
            return s;
        }
        if (number != null) {
            s = other.translate(this);
        } else if (other.number != null) {
            s = translate(other);
        } else {
            List<CanonicalGame> l = new ArrayList<>();
            List<CanonicalGame> r = new ArrayList<>();
            for (CanonicalGame g : left) {
                l.add(g.add(other));
            }
            for (CanonicalGame g : other.left) {
                l.add(add(g));
            }
            for (CanonicalGame g : right) {
                r.add(g.add(other));
            }
            for (CanonicalGame g : other.right) {
                r.add(add(g));
            }
            s = of(l, r);
        }
        c.sum(a, b, s);
        return s;
    }

    /** This non-number plus a number: by number translation, {@code {GL + x | GR + x}} is canonical. */
    private CanonicalGame translate(CanonicalGame x) {
        List<CanonicalGame> l = new ArrayList<>();
        List<CanonicalGame> r = new ArrayList<>();
        for (CanonicalGame g : left) {
            l.add(g.add(x));
        }
        for (CanonicalGame g : right) {
            r.add(g.add(x));
        }
        return intern(l, r);
    }

    public CanonicalGame subtract(CanonicalGame other) {
        return add(other.negate());
    }

    // ---------------------------------------------------------------- order

    /** {@code this <= other}: Left, moving second in {@code other - this}, wins. */
    public boolean leq(CanonicalGame other) {
        if (this == other) {
            return true;
        }
        if (number != null && other.number != null) {
            return number.compareTo(other.number) <= 0;
        }
        if (number != null) {              // x <= H (H not a number) iff no HR <= x
            for (CanonicalGame hr : other.right) {
                if (hr.leq(this)) {
                    return false;
                }
            }
            return true;
        }
        if (other.number != null) {        // G <= y (G not a number) iff no GL >= y
            for (CanonicalGame gl : left) {
                if (other.leq(gl)) {
                    return false;
                }
            }
            return true;
        }
        OperationCache c = cache();
        int known = c.leq(id, other.id);
        if (known >= 0) {
            return known == 1;
        }
        checkNowAndThen();
        boolean result = true;
        for (CanonicalGame gl : left) {
            if (other.leq(gl)) {
                result = false;
                break;
            }
        }
        if (result) {
            for (CanonicalGame hr : other.right) {
                if (hr.leq(this)) {
                    result = false;
                    break;
                }
            }
        }
        c.leq(id, other.id, result);
        return result;
    }

    public boolean geq(CanonicalGame other) {
        return other.leq(this);
    }

    /** How this game compares with {@code other}. */
    public Relation compare(CanonicalGame other) {
        boolean le = leq(other);
        boolean ge = other.leq(this);
        return le && ge ? Relation.EQUAL : le ? Relation.LESS : ge ? Relation.GREATER : Relation.CONFUSED;
    }

    /** Who wins: L (Left, whoever starts), R, P (the second player), N (the first player). */
    public OutcomeClass outcome() {
        return switch (compare(ZERO)) {
            case GREATER -> OutcomeClass.L;
            case LESS -> OutcomeClass.R;
            case EQUAL -> OutcomeClass.P;
            case CONFUSED -> OutcomeClass.N;
        };
    }

    // A game given by canonical options but not itself canonical (during canonicalisation).
    private record Form(List<CanonicalGame> left, List<CanonicalGame> right) {
    }

    /** {@code x <= g}: no XL >= g and no GR <= x. Depth: birthday of x. */
    private static boolean leq(CanonicalGame x, Form g) {
        for (CanonicalGame gr : g.right) {
            if (gr.leq(x)) {
                return false;
            }
        }
        for (CanonicalGame xl : x.leftOptions()) {
            if (leq(g, xl)) {
                return false;
            }
        }
        return true;
    }

    /** {@code g <= x}: no GL >= x and no XR <= g. */
    private static boolean leq(Form g, CanonicalGame x) {
        for (CanonicalGame gl : g.left) {
            if (x.leq(gl)) {
                return false;
            }
        }
        for (CanonicalGame xr : x.rightOptions()) {
            if (leq(xr, g)) {
                return false;
            }
        }
        return true;
    }

    // ---------------------------------------------------------------- stops and temperature

    /** The number Left reaches moving first, both playing to the stop. */
    public Dyadic leftStop() {
        Dyadic s = leftStop;
        if (s == null) {
            if (number != null) {
                s = number;
            } else {
                for (CanonicalGame g : left) {
                    s = s == null ? g.rightStop() : s.max(g.rightStop());
                }
            }
            leftStop = s;
        }
        return s;
    }

    /** The number Right reaches moving first. */
    public Dyadic rightStop() {
        Dyadic s = rightStop;
        if (s == null) {
            if (number != null) {
                s = number;
            } else {
                for (CanonicalGame g : right) {
                    s = s == null ? g.leftStop() : s.min(g.leftStop());
                }
            }
            rightStop = s;
        }
        return s;
    }

    public Thermograph thermograph() {
        Thermograph t = thermograph;
        if (t == null) {
            t = Thermograph.of(this);
            thermograph = t;
        }
        return t;
    }

    /** The mean (the mast of the thermograph). */
    public Dyadic mean() {
        return thermograph().mast();
    }

    /** The temperature: where the thermograph's walls meet; {@code -1/2^k} for a number {@code m/2^k}. */
    public Dyadic temperature() {
        return thermograph().temperature();
    }

    /** Equal to {@code x + n·↑ + *m} (a number, nimber, up multiple or a sum of them). */
    public boolean isNumberUpStar() {
        return nus() != null;
    }

    /** The number + ups + nimber form of this game, or {@code null} if it has none. */
    Nus nus() {
        Nus n = nus;
        if (n == null) {
            n = Nus.recognise(this);
            nus = n;
        }
        return n == Nus.NONE ? null : n;
    }

    /** Every option of every follower, down to the numbers, is infinitesimal: Left and Right move equally long. */
    public boolean isAllSmall() {
        if (number != null) {
            return number.signum() == 0;
        }
        if (left.length == 0 || right.length == 0) {
            return false;
        }
        for (CanonicalGame g : left) {
            if (!g.isAllSmall()) {
                return false;
            }
        }
        for (CanonicalGame g : right) {
            if (!g.isAllSmall()) {
                return false;
            }
        }
        return true;
    }

    // ---------------------------------------------------------------- plumbing

    int id() {
        return id;
    }

    /** CGSuite's text of this value ({@link CgtNotation#format}). */
    @Override
    public String toString() {
        return CgtNotation.format(this);
    }

    private record OptionKey(CanonicalGame[] left, CanonicalGame[] right) {
        @Override
        public boolean equals(Object o) {
            return o instanceof OptionKey k && Arrays.equals(left, k.left) && Arrays.equals(right, k.right);
        }

        @Override
        public int hashCode() {
            return 31 * Arrays.hashCode(left) + Arrays.hashCode(right);
        }
    }
}
