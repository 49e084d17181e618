package boyi.theory;

import boyi.model.Method;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.util.Text;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Wythoff's game, decided exactly with integers. The cold (lost) positions are the pairs
 * {@code (a_k, a_k + k)} with {@code a_k = floor(k * phi)}, phi the golden ratio, and their
 * mirror images. Since {@code k * phi = (k + sqrt(5 k^2)) / 2} and {@code sqrt(5 k^2)} is
 * irrational for {@code k > 0}, {@code floor(k * phi) = (k + isqrt(5 k^2)) / 2} exactly (integer
 * square root and integer division): no floating point, any size (BigInteger).
 *
 * <pre>{@code
 * WythoffTheory.lower(4);              // floor(4 phi) = 6: (6, 10) is cold
 * WythoffTheory.isCold(6, 10);         // true
 * WythoffTheory.winningMoves(7, 10);   // [[6, 10], [6, 9] ...]: to the cold positions in reach
 * }</pre>
 */
public final class WythoffTheory {

    private static final BigInteger FIVE = BigInteger.valueOf(5);

    private WythoffTheory() {
    }

    /** {@code floor(k * phi)} for {@code k >= 0}: the smaller pile of the k-th cold pair. */
    public static BigInteger lower(BigInteger k) {
        return k.add(FIVE.multiply(k).multiply(k).sqrt()).shiftRight(1);
    }

    public static long lower(long k) {
        return lower(BigInteger.valueOf(k)).longValueExact();
    }

    /** {@code floor(n / phi)} for {@code n >= 0}, exactly: {@code (isqrt(5 n^2) - n) / 2}. */
    static BigInteger divideByPhi(BigInteger n) {
        return FIVE.multiply(n).multiply(n).sqrt().subtract(n).shiftRight(1);
    }

    /** The k with {@code lower(k) == n}, or -1 when n is not a lower Wythoff number. */
    public static BigInteger lowerIndex(BigInteger n) {
        if (n.signum() == 0) {
            return BigInteger.ZERO;
        }
        // lower(k) = n means k in [n / phi, (n + 1) / phi): k = floor(n / phi) + 1 if any.
        BigInteger k = divideByPhi(n).add(BigInteger.ONE);
        return lower(k).equals(n) ? k : BigInteger.ONE.negate();
    }

    /** The j with {@code lower(j) + j == n}, or -1 when n is not an upper Wythoff number. */
    public static BigInteger upperIndex(BigInteger n) {
        if (n.signum() == 0) {
            return BigInteger.ZERO;
        }
        // upper(j) = floor(j phi^2) = n means j in [n / phi^2, (n+1) / phi^2), and n / phi^2 = n - n / phi.
        BigInteger approx = n.subtract(divideByPhi(n)).subtract(BigInteger.ONE);
        for (int d = 0; d <= 2; d++) {
            BigInteger j = approx.add(BigInteger.valueOf(d));
            if (j.signum() > 0 && lower(j).add(j).equals(n)) {
                return j;
            }
        }
        return BigInteger.ONE.negate();
    }

    /** Whether the player to move loses at piles (a, b). */
    public static boolean isCold(BigInteger a, BigInteger b) {
        BigInteger small = a.min(b);
        return lower(a.max(b).subtract(small)).equals(small);
    }

    public static boolean isCold(long a, long b) {
        return isCold(BigInteger.valueOf(a), BigInteger.valueOf(b));
    }

    /**
     * The positions every winning move leads to, in the same pile order as {@code (a, b)}; empty
     * when (a, b) is cold. At most four: reduce the bigger pile to the partner of the smaller,
     * reduce either pile so that the other is its upper partner, or take the same amount from
     * both to reach the cold pair with the same difference.
     */
    public static List<long[]> winningMoves(long a, long b) {
        List<long[]> out = new ArrayList<>();
        if (isCold(a, b)) {
            return out;
        }
        boolean swapped = a > b;
        long s = Math.min(a, b);
        long t = Math.max(a, b);
        List<long[]> sorted = new ArrayList<>();
        long k = lowerIndex(BigInteger.valueOf(s)).longValueExact();
        if (k >= 0 && s + k < t) {
            sorted.add(new long[] {s, s + k});                 // bigger pile down to s's upper partner
        }
        long j = upperIndex(BigInteger.valueOf(s)).longValueExact();
        if (j > 0) {
            sorted.add(new long[] {s, lower(j)});               // bigger pile below s, to s's lower partner
        }
        long d = t - s;
        long ad = lower(d);
        if (ad < s) {
            sorted.add(new long[] {ad, ad + d});                // the same amount from both piles
        }
        long jt = upperIndex(BigInteger.valueOf(t)).longValueExact();
        if (jt > 0 && lower(jt) < s) {
            sorted.add(new long[] {lower(jt), t});              // smaller pile down to t's lower partner
        }
        for (long[] m : sorted) {
            long[] r = swapped ? new long[] {m[1], m[0]} : m;
            if (out.stream().noneMatch(o -> o[0] == r[0] && o[1] == r[1])) {
                out.add(r);
            }
        }
        return out;
    }

    public static final Method METHOD = Method.theorem(Text.of("威佐夫定理", "Wythoff's theorem"));

    /** The outcome (not the remoteness), the method and why, with the numbers. */
    public static Verdict verdict(long a, long b) {
        long s = Math.min(a, b);
        long t = Math.max(a, b);
        long d = t - s;
        long ad = lower(d);
        if (t == 0) {
            return new Verdict(Value.loss(0), METHOD, Text.of("石子已取完：先手已经输了（威佐夫定理）。",
                    "No stones are left: the player to move has lost (Wythoff's theorem)."));
        }
        Text head = Text.format("两堆相差 %d；相差 %d 的奇异局面是 (%d, %d)，因为 floor(%d φ) = (%d + isqrt(5×%d²)) / 2 = %d",
                "The piles differ by %d; the cold pair with difference %d is (%d, %d), since floor(%d phi) = (%d + isqrt(5*%d^2)) / 2 = %d",
                d, d, ad, ad + d, d, d, d, ad);
        if (ad == s) {
            return new Verdict(Value.of(Outcome.LOSS), METHOD, Text.of(
                    head.zh() + String.format("：(%d, %d) 是奇异局面，无论怎么走都会留下非奇异局面，先手必败（威佐夫定理）。", a, b),
                    head.en() + String.format(": (%d, %d) is cold, so every move leaves a hot position and the player to move "
                            + "loses (Wythoff's theorem).", a, b)));
        }
        List<long[]> wins = winningMoves(a, b);
        long[] w = wins.get(0);
        String allZh = wins.size() > 1 ? "共 " + wins.size() + " 种必胜走法；" : "";
        String allEn = wins.size() > 1 ? " (" + wins.size() + " winning moves in all)" : "";
        return new Verdict(Value.of(Outcome.WIN), METHOD, Text.of(
                head.zh() + String.format("，不是 (%d, %d)：这是非奇异局面，先手走到奇异局面 (%d, %d) 即可取胜（%s威佐夫定理，精确整数运算）。",
                        s, t, w[0], w[1], allZh),
                head.en() + String.format(", not (%d, %d): the position is hot and the player to move wins by moving to the "
                        + "cold position (%d, %d)%s (Wythoff's theorem, exact integer arithmetic).", s, t, w[0], w[1], allEn)));
    }
}
