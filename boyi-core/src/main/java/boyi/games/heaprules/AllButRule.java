package boyi.games.heaprules;

import boyi.solve.Interruption;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The heap rule of an all-but subtraction game: take any number of tokens from the heap except
 * the numbers in a finite excluded set; taking them all leaves no heap.
 *
 * <pre>{@code
 * HeapRule r = new AllButRule(new long[] {1});
 * r.moveCount(10);   // 9: take 2..10
 * }</pre>
 *
 * <p>Grundy values from the pipeline's value counts ({@link HeapValues#allBut}).
 */
public final class AllButRule implements PipelineRule {

    private final long[] excluded;
    private final HeapValues values;

    /** @param excluded ascending, distinct, positive */
    public AllButRule(long[] excluded) {
        this.excluded = excluded.clone();
        this.values = HeapValues.allBut(this.excluded, name());
    }

    private boolean isExcluded(long k) {
        return Arrays.binarySearch(excluded, k) >= 0;
    }

    @Override
    public HeapValues values() {
        return values;
    }

    @Override
    public boolean splits() {
        return false;
    }

    @Override
    public Text name() {
        return Text.of("排除集取子游戏", "all-but subtraction game");
    }

    @Override
    public List<HeapMove> firstMoves(long n, int count) {
        List<HeapMove> out = new ArrayList<>();
        for (long k = 1; k <= n && out.size() < count; k++) {
            if (!isExcluded(k)) {
                out.add(HeapMove.take(n, k));
            }
        }
        return out;
    }

    @Override
    public long moveCount(long n) {
        long count = n;
        for (long x : excluded) {
            if (x <= n) {
                count--;
            }
        }
        return count;
    }

    @Override
    public boolean legal(HeapMove m) {
        return m.take() >= 1 && m.leaves().length <= 1 && !isExcluded(m.take());
    }

    @Override
    public HeapMove moveTo(long n, long target) {
        Interruption stop = new Interruption();
        for (long k = 1; k <= n; k++) {
            stop.check();
            if (!isExcluded(k) && values.grundy(n - k) == target) {
                return HeapMove.take(n, k);
            }
        }
        return null;
    }
}
