package boyi.games.partizan;

/**
 * A Domineering board of at most 64 cells: its size and the empty cells as a bit mask (bit
 * {@code r * cols + c}); the other cells are filled or blocked.
 *
 * @param rows  the number of rows
 * @param cols  the number of columns
 * @param empty the empty cells
 */
public record DomineeringBoard(int rows, int cols, long empty) {

    public boolean isEmpty(int r, int c) {
        return (empty >>> (r * cols + c) & 1) != 0;
    }

    /** CGSuite's grid text: rows separated by {@code |}, {@code .} empty, {@code #} filled. */
    @Override
    public String toString() {
        return GridText.format(rows, cols, (r, c) -> isEmpty(r, c) ? '.' : '#');
    }
}
