package boyi.games;

import java.util.ArrayList;
import java.util.List;

/**
 * The regions of a board of at most 64 cells: the groups of chosen cells joined side by side,
 * each cropped to its bounding box. Cells are bits {@code r * cols + c} of a long. A board game
 * whose moves never reach across a region (dominoes on empty cells: Cram, Domineering) is the sum
 * of its regions, so a search values each region once, by its shape, wherever it recurs.
 *
 * <pre>{@code
 * BoardRegions.of(1, 5, 0b11011L);   // [Region[rows=1, cols=2, cells=3], Region[rows=1, cols=2, cells=3]]
 * BoardRegions.of(2, 2, 0b1001L);    // the diagonal: two regions of one cell, Region[rows=1, cols=1, cells=1]
 * }</pre>
 */
public final class BoardRegions {

    /** The most cells a board may have (one bit each). */
    public static final int MAX_CELLS = 64;

    private BoardRegions() {
    }

    /**
     * One region (or a whole board) of {@code rows * cols} cells; {@code cells} holds the chosen
     * ones, bit {@code r * cols + c}.
     */
    public record Region(int rows, int cols, long cells) {

        /** Whether cell (r, c) is chosen. */
        public boolean has(int r, int c) {
            return r >= 0 && r < rows && c >= 0 && c < cols && (cells >>> (r * cols + c) & 1) != 0;
        }

        /** The region with cell (r, c) left out. */
        public Region without(int r, int c) {
            return new Region(rows, cols, cells & ~(1L << (r * cols + c)));
        }
    }

    /** The regions of the chosen {@code cells}, in the order of their first cell, each cropped. */
    public static List<Region> of(int rows, int cols, long cells) {
        List<Region> out = new ArrayList<>(2);
        long all = rows * cols == MAX_CELLS ? -1L : (1L << (rows * cols)) - 1;
        long notFirstCol = 0;
        for (int r = 0; r < rows; r++) {
            notFirstCol |= ((1L << cols) - 2) << (r * cols);
        }
        long notLastCol = notFirstCol >>> 1;
        long left = cells & all;
        while (left != 0) {
            long region = Long.lowestOneBit(left);
            while (true) {                         // grow by one step in each direction until stable
                long grown = region | (region << cols) & all | region >>> cols
                        | (region << 1) & notFirstCol | (region >>> 1) & notLastCol;
                grown &= left;
                if (grown == region) {
                    break;
                }
                region = grown;
            }
            left &= ~region;
            out.add(crop(rows, cols, region));
        }
        return out;
    }

    /** The cells of {@code region} in its bounding box, row by row. */
    private static Region crop(int rows, int cols, long region) {
        long rowMask = cols == MAX_CELLS ? -1L : (1L << cols) - 1;
        int r0 = -1;
        int r1 = -1;
        long used = 0;                            // the columns the region uses
        for (int r = 0; r < rows; r++) {
            long row = region >>> (r * cols) & rowMask;
            if (row != 0) {
                r0 = r0 < 0 ? r : r0;
                r1 = r;
                used |= row;
            }
        }
        int c0 = Long.numberOfTrailingZeros(used);
        int width = 64 - Long.numberOfLeadingZeros(used) - c0;
        long widthMask = width == MAX_CELLS ? -1L : (1L << width) - 1;
        long out = 0;
        for (int r = r0; r <= r1; r++) {
            out |= (region >>> (r * cols + c0) & widthMask) << ((r - r0) * width);
        }
        return new Region(r1 - r0 + 1, width, out);
    }
}
