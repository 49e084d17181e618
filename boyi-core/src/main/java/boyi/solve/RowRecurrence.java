package boyi.solve;

/**
 * A sequence of rows over n = 0, 1, 2, ... in which row n is computed from the rows n - t for t in
 * a fixed take set only, by the same rule for every n >= {@link #width()} (below it some takes
 * are unavailable). Each row has {@link #cells()} int cells: plain values (Grundy values) or
 * {@link OutcomeCells} codes (outcome and remoteness). {@link PeriodFinder} turns such a
 * recurrence into exact answers for n up to 10^18.
 *
 * <pre>{@code
 * // Grundy values of the subtraction game {1, 3, 4}
 * RowRecurrence grundy = new RowRecurrence() {
 *     public long width() { return 4; }
 *     public int cells() { return 1; }
 *     public void row(long n, Rows rows, int[] out) {
 *         long seen = 0;
 *         for (int t : new int[] {1, 3, 4}) if (t <= n) seen |= 1L << rows.cell(n - t, 0);
 *         out[0] = Long.numberOfTrailingZeros(~seen);
 *     }
 * };
 * }</pre>
 */
public interface RowRecurrence {

    /** The largest take: for n >= width, row n depends only on rows n - width .. n - 1. */
    long width();

    /** Cells per row (e.g. 4 parity states of take-ball, 1 for a Grundy sequence). */
    int cells();

    /** Writes row {@code n} into {@code out}, reading earlier rows (only n - t for takes t <= n). */
    void row(long n, Rows rows, int[] out);

    /** Read access to the rows computed so far. */
    interface Rows {
        int cell(long n, int cell);
    }
}
