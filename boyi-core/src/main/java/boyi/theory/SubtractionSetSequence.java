package boyi.theory;

import boyi.solve.PeriodFinder;
import boyi.solve.RowRecurrence;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.Arrays;

/**
 * The Grundy sequence of a subtraction game with a finite set S (S-Nim, HDU 1536): a move takes
 * exactly s stones from one heap, s in S, so {@code g(n) = mex{ g(n - s) : s in S, s <= n }}
 * ({@link SubtractionRecurrence#grundy}, the subtraction family's recurrence). Values are at most
 * |S|, kept in bytes; the sequence is computed lazily up to {@link #LIMIT} terms, and heaps beyond
 * the computed part are answered through the period, which {@link PeriodFinder} proves as it does
 * for the subtraction family (the least period and preperiod).
 *
 * <pre>{@code
 * SubtractionSetSequence s = new SubtractionSetSequence(new long[] {2, 5});
 * s.grundy(12);                          // 1
 * s.grundy(1_000_000_000_000_000_000L);  // through the period
 * }</pre>
 */
public final class SubtractionSetSequence {

    /** The most terms computed (heaps beyond need the period to appear within these). */
    public static final int LIMIT = 10_000_000;
    /** The largest element of S accepted. */
    public static final int MAX_TAKE = 1_000_000;
    /** The most elements of S (values stay below 128, one byte each). */
    public static final int MAX_SIZE = 100;

    private final int[] takes;
    private final int window;
    private final RowRecurrence recurrence;
    private final int[] row = new int[1];
    private byte[] values = new byte[1024];
    private int computed;            // values[0..computed) are known
    private long preperiod = -1;     // once found, values repeat with period from preperiod
    private long period = -1;

    /** @param set the subtraction set, positive, any order, repeats allowed */
    public SubtractionSetSequence(long[] set) {
        long[] s = Arrays.stream(set).sorted().distinct().toArray();
        if (s.length == 0 || s.length > MAX_SIZE || s[0] < 1 || s[s.length - 1] > MAX_TAKE) {
            throw new IllegalArgumentException("the set needs 1.." + MAX_SIZE + " elements 1.." + MAX_TAKE);
        }
        takes = Arrays.stream(s).mapToInt(v -> (int) v).toArray();
        window = takes[takes.length - 1];
        recurrence = SubtractionRecurrence.grundy(s);
    }

    /** The Grundy value of a heap of n >= 0. @throws TooLargeException when n is beyond the computed part and no period appeared */
    public int grundy(long n) {
        if (n < computed) {
            return values[(int) n];
        }
        if (period > 0) {
            return values[(int) (preperiod + (n - preperiod) % period)];
        }
        if (n < LIMIT) {
            extendTo((int) n + 1);
            return values[(int) n];
        }
        findPeriod();
        return grundy(n);
    }

    /** The preperiod once the period is proven, else -1 (see {@link #findPeriod}). */
    public long preperiod() {
        return preperiod;
    }

    public long period() {
        return period;
    }

    /**
     * Proves the period with {@link PeriodFinder} over the recurrence (each value depends only on
     * the previous max(S) values, so a window of max(S) values that repeats proves it).
     *
     * @throws TooLargeException when no window repeats within {@link #LIMIT} terms
     */
    public void findPeriod() {
        if (period > 0) {
            return;
        }
        boyi.solve.Periodicity found;
        try {
            found = PeriodFinder.find(recurrence, PeriodFinder.Kind.PLAIN, LIMIT).periodicity();
        } catch (TooLargeException e) {
            throw new TooLargeException(Text.format(
                    "减法集合 %s 的 SG 值序列在前 %d 项内没有出现周期，无法回答更大的堆",
                    "the Grundy sequence of the subtraction set %s shows no period within %d terms; larger heaps cannot be answered",
                    setText(), LIMIT));
        }
        extendTo((int) (found.preperiod() + found.period()));
        preperiod = found.preperiod();
        period = found.period();
    }

    /** The Grundy values of heaps 0..upto (upto < LIMIT). */
    public long[] values(int upto) {
        long[] out = new long[upto + 1];
        for (int n = 0; n <= upto; n++) {
            out[n] = grundy(n);
        }
        return out;
    }

    private void extendTo(int count) {
        if (count <= computed) {
            return;
        }
        if (count > values.length) {
            values = Arrays.copyOf(values, (int) Math.min(LIMIT + (long) window + 1, Math.max(count, 2L * values.length)));
        }
        for (int n = computed; n < count; n++) {
            recurrence.row(n, (m, c) -> values[(int) m], row);
            values[n] = (byte) row[0];
        }
        computed = count;
    }

    /** {@code {2,5}}. */
    public String setText() {
        StringBuilder b = new StringBuilder("{");
        for (int i = 0; i < takes.length && i < 12; i++) {
            b.append(i > 0 ? "," : "").append(takes[i]);
        }
        return b.append(takes.length > 12 ? ",...}" : "}").toString();
    }
}
