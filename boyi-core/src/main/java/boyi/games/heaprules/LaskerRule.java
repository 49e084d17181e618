package boyi.games.heaprules;

import boyi.theory.LaskerNimTheory;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;

/**
 * The heap rule of Lasker's Nim: take any positive number of tokens, or split the heap into two
 * nonempty heaps without taking. Grundy values in closed form ({@link LaskerNimTheory}). Only
 * the empty heap has value 0 and the one heap of value 1 can only be emptied, so misère sums
 * follow the Anti-SG rule (tests check it by search).
 *
 * <pre>{@code
 * LaskerRule.RULE.firstMoves(3, 10);   // take 1, 2, 3; split 3 into 1+2
 * LaskerRule.RULE.grundy(3);           // 4
 * }</pre>
 */
public final class LaskerRule implements HeapRule {

    public static final LaskerRule RULE = new LaskerRule();

    /** A move to a value no take reaches is a split a + (n - a) with a at most this. */
    private static final long SPLITS_TRIED = 8;

    private LaskerRule() {
    }

    @Override
    public Text name() {
        return Text.of("拉斯克尼姆", "Lasker's Nim");
    }

    /** The takes 1..n, then the splits a + (n - a) for a = 1..n/2. */
    @Override
    public List<HeapMove> firstMoves(long n, int count) {
        List<HeapMove> out = new ArrayList<>(NimRule.RULE.firstMoves(n, count));
        for (long a = 1; a <= n / 2 && out.size() < count; a++) {
            out.add(HeapMove.split(n, 0, a, n - a));
        }
        return out;
    }

    @Override
    public long moveCount(long n) {
        return n + n / 2;
    }

    @Override
    public boolean legal(HeapMove move) {
        return move.take() >= 1 ? move.leaves().length <= 1 : move.leaves().length == 2;
    }

    @Override
    public boolean splits() {
        return true;
    }

    @Override
    public boolean antiSg() {
        return true;
    }

    @Override
    public long grundy(long n) {
        return LaskerNimTheory.grundy(n);
    }

    @Override
    public Text grundyMethod() {
        return Text.of("拉斯克尼姆：g(4k+1)=4k+1，g(4k+2)=4k+2，g(4k+3)=4k+4，g(4k+4)=4k+3",
                "Lasker's Nim: g(4k+1)=4k+1, g(4k+2)=4k+2, g(4k+3)=4k+4, g(4k+4)=4k+3");
    }

    /** The take to the one heap of value {@code target} when it is smaller, else a small split. */
    @Override
    public HeapMove moveTo(long n, long target) {
        long heap = LaskerNimTheory.heapOfGrundy(target);
        if (heap < n) {
            return HeapMove.take(n, n - heap);
        }
        for (long a = 1; a <= n / 2 && a <= SPLITS_TRIED; a++) {
            if ((LaskerNimTheory.grundy(a) ^ LaskerNimTheory.grundy(n - a)) == target) {
                return HeapMove.split(n, 0, a, n - a);
            }
        }
        return null;
    }
}
