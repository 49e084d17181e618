package boyi.games.board;

import boyi.model.Move;
import boyi.util.BadInputException;
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
        return fromRows(rows, i -> "row " + (i + 1));
    }

    /**
     * Reads a board from its rows; {@code where.apply(i)} names row {@code i} (0-based) in
     * error messages, e.g. {@code "line 3"}.
     *
     * @throws BadInputException naming the row that is wrong
     */
    public static MatchesBoard fromRows(List<String> rows, IntFunction<String> where) {
        if (rows.isEmpty()) {
            throw new BadInputException("missing the board: rows of 0 (empty), - and 1, e.g. 0111/-000/-000");
        }
        if (rows.size() > MAX_SIDE) {
            throw new BadInputException(where.apply(MAX_SIDE) + " \"" + shorten(rows.get(MAX_SIDE))
                    + "\": the board has " + rows.size() + " rows; at most " + MAX_SIDE + " are allowed");
        }
        int cols = rows.get(0).length();
        long h = 0;
        long v = 0;
        for (int r = 0; r < rows.size(); r++) {
            String row = rows.get(r);
            String at = where.apply(r) + " \"" + shorten(row) + "\"";
            if (row.length() > MAX_SIDE) {
                throw new BadInputException(at + ": a row has at most " + MAX_SIDE + " cells, this one has " + row.length());
            }
            if (row.length() != cols) {
                throw new BadInputException(at + ": ragged board: this row has " + row.length()
                        + " cells, the first has " + cols);
            }
            for (int c = 0; c < cols; c++) {
                char ch = row.charAt(c);
                long bit = 1L << (r * cols + c);
                if (ch == HORIZONTAL) {
                    h |= bit;
                } else if (ch == VERTICAL) {
                    v |= bit;
                } else if (ch != EMPTY) {
                    throw new BadInputException(at + ", column " + (c + 1) + " '" + ch
                            + "': expected 0 (empty), - (horizontal match) or 1 (vertical match)");
                }
            }
        }
        MatchesBoard board = new MatchesBoard(rows.size(), cols, h, v);
        String connected = board.connectedMatches(where, true);
        if (connected != null) {
            throw new BadInputException(connected);
        }
        return board;
    }

    /**
     * A message naming the first connected pair of matches (rows named by {@code where}), or
     * {@code null} when there is none. With {@code openLinesOnly}, pairs in a full line (a row
     * or column without an empty cell) are not reported: no match can be placed there any more,
     * and the published sample {@code 1111/----/0010} starts with such a row.
     */
    public String connectedMatches(IntFunction<String> where, boolean openLinesOnly) {
        for (int r = 0; r < rows; r++) {
            if (openLinesOnly && !hasEmpty(r, 0, 0, 1)) {
                continue;
            }
            int last = -1;
            for (int c = 0; c < cols; c++) {
                char ch = cell(r, c);
                if (ch == HORIZONTAL && last >= 0 && cell(r, last) == HORIZONTAL) {
                    return where.apply(r) + ": the horizontal matches in columns " + (last + 1) + " and " + (c + 1)
                            + " are connected (only empty cells between them); such a board cannot arise";
                }
                if (ch != EMPTY) {
                    last = c;
                }
            }
        }
        for (int c = 0; c < cols; c++) {
            if (openLinesOnly && !hasEmpty(0, c, 1, 0)) {
                continue;
            }
            int last = -1;
            for (int r = 0; r < rows; r++) {
                char ch = cell(r, c);
                if (ch == VERTICAL && last >= 0 && cell(last, c) == VERTICAL) {
                    return where.apply(r) + ": the vertical match in column " + (c + 1) + " is connected to the one in "
                            + where.apply(last) + " (only empty cells between them); such a board cannot arise";
                }
                if (ch != EMPTY) {
                    last = r;
                }
            }
        }
        return null;
    }

    /** Whether some match is connected to another (possible only in full lines of a parsed board). */
    public boolean hasConnectedMatches() {
        return connectedMatches(i -> "", false) != null;
    }

    private boolean hasEmpty(int r, int c, int dr, int dc) {
        for (int i = r, j = c; i < rows && j < cols; i += dr, j += dc) {
            if (cell(i, j) == EMPTY) {
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
        if (cell(r, c) != EMPTY) {
            return false;
        }
        if (orientation == HORIZONTAL) {
            return nearest(r, c, 0, -1) != HORIZONTAL && nearest(r, c, 0, 1) != HORIZONTAL;
        }
        return nearest(r, c, -1, 0) != VERTICAL && nearest(r, c, 1, 0) != VERTICAL;
    }

    /** The first non-empty cell from (r, c) in direction (dr, dc), exclusive, or EMPTY at the edge. */
    private char nearest(int r, int c, int dr, int dc) {
        for (int i = r + dr, j = c + dc; i >= 0 && i < rows && j >= 0 && j < cols; i += dr, j += dc) {
            char ch = cell(i, j);
            if (ch != EMPTY) {
                return ch;
            }
        }
        return EMPTY;
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
                for (char o : new char[] {HORIZONTAL, VERTICAL}) {
                    if (canPlace(r, c, o)) {
                        out.add(new Move<>(moveName(r, c, o), place(r, c, o)));
                    }
                }
            }
        }
        return out;
    }

    /** Row digit, column digit (both from 0) and orientation, as in the judge format: {@code 00-}. */
    public static String moveName(int r, int c, char orientation) {
        return "" + r + c + orientation;
    }

    /** The rows of the board. */
    public List<String> rowStrings() {
        List<String> out = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            StringBuilder b = new StringBuilder(cols);
            for (int c = 0; c < cols; c++) {
                b.append(cell(r, c));
            }
            out.add(b.toString());
        }
        return out;
    }

    /** Rows separated by {@code /}: {@code 0111/-000/-000}. */
    public String format() {
        return String.join("/", rowStrings());
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

    private static String shorten(String s) {
        return s.length() <= 20 ? s : s.substring(0, 17) + "...";
    }
}
