package boyi.games.matches;

import boyi.model.EncodedMoves;
import boyi.model.Impartial;
import boyi.model.Symmetric;

/**
 * The matches game as the search sees it: moves, mirror symmetry (and transposes of square
 * boards) and a base-3 encoding on which moves are generated: cell (r, c) is digit
 * {@code r * cols + c} (0 empty, 1 {@code -}, 2 {@code 1}), the shape {@code rows * 7 + cols}
 * in the top six bits (3^36 &lt; 2^58).
 *
 * <pre>{@code
 * MatchesSearchRules rules = new MatchesSearchRules();
 * rules.decode(rules.encode(MatchesBoard.parse("0-0/001")));   // the same board
 * new NegamaxSolver<>(rules, 1_000_000).value(MatchesBoard.parse("000/000"));
 * }</pre>
 */
final class MatchesSearchRules implements MatchesRules, Impartial<MatchesBoard>, Symmetric<MatchesBoard>, EncodedMoves<MatchesBoard> {

    private static final long BODY = (1L << 58) - 1;
    private static final long[] POW3 = new long[37];
    /** ROWS[cols]: per base-3 row code, its - cells and its 1 cells; and the code of the row read backwards. */
    private static final int[][] ROW_H = new int[MatchesBoard.MAX_SIDE + 1][];
    private static final int[][] ROW_V = new int[MatchesBoard.MAX_SIDE + 1][];
    private static final int[][] MIRROR = new int[MatchesBoard.MAX_SIDE + 1][];

    static {
        POW3[0] = 1;
        for (int i = 1; i < POW3.length; i++) {
            POW3[i] = POW3[i - 1] * 3;
        }
        for (int cols = 1; cols <= MatchesBoard.MAX_SIDE; cols++) {
            int n = (int) POW3[cols];
            ROW_H[cols] = new int[n];
            ROW_V[cols] = new int[n];
            MIRROR[cols] = new int[n];
            for (int code = 0; code < n; code++) {
                int rest = code;
                int mirrored = 0;
                for (int c = 0; c < cols; c++) {
                    int digit = rest % 3;
                    rest /= 3;
                    ROW_H[cols][code] |= (digit == 1 ? 1 : 0) << c;
                    ROW_V[cols][code] |= (digit == 2 ? 1 : 0) << c;
                    mirrored += digit * (int) POW3[cols - 1 - c];
                }
                MIRROR[cols][code] = mirrored;
            }
        }
    }

    /** The least (by encoding) of the board's mirror images; transposes only for square boards. */
    @Override
    public MatchesBoard canonical(MatchesBoard p) {
        return decode(memoKey(encode(p)));
    }

    @Override
    public long encode(MatchesBoard p) {
        long code = 0;
        for (int i = p.rows() * p.cols() - 1; i >= 0; i--) {
            code = code * 3 + ((p.horizontal() >>> i & 1) != 0 ? 1 : (p.vertical() >>> i & 1) != 0 ? 2 : 0);
        }
        return code | (long) (p.rows() * 7 + p.cols()) << 58;
    }

    @Override
    public MatchesBoard decode(long code) {
        int shape = (int) (code >>> 58);
        int rows = shape / 7;
        int cols = shape % 7;
        long body = code & BODY;
        long radix = POW3[cols];
        long h = 0;
        long v = 0;
        for (int r = 0; r < rows; r++) {
            int row = (int) (body % radix);
            body /= radix;
            h |= (long) ROW_H[cols][row] << (r * cols);
            v |= (long) ROW_V[cols][row] << (r * cols);
        }
        return new MatchesBoard(rows, cols, h, v);
    }

    @Override
    public int maxMoves() {
        return 2 * MatchesBoard.MAX_SIDE * MatchesBoard.MAX_SIDE;
    }

    @Override
    public int children(long code, long[] out) {
        MatchesBoard b = decode(code);   // a small record, kept off the heap once decode is inlined
        int rows = b.rows();
        int cols = b.cols();
        long h = b.horizontal();
        long v = b.vertical();
        int n = 0;
        int cells = rows * cols;
        for (int cell = 0; cell < cells; cell++) {
            if (((h | v) >>> cell & 1) != 0) {
                continue;
            }
            if (MatchesBoard.fits(h, v, rows, cols, cell, false)) {
                out[n++] = code + POW3[cell];
            }
            if (MatchesBoard.fits(h, v, rows, cols, cell, true)) {
                out[n++] = code + 2 * POW3[cell];
            }
        }
        return n;
    }

    /** The least encoding among the board's mirror images (and transposes of square boards). */
    @Override
    public long memoKey(long code) {
        int shape = (int) (code >>> 58);
        int rows = shape / 7;
        int cols = shape % 7;
        long body = code & BODY;
        long radix = POW3[cols];
        int[] rowCodes = new int[rows];
        for (int r = 0; r < rows; r++) {
            rowCodes[r] = (int) (body % radix);
            body /= radix;
        }
        long least = leastMirror(rowCodes, cols);
        if (rows == cols) {
            int[] t = new int[rows];
            for (int c = 0; c < cols; c++) {
                int digits = 0;
                for (int r = rows - 1; r >= 0; r--) {
                    int digit = (int) (rowCodes[r] / POW3[c] % 3);
                    digits = digits * 3 + (digit == 0 ? 0 : 3 - digit);   // - and 1 swap
                }
                t[c] = digits;
            }
            least = Math.min(least, leastMirror(t, cols));
        }
        return least | (long) shape << 58;
    }

    private static long leastMirror(int[] rowCodes, int cols) {
        int n = rowCodes.length;
        long radix = POW3[cols];
        long least = Long.MAX_VALUE;
        for (int variant = 0; variant < 4; variant++) {
            long k = 0;
            for (int r = n - 1; r >= 0; r--) {
                int source = (variant & 2) != 0 ? rowCodes[n - 1 - r] : rowCodes[r];
                k = k * radix + ((variant & 1) != 0 ? MIRROR[cols][source] : source);
            }
            least = Math.min(least, k);
        }
        return least;
    }
}
