package boyi.solve;

import boyi.model.Outcome;
import boyi.model.Value;
import boyi.util.PackedLongs;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;

/**
 * The rows of a {@link RowRecurrence} for every n, from a computed prefix and a proven period:
 * {@code row(n + period) = row(n)} for {@code n >= preperiod} (its {@link Periodicity}), with every
 * remoteness one saltus larger per period for {@link PeriodFinder.Kind#REMOTENESS} cells.
 * Holds only the computed prefix (at most the budget), never anything of size n.
 *
 * <pre>{@code
 * RecurrenceRows r = PeriodFinder.find(takeBall, PeriodFinder.Kind.REMOTENESS);
 * Value v = r.value(1_000_000_000_000_000_000L, 0);   // exact, remoteness included
 * Text why = r.periodicity().proof().then(r.locate(1_000_000_000_000_000_000L));
 * }</pre>
 */
public final class RecurrenceRows {

    private final PeriodFinder.Kind kind;
    private final int cells;
    private final int[] rows;
    private final long computed;
    private final Periodicity periodicity;

    RecurrenceRows(PeriodFinder.Kind kind, int cells, int[] rows, long computed, Periodicity periodicity) {
        this.kind = kind;
        this.cells = cells;
        this.rows = rows;
        this.computed = computed;
        this.periodicity = periodicity;
    }

    /**
     * The proven period of the rows; its saltus is the growth of every remoteness per period
     * ({@link PeriodFinder.Kind#REMOTENESS} cells; 0 otherwise) and its proof names the window.
     */
    public Periodicity periodicity() {
        return periodicity;
    }

    /** How many rows were computed to find the period. */
    public long computed() {
        return computed;
    }

    /** The computed row with the same cells as row {@code n} (remoteness before adding the saltus). */
    public long representative(long n) {
        if (n < 0) {
            throw new IllegalArgumentException("negative n " + n);
        }
        return n < computed ? n : periodicity.reduce(n);
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
     * is exact ({@code r(rep) + k * saltus}); if that would overflow a long, or the cells carry no
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
        long saltus = periodicity.saltus();
        if (n >= computed && saltus != 0) {
            long periods = (n - periodicity.preperiod()) / periodicity.period();
            try {
                r = Math.addExact(r, Math.multiplyExact(periods, saltus));
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
        Interruption stop = new Interruption();
        for (int n = 0; n <= upto; n++) {
            stop.check();
            for (int c = 0; c < cells; c++) {
                out[c][n] = value(n, c);
            }
        }
        return out;
    }

    /** The rows of {@link #table(long)}, packed as they are read off (no {@code long[]} of them is made). */
    public List<PackedLongs> packedTable(long upto) {
        Interruption stop = new Interruption();
        List<PackedLongs> rows = new ArrayList<>();
        for (int c = 0; c < cells; c++) {
            int cell = c;
            rows.add(PackedLongs.of((int) (upto + 1), n -> {
                stop.check();
                return value(n, cell);
            }));
        }
        return rows;
    }

    private long value(int n, int cell) {
        int code = raw(n, cell);
        return kind == PeriodFinder.Kind.PLAIN ? code : OutcomeCells.outcome(code).number();
    }

    /**
     * Where n falls, e.g. {@code "n = 10^18 falls on offset 4 of the period, like n = 8"}, or that
     * it was computed directly.
     */
    public Text locate(long n) {
        String shown = show(n);
        if (n < computed) {
            return Text.format("n = %s 是直接算出的", "n = %s was computed directly", shown);
        }
        long offset = (n - periodicity.preperiod()) % periodicity.period();
        return Text.format("n = %s 落在周期的第 %d 位，与 n = %d 相同",
                "n = %s falls on offset %d of the period, like n = %d", shown, offset, periodicity.preperiod() + offset);
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
