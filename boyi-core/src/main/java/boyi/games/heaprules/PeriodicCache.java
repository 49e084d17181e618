package boyi.games.heaprules;

import boyi.solve.PeriodFinder;
import boyi.solve.RecurrenceRows;
import boyi.solve.RowRecurrence;
import boyi.theory.SubtractionRecurrence;
import boyi.util.TooLargeException;
import java.util.function.Function;

/**
 * The periodic rows of one recurrence over a {@link TakeSet}, for every n: row n is read from
 * the rows over the takes that fit in n (a larger take is never usable at or below n, so the
 * answer is the same), found once per such prefix of the set and kept.
 *
 * <pre>{@code
 * PeriodicCache grundy = new PeriodicCache(takes, SubtractionRecurrence::grundy, PeriodFinder.Kind.PLAIN);
 * grundy.rows(1_000_000_000_000_000_000L).plain(1_000_000_000_000_000_000L, 0);
 * }</pre>
 */
public final class PeriodicCache {

    private final TakeSet takes;
    private final Function<long[], RowRecurrence> recurrence;
    private final PeriodFinder.Kind kind;
    private final RecurrenceRows[] byCount;

    /**
     * @param kind {@link PeriodFinder.Kind#REMOTENESS} falls back to outcomes only (remoteness
     *             unknown) when the remoteness is not periodic within the budget
     */
    public PeriodicCache(TakeSet takes, Function<long[], RowRecurrence> recurrence, PeriodFinder.Kind kind) {
        this.takes = takes;
        this.recurrence = recurrence;
        this.kind = kind;
        this.byCount = new RecurrenceRows[takes.size() + 1];
    }

    /** The rows that answer n when they have been found already, else {@code null} (nothing is computed). */
    public synchronized RecurrenceRows found(long n) {
        int count = takes.countUpTo(n);
        return count == 0 ? null : byCount[count];
    }

    /** The rows that answer n, or {@code null} when no take fits in n. */
    public synchronized RecurrenceRows rows(long n) {
        int count = takes.countUpTo(n);
        if (count == 0) {
            return null;
        }
        RecurrenceRows r = byCount[count];
        if (r == null) {
            RowRecurrence rec = recurrence.apply(takes.first(count));
            try {
                r = PeriodFinder.find(rec, kind);
            } catch (TooLargeException e) {
                if (kind != PeriodFinder.Kind.REMOTENESS) {
                    throw e;
                }
                r = PeriodFinder.find(rec, PeriodFinder.Kind.OUTCOME);
            }
            byCount[count] = r;
        }
        return r;
    }
}
