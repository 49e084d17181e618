package boyi.theory;

import boyi.model.Method;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.util.Text;
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

    public static final Method METHOD = Method.theorem(Text.of("欧几里得游戏定理", "Euclid's game"));

    /** The exact value (remoteness from the quotients), the method and why, with the numbers. */
    public static Verdict verdict(long a, long b) {
        return new Verdict(value(a, b), METHOD, why(a, b).then(Text.of("步数由各步的商精确算出。",
                "Remoteness exact from the quotients.")));
    }

    private static Text why(long a, long b) {
        long x = Math.max(a, b);
        long y = Math.min(a, b);
        if (y == 0) {
            return Text.of("有一个数已经是 0：是对手把它变成 0 的，先手已经输了（欧几里得游戏）。",
                    "A number is 0: the opponent made it, so the player to move has lost (Euclid's game).");
        }
        long q = x / y;
        long r = x % y;
        String step = x + " = " + q + "*" + y + " + " + r;
        long k = winningMultiple(a, b);
        if (r == 0) {
            return Text.format("%s：减去 %d*%d 得到 0，先手获胜（欧几里得游戏）。",
                    "%s: subtract %d*%d to make 0 and win (Euclid's game).", step, q, y);
        }
        if (q >= 2) {
            boolean won = moverWins(y, r);
            return Text.of(String.format("%s，商 %d ≥ 2：先手可以决定由谁面对 (%d, %d)；(%d, %d) 对轮到的一方是%s，"
                            + "所以减去 %d*%d = %d，留下 (%d, %d)，先手获胜（欧几里得游戏）。",
                            step, q, y, r, y, r, won ? "必胜" : "必败", k, y, k * y, x - k * y, y),
                    String.format("%s with quotient %d >= 2: the player to move chooses who faces (%d, %d); (%d, %d) is %s for "
                            + "its mover, so subtract %d*%d = %d, leaving (%d, %d), and win (Euclid's game).",
                            step, q, y, r, y, r, won ? "won" : "lost", k, y, k * y, x - k * y, y));
        }
        List<Long> qs = quotients(a, b);
        int forced = 0;
        while (forced < qs.size() && qs.get(forced) == 1 && forced < qs.size() - 1) {
            forced++;
        }
        boolean wins = forced % 2 == 0;
        return Text.of(String.format("%s：只能这样走。辗转相除的商依次是 %s；经过 %d 步被迫的走法（商为 1）之后，%s遇到商 %d 并获胜，"
                        + "所以先手%s（欧几里得游戏）。", step, shortList(qs), forced, wins ? "先手" : "对手", qs.get(forced),
                        wins ? "必胜" : "必败"),
                String.format("%s: the move is forced. The quotients of the Euclidean algorithm are %s; after %d forced step%s "
                        + "(quotient 1) the %s meets quotient %d and wins, so the player to move %s (Euclid's game).",
                        step, shortList(qs), forced, forced == 1 ? "" : "s", wins ? "player to move" : "opponent",
                        qs.get(forced), wins ? "wins" : "loses"));
    }

    private static String shortList(List<Long> q) {
        return q.size() <= 12 ? q.toString() : q.subList(0, 12).toString().replace("]", ", ...]");
    }
}
