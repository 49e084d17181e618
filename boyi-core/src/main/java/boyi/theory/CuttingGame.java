package boyi.theory;

import boyi.solve.Interruption;
import boyi.util.Text;
import boyi.util.TooLargeException;

/**
 * The cutting game (POJ 2311): a move cuts one rectangular piece along a grid line into two;
 * whoever cuts out a 1 x 1 piece wins at once. A cut leaving a strip one cell wide (1 x k, k >= 2)
 * hands the opponent that win, so between good players only cuts keeping both parts at least
 * 2 x 2 matter: the game of pieces with both sides >= 2 is a sum (Sprague–Grundy), and the
 * player who faces only pieces 2 x 2, 2 x 3 and 3 x 3 must make a losing cut. Hence
 * g(w, h) = mex of g(a, h) xor g(w - a, h) (2 <= a <= w - 2) and g(w, b) xor g(w, h - b)
 * (2 <= b <= h - 2), a symmetric table with no known closed form, about w·h·(w+h)/2 steps.
 *
 * <pre>{@code
 * CuttingGame.grundy(2, 2);   // 0: every cut leaves 1 x 2 strips
 * CuttingGame.grundy(4, 2);   // 1: cut into 2 x 2 and 2 x 2
 * }</pre>
 */
public final class CuttingGame {

    /** The largest side of a rectangle. */
    public static final int MAX_SIDE = 500;

    private static int[][] table = new int[0][];

    private CuttingGame() {
    }

    /** The Grundy value of a w x h piece (w, h >= 2) in the game of cuts keeping both parts >= 2. */
    public static int grundy(int w, int h) {
        if (w < 2 || h < 2) {
            throw new IllegalArgumentException("a piece " + w + " x " + h + " has a side below 2");
        }
        int[][] t = upTo(Math.max(w, h));
        return w <= h ? t[w][h] : t[h][w];
    }

    /**
     * The table for sides up to {@code side} (computed once, extended on demand): {@code t[w][h]}
     * for 2 <= w <= h.
     *
     * @throws TooLargeException beyond {@link #MAX_SIDE}
     */
    public static synchronized int[][] upTo(int side) {
        if (side > MAX_SIDE) {
            throw new TooLargeException(Text.format("切纸游戏的边长 %d 超过上限 %d（SG 值表约需 w·h·(w+h)/2 步）",
                    "a side of %d is above the cutting game's limit %d (the Grundy table costs about w·h·(w+h)/2 steps)",
                    side, MAX_SIDE));
        }
        if (table.length > side) {
            return table;
        }
        table = extended(table, side);
        return table;
    }

    /**
     * {@code known} (a table for sides below {@code known.length}) extended to sides up to
     * {@code side}, as a new table: {@code known} is never changed, so a fill stopped by the
     * thread's deadline leaves the shared table as it was. Checks the deadline once per side h
     * (at most about side² steps between checks).
     *
     * @throws Interruption.Stopped when the thread's deadline passes or it is interrupted
     */
    static int[][] extended(int[][] known, int side) {
        int from = Math.max(known.length, 2);
        int[][] t = new int[side + 1][];
        for (int w = 0; w <= side; w++) {
            t[w] = w >= 2 && w < known.length ? java.util.Arrays.copyOf(known[w], side + 1) : new int[side + 1];
        }
        // Fill by growing h so every smaller piece is known: t[a][b] for a <= b, read through min/max.
        int[] seen = new int[2 * side + 2];
        int stamp = 0;
        for (int h = 2; h <= side; h++) {
            Interruption.checkNow();
            for (int w = 2; w <= h; w++) {
                if (h < from && w < from) {
                    continue;                    // already known
                }
                stamp++;
                for (int a = 2; a <= w - 2; a++) {
                    mark(seen, at(t, a, h) ^ at(t, w - a, h), stamp);
                }
                for (int b = 2; b <= h - 2; b++) {
                    mark(seen, at(t, w, b) ^ at(t, w, h - b), stamp);
                }
                int mex = 0;
                while (mex < seen.length && seen[mex] == stamp) {
                    mex++;
                }
                t[w][h] = mex;
            }
        }
        return t;
    }

    private static void mark(int[] seen, int value, int stamp) {
        if (value < seen.length) {
            seen[value] = stamp;
        }
    }

    private static int at(int[][] t, int w, int h) {
        return w <= h ? t[w][h] : t[h][w];
    }

    /** Whether the player to move wins from one w x h sheet (1 x 1: no move, lost; 1 x k: cut off a 1 x 1). */
    public static boolean firstPlayerWins(int w, int h) {
        if (w == 1 || h == 1) {
            return w * h > 1;
        }
        return grundy(w, h) != 0;
    }
}
