package boyi.solve;

import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.Arrays;

/**
 * Turns a {@link RowRecurrence} into exact answers for n up to 10^18 by finding its period (a
 * period only observed on computed values, without a recurrence, is {@link ObservedPeriod}'s).
 *
 * <p>Proof of the period: for n >= width, row n depends only on the window of the previous
 * {@code width} rows, so if the window ending at n0 equals the window ending at n0 + p, every
 * later row repeats with period p. Windows are compared through rolling hashes (each hash match is
 * verified cell by cell) with Brent's cycle search, which finds the first repeat, hence the least
 * period, keeping only the rows themselves; the least preperiod is then found by scanning back
 * row by row. With {@link Kind#REMOTENESS} cells windows are compared up to a common shift of
 * every remoteness (the remoteness rule commutes with adding a constant), so remoteness is
 * arithmetic-periodic: {@code r(n + k p) = r(n) + k d}.
 *
 * <pre>{@code
 * RecurrenceRows g = PeriodFinder.find(grundyOf134, PeriodFinder.Kind.PLAIN);
 * g.periodicity().period();                 // 7
 * g.plain(1_000_000_000_000_000_000L, 0);   // the Grundy value at 10^18
 * }</pre>
 */
public final class PeriodFinder {

    /** The default budget in rows (values of n) computed before giving up. */
    public static final long DEFAULT_BUDGET = 10_000_000L;

    /** The most cells (rows times cells per row) ever stored. */
    private static final long MAX_CELLS = 64_000_000L;

    /** How cells are compared. */
    public enum Kind {
        /** Plain values (Grundy values), compared as they are. */
        PLAIN,
        /** {@link OutcomeCells} with the remoteness dropped: only outcomes are compared. */
        OUTCOME,
        /** {@link OutcomeCells} with remoteness, compared up to a common shift of remoteness. */
        REMOTENESS
    }

    private static final long BASE = 0x9E3779B97F4A7C15L;
    private static final long NO_MATCH = Long.MIN_VALUE;

    private final RowRecurrence recurrence;
    private final Kind kind;
    private final long budget;
    private final int cells;
    private final int width;
    private final int[] buffer;
    private final Interruption stop = new Interruption();
    private int[] rows;
    private int computed;

    private PeriodFinder(RowRecurrence recurrence, Kind kind, long budget) {
        this.recurrence = recurrence;
        this.kind = kind;
        this.cells = recurrence.cells();
        this.budget = Math.min(budget, MAX_CELLS / cells);
        if (recurrence.width() < 1) {
            throw new IllegalArgumentException("width must be positive");
        }
        if (recurrence.width() * 2 > this.budget) {
            throw new TooLargeException(Text.format("以 %d 行为窗口找周期，超出了 %d 行的预算（最大的取数太大）",
                    "a period search over windows of %d rows is beyond the budget of %d rows (the largest take is too large)",
                    recurrence.width(), this.budget));
        }
        this.width = (int) recurrence.width();
        this.buffer = new int[cells];
        // Room for the first two windows; more is added by doubling as rows are computed.
        this.rows = new int[(int) (cells * Math.min(this.budget, 2L * width + 64))];
    }

    /** Finds the least period and preperiod of the recurrence within {@link #DEFAULT_BUDGET} rows. */
    public static RecurrenceRows find(RowRecurrence recurrence, Kind kind) {
        return find(recurrence, kind, DEFAULT_BUDGET);
    }

    /**
     * @param budget the most rows to compute
     * @throws TooLargeException when no period shows within the budget
     */
    public static RecurrenceRows find(RowRecurrence recurrence, Kind kind, long budget) {
        return new PeriodFinder(recurrence, kind, budget).run();
    }

    private RecurrenceRows run() {
        while (computed < width) {
            computeRow();
        }
        // Brent: lam is the least period of the window sequence, which is the least period of rows.
        Window hare = new Window(width);
        long tortoiseKey = hare.key();
        int tortoiseEnd = width;
        int power = 1;
        int lam = 1;
        step(hare);
        while (hare.key() != tortoiseKey || shift(tortoiseEnd, hare.end) == NO_MATCH) {
            if (power == lam) {
                tortoiseKey = hare.key();
                tortoiseEnd = hare.end;
                power *= 2;
                lam = 0;
            }
            step(hare);
            lam++;
        }
        // The first window that repeats lam later.
        Window a = new Window(width);
        Window b = new Window(width + lam);
        while (a.key() != b.key() || shift(a.end, b.end) == NO_MATCH) {
            stop.check();
            a.advance();
            while (b.end >= computed) {
                computeRow();
            }
            b.advance();
        }
        long d = shift(a.end, b.end);
        // Rows from a.end - width on repeat (proven); scan back for the least preperiod.
        int start = a.end - width;
        while (start > 0 && rowsMatch(start - 1, start - 1 + lam, d)) {
            stop.check();
            start--;
        }
        long saltus = kind == Kind.REMOTENESS ? d : 0;
        return new RecurrenceRows(kind, cells, Arrays.copyOf(rows, computed * cells), computed,
                new Periodicity(start, lam, saltus, true, proof(start, lam, saltus, a.end)));
    }

    /**
     * E.g. {@code "outcomes and remoteness: period 8 from n = 4, remoteness +4 per period, found
     * after 18 values (proven: the window of the 3 rows before n = 7 repeats 8 rows later, and
     * each row depends only on the 3 rows before it)"}. Outcome rows and rows with remoteness of
     * one game may start repeating at different n; the text says which repeat.
     */
    private Text proof(long preperiod, long period, long saltus, long windowEnd) {
        Text what = switch (kind) {
            case PLAIN -> Text.EMPTY;
            case OUTCOME -> Text.of("胜负：", "outcomes: ");
            case REMOTENESS -> Text.of("胜负与步数：", "outcomes and remoteness: ");
        };
        String driftZh = saltus != 0 ? "，每个周期步数增加 " + saltus : "";
        String driftEn = saltus != 0 ? ", remoteness +" + saltus + " per period" : "";
        return Text.of(what.zh() + String.format("从 n = %d 起周期为 %d%s，共算了 %d 个值（已证明：n = %d 之前的 %d 行"
                        + "在 %d 行之后原样重复，而每一行只取决于它前面的 %d 行）", preperiod, period, driftZh, computed,
                        windowEnd, width, period, width),
                what.en() + String.format("period %d from n = %d%s, found after %d values (proven: the window of the %s "
                        + "before n = %d repeats %s later, and each row depends only on the %s before it)", period,
                        preperiod, driftEn, computed, rows(width), windowEnd, rows(period), rows(width)));
    }

    private static String rows(long count) {
        return count == 1 ? "1 row" : count + " rows";
    }

    private void step(Window hare) {
        computeRow();
        hare.advance();
    }

    private void computeRow() {
        stop.check();
        if (computed >= budget) {
            throw new TooLargeException(Text.format("前 %d 个值（预算）之内没有出现周期，这个序列的周期可能非常长",
                    "no period within the first %d values (the budget); the sequence may have a very long period", budget));
        }
        stop.check();
        int n = computed;
        recurrence.row(n, (m, c) -> {
            if (m < 0 || m >= n) {
                throw new IllegalStateException("row " + n + " read row " + m);
            }
            return rows[(int) m * cells + c];
        }, buffer);
        if ((long) (n + 1) * cells > rows.length) {
            rows = Arrays.copyOf(rows, (int) Math.min((long) rows.length * 2, budget * cells));
        }
        for (int c = 0; c < cells; c++) {
            rows[n * cells + c] = kind == Kind.OUTCOME ? buffer[c] & 3 : buffer[c];
        }
        computed++;
    }

    /**
     * Compares the windows ending at rows {@code ea} and {@code eb}: {@link #NO_MATCH}, or the
     * common remoteness shift from the first to the second (0 for plain and outcome cells).
     */
    private long shift(int ea, int eb) {
        long d = NO_MATCH;
        int ia = (ea - width) * cells;
        int ib = (eb - width) * cells;
        for (int j = 0; j < width * cells; j++) {
            int x = rows[ia + j];
            int y = rows[ib + j];
            if (kind != Kind.REMOTENESS) {
                if (x != y) {
                    return NO_MATCH;
                }
                continue;
            }
            if ((x & 3) != (y & 3)) {
                return NO_MATCH;
            }
            if (!OutcomeCells.isDraw(x)) {
                long diff = (long) OutcomeCells.remoteness(y) - OutcomeCells.remoteness(x);
                if (d == NO_MATCH) {
                    d = diff;
                } else if (d != diff) {
                    return NO_MATCH;
                }
            }
        }
        return d == NO_MATCH ? 0 : d;
    }

    /** Whether row {@code n + lam} equals row {@code n} with every remoteness shifted by {@code d}. */
    private boolean rowsMatch(int n, int m, long d) {
        for (int c = 0; c < cells; c++) {
            int x = rows[n * cells + c];
            int y = rows[m * cells + c];
            if (kind != Kind.REMOTENESS) {
                if (x != y) {
                    return false;
                }
            } else if ((x & 3) != (y & 3)
                    || (!OutcomeCells.isDraw(x) && OutcomeCells.remoteness(y) - OutcomeCells.remoteness(x) != d)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Rolling hashes of the window of rows {@code [end - width, end)}, cell by cell, base
     * {@link #BASE} modulo 2^64: {@code outcomes} over outcome codes (or plain values), and for
     * remoteness cells {@code remote} = sum of r_j B^e_j and {@code ones} = sum of B^e_j over
     * non-draw cells, so {@code remote - r_ref * ones} does not change when every remoteness
     * shifts by the same amount (r_ref: the newest non-draw cell of the window).
     */
    private final class Window {
        int end;
        long outcomes;
        long remote;
        long ones;
        int newestNonDraw = -1;
        final long topPower;

        Window(int end) {
            this.end = end;
            long p = 1;
            for (int i = 0; i < width * cells; i++) {
                stop.check();
                p *= BASE;
            }
            topPower = p;
            for (int j = (end - width) * cells; j < end * cells; j++) {
                stop.check();
                roll(j, -1);
            }
        }

        /** Appends the row {@code end} (already computed) and drops the row {@code end - width}. */
        void advance() {
            for (int c = 0; c < cells; c++) {
                roll(end * cells + c, (end - width) * cells + c);
            }
            end++;
        }

        private void roll(int in, int out) {
            int x = rows[in];
            outcomes = outcomes * BASE + symbol(x);
            if (out >= 0) {
                outcomes -= symbol(rows[out]) * topPower;
            }
            if (kind == Kind.REMOTENESS) {
                boolean counted = !OutcomeCells.isDraw(x);
                remote = remote * BASE + (counted ? OutcomeCells.remoteness(x) : 0);
                ones = ones * BASE + (counted ? 1 : 0);
                if (counted) {
                    newestNonDraw = in;
                }
                if (out >= 0 && !OutcomeCells.isDraw(rows[out])) {
                    remote -= OutcomeCells.remoteness(rows[out]) * topPower;
                    ones -= topPower;
                }
            }
        }

        private long symbol(int x) {
            return kind == Kind.REMOTENESS ? (x & 3) + 1 : x + 0x51ED27L;
        }

        long key() {
            if (kind != Kind.REMOTENESS) {
                return outcomes;
            }
            long ref = newestNonDraw >= (end - width) * cells ? OutcomeCells.remoteness(rows[newestNonDraw]) : 0;
            return outcomes * 0xC2B2AE3D27D4EB4FL + (remote - ref * ones);
        }
    }
}
