package boyi.games.takeaway;

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
final class PeriodicCache {

    private final TakeSet takes;
    private final Function<long[], RowRecurrence> recurrence;
    private final PeriodFinder.Kind kind;
    private final RecurrenceRows[] byCount;

    /**
     * @param kind {@link PeriodFinder.Kind#REMOTENESS} falls back to outcomes only (remoteness
     *             unknown) when the remoteness is not periodic within the budget
     */
    PeriodicCache(TakeSet takes, Function<long[], RowRecurrence> recurrence, PeriodFinder.Kind kind) {
        this.takes = takes;
        this.recurrence = recurrence;
        this.kind = kind;
        this.byCount = new RecurrenceRows[takes.size() + 1];
    }

    /** The rows that answer n, or {@code null} when no take fits in n. */
    synchronized RecurrenceRows rows(long n) {
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
