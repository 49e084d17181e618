package boyi.games.partizan;

import boyi.util.BadInputException;
import boyi.util.Text;

/**
 * Reads CGSuite's grid strings: rows separated by {@code |}, each a string of cell characters,
 * all rows of one length, at most 64 cells. Columns are named a..z, then aa, ab, ... in moves (as in
 * a spreadsheet), rows 1, 2, ... from the top.
 *
 * <pre>{@code
 * char[][] g = GridText.parse("domineering", "..#|...", ".#");   // 2 rows of 3
 * }</pre>
 */
public final class GridText {

    public static final int MAX_CELLS = 64;

    private GridText() {
    }

    /** @throws BadInputException for other characters, ragged rows, an empty or too large grid */
    public static char[][] parse(String game, String text, String allowed) {
        String t = text.trim();
        if (t.isEmpty()) {
            throw new BadInputException(game, Text.of("缺少棋盘", "missing the board"));
        }
        String[] rows = t.split("\\|", -1);
        int cols = rows[0].length();
        for (int r = 0; r < rows.length; r++) {
            String row = rows[r];
            for (int c = 0; c < row.length(); c++) {
                if (allowed.indexOf(row.charAt(c)) < 0) {
                    throw new BadInputException(game, Text.of(
                            "第 " + (r + 1) + " 行第 " + (c + 1) + " 格 \"" + row.charAt(c) + "\"：只能是 " + quoted(allowed),
                            "row " + (r + 1) + ", cell " + (c + 1) + " \"" + row.charAt(c) + "\": expected one of "
                                    + quoted(allowed)));
                }
            }
            if (row.length() != cols || cols == 0) {
                throw new BadInputException(game, Text.of(
                        "第 " + (r + 1) + " 行有 " + row.length() + " 格，第 1 行有 " + cols + " 格（各行须一样长）",
                        "row " + (r + 1) + " has " + row.length() + " cells, row 1 has " + cols
                                + " (rows must be equally long)"));
            }
        }
        if (rows.length * cols > MAX_CELLS) {
            throw new BadInputException(game, Text.of(
                    "棋盘 " + rows.length + " x " + cols + " 太大（至多 " + MAX_CELLS + " 格）",
                    "the board " + rows.length + " x " + cols + " is too large (at most " + MAX_CELLS + " cells)"));
        }
        char[][] grid = new char[rows.length][];
        for (int r = 0; r < rows.length; r++) {
            grid[r] = rows[r].toCharArray();
        }
        return grid;
    }

    /** A grid as text: rows separated by {@code |}, each cell's character from {@code cell(r, c)}. */
    public static String format(int rows, int cols, java.util.function.BiFunction<Integer, Integer, Character> cell) {
        StringBuilder b = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            if (r > 0) {
                b.append('|');
            }
            for (int c = 0; c < cols; c++) {
                b.append(cell.apply(r, c));
            }
        }
        return b.toString();
    }

    /** The name of a cell in moves: column letters and row number from the top, e.g. {@code b1}, {@code ab2}. */
    public static String cell(int r, int c) {
        return column(c) + (r + 1);
    }

    /** Column {@code c} (from 0) in bijective base 26: a..z, aa..az, ba... */
    static String column(int c) {
        StringBuilder b = new StringBuilder();
        for (int n = c + 1; n > 0; n = (n - 1) / 26) {
            b.append((char) ('a' + (n - 1) % 26));
        }
        return b.reverse().toString();
    }

    private static String quoted(String allowed) {
        StringBuilder b = new StringBuilder();
        for (char ch : allowed.toCharArray()) {
            if (b.length() > 0) {
                b.append(' ');
            }
            b.append(ch);
        }
        return b.toString();
    }
}
