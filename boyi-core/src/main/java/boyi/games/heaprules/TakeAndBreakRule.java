package boyi.games.heaprules;

import boyi.solve.Interruption;
import boyi.solve.Periodicity;
import boyi.solve.grundy.TakeAndBreak;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;

/**
 * The heap rule of a take-and-break game (an octal code, or Grundy's game): taking k tokens may
 * leave nothing, one heap, or two nonempty heaps, as the code's digit k says.
 *
 * <pre>{@code
 * HeapRule grundy = new TakeAndBreakRule(TakeAndBreak.grundysGame());
 * grundy.moveCount(7);   // 3: 1+6, 2+5, 3+4
 * }</pre>
 *
 * <p>Grundy values from the pipeline's sparse-space method ({@link HeapValues#takeAndBreak}).
 */
public final class TakeAndBreakRule implements PipelineRule {

    /** Heaps larger than this are refused in a sum: their moves are listed and searched. */
    public static final long MAX_HEAP_IN_SUM = 100_000;

    private final TakeAndBreak rule;
    private final HeapValues values;

    public TakeAndBreakRule(TakeAndBreak rule) {
        this.rule = rule;
        this.values = HeapValues.takeAndBreak(rule, name());
    }

    public TakeAndBreak rule() {
        return rule;
    }

    @Override
    public HeapValues values() {
        return values;
    }

    /** Whether some digit allows a split (Grundy's game always splits). */
    @Override
    public boolean splits() {
        for (int k = 0; k <= rule.maxTake(); k++) {
            if (rule.leavesTwo(k)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public long maxHeap() {
        return MAX_HEAP_IN_SUM;
    }

    @Override
    public Text name() {
        return rule.unequalSplits() ? Text.of("格伦迪游戏", "Grundy's game")
                : Text.of("八进制游戏 " + rule.code(), "octal game " + rule.code());
    }

    @Override
    public List<HeapMove> firstMoves(long n, int count) {
        List<HeapMove> out = new ArrayList<>();
        for (int k = 0; k <= rule.maxTake() && k <= n && out.size() < count; k++) {
            if (k == n && rule.takesWhole(k)) {
                out.add(new HeapMove(n, k, new long[0]));
            }
            if (n - k >= 1 && rule.leavesOne(k)) {
                out.add(new HeapMove(n, k, new long[] {n - k}));
            }
            if (rule.leavesTwo(k)) {
                long m = n - k;
                long last = rule.largestSmallerPart(m);
                for (long a = 1; a <= last && out.size() < count; a++) {
                    out.add(new HeapMove(n, k, new long[] {a, m - a}));
                }
            }
        }
        return out.size() > count ? out.subList(0, count) : out;
    }

    @Override
    public long moveCount(long n) {
        long count = 0;
        for (int k = 0; k <= rule.maxTake() && k <= n; k++) {
            if (k == n && rule.takesWhole(k)) {
                count++;
            }
            if (n - k >= 1 && rule.leavesOne(k)) {
                count++;
            }
            if (rule.leavesTwo(k) && n - k >= 2) {
                count += rule.largestSmallerPart(n - k);
            }
        }
        return count;
    }

    @Override
    public boolean legal(HeapMove m) {
        if (m.take() > rule.maxTake()) {
            return false;
        }
        int k = (int) m.take();
        return switch (m.leaves().length) {
            case 0 -> rule.takesWhole(k);
            case 1 -> rule.leavesOne(k);
            default -> rule.leavesTwo(k) && !(rule.unequalSplits() && m.leaves()[0] == m.leaves()[1]);
        };
    }

    /**
     * Same order as {@link #firstMoves}. With a proven period (n0, p), splits a + b with
     * a > n0 + p repeat the values of a - p, so only a <= n0 + p need be looked at.
     */
    @Override
    public HeapMove moveTo(long n, long target) {
        Periodicity p = values.provenBeyondComputed(n);
        Interruption stop = new Interruption();
        for (int k = 0; k <= rule.maxTake() && k <= n; k++) {
            if (k == n && rule.takesWhole(k) && target == 0) {
                return new HeapMove(n, k, new long[0]);
            }
            if (n - k >= 1 && rule.leavesOne(k) && values.grundy(n - k) == target) {
                return new HeapMove(n, k, new long[] {n - k});
            }
            if (rule.leavesTwo(k)) {
                long m = n - k;
                long last = rule.largestSmallerPart(m);
                if (p != null) {
                    last = Math.min(last, p.preperiod() + p.period());
                }
                for (long a = 1; a <= last; a++) {
                    stop.check();
                    if ((values.grundy(a) ^ values.grundy(m - a)) == target) {
                        return new HeapMove(n, k, new long[] {a, m - a});
                    }
                }
            }
        }
        return null;
    }
}
