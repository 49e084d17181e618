package boyi.cgt;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A value of the form {@code x + n·↑ + *m} (CGSuite's NumberUpStar): a number part, an up
 * multiple and a nimber part. Recognised by value, not by shape: the game minus its stop is
 * compared with the candidates {@code n·↑ + *m} for |n|, m up to its birthday.
 *
 * @param number the number part
 * @param ups    the up multiple (negative: downs)
 * @param nimber the nimber part
 */
record Nus(Dyadic number, int ups, int nimber) {

    static final Nus NONE = new Nus(Dyadic.ZERO, Integer.MIN_VALUE, -1);

    private static final Map<Long, CanonicalGame> INFINITESIMALS = new ConcurrentHashMap<>();

    static Nus recognise(CanonicalGame g) {
        if (g.isNumber()) {
            return new Nus(g.number(), 0, 0);
        }
        Dyadic x = g.leftStop();
        if (!x.equals(g.rightStop())) {
            return NONE;
        }
        CanonicalGame h = g.add(CanonicalGame.number(x.negate()));
        for (CanonicalGame o : h.leftOptions()) {
            if (!isInfinitesimalNus(o)) {
                return NONE;
            }
        }
        for (CanonicalGame o : h.rightOptions()) {
            if (!isInfinitesimalNus(o)) {
                return NONE;
            }
        }
        int b = h.birthday().intValueExact();   // h is infinitesimal: born no later than its deepest option chain
        for (int m = 0; m <= b; m++) {
            for (int n = -b; n <= b; n++) {
                if ((n != 0 || m != 0) && infinitesimal(n, m) == h) {
                    return new Nus(x, n, m);
                }
            }
        }
        return NONE;
    }

    private static boolean isInfinitesimalNus(CanonicalGame o) {
        Nus n = o.nus();
        return n != null && n.number.signum() == 0;
    }

    /** Lets go of the cached games (to make room under the bound on live games). */
    static void forgetCached() {
        INFINITESIMALS.clear();
    }

    /** {@code n·↑ + *m}, cached. */
    static CanonicalGame infinitesimal(int n, int m) {
        long key = ((long) n << 32) | m;
        CanonicalGame g = INFINITESIMALS.get(key);
        if (g == null) {
            g = CanonicalGame.ups(n).add(CanonicalGame.nimber(m));
            INFINITESIMALS.put(key, g);
        }
        return g;
    }

    /** This value as a game. */
    CanonicalGame game() {
        return CanonicalGame.number(number).add(infinitesimal(ups, nimber));
    }

    boolean isNimber() {
        return number.signum() == 0 && ups == 0;
    }

    boolean isNumber() {
        return ups == 0 && nimber == 0;
    }
}
