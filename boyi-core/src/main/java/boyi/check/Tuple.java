package boyi.check;

import java.util.List;

/**
 * A case of a fixed number of numbers on one line, each in its own range ({@code n m},
 * {@code a b}).
 *
 * <pre>{@code
 * Tuple t = new Tuple(Range.of(0, 10), Range.of(1, 10));
 * t.valid(new long[] {0, 3}, Limits.JUDGE);   // true
 * }</pre>
 */
public final class Tuple extends ShapedCase<Tuple> {

    /** The most single numbers tried first: every n up to 200 past the minimum. */
    private static final int ONE_NUMBER = 200;

    private final Range[] ranges;

    public Tuple(Range... ranges) {
        this.ranges = ranges.clone();
    }

    @Override
    protected long[] drawShape(RandomDraw d) {
        long[] c = new long[ranges.length];
        for (int i = 0; i < c.length; i++) {
            c[i] = d.value(ranges[i]);
        }
        return c;
    }

    @Override
    protected boolean validShape(long[] c, Limits limits) {
        if (c.length != ranges.length) {
            return false;
        }
        for (int i = 0; i < c.length; i++) {
            if (!ranges[i].contains(c[i], limits)) {
                return false;
            }
        }
        return true;
    }

    /** Every tuple in a box, a growing one: one number up to 200 past its minimum, a pair up to 30, ... */
    @Override
    protected List<long[]> smallShape(Limits limits, int budget) {
        long[] mins = new long[ranges.length];
        long widest = 0;
        for (int i = 0; i < ranges.length; i++) {
            mins[i] = ranges[i].min();
            widest = Math.max(widest, ranges[i].max(limits) - ranges[i].min());
        }
        return SmallBox.lists(mins, ranges.length, ranges.length, ranges.length == 1 ? Math.min(budget, ONE_NUMBER) : budget,
                widest);
    }

    @Override
    public void write(long[] c, StringBuilder out) {
        for (int i = 0; i < c.length; i++) {
            out.append(i == 0 ? "" : " ").append(c[i]);
        }
        out.append('\n');
    }
}
