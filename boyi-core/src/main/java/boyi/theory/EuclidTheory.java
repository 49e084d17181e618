package boyi.theory;

import boyi.model.Outcome;
import boyi.model.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * Euclid's game: from (a, b) subtract a positive multiple of the smaller from the larger, leaving
 * it non-negative; whoever makes a number 0 wins. With a >= b > 0, q = a / b and r = a mod b, the
 * positions with the same b and r lie on one line q, q-1, ..., 1, 0 (0 being (r, b), the start of
 * the next Euclid step). Whoever has q >= 2 wins: of q = 1 and q = 0 exactly one is lost for the
 * opponent, and both are in reach. So only the Euclid steps with quotient 1 are forced, and the
 * value, the remoteness and the winning multiple follow from the quotients in O(log) steps.
 *
 * <pre>{@code
 * EuclidTheory.value(34, 12);            // win in 3: 34 = 2*12 + 10, quotient 2
 * EuclidTheory.winningMultiple(34, 12);  // 2: (10, 12) is lost, its mover must go to (10, 2)
 * }</pre>
 */
public final class EuclidTheory {

    private EuclidTheory() {
    }

    /** The quotients of the Euclidean algorithm on (max, min), first step first. */
    public static List<Long> quotients(long a, long b) {
        long x = Math.max(a, b);
        long y = Math.min(a, b);
        List<Long> q = new ArrayList<>();
        while (y > 0) {
            q.add(x / y);
            long r = x % y;
            x = y;
            y = r;
        }
        return q;
    }

    /** Whether the player to move wins at (a, b); false when a number is already 0. */
    public static boolean moverWins(long a, long b) {
        long x = Math.max(a, b);
        long y = Math.min(a, b);
        boolean mover = true;
        // Walk forward: the first quotient >= 2 (or the last step) wins for whoever faces it.
        while (y > 0) {
            long q = x / y;
            long r = x % y;
            if (q >= 2 || r == 0) {
                return mover;
            }
            mover = !mover;
            x = y;
            y = r;
        }
        return false;
    }

    /**
     * The exact value with remoteness. Backwards over the Euclid steps: E is the value of (r, b)
     * (a loss in 0 when r = 0); quotient 1 is then E seen from its parent; quotient >= 2 wins,
     * one move after the lost one of E and quotient 1.
     */
    public static Value value(long a, long b) {
        List<Long> q = quotients(a, b);
        Value e = Value.loss(0);
        for (int i = q.size() - 1; i >= 0; i--) {
            e = valueAtQuotient(q.get(i), e);
        }
        return e;
    }

    private static Value valueAtQuotient(long q, Value next) {
        Value one = next.fromParent();
        if (q == 1) {
            return one;
        }
        Value lost = next.outcome() == Outcome.LOSS ? next : one;
        return Value.win(lost.remoteness() + 1);
    }

    /**
     * The multiple k of the smaller number to subtract from the larger for a winning move, or 0
     * when the player to move loses (or the game is over).
     */
    public static long winningMultiple(long a, long b) {
        long x = Math.max(a, b);
        long y = Math.min(a, b);
        if (y == 0) {
            return 0;
        }
        long q = x / y;
        long r = x % y;
        if (q == 1) {
            return r == 0 || !moverWins(y, r) ? 1 : 0;
        }
        // q >= 2: go to (r, y) if it is lost for the opponent, else to (r + y, y).
        return r == 0 || !moverWins(y, r) ? q : q - 1;
    }

    /** Why, with the numbers. */
    public static String explain(long a, long b) {
        long x = Math.max(a, b);
        long y = Math.min(a, b);
        if (y == 0) {
            return "A number is 0: the opponent made it, so the player to move has lost (Euclid's game).";
        }
        long q = x / y;
        long r = x % y;
        String step = x + " = " + q + "*" + y + " + " + r;
        long k = winningMultiple(a, b);
        if (r == 0) {
            return step + ": subtract " + q + "*" + y + " to make 0 and win (Euclid's game).";
        }
        if (q >= 2) {
            return step + " with quotient " + q + " >= 2: the player to move chooses who faces (" + y + ", " + r + "); "
                    + "(" + y + ", " + r + ") is " + (moverWins(y, r) ? "won" : "lost") + " for its mover, so subtract " + k
                    + "*" + y + " = " + k * y + ", leaving (" + (x - k * y) + ", " + y + "), and win (Euclid's game).";
        }
        List<Long> qs = quotients(a, b);
        int forced = 0;
        while (forced < qs.size() && qs.get(forced) == 1 && forced < qs.size() - 1) {
            forced++;
        }
        boolean wins = forced % 2 == 0;
        return step + ": the move is forced. The quotients of the Euclidean algorithm are " + shortList(qs) + "; after "
                + forced + " forced step" + (forced == 1 ? "" : "s") + " (quotient 1) the " + (forced % 2 == 0 ? "player to move"
                : "opponent") + " meets quotient " + qs.get(forced) + " and wins, so the player to move "
                + (wins ? "wins" : "loses") + " (Euclid's game).";
    }

    private static String shortList(List<Long> q) {
        return q.size() <= 12 ? q.toString() : q.subList(0, 12).toString().replace("]", ", ...]");
    }
}
