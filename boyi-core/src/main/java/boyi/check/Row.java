package boyi.check;

import java.util.Arrays;
import java.util.List;

/**
 * A case that is a list of numbers: its length on a line of its own (or first on the values'
 * line, or not at all), then the values on one line; optionally distinct, optionally written in
 * increasing order.
 *
 * <pre>{@code
 * Row piles = new Row(new Range(1, 100, 1_000_000), new Range(0, 1000, Range.E18));
 * piles.write(new long[] {3, 4, 5}, out);   // "3\n3 4 5\n"
 * }</pre>
 */
public final class Row extends ShapedCase<Row> {

    /** Where the length of the list is written. */
    public enum Length { OWN_LINE, SAME_LINE, NONE }

    /** The longest lists of the small box. */
    private static final int SMALL_LENGTH = 3;

    private final Range length;
    private final Range values;
    private Length lengthAt = Length.OWN_LINE;
    private boolean distinct;
    private boolean sorted;

    public Row(Range length, Range values) {
        this.length = length;
        this.values = values;
    }

    public Row lengthAt(Length where) {
        this.lengthAt = where;
        return this;
    }

    /** No value twice (cells, steps). */
    public Row distinct() {
        this.distinct = true;
        return this;
    }

    /** Written in increasing order. */
    public Row sorted() {
        this.sorted = true;
        return this;
    }

    @Override
    protected long[] drawShape(RandomDraw d) {
        long[] c = new long[d.count(length)];
        for (int i = 0; i < c.length; i++) {
            c[i] = d.value(values);
        }
        if (distinct) {
            c = Arrays.stream(c).distinct().toArray();
        }
        return c;
    }

    @Override
    protected boolean validShape(long[] c, Limits limits) {
        if (!length.contains(c.length, limits)) {
            return false;
        }
        for (long v : c) {
            if (!values.contains(v, limits)) {
                return false;
            }
        }
        return !distinct || Arrays.stream(c).distinct().count() == c.length;
    }

    /** Every list of up to 3 numbers in a growing box (up to 3 piles of up to 6 stones and more). */
    @Override
    protected List<long[]> smallShape(Limits limits, int budget) {
        int shortest = (int) Math.min(length.min(), SMALL_LENGTH);
        int longest = (int) Math.min(length.max(limits), SMALL_LENGTH);
        if (!distinct) {
            return SmallBox.lists(new long[] {values.min()}, shortest, longest, budget, values.max(limits) - values.min());
        }
        // distinct values: each set once, in increasing order (a box holds about six times as many lists)
        return SmallBox.lists(new long[] {values.min()}, shortest, longest, budget * 6, values.max(limits) - values.min())
                .stream().filter(Row::increasing).limit(budget).toList();
    }

    private static boolean increasing(long[] c) {
        for (int i = 1; i < c.length; i++) {
            if (c[i] <= c[i - 1]) {
                return false;
            }
        }
        return true;
    }

    @Override
    public void write(long[] c, StringBuilder out) {
        long[] v = sorted ? Arrays.stream(c).sorted().toArray() : c;
        switch (lengthAt) {
            case OWN_LINE -> out.append(v.length).append('\n');
            case SAME_LINE -> out.append(v.length).append(v.length == 0 ? "" : " ");
            case NONE -> { }
        }
        for (int i = 0; i < v.length; i++) {
            out.append(i == 0 ? "" : " ").append(v[i]);
        }
        if (v.length > 0 || lengthAt != Length.OWN_LINE) {
            out.append('\n');
        }
    }
}
