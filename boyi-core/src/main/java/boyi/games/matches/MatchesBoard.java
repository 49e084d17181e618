package boyi.games.matches;

import boyi.model.Move;
import boyi.model.Value;
import boyi.util.BadInputException;
import boyi.util.InputText;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * A position of the matches game (火柴游戏): a board of up to 6 x 6 cells, each empty
 * ({@code 0}), holding a horizontal match ({@code -}) or a vertical one ({@code 1}).
 * Two matches of the same direction are <em>connected</em> when they lie in the same line of
 * their direction (a row for {@code -}, a column for {@code 1}) with only empty cells between
 * them; a legal board has no connected matches, and a move places one match into an empty cell
 * without connecting it.
 *
 * <p>A board read from text may not have connected matches, except in a full row or column
 * (no match can go there any more; the contest's own sample {@code 1111/----/0010} has one).
 *
 * <p>Encoding: bit {@code r * cols + c} of {@link #horizontal} (or {@link #vertical}) is set
 * when cell (r, c) holds a {@code -} (or a {@code 1}); the two masks are disjoint.
 *
 * <pre>{@code
 * MatchesBoard b = MatchesBoard.parse("0111/-000/-000");
 * b.moves().get(0).name();          // "00-"
 * b.place(0, 0, '-').format();      // "-111/-000/-000"
 * }</pre>
 *
 * @param rows       1..6
 * @param cols       1..6
 * @param horizontal cells holding {@code -}
 * @param vertical   cells holding {@code 1}
 */
public record MatchesBoard(int rows, int cols, long horizontal, long vertical) {

    /** The largest number of rows and of columns. */
    public static final int MAX_SIDE = 6;

    public static final char EMPTY = '0';
    public static final char HORIZONTAL = '-';
    public static final char VERTICAL = '1';

    public MatchesBoard {
        if (rows < 1 || rows > MAX_SIDE || cols < 1 || cols > MAX_SIDE) {
            throw new IllegalArgumentException("board " + rows + " x " + cols + " is not 1..6 x 1..6");
        }
        long all = rows * cols == 64 ? -1L : (1L << (rows * cols)) - 1;
        if ((horizontal & vertical) != 0 || ((horizontal | vertical) & ~all) != 0) {
            throw new IllegalArgumentException("overlapping or out-of-board matches");
        }
    }

    /** The empty board. */
    public static MatchesBoard empty(int rows, int cols) {
        return new MatchesBoard(rows, cols, 0, 0);
    }

    /**
     * Reads a board written as rows separated by {@code /} or whitespace, e.g.
     * {@code 0111/-000/-000}.
     *
     * @throws BadInputException for ragged rows, other characters, more than 6 x 6, or connected matches
     */
    public static MatchesBoard parse(String text) {
        List<String> rows = new ArrayList<>();
        for (String part : text.trim().split("[/\\s]+")) {
            if (!part.isEmpty()) {
                rows.add(part);
            }
        }
        return fromRows(rows, i -> Text.format("第 %d 行", "row %d", i + 1));
    }

    /**
     * Reads a board from its rows; {@code where.apply(i)} names row {@code i} (0-based) in
     * error messages, e.g. {@code 第 3 行 / line 3}.
     *
     * @throws BadInputException naming the row that is wrong
     */
    public static MatchesBoard fromRows(List<String> rows, IntFunction<Text> where) {
        if (rows.isEmpty()) {
            throw new BadInputException(Text.of("缺少棋盘：应为由 0（空）、- 和 1 组成的若干行，如 0111/-000/-000",
                    "missing the board: rows of 0 (empty), - and 1, e.g. 0111/-000/-000"));
        }
        if (rows.size() > MAX_SIDE) {
            throw rowError(where, MAX_SIDE, rows.get(MAX_SIDE), Text.format("：棋盘有 %d 行，最多只能有 %d 行",
                    ": the board has %d rows; at most %d are allowed", rows.size(), MAX_SIDE));
        }
        int cols = rows.get(0).length();
        long h = 0;
        long v = 0;
        for (int r = 0; r < rows.size(); r++) {
            String row = rows.get(r);
            if (row.length() > MAX_SIDE) {
                throw rowError(where, r, row, Text.format("：一行最多 %d 格，这一行有 %d 格",
                        ": a row has at most %d cells, this one has %d", MAX_SIDE, row.length()));
            }
            if (row.length() != cols) {
                throw rowError(where, r, row, Text.format("：棋盘不整齐，这一行有 %d 格，第一行有 %d 格",
                        ": ragged board: this row has %d cells, the first has %d", row.length(), cols));
            }
            for (int c = 0; c < cols; c++) {
                char ch = row.charAt(c);
                long bit = 1L << (r * cols + c);
                if (ch == HORIZONTAL) {
                    h |= bit;
                } else if (ch == VERTICAL) {
                    v |= bit;
                } else if (ch != EMPTY) {
                    throw rowError(where, r, row, Text.format("第 %d 列 '%c'：应为 0（空）、-（横放的火柴）或 1（竖放的火柴）",
                            ", column %d '%c': expected 0 (empty), - (horizontal match) or 1 (vertical match)", c + 1, ch));
                }
            }
        }
        MatchesBoard board = new MatchesBoard(rows.size(), cols, h, v);
        Text connected = board.connectedMatches(where, true);
        if (connected != null) {
            throw new BadInputException(connected);
        }
        return board;
    }

    /** An error in row {@code r}: the row named and quoted, then {@code what}. */
    private static BadInputException rowError(IntFunction<Text> where, int r, String row, Text what) {
        return new BadInputException(where.apply(r).plus(Text.same(" \"" + InputText.shorten(row, 20) + "\"")).plus(what));
    }

    /**
     * A message naming the first connected pair of matches (rows named by {@code where}), or
     * {@code null} when there is none. With {@code openLinesOnly}, pairs in a full line (a row
     * or column without an empty cell) are not reported: no match can be placed there any more,
     * and the published sample {@code 1111/----/0010} starts with such a row.
     */
    public Text connectedMatches(IntFunction<Text> where, boolean openLinesOnly) {
        for (int r = 0; r < rows; r++) {
            if (openLinesOnly && !hasEmpty(r * cols, 1, cols)) {
                continue;
            }
            int first = connectedAt(horizontal, vertical, r * cols, 1, cols);
            if (first >= 0) {
                int second = nextMatch(r * cols, 1, cols, first);
                return where.apply(r).plus(Text.format("：第 %d 列和第 %d 列的横火柴相连（中间只有空格），这样的棋盘不可能出现",
                        ": the horizontal matches in columns %d and %d are connected (only empty cells between them); such a board cannot arise",
                        first + 1, second + 1));
            }
        }
        for (int c = 0; c < cols; c++) {
            if (openLinesOnly && !hasEmpty(c, cols, rows)) {
                continue;
            }
            int first = connectedAt(vertical, horizontal, c, cols, rows);
            if (first >= 0) {
                int second = nextMatch(c, cols, rows, first);
                Text lower = where.apply(second);
                Text upper = where.apply(first);
                return new Text(
                        String.format("%s：第 %d 列的竖火柴与%s的那根相连（中间只有空格），这样的棋盘不可能出现", lower.zh(), c + 1, upper.zh()),
                        String.format("%s: the vertical match in column %d is connected to the one in %s (only empty cells between them);"
                                + " such a board cannot arise", lower.en(), c + 1, upper.en()));
            }
        }
        return null;
    }

    /**
     * Whether some match is connected to another (possible only in full lines of a parsed board).
     * Bit-parallel: {@code reach} marks the cells whose nearest match before them in the line
     * (left in a row, above in a column) is of the kind looked at; a connection is such a cell
     * holding that kind.
     */
    public boolean hasConnectedMatches() {
        long empty = ~(horizontal | vertical);
        long notFirstColumn = ~firstColumn();
        long reach = horizontal << 1 & notFirstColumn;
        for (int i = 2; i < cols; i++) {
            reach |= (reach & empty) << 1 & notFirstColumn;
        }
        if ((reach & horizontal) != 0) {
            return true;
        }
        reach = vertical << cols;
        for (int i = 2; i < rows; i++) {
            reach |= (reach & empty) << cols;
        }
        return (reach & vertical) != 0;
    }

    /** The cells of column 0. */
    private long firstColumn() {
        long column = 0;
        for (int r = 0; r < rows; r++) {
            column |= 1L << (r * cols);
        }
        return column;
    }

    /**
     * In the line of {@code length} cells from bit {@code start} by {@code step}: the index along
     * the line of the first match of {@code same} whose next match is of {@code same} too, or -1.
     */
    private static int connectedAt(long same, long other, int start, int step, int length) {
        int last = -1;
        for (int i = 0, bit = start; i < length; i++, bit += step) {
            if ((same >>> bit & 1) != 0) {
                if (last >= 0) {
                    return last;
                }
                last = i;
            } else if ((other >>> bit & 1) != 0) {
                last = -1;
            }
        }
        return -1;
    }

    /** The index along the line of the first match after index {@code after}. */
    private int nextMatch(int start, int step, int length, int after) {
        long occupied = horizontal | vertical;
        for (int i = after + 1; i < length; i++) {
            if ((occupied >>> (start + i * step) & 1) != 0) {
                return i;
            }
        }
        throw new IllegalStateException("no match after " + after);
    }

    private boolean hasEmpty(int start, int step, int length) {
        long occupied = horizontal | vertical;
        for (int i = 0, bit = start; i < length; i++, bit += step) {
            if ((occupied >>> bit & 1) == 0) {
                return true;
            }
        }
        return false;
    }

    /** {@code 0}, {@code -} or {@code 1}. */
    public char cell(int r, int c) {
        long bit = 1L << (r * cols + c);
        return (horizontal & bit) != 0 ? HORIZONTAL : (vertical & bit) != 0 ? VERTICAL : EMPTY;
    }

    /** The value when the game is over: a loss in 0 for the player who cannot place a match; null while one can. */
    public Value valueIfOver() {
        return hasMove() ? null : Value.loss(0);
    }

    /** The number of matches on the board. */
    public int matches() {
        return Long.bitCount(horizontal) + Long.bitCount(vertical);
    }

    /**
     * Whether a match of {@code orientation} ({@code -} or {@code 1}) may be placed at (r, c):
     * the cell is empty and the nearest match on each side along the match's line is absent or
     * of the other direction.
     */
    public boolean canPlace(int r, int c, char orientation) {
        int cell = r * cols + c;
        return ((horizontal | vertical) >>> cell & 1) == 0 && fits(horizontal, vertical, rows, cols, cell, orientation == VERTICAL);
    }

    /**
     * Whether a match fits at the empty {@code cell} of the board with masks (h, v): the nearest
     * match on each side along its line (the row for {@code -}, the column for {@code 1}) is
     * absent or of the other direction. The one statement of the placing rule: the moves of a
     * board, the encoded children of the search and the tier engine's children all use it.
     */
    static boolean fits(long h, long v, int rows, int cols, int cell, boolean vertical) {
        long same = vertical ? v : h;
        long other = vertical ? h : v;
        int step = vertical ? cols : 1;
        int lo = vertical ? 0 : cell - cell % cols;
        int hi = vertical ? rows * cols : lo + cols;
        for (int i = cell - step; i >= lo; i -= step) {
            if ((same >>> i & 1) != 0) {
                return false;
            }
            if ((other >>> i & 1) != 0) {
                break;
            }
        }
        for (int i = cell + step; i < hi; i += step) {
            if ((same >>> i & 1) != 0) {
                return false;
            }
            if ((other >>> i & 1) != 0) {
                break;
            }
        }
        return true;
    }

    /** Whether any match can be placed (the board is not a finished game). */
    public boolean hasMove() {
        long occupied = horizontal | vertical;
        for (int cell = 0; cell < rows * cols; cell++) {
            if ((occupied >>> cell & 1) == 0
                    && (fits(horizontal, vertical, rows, cols, cell, false) || fits(horizontal, vertical, rows, cols, cell, true))) {
                return true;
            }
        }
        return false;
    }

    /** The board with a match of {@code orientation} at (r, c); legality is not checked. */
    public MatchesBoard place(int r, int c, char orientation) {
        long bit = 1L << (r * cols + c);
        return orientation == HORIZONTAL ? new MatchesBoard(rows, cols, horizontal | bit, vertical)
                : new MatchesBoard(rows, cols, horizontal, vertical | bit);
    }

    /** Every legal move, row by row, column by column, {@code -} before {@code 1}; named like {@code 21-}. */
    public List<Move<MatchesBoard>> moves() {
        List<Move<MatchesBoard>> out = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                for (char o : ORIENTATIONS) {
                    if (canPlace(r, c, o)) {
                        out.add(new Move<>(moveName(r, c, o), place(r, c, o)));
                    }
                }
            }
        }
        return out;
    }

    private static final char[] ORIENTATIONS = {HORIZONTAL, VERTICAL};

    /** MOVE_NAMES[r][c][0] names a {@code -} at (r, c), [1] a {@code 1}. */
    private static final String[][][] MOVE_NAMES = new String[MAX_SIDE][MAX_SIDE][];

    static {
        for (int r = 0; r < MAX_SIDE; r++) {
            for (int c = 0; c < MAX_SIDE; c++) {
                MOVE_NAMES[r][c] = new String[] {"" + r + c + HORIZONTAL, "" + r + c + VERTICAL};
            }
        }
    }

    /** Row digit, column digit (both from 0) and orientation, as in the judge format: {@code 00-}. */
    public static String moveName(int r, int c, char orientation) {
        return MOVE_NAMES[r][c][orientation == HORIZONTAL ? 0 : 1];
    }

    /** The rows of the board. */
    public List<String> rowStrings() {
        List<String> out = new ArrayList<>(rows);
        char[] row = new char[cols];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                row[c] = cell(r, c);
            }
            out.add(new String(row));
        }
        return out;
    }

    /** Rows separated by {@code /}: {@code 0111/-000/-000}. */
    public String format() {
        byte[] text = new byte[rows * (cols + 1) - 1];   // ASCII: the string is a copy of these bytes
        int i = 0;
        for (int r = 0; r < rows; r++) {
            if (r > 0) {
                text[i++] = '/';
            }
            for (int c = 0; c < cols; c++) {
                text[i++] = (byte) cell(r, c);
            }
        }
        return new String(text, java.nio.charset.StandardCharsets.ISO_8859_1);
    }

    /** The mirror image left to right (columns reversed). */
    public MatchesBoard mirrorColumns() {
        return map((r, c) -> r * cols + (cols - 1 - c), rows, cols, false);
    }

    /** The mirror image top to bottom (rows reversed). */
    public MatchesBoard mirrorRows() {
        return map((r, c) -> (rows - 1 - r) * cols + c, rows, cols, false);
    }

    /** The transposed board (cols x rows): rows become columns, so {@code -} and {@code 1} swap. */
    public MatchesBoard transpose() {
        return map((r, c) -> c * rows + r, cols, rows, true);
    }

    private interface CellMap {
        int target(int r, int c);
    }

    private MatchesBoard map(CellMap to, int newRows, int newCols, boolean swap) {
        long h = 0;
        long v = 0;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                long bit = 1L << (r * cols + c);
                long target = 1L << to.target(r, c);
                if ((horizontal & bit) != 0) {
                    if (swap) {
                        v |= target;
                    } else {
                        h |= target;
                    }
                } else if ((vertical & bit) != 0) {
                    if (swap) {
                        h |= target;
                    } else {
                        v |= target;
                    }
                }
            }
        }
        return new MatchesBoard(newRows, newCols, h, v);
    }

    @Override
    public String toString() {
        return format();
    }
}
