package boyi.theory;

/**
 * kiki's corner game (HDU 2147): a coin on an n x m board moves one cell left, down, or
 * diagonally down-left; whoever cannot move loses. Measured as the distances {@code (x, y)} from
 * the coin to the bottom-left corner, the player to move loses exactly when x and y are both
 * even: from such a cell every move makes one of them odd, and from any other cell a move of one
 * step on each odd coordinate makes both even. The coin starting in the top-right corner of an
 * n x m board has {@code x = m - 1, y = n - 1}: the first player loses iff n and m are both odd.
 *
 * <pre>{@code
 * CornerGameTheory.moverWins(2, 4);        // false: both even
 * CornerGameTheory.firstPlayerWins(5, 4);  // true
 * }</pre>
 */
public final class CornerGameTheory {

    private CornerGameTheory() {
    }

    /** Whether the player to move wins with the coin x columns right of and y rows above the corner. */
    public static boolean moverWins(long x, long y) {
        return x % 2 != 0 || y % 2 != 0;
    }

    /** Whether the first player wins on an n x m board with the coin in the top-right cell. */
    public static boolean firstPlayerWins(long n, long m) {
        return moverWins(m - 1, n - 1);
    }

    /** The winning step {@code {dx, dy}} (each 0 or 1), or null when the player to move loses. */
    public static long[] winningStep(long x, long y) {
        return moverWins(x, y) ? new long[] {x % 2, y % 2} : null;
    }
}
