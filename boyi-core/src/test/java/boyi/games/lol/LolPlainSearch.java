package boyi.games.lol;

import java.util.HashMap;
import java.util.Map;

/**
 * The straightforward LOL method, the reference for tests and benchmarks: every move (safe or
 * not), memoised on the board string; 1 win, 0 draw, -1 loss for the player to move. The
 * recursion depth is the number of empty cells, so it is only for short rows (at most ~14).
 *
 * <pre>{@code
 * new LolPlainSearch().value("L**L")   // -1
 * }</pre>
 */
public final class LolPlainSearch {

    private final Map<String, Integer> memo = new HashMap<>();

    public int value(String row) {
        if (row.contains("LOL")) {
            return -1;
        }
        Integer known = memo.get(row);
        if (known != null) {
            return known;
        }
        int best = row.indexOf('*') < 0 ? 0 : -1;
        for (int i = 0; i < row.length() && best < 1; i++) {
            if (row.charAt(i) == '*') {
                for (char letter : new char[] {'L', 'O'}) {
                    best = Math.max(best, -value(row.substring(0, i) + letter + row.substring(i + 1)));
                }
            }
        }
        memo.put(row, best);
        return best;
    }

    /** Positions memoised so far. */
    public int size() {
        return memo.size();
    }
}
