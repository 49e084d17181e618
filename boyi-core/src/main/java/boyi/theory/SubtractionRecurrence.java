package boyi.theory;

import boyi.solve.Interruption;
import boyi.solve.OutcomeCells;
import boyi.solve.RowRecurrence;
import boyi.model.Outcome;

/**
 * One pile of a subtraction game as a one-cell {@link RowRecurrence}: Grundy values (mex of the
 * children), or outcome cells with remoteness under normal play (no move: lost) or misère play
 * (no move: won, the last mover lost).
 *
 * <pre>{@code
 * PeriodFinder.find(SubtractionRecurrence.grundy(new long[] {1, 3, 4}), PeriodFinder.Kind.PLAIN).period()   // 7
 * }</pre>
 */
public final class SubtractionRecurrence implements RowRecurrence {

    private enum Mode { GRUNDY, NORMAL, MISERE }

    private final long[] takes;
    private final Mode mode;
    private final boolean[] seen;
    private final OutcomeCells.Fold fold = new OutcomeCells.Fold();
    private final Interruption stop = new Interruption();

    private SubtractionRecurrence(long[] takes, Mode mode) {
        this.takes = takes;
        this.mode = mode;
        this.seen = new boolean[takes.length + 2];
    }

    public static SubtractionRecurrence grundy(long[] takes) {
        return new SubtractionRecurrence(takes, Mode.GRUNDY);
    }

    public static SubtractionRecurrence outcomes(long[] takes, boolean misere) {
        return new SubtractionRecurrence(takes, misere ? Mode.MISERE : Mode.NORMAL);
    }

    @Override
    public long width() {
        return takes[takes.length - 1];
    }

    @Override
    public int cells() {
        return 1;
    }

    @Override
    public void row(long n, Rows rows, int[] out) {
        if (mode == Mode.GRUNDY) {
            java.util.Arrays.fill(seen, false);
            for (long t : takes) {
                if (t > n) {
                    break;
                }
                stop.check();
                int g = rows.cell(n - t, 0);
                if (g < seen.length) {
                    seen[g] = true;
                }
            }
            int mex = 0;
            while (seen[mex]) {
                mex++;
            }
            out[0] = mex;
            return;
        }
        if (n < takes[0]) {
            out[0] = OutcomeCells.of(mode == Mode.MISERE ? Outcome.WIN : Outcome.LOSS, 0);
            return;
        }
        fold.reset();
        for (long t : takes) {
            if (t > n) {
                break;
            }
            stop.check();
            fold.add(rows.cell(n - t, 0));
        }
        out[0] = fold.result();
    }
}
