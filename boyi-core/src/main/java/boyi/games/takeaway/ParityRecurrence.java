package boyi.games.takeaway;

import boyi.model.Outcome;
import boyi.solve.Interruption;
import boyi.solve.OutcomeCells;
import boyi.solve.RowRecurrence;

/**
 * The rows of a parity-holding take-away game (take-ball, stones): four cells per n, indexed
 * {@code 2 * mine + theirs} by the parities of what the player to move and the opponent hold.
 * Taking t balls leads to {@code (n - t, theirs, mine ^ (t & 1))} seen from the opponent. When no
 * take fits, the holder of the winning parity wins if the other does not hold it; else a draw.
 *
 * <pre>{@code
 * PeriodFinder.find(new ParityRecurrence(new long[] {1, 2, 3}, true), PeriodFinder.Kind.REMOTENESS)
 * }</pre>
 */
public final class ParityRecurrence implements RowRecurrence {

    private final long[] takes;
    private final boolean oddWins;
    private final OutcomeCells.Fold fold = new OutcomeCells.Fold();
    private final Interruption stop = new Interruption();

    /** @param takes ascending, distinct, positive */
    public ParityRecurrence(long[] takes, boolean oddWins) {
        this.takes = takes;
        this.oddWins = oddWins;
    }

    static int cell(int mine, int theirs) {
        return 2 * mine + theirs;
    }

    /** The outcome for the player to move when the game is over. */
    static Outcome end(int mine, int theirs, boolean oddWins) {
        int winning = oddWins ? 1 : 0;
        if (mine == winning && theirs != winning) {
            return Outcome.WIN;
        }
        if (theirs == winning && mine != winning) {
            return Outcome.LOSS;
        }
        return Outcome.DRAW;
    }

    @Override
    public long width() {
        return takes[takes.length - 1];
    }

    @Override
    public int cells() {
        return 4;
    }

    @Override
    public void row(long n, Rows rows, int[] out) {
        for (int mine = 0; mine < 2; mine++) {
            for (int theirs = 0; theirs < 2; theirs++) {
                if (n < takes[0]) {
                    out[cell(mine, theirs)] = OutcomeCells.of(end(mine, theirs, oddWins), 0);
                    continue;
                }
                fold.reset();
                for (long t : takes) {
                    if (t > n) {
                        break;
                    }
                    stop.check();
                    fold.add(rows.cell(n - t, cell(theirs, mine ^ (int) (t & 1))));
                }
                out[cell(mine, theirs)] = fold.result();
            }
        }
    }
}
