package boyi.games.matches;

/**
 * The legal rows of a matches board with {@code cols} cells: rows where no two horizontal
 * matches are connected (there are F(2 cols + 2) of them: 3, 8, 21, 55, 144, 377 for 1..6
 * cells, against 3^cols rows in all). Every row gets an id; ids are ordered by number of
 * matches, then by {@code h | v << cols}, so the rows with {@code m} matches are the ids
 * {@code firstWithMatches[m] .. firstWithMatches[m + 1] - 1}.
 *
 * <p>Tables by id: {@link #h}/{@link #v} (bit c set when cell c holds {@code -}/{@code 1}),
 * {@link #matches}, {@link #mirror} (the row read right to left), and the row after placing a
 * match: {@link #placeH} ({@code -1} when the cell is full or the match would be connected in
 * the row) and {@link #placeV} ({@code -1} when the cell is full; columns are checked by the
 * caller).
 */
final class MatchesRowPatterns {

    private static final MatchesRowPatterns[] CACHE = new MatchesRowPatterns[MatchesBoard.MAX_SIDE + 1];

    final int cols;
    final int count;
    final int[] h;
    final int[] v;
    final int[] matches;
    final int[] mirror;
    final int[] firstWithMatches;
    /** Id of the row {@code h | v << cols}, or -1 when that row is not legal. */
    final int[] idOf;
    /** The rows a {@code -} in an empty cell makes, where the row stays legal (no two {@code -} connect). */
    final int[][] withHorizontal;
    /** The empty cells of a row, and the rows a {@code 1} there makes (always legal within the row). */
    final int[][] emptyColumns;
    final int[][] withVertical;
    /** columnSpread[bits]: bit c of a row's mask moved to bit 8c (a board's columns gathered a byte each). */
    final long[] columnSpread;

    static synchronized MatchesRowPatterns of(int cols) {
        if (CACHE[cols] == null) {
            CACHE[cols] = new MatchesRowPatterns(cols);
        }
        return CACHE[cols];
    }

    private MatchesRowPatterns(int cols) {
        this.cols = cols;
        int full = (1 << cols) - 1;
        idOf = new int[1 << (2 * cols)];
        java.util.Arrays.fill(idOf, -1);
        int[] keys = new int[1 << (2 * cols)];
        int n = 0;
        for (int m = 0; m <= cols; m++) {
            for (int key = 0; key < 1 << (2 * cols); key++) {
                int hh = key & full;
                int vv = key >>> cols;
                if ((hh & vv) == 0 && Integer.bitCount(hh | vv) == m && rowLegal(hh, vv, cols)) {
                    keys[n++] = key;
                }
            }
        }
        count = n;
        columnSpread = new long[1 << cols];
        for (int bits = 0; bits < 1 << cols; bits++) {
            for (int c = 0; c < cols; c++) {
                columnSpread[bits] |= (long) (bits >>> c & 1) << (8 * c);
            }
        }
        h = new int[n];
        v = new int[n];
        matches = new int[n];
        mirror = new int[n];
        firstWithMatches = new int[cols + 2];
        withHorizontal = new int[n][];
        emptyColumns = new int[n][];
        withVertical = new int[n][];
        for (int id = 0; id < n; id++) {
            h[id] = keys[id] & full;
            v[id] = keys[id] >>> cols;
            matches[id] = Integer.bitCount(h[id] | v[id]);
            idOf[keys[id]] = id;
        }
        for (int m = 0, id = 0; m <= cols + 1; m++) {
            while (id < n && matches[id] < m) {
                id++;
            }
            firstWithMatches[m] = id;
        }
        for (int id = 0; id < n; id++) {
            mirror[id] = idOf[reverse(h[id], cols) | reverse(v[id], cols) << cols];
            emptyColumns[id] = new int[cols - matches[id]];
            withVertical[id] = new int[cols - matches[id]];
            int[] horizontal = new int[cols - matches[id]];
            int placed = 0;
            for (int c = 0, e = 0; c < cols; c++) {
                if (((h[id] | v[id]) >>> c & 1) == 0) {
                    emptyColumns[id][e] = c;
                    withVertical[id][e++] = idOf[h[id] | (v[id] | 1 << c) << cols];
                    int with = idOf[(h[id] | 1 << c) | v[id] << cols];
                    if (with >= 0) {
                        horizontal[placed++] = with;
                    }
                }
            }
            withHorizontal[id] = java.util.Arrays.copyOf(horizontal, placed);
        }
    }

    /** The id of the row with these masks, or -1. */
    int id(int hRow, int vRow) {
        return idOf[hRow | vRow << cols];
    }

    /** No two {@code -} with only empty cells between them. */
    static boolean rowLegal(int hh, int vv, int cols) {
        boolean lastWasH = false;
        for (int c = 0; c < cols; c++) {
            if ((hh >>> c & 1) != 0) {
                if (lastWasH) {
                    return false;
                }
                lastWasH = true;
            } else if ((vv >>> c & 1) != 0) {
                lastWasH = false;
            }
        }
        return true;
    }

    private static int reverse(int bits, int width) {
        return Integer.reverse(bits) >>> (32 - width);
    }
}
