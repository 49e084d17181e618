package boyi.games.matches;

import boyi.model.Value;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An independent, deliberately plain statement of the matches rules for tests: boards as
 * char grids, legality by scanning, values by memoised recursion (depth at most 36, test only).
 */
public final class MatchesReference {

    private final Map<String, Value> memo = new HashMap<>();

    /** Whether a {@code o} at the empty cell (r, c) is allowed. */
    public static boolean allowed(char[][] g, int r, int c, char o) {
        if (g[r][c] != '0') {
            return false;
        }
        int dr = o == '1' ? 1 : 0;
        int dc = o == '-' ? 1 : 0;
        for (int sign = -1; sign <= 1; sign += 2) {
            int i = r + sign * dr;
            int j = c + sign * dc;
            while (i >= 0 && i < g.length && j >= 0 && j < g[0].length && g[i][j] == '0') {
                i += sign * dr;
                j += sign * dc;
            }
            if (i >= 0 && i < g.length && j >= 0 && j < g[0].length && g[i][j] == o) {
                return false;
            }
        }
        return true;
    }

    /** Whether no two matches are connected. */
    public static boolean legal(char[][] g) {
        for (int r = 0; r < g.length; r++) {
            for (int c = 0; c < g[0].length; c++) {
                char o = g[r][c];
                if (o != '0') {
                    g[r][c] = '0';
                    boolean ok = allowed(g, r, c, o);
                    g[r][c] = o;
                    if (!ok) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    public static char[][] grid(String slashRows) {
        String[] rows = slashRows.split("/");
        char[][] g = new char[rows.length][];
        for (int i = 0; i < rows.length; i++) {
            g[i] = rows[i].toCharArray();
        }
        return g;
    }

    public static String text(char[][] g) {
        List<String> rows = new ArrayList<>();
        for (char[] row : g) {
            rows.add(new String(row));
        }
        return String.join("/", rows);
    }

    /** Every legal board of rows x cols, as {@code /}-separated text. */
    public static List<String> allLegal(int rows, int cols) {
        List<String> out = new ArrayList<>();
        int n = rows * cols;
        int total = 1;
        for (int i = 0; i < n; i++) {
            total *= 3;
        }
        for (int code = 0; code < total; code++) {
            char[][] g = new char[rows][cols];
            int x = code;
            for (int i = 0; i < n; i++) {
                g[i / cols][i % cols] = "0-1".charAt(x % 3);
                x /= 3;
            }
            if (legal(g)) {
                out.add(text(g));
            }
        }
        return out;
    }

    /** Value and remoteness by plain memoised recursion. */
    public Value value(String board) {
        Value known = memo.get(board);
        if (known != null) {
            return known;
        }
        char[][] g = grid(board);
        long leastLoss = Long.MAX_VALUE;
        long greatest = -1;
        for (int r = 0; r < g.length; r++) {
            for (int c = 0; c < g[0].length; c++) {
                for (char o : new char[] {'-', '1'}) {
                    if (allowed(g, r, c, o)) {
                        g[r][c] = o;
                        Value child = value(text(g));
                        g[r][c] = '0';
                        if (child.outcome() == boyi.model.Outcome.LOSS) {
                            leastLoss = Math.min(leastLoss, child.remoteness());
                        }
                        greatest = Math.max(greatest, child.remoteness());
                    }
                }
            }
        }
        Value v = leastLoss != Long.MAX_VALUE ? Value.win(leastLoss + 1) : Value.loss(greatest + 1);
        memo.put(board, v);
        return v;
    }
}
