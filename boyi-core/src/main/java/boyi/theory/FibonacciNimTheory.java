package boyi.theory;

import boyi.model.Method;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.util.Text;

/**
 * Fibonacci Nim (Whinihan): one pile, the first move takes at least 1 but not all, then each move
 * takes at least 1 and at most twice the previous take; whoever takes the last stone wins. A
 * position is (n stones left, m = the most the mover may take). The player to move wins exactly
 * when the smallest Zeckendorf term z of n is at most m, and then taking z wins: what is left has
 * its smallest term above 2z. So a starting pile (m = n - 1) is lost exactly when n is a
 * Fibonacci number.
 *
 * <pre>{@code
 * FibonacciNimTheory.moverWins(20, 19);    // true: 20 = 13 + 5 + 2, take 2
 * FibonacciNimTheory.moverWins(13, 12);    // false: 13 is a Fibonacci number
 * }</pre>
 */
public final class FibonacciNimTheory {

    private FibonacciNimTheory() {
    }

    /** Whether the player to move wins with n stones left and at most m to take. */
    public static boolean moverWins(long n, long m) {
        return n > 0 && ZeckendorfTheory.smallestTerm(n) <= m;
    }

    /** The winning take (the smallest Zeckendorf term), or 0 when the player to move loses. */
    public static long winningTake(long n, long m) {
        return moverWins(n, m) ? ZeckendorfTheory.smallestTerm(n) : 0;
    }

    public static final Method METHOD = Method.theorem(Text.of("斐波那契博弈定理（齐肯多夫表示）", "Fibonacci Nim theorem (Zeckendorf)"));

    /** The outcome (not the remoteness), the method and why, with the numbers. */
    public static Verdict verdict(long n, long m) {
        if (n == 0) {
            return new Verdict(Value.loss(0), METHOD, Text.of("石子已取完：最后一个是对手取走的，先手已经输了。",
                    "No stones are left: the opponent took the last one, so the player to move has lost."));
        }
        long z = ZeckendorfTheory.smallestTerm(n);
        String sum = ZeckendorfTheory.show(n);
        Text zeck = Text.format("齐肯多夫表示：%s，最小项 %d", "Zeckendorf: %s, smallest term %d", sum, z);
        if (z <= m) {
            long left = n - z;
            String restZh = left == 0 ? "，正好取完"
                    : String.format("，剩下 %s，其最小项大于 2×%d = %d，即对手最多能取的数", ZeckendorfTheory.show(left), z, 2 * z);
            String restEn = left == 0 ? ", the last stones"
                    : String.format(", leaving %s whose smallest term exceeds 2*%d = %d, the most the opponent may take",
                            ZeckendorfTheory.show(left), z, 2 * z);
            return new Verdict(Value.of(Outcome.WIN), METHOD, Text.of(
                    zeck.zh() + String.format(" ≤ %d（先手最多能取的数）：取 %d 个%s，所以先手必胜（斐波那契博弈定理）。", m, z, restZh),
                    zeck.en() + String.format(" <= %d (the most the mover may take): take %d%s, so the player to move wins "
                            + "(Fibonacci Nim theorem).", m, z, restEn)));
        }
        boolean fib = ZeckendorfTheory.isFibonacci(n);
        return new Verdict(Value.of(Outcome.LOSS), METHOD, Text.of(
                zeck.zh() + String.format(" > %d（先手最多能取的数），所以先手必败：取 k 个后剩下的数，最小项至多是 2k（斐波那契博弈定理）%s",
                        m, fib ? "；" + n + " 是斐波那契数。" : "。"),
                zeck.en() + String.format(" > %d (the most the mover may take), so the player to move loses: any take k leaves a "
                        + "pile whose smallest Zeckendorf term is at most 2k (Fibonacci Nim theorem)%s", m,
                        fib ? "; " + n + " is a Fibonacci number." : ".")));
    }
}
