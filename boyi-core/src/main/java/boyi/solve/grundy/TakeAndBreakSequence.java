package boyi.solve.grundy;

import boyi.solve.Interruption;
import java.util.Arrays;

/**
 * Common part of the take-and-break Grundy engines: the rule's move lists, the packed values
 * and the mex bookkeeping. A value v is "seen" for heap n when {@code seen[v] == stamp(n)}, so
 * the mark array is never cleared.
 */
abstract class TakeAndBreakSequence implements GrundySequence {

    protected final TakeAndBreak rule;
    protected final int[] splitTakes;
    protected final int[] singleTakes;
    protected final int[] wholeTakes;
    protected final PackedGrundyValues g = new PackedGrundyValues(1024);
    /** Stamp per value; its length is a power of two above twice the largest value (room for XORs and the mex). */
    protected int[] seen = new int[64];
    /** Checked once per heap and once per 256 splits of a long scan, so an interrupt stops the work quickly. */
    protected final Interruption stop = new Interruption();

    TakeAndBreakSequence(TakeAndBreak rule) {
        this.rule = rule;
        this.splitTakes = rule.splitTakes();
        this.singleTakes = rule.singleTakes();
        this.wholeTakes = rule.wholeTakes();
    }

    @Override
    public final void extendTo(int upto) {
        if (upto >= PackedGrundyValues.MAX_SIZE) {
            throw new boyi.util.TooLargeException(boyi.util.Text.format("堆 %d 超出了最大的表（%d 个值）",
                    "heap %d is beyond the largest table (%d values)", upto, PackedGrundyValues.MAX_SIZE));
        }
        if (upto <= computedUpTo()) {
            return;
        }
        g.ensureCapacity(upto + 1L);
        for (int n = g.size(); n <= upto; n++) {
            stop.check();
            append(n, n == 0 ? 0 : next(n));
        }
    }

    /**
     * Takes G(computedUpTo() + 1) .. G(upto) as given ({@code known.applyAsInt(n)}) instead of
     * computing them, keeping every table the engine derives from the values (a run resumed from a
     * checkpoint). The values must be this rule's: nothing checks them.
     */
    public final void adopt(int upto, java.util.function.IntUnaryOperator known) {
        g.ensureCapacity(upto + 1L);
        for (int n = g.size(); n <= upto; n++) {
            append(n, known.applyAsInt(n));
        }
    }

    private void append(int n, int v) {
        g.add(v);
        if (2 * v + 2 > seen.length) {
            seen = Arrays.copyOf(seen, Integer.highestOneBit(2 * v + 2) * 2);
        }
        afterAdd(n, v);
    }

    /** G(n) for n >= 1, given G(0..n-1). */
    protected abstract int next(int n);

    /** Hook after G(n) = v is stored. */
    protected void afterAdd(int n, int v) {
    }

    /** Marks the options that leave no heap or one heap; returns the stamp of heap n. */
    protected final int markSmallOptions(int n) {
        int stamp = n;
        for (int k : wholeTakes) {
            if (k == n) {
                seen[0] = stamp;
            }
        }
        for (int k : singleTakes) {
            if (n - k >= 1) {
                seen[g.get(n - k)] = stamp;
            }
        }
        return stamp;
    }

    @Override
    public final int computedUpTo() {
        return g.size() - 1;
    }

    @Override
    public final int grundy(int n) {
        return g.get(n);
    }

    @Override
    public final PackedGrundyValues values() {
        return g;
    }
}
