package boyi.games.partizan;

import boyi.games.partizan.PartizanRules.Oriented;
import java.util.ArrayList;
import java.util.List;

/**
 * A rectangular board of characters ({@code .} empty), row by row: Clobber's stones.
 *
 * @param rows  the number of rows
 * @param cols  the number of columns
 * @param cells {@code rows * cols} characters, row by row
 */
public record GridBoard(int rows, int cols, String cells) {

    static GridBoard of(char[][] grid) {
        StringBuilder b = new StringBuilder();
        for (char[] row : grid) {
            b.append(row);
        }
        return new GridBoard(grid.length, grid[0].length, b.toString());
    }

    public char at(int r, int c) {
        return cells.charAt(r * cols + c);
    }

    boolean inside(int r, int c) {
        return r >= 0 && r < rows && c >= 0 && c < cols;
    }

    GridBoard with(int r, int c, char ch) {
        char[] a = cells.toCharArray();
        a[r * cols + c] = ch;
        return new GridBoard(rows, cols, new String(a));
    }

    /** The connected groups of non-empty cells, each cropped to its bounding box. */
    List<GridBoard> components() {
        List<GridBoard> out = new ArrayList<>();
        boolean[] seen = new boolean[cells.length()];
        int[] stack = new int[cells.length()];
        for (int start = 0; start < cells.length(); start++) {
            if (seen[start] || cells.charAt(start) == '.') {
                continue;
            }
            List<Integer> group = new ArrayList<>();
            int top = 0;
            stack[top++] = start;
            seen[start] = true;
            while (top > 0) {                          // flood fill with an explicit stack
                int cell = stack[--top];
                group.add(cell);
                int r = cell / cols;
                int c = cell % cols;
                int[][] steps = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
                for (int[] s : steps) {
                    int n = s[0] * cols + s[1];
                    if (inside(s[0], s[1]) && !seen[n] && cells.charAt(n) != '.') {
                        seen[n] = true;
                        stack[top++] = n;
                    }
                }
            }
            int r0 = rows;
            int r1 = -1;
            int c0 = cols;
            int c1 = -1;
            for (int cell : group) {
                r0 = Math.min(r0, cell / cols);
                r1 = Math.max(r1, cell / cols);
                c0 = Math.min(c0, cell % cols);
                c1 = Math.max(c1, cell % cols);
            }
            char[] a = ".".repeat((r1 - r0 + 1) * (c1 - c0 + 1)).toCharArray();
            for (int cell : group) {
                a[(cell / cols - r0) * (c1 - c0 + 1) + cell % cols - c0] = cells.charAt(cell);
            }
            out.add(new GridBoard(r1 - r0 + 1, c1 - c0 + 1, new String(a)));
        }
        return out;
    }

    /**
     * The least image of this board under the reflections and transposes of the rectangle, and
     * (when {@code swapColours}) with x and o exchanged; the image's value is negated when the
     * colours were swapped or (when {@code transposeNegates}) it was transposed.
     */
    Oriented<GridBoard> leastImage(boolean swapColours, boolean transposeNegates) {
        GridBoard best = null;
        boolean negated = false;
        for (int k = 0; k < (swapColours ? 16 : 8); k++) {
            boolean transpose = (k & 4) != 0;
            boolean swap = (k & 8) != 0;
            int nr = transpose ? cols : rows;
            int nc = transpose ? rows : cols;
            char[] a = new char[cells.length()];
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    int tr = transpose ? c : r;
                    int tc = transpose ? r : c;
                    if ((k & 1) != 0) {
                        tr = nr - 1 - tr;
                    }
                    if ((k & 2) != 0) {
                        tc = nc - 1 - tc;
                    }
                    char ch = at(r, c);
                    a[tr * nc + tc] = swap ? (ch == 'x' ? 'o' : ch == 'o' ? 'x' : ch) : ch;
                }
            }
            GridBoard image = new GridBoard(nr, nc, new String(a));
            if (best == null || image.rows < best.rows || image.rows == best.rows && image.cells.compareTo(best.cells) < 0) {
                best = image;
                negated = swap ^ (transpose && transposeNegates);
            }
        }
        return new Oriented<>(best, negated);
    }

    /** CGSuite's grid text: rows separated by {@code |}. */
    @Override
    public String toString() {
        return GridText.format(rows, cols, this::at);
    }
}
