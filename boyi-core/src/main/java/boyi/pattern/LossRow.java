package boyi.pattern;

import boyi.solve.Interruption;
import boyi.solve.ObservedPeriod;
import boyi.solve.Periodicity;
import boyi.util.PackedLongs;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Which entries of one table row are losses, answered exactly as a scan of the whole row answers,
 * but, when the row's period is proven (and checked against the row), by reading only the
 * stretch before the repetition and one period of it: a table of 10^6 read off a period of 7
 * is not searched again for what the period already says.
 *
 * <p>The invariant used: {@code loss(n + p) = loss(n)} for {@code from <= n <= last - p}. With a
 * proven period p from e and saltus 0 that is the row's own repetition ({@code from = e}); with a
 * Grundy saltus s > 0, {@code G(n) >= s > 0} from {@code e + p} on, so there are no losses from
 * there ({@code from = e + p}).
 *
 * <pre>{@code
 * LossRow r = LossRow.of(ValueKind.GRUNDY, g, proven);   // g: subtraction {1,3,4} to 10^6, period 7
 * r.count();              // 285715, from one period
 * r.observedPeriod();     // {0, 7, 0}: what ObservedPeriod.plain finds on the whole row
 * }</pre>
 */
final class LossRow {

    private final ValueKind kind;
    private final PackedLongs row;
    private final int last;
    /** The repetition's start and length, or {@code from = -1} when the whole row is read. */
    private final int from;
    private final int period;
    private final Interruption stop = new Interruption();

    private LossRow(ValueKind kind, PackedLongs row, int from, int period) {
        this.kind = kind;
        this.row = row;
        this.last = row.length() - 1;
        this.from = from;
        this.period = period;
    }

    /**
     * The losses of {@code row}; {@code proven} is a period the row was checked to have (for
     * outcomes without a saltus), or null. A period too long to pay off is not used.
     */
    static LossRow of(ValueKind kind, PackedLongs row, Periodicity proven) {
        int last = row.length() - 1;
        if (proven == null) {
            return new LossRow(kind, row, -1, 0);
        }
        long s = kind == ValueKind.GRUNDY ? proven.saltus() : 0;
        long from = proven.preperiod() + (s > 0 ? proven.period() : 0);
        long p = proven.period();
        // each candidate period below costs up to about p + from steps; p of them at most
        boolean pays = s >= 0 && p >= 1 && from + p - 1 <= last && (from + p) * p <= last;
        return pays ? new LossRow(kind, row, (int) from, (int) p) : new LossRow(kind, row, -1, 0);
    }

    boolean at(int n) {
        return kind.isLoss(row.get(n));
    }

    /** The number of losses in the row. */
    long count() {
        if (from < 0) {
            return countIn(0, last + 1);
        }
        long repeated = last + 1L - from;
        return countIn(0, from) + repeated / period * countIn(from, from + period)
                + countIn(from, from + (int) (repeated % period));
    }

    /** The first {@code max} losses, in order. */
    List<Long> first(int max) {
        // no loss in one period of the repetition: none after it
        int end = from >= 0 && countIn(from, from + period) == 0 ? from + period : last + 1;
        List<Long> out = new ArrayList<>();
        for (int n = 0; n < end && out.size() < max; n++) {
            stop.check();
            if (at(n)) {
                out.add((long) n);
            }
        }
        return out;
    }

    private long countIn(int start, int end) {
        long c = 0;
        for (int n = start; n < end; n++) {
            stop.check();
            c += at(n) ? 1 : 0;
        }
        return c;
    }

    /** {@code ObservedPeriod.plain} of the losses: {@code {n0, q, 0}}, the same answer. */
    Optional<long[]> observedPeriod() {
        if (from < 0) {
            return ObservedPeriod.plain((i, j) -> at(i) == at(j), last);
        }
        for (int q = 1; 2L * q <= last + 1; q++) {
            int n0 = repeatsFrom(q);
            if (n0 + 2L * q <= last + 1 && 2L * n0 <= last) {
                return Optional.of(new long[] {n0, q, 0});
            }
        }
        return Optional.empty();
    }

    /** The least n0 with loss(n + q) = loss(n) for every n0 <= n <= last - q. */
    private int repeatsFrom(int q) {
        int top = last - q;
        if (from + period - 1 > top) {
            return matchDownFrom(top, q);
        }
        for (int n = from; n < from + period; n++) {
            if (at(n + q) != at(n)) {
                // a mismatch repeats every period up to the top, so this scan is short
                return matchDownFrom(top, q);
            }
        }
        // one period matches, so every n in from..top does: n = m + kp with m in that period
        return matchDownFrom(from - 1, q);
    }

    /** The least n0 <= start + 1 with loss(n + q) = loss(n) for n0 <= n <= start. */
    private int matchDownFrom(int start, int q) {
        int n = start;
        while (n >= 0 && at(n + q) == at(n)) {
            stop.check();
            n--;
        }
        return n + 1;
    }
}
