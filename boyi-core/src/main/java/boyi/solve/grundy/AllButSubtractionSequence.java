package boyi.solve.grundy;

import boyi.solve.Interruption;
import java.util.Arrays;

/**
 * Grundy values of the all-but subtraction game: take any number of tokens except those in a
 * finite excluded set X. G(n) is the mex of every earlier value except the few G(n - x), x in X,
 * so keeping the count of each value among G(0..n-1) gives G(n) in O(|X|) steps.
 *
 * <pre>{@code
 * GrundySequence s = new AllButSubtractionSequence(new long[] {1});
 * s.extendTo(10);
 * s.grundy(10);   // 5: G(n) = floor(n / 2)
 * }</pre>
 */
public final class AllButSubtractionSequence implements GrundySequence {

    private final int[] excluded;
    private final PackedGrundyValues g = new PackedGrundyValues(1024);
    /** count[v] = how many m < n have G(m) = v. */
    private int[] count = new int[64];
    /** Removed copies of each value for the heap being computed (reset after each heap). */
    private int[] removed = new int[64];
    private int allMex;
    private final boyi.solve.Interruption stop = new boyi.solve.Interruption();

    /** @param excluded the excluded take counts, positive, at most {@link Integer#MAX_VALUE} */
    public AllButSubtractionSequence(long[] excluded) {
        this.excluded = Arrays.stream(excluded).distinct().sorted().mapToInt(Math::toIntExact).toArray();
    }

    @Override
    public void extendTo(int upto) {
        if (upto <= computedUpTo()) {
            return;
        }
        g.ensureCapacity(upto + 1L);
        Interruption stop = new Interruption();
        for (int n = g.size(); n <= upto; n++) {
            stop.check();
            int v = next(n);
            g.add(v);
            if (v + 2 > count.length) {
                count = Arrays.copyOf(count, count.length * 2);
                removed = Arrays.copyOf(removed, count.length);
            }
            count[v]++;
            while (count[allMex] > 0) {
                allMex++;
            }
        }
    }

    private int next(int n) {
        int mex = allMex;
        for (int x : excluded) {
            if (x > n) {
                break;
            }
            removed[g.get(n - x)]++;
        }
        for (int x : excluded) {
            if (x > n) {
                break;
            }
            int v = g.get(n - x);
            if (v < mex && count[v] == removed[v]) {
                mex = v;
            }
        }
        for (int x : excluded) {
            if (x > n) {
                break;
            }
            removed[g.get(n - x)] = 0;
        }
        return mex;
    }

    @Override
    public int computedUpTo() {
        return g.size() - 1;
    }

    @Override
    public int grundy(int n) {
        return g.get(n);
    }

    @Override
    public PackedGrundyValues values() {
        return g;
    }

    @Override
    public boyi.util.Text method() {
        return boyi.util.Text.of("计数法（每个 G(n) 用 O(|X|) 步）", "value counts (each G(n) in O(|X|) steps)");
    }

    @Override
    public double estimatedWork(long to) {
        return Math.max(0, to - (double) computedUpTo()) * (excluded.length + 1);
    }
}
