package boyi.solve;

import boyi.model.Outcome;
import boyi.model.Value;

/**
 * The rows of a {@link RowRecurrence} for every n, from a computed prefix and a proven period:
 * {@code row(n + period) = row(n)} for {@code n >= preperiod}, with every remoteness one
 * {@code shift} larger per period for {@link PeriodFinder.Kind#REMOTENESS} cells.
 * Holds only the computed prefix (at most the budget), never anything of size n.
 *
 * <pre>{@code
 * PeriodicRows r = PeriodFinder.find(takeBall, PeriodFinder.Kind.REMOTENESS);
 * Value v = r.value(1_000_000_000_000_000_000L, 0);   // exact, remoteness included
 * String why = r.proof() + "; " + r.locate(1_000_000_000_000_000_000L);
 * }</pre>
 */
public final class PeriodicRows {

    private final PeriodFinder.Kind kind;
    private final int cells;
    private final int width;
    private final int[] rows;
    private final long computed;
    private final long preperiod;
    private final long period;
    private final long shift;
    private final long repeatedWindowEnd;

    PeriodicRows(PeriodFinder.Kind kind, int cells, int width, int[] rows, long computed, long preperiod,
                 long period, long shift, long repeatedWindowEnd) {
        this.kind = kind;
        this.cells = cells;
        this.width = width;
        this.rows = rows;
        this.computed = computed;
        this.preperiod = preperiod;
        this.period = period;
        this.shift = shift;
        this.repeatedWindowEnd = repeatedWindowEnd;
    }

    /** The least n from which the rows repeat. */
    public long preperiod() {
        return preperiod;
    }

    /** The least period. */
    public long period() {
        return period;
    }

    /** How much every remoteness grows per period (0 for plain and outcome cells). */
    public long shift() {
        return shift;
    }

    /** How many rows were computed to find the period. */
    public long computed() {
        return computed;
    }

    /** The window width: each row depends on this many rows before it. */
    public int width() {
        return width;
    }

    /** The computed row with the same cells as row {@code n} (remoteness before shifting). */
    public long representative(long n) {
        if (n < 0) {
            throw new IllegalArgumentException("negative n " + n);
        }
        return n < computed ? n : preperiod + (n - preperiod) % period;
    }

    private int raw(long n, int cell) {
        return rows[(int) representative(n) * cells + cell];
    }

    /** A plain cell (a Grundy value). */
    public long plain(long n, int cell) {
        return raw(n, cell);
    }

    public Outcome outcome(long n, int cell) {
        return OutcomeCells.outcome(raw(n, cell));
    }

    /**
     * The value of an outcome cell. With {@link PeriodFinder.Kind#REMOTENESS} cells the remoteness
     * is exact ({@code r(rep) + k * shift}); if that would overflow a long, or the cells carry no
     * remoteness, the remoteness is unknown.
     */
    public Value value(long n, int cell) {
        int code = raw(n, cell);
        Outcome o = OutcomeCells.outcome(code);
        if (o == Outcome.DRAW) {
            return Value.DRAW;
        }
        if (kind != PeriodFinder.Kind.REMOTENESS) {
            return Value.of(o);
        }
        long r = OutcomeCells.remoteness(code);
        if (n >= computed && shift != 0) {
            long periods = (n - preperiod) / period;
            try {
                r = Math.addExact(r, Math.multiplyExact(periods, shift));
            } catch (ArithmeticException e) {
                return Value.of(o);
            }
        }
        return new Value(o, r);
    }

    /**
     * The rows 0..upto as {@code values[cell][n]}: plain values, or outcome numbers -1/0/1.
     */
    public long[][] table(long upto) {
        long[][] out = new long[cells][(int) (upto + 1)];
        for (int n = 0; n <= upto; n++) {
            for (int c = 0; c < cells; c++) {
                int code = raw(n, c);
                out[c][n] = kind == PeriodFinder.Kind.PLAIN ? code : OutcomeCells.outcome(code).number();
            }
        }
        return out;
    }

    /**
     * How the period was proven, e.g. {@code "period 8 from n = 1, found after 24 values (proven:
     * the window of 5 rows before n = 12 repeats 8 rows later, and each row depends only on that
     * window)"}.
     */
    public String proof() {
        String drift = shift != 0 ? ", remoteness +" + shift + " per period" : "";
        return "period " + period + " from n = " + preperiod + drift + ", found after " + computed
                + " values (proven: the window of the " + rows(width) + " before n = " + repeatedWindowEnd
                + " repeats " + rows(period) + " later, and each row depends only on the " + rows(width) + " before it)";
    }

    /** Where n falls, e.g. {@code "n = 10^18 falls on offset 1 of the period, like n = 9"}. */
    public String locate(long n) {
        if (n < preperiod) {
            return "n = " + show(n) + " is before the period";
        }
        long offset = (n - preperiod) % period;
        return "n = " + show(n) + " falls on offset " + offset + " of the period, like n = " + (preperiod + offset);
    }

    private static String rows(long count) {
        return count == 1 ? "1 row" : count + " rows";
    }

    /** Powers of ten from 10^6 on are shown as {@code 10^k}. */
    static String show(long n) {
        String s = Long.toString(n);
        if (n >= 1_000_000 && s.matches("10*")) {
            return "10^" + (s.length() - 1);
        }
        return s;
    }
}
