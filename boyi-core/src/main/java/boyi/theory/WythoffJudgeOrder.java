package boyi.theory;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Every winning move of Wythoff's game in the order HDU 2177 prints them, from piles
 * {@code a <= b}: the move taking the same amount from both piles, then the move on the smaller
 * pile, then the move on the larger pile (left out when a = b). Each kind has at most one winning
 * move (one cold pair per difference, one partner per pile), computed exactly with
 * {@link WythoffTheory}. The same pair may appear twice: {@code (5, 7)} gives (3, 5), (4, 7), (3, 5).
 *
 * <pre>{@code
 * WythoffJudgeOrder.winningMoves(5, 8);   // [4, 7], [3, 5]
 * }</pre>
 */
public final class WythoffJudgeOrder {

    /** The kinds of move: the same amount from both piles, from the smaller, from the larger. */
    public static final long BOTH = 0;
    public static final long SMALLER = 1;
    public static final long LARGER = 2;

    private WythoffJudgeOrder() {
    }

    /**
     * The winning moves from {@code a <= b} in the judge's order, each as the piles left and its
     * kind, {@code {x, y, kind}} with x <= y and kind {@link #BOTH}, {@link #SMALLER} or
     * {@link #LARGER}; empty when (a, b) is cold. Each kind has at most one.
     */
    public static List<long[]> winningMoves(long a, long b) {
        List<long[]> out = new ArrayList<>();
        if (WythoffTheory.isCold(a, b)) {
            return out;
        }
        long d = b - a;
        long low = WythoffTheory.lower(d);
        if (low < a) {
            out.add(new long[] {low, low + d, BOTH});                          // the same amount from both
        }
        BigInteger j = WythoffTheory.upperIndex(BigInteger.valueOf(b));
        if (j.signum() > 0) {
            long partner = WythoffTheory.lower(j.longValueExact());
            if (partner < a) {
                out.add(new long[] {partner, b, SMALLER});                        // the smaller pile down
            }
        }
        if (a != b) {
            BigInteger k = WythoffTheory.lowerIndex(BigInteger.valueOf(a));
            if (k.signum() >= 0 && a + k.longValueExact() < b) {
                out.add(new long[] {a, a + k.longValueExact(), LARGER});         // the larger pile down, above a
            }
            BigInteger i = WythoffTheory.upperIndex(BigInteger.valueOf(a));
            if (i.signum() > 0) {
                out.add(new long[] {WythoffTheory.lower(i.longValueExact()), a, LARGER});   // the larger pile below a
            }
        }
        return out;
    }
}
