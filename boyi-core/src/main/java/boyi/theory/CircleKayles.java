package boyi.theory;

import boyi.solve.Periodicity;
import boyi.solve.grundy.OctalPeriods;
import boyi.solve.grundy.SparseTakeAndBreak;
import boyi.solve.grundy.TakeAndBreak;

/**
 * Circle Kayles (POJ 2484 A Funny Game): n coins on a circle; a move removes one coin or two
 * coins that are neighbours on the original circle; whoever removes the last coin wins. The first
 * move breaks the circle into a row of n - 1 or n - 2 coins, which is Kayles (octal 0.77).
 * <p>Symmetry strategy: for n >= 3 the second player answers by removing the one or two middle
 * coins of the row (one if the row is odd, two if even), leaving two equal rows, and then copies
 * each move into the other row; so the first player wins exactly when n = 1 or 2. (Equally:
 * every non-empty Kayles row has a non-zero Grundy value.) Kayles rows' values repeat with
 * period 12 from n = 71, proven by the octal periodicity theorem, so any row up to 10^18 has its
 * value.
 *
 * <pre>{@code
 * CircleKayles.firstPlayerWins(3);   // false: Bob answers the middle coin of the row of 2
 * CircleKayles.kayles(5);            // 4
 * CircleKayles.circle(4);            // mex{K(3), K(2)} = mex{3, 2} = 0
 * }</pre>
 */
public final class CircleKayles {

    /** Values computed before the period is looked for (more than enough for 2*71 + 12 + 2). */
    private static final int COMPUTED = 1024;

    private static long[] values;
    private static Periodicity period;

    private CircleKayles() {
    }

    private static synchronized void ensure() {
        if (values == null) {
            SparseTakeAndBreak kayles = new SparseTakeAndBreak(TakeAndBreak.octal("0.77"));
            kayles.extendTo(COMPUTED);
            period = OctalPeriods.octalProof(kayles.values(), COMPUTED, 2)
                    .orElseThrow(() -> new IllegalStateException("Kayles' period is not proven within " + COMPUTED + " values"));
            values = kayles.values().toLongArray(COMPUTED);
        }
    }

    /** Whether the player to move on an intact circle of n >= 1 coins wins (symmetry strategy). */
    public static boolean firstPlayerWins(long n) {
        return n >= 1 && n <= 2;
    }

    /** The Grundy value of a Kayles row of n coins (n >= 0, up to 10^18 by the proven period). */
    public static long kayles(long n) {
        ensure();
        return values[(int) period.reduce(n)];
    }

    /** Kayles' proven period (12 from n = 71). */
    public static Periodicity kaylesPeriod() {
        ensure();
        return period;
    }

    /** The Grundy value of an intact circle of n coins: the mex of K(n-1) and K(n-2). */
    public static long circle(long n) {
        if (n == 0) {
            return 0;
        }
        long a = kayles(n - 1);
        long b = n >= 2 ? kayles(n - 2) : -1;
        long mex = 0;
        while (mex == a || mex == b) {
            mex++;
        }
        return mex;
    }
}
