package boyi.rules;

/**
 * Whether a board shows one of its winning patterns ({@code win pattern "LOL"}): the pattern's
 * symbols in consecutive cells of one line, read in either direction; a row board has one line,
 * a grid has its rows, columns and both diagonal directions.
 *
 * <pre>{@code
 * WinPatterns.contains(board("L*LOL"), program)   // true for the pattern "LOL"
 * }</pre>
 */
final class WinPatterns {

    private WinPatterns() {
    }

    static boolean contains(RuleState board, RuleProgram program) {
        byte[] cells = board.cellsUnsafe();
        int width = board.width();
        int height = cells.length / Math.max(1, width);
        for (String pattern : program.patterns()) {
            byte[] p = new byte[pattern.length()];
            for (int i = 0; i < p.length; i++) {
                p[i] = (byte) program.symbols().indexOf(pattern.charAt(i));
            }
            int[][] directions = program.shape() == RuleProgram.Shape.ROW ? new int[][] {{0, 1}}
                    : new int[][] {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
            for (int r = 0; r < height; r++) {
                for (int c = 0; c < width; c++) {
                    for (int[] d : directions) {
                        if (matches(cells, width, height, r, c, d, p, false) || matches(cells, width, height, r, c, d, p, true)) {
                            return true;
                        }
                    }
                }
            }
        }
        return false;
    }

    private static boolean matches(byte[] cells, int width, int height, int r, int c, int[] d, byte[] p, boolean reversed) {
        for (int k = 0; k < p.length; k++) {
            int rr = r + d[0] * k;
            int cc = c + d[1] * k;
            if (rr < 0 || rr >= height || cc < 0 || cc >= width) {
                return false;
            }
            if (cells[rr * width + cc] != p[reversed ? p.length - 1 - k : k]) {
                return false;
            }
        }
        return true;
    }
}
