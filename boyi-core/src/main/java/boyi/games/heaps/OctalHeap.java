package boyi.games.heaps;

import boyi.games.Partitions;

import boyi.games.sums.ComponentMove;
import boyi.solve.grundy.TakeAndBreak;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;

/**
 * A heap of a take-and-break (octal) game such as Kayles (0.77), as a component of a sum, so the
 * sum rules apply to it: normal play by Grundy values (searched here), misère and Every-SG by
 * exact search on small positions (misère Kayles does not follow the Anti-SG rule: a heap of 13
 * pins splits into 2 + 10, two heaps of value 2).
 *
 * <pre>{@code
 * new OctalHeap(TakeAndBreak.octal("0.77")).moves(3L);   // take 1 -> 2, take 1 leave 1+1, take 2 -> 1, take 3 ...
 * }</pre>
 */
public final class OctalHeap implements SizeComponent {

    @Override
    public long maxSize() {
        return MAX_HEAP;
    }

    /** Heaps larger than this are refused: the Grundy values here come from search. */
    public static final long MAX_HEAP = 100_000;

    private final TakeAndBreak rules;

    public OctalHeap(TakeAndBreak rules) {
        this.rules = rules;
    }

    @Override
    public List<ComponentMove<Long>> moves(Long n) {
        List<ComponentMove<Long>> out = new ArrayList<>();
        for (int k = 0; k <= rules.maxTake() && k <= n; k++) {
            if (k == n && rules.takesWhole(k)) {
                out.add(NimHeap.take(n, k));
            }
            if (k < n && rules.leavesOne(k)) {
                out.add(NimHeap.take(n, k));
            }
            long rest = n - k;
            if (rest >= 2 && rules.leavesTwo(k)) {
                for (long a = 1; a <= rules.largestSmallerPart(rest); a++) {
                    long b = rest - a;
                    out.add(k == 0
                            ? new ComponentMove<>("split " + a + "+" + b, Text.of("分成 " + a + " 和 " + b, "split into " + a + " and " + b), List.of(a, b))
                            : AppleRow.take(k, a, b));
                }
            }
        }
        return out;
    }

    @Override
    public long moveCount(Long n) {
        return moves(n).size();
    }

    @Override
    public boolean splits() {
        return true;
    }

    @Override
    public double weight(Long n) {
        return Partitions.estimate(n);
    }
}
