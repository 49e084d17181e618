package boyi.theory;

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

    /** Why, with the numbers. */
    public static String explain(long n, long m) {
        if (n == 0) {
            return "No stones are left: the opponent took the last one, so the player to move has lost.";
        }
        long z = ZeckendorfTheory.smallestTerm(n);
        String zeck = "Zeckendorf: " + ZeckendorfTheory.show(n) + ", smallest term " + z;
        if (z <= m) {
            long left = n - z;
            return zeck + " <= " + m + " (the most the mover may take): take " + z + (left == 0 ? ", the last stones"
                    : ", leaving " + ZeckendorfTheory.show(left) + " whose smallest term exceeds 2*" + z + " = " + 2 * z
                    + ", the most the opponent may take") + ", so the player to move wins (Fibonacci Nim theorem).";
        }
        return zeck + " > " + m + " (the most the mover may take), so the player to move loses: any take k leaves a "
                + "pile whose smallest Zeckendorf term is at most 2k (Fibonacci Nim theorem)"
                + (ZeckendorfTheory.isFibonacci(n) ? "; " + n + " is a Fibonacci number." : ".");
    }
}
