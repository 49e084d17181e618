package boyi.games.heaprules;

import boyi.solve.PeriodFinder;
import boyi.solve.RecurrenceRows;
import boyi.solve.RowRecurrence;
import boyi.theory.SubtractionRecurrence;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The heap rule of a subtraction game: take exactly t tokens, t in a {@link TakeSet} (takes and
 * heaps up to 10^18). The subtraction family, S-Nim and {@code sum of=subtraction:…} play it.
 * Grundy values from the rows of {@link SubtractionRecurrence#grundy} with their proven period
 * ({@link PeriodFinder}), over the takes that fit in the heap ({@link PeriodicCache}); heaps below
 * {@link #DIRECT_LIMIT} of a set of at most {@link #MAX_DIRECT_SIZE} takes up to 10^6 are read
 * from the recurrence's own values until rows are found, so that no period is looked for where
 * none is needed.
 *
 * <pre>{@code
 * SubtractionRule r = new SubtractionRule(TakeSet.of(2, 5));
 * r.firstMoves(7, 10);   // take 2, leave 5 / take 5, leave 2
 * r.grundy(12);          // 1
 * }</pre>
 */
public final class SubtractionRule implements HeapRule {

    /** Heaps below this are answered from the values themselves while no period is known. */
    public static final int DIRECT_LIMIT = 10_000_000;
    /** The most takes of a set answered directly (values stay below 128, one byte each). */
    public static final int MAX_DIRECT_SIZE = 100;
    private static final long MAX_DIRECT_TAKE = 1_000_000;

    private final TakeSet takes;
    private final PeriodicCache grundy;
    private DirectValues direct;

    public SubtractionRule(TakeSet takes) {
        this.takes = takes;
        this.grundy = new PeriodicCache(takes, SubtractionRecurrence::grundy, PeriodFinder.Kind.PLAIN);
    }

    public TakeSet takes() {
        return takes;
    }

    /** The Grundy rows that answer heap n, with their proven period; null when no take fits in n. */
    public RecurrenceRows grundyRows(long n) {
        return grundy.rows(n);
    }

    @Override
    public Text name() {
        return Text.of("减法集合 " + setText(), "the subtraction set " + setText());
    }

    @Override
    public List<HeapMove> firstMoves(long n, int count) {
        List<HeapMove> out = new ArrayList<>();
        for (long t : takes.takes()) {
            if (t > n || out.size() >= count) {
                break;
            }
            out.add(HeapMove.take(n, t));
        }
        return out;
    }

    @Override
    public long moveCount(long n) {
        return takes.countUpTo(n);
    }

    @Override
    public boolean legal(HeapMove move) {
        return move.leaves().length <= 1 && takes.contains(move.take());
    }

    @Override
    public boolean splits() {
        return false;
    }

    @Override
    public long grundy(long n) {
        if (n < takes.min()) {
            return 0;
        }
        RecurrenceRows rows = grundy.found(n);
        if (rows == null && n < DIRECT_LIMIT && takes.max() <= MAX_DIRECT_TAKE && takes.size() <= MAX_DIRECT_SIZE) {
            return direct(n);
        }
        return (rows != null ? rows : grundy.rows(n)).plain(n, 0);
    }

    /**
     * {@link #grundy(long)}, but a heap past the direct values whose set shows no period within
     * {@link #DIRECT_LIMIT} terms fails with a message that says so and names the set (the
     * wording a judge problem answers with).
     */
    public long grundyOrNoPeriod(long n) {
        try {
            return grundy(n);
        } catch (TooLargeException e) {
            Text set = name();
            throw new TooLargeException(Text.of(set.zh() + " 的 SG 值序列在前 " + DIRECT_LIMIT + " 项内没有出现周期，无法回答更大的堆",
                    "the Grundy sequence of " + set.en() + " shows no period within " + DIRECT_LIMIT
                            + " terms; larger heaps cannot be answered"));
        }
    }

    private synchronized int direct(long n) {
        if (direct == null) {
            direct = new DirectValues(SubtractionRecurrence.grundy(takes.takes()));
        }
        return direct.get((int) n);
    }

    /** The statement names the period of the whole set once it has been proven (it is looked for lazily). */
    @Override
    public Text grundyMethod() {
        String set = setText();
        RecurrenceRows whole = grundy.found(takes.max());
        if (whole != null) {
            long period = whole.periodicity().period();
            long preperiod = whole.periodicity().preperiod();
            return Text.of("减法集合 " + set + " 的 SG 值序列，周期 " + period + "，从 n = " + preperiod + " 起（已证明）",
                    "the Grundy sequence of the set " + set + ", period " + period + " from n = " + preperiod + " (proven)");
        }
        return Text.of("减法集合 " + set + " 的 SG 值 g(n) = mex{g(n-s)}", "the Grundy values of the set " + set + ", g(n) = mex{g(n-s)}");
    }

    /** {@code {2,5}}, the first 12 takes. */
    private String setText() {
        long[] t = takes.takes();
        StringBuilder b = new StringBuilder("{");
        for (int i = 0; i < t.length && i < 12; i++) {
            b.append(i > 0 ? "," : "").append(t[i]);
        }
        return b.append(t.length > 12 ? ",...}" : "}").toString();
    }

    /** The values of a one-cell recurrence from 0 on, one byte each, computed as far as asked. */
    private static final class DirectValues {
        private final RowRecurrence recurrence;
        private final int[] row = new int[1];
        private byte[] values = new byte[1024];
        private int computed;

        DirectValues(RowRecurrence recurrence) {
            this.recurrence = recurrence;
        }

        int get(int n) {
            if (n >= values.length) {
                values = Arrays.copyOf(values, Math.max(n + 1, (int) Math.min(DIRECT_LIMIT, 2L * values.length)));
            }
            for (; computed <= n; computed++) {
                recurrence.row(computed, (m, c) -> values[(int) m], row);
                values[computed] = (byte) row[0];
            }
            return values[n];
        }
    }
}
