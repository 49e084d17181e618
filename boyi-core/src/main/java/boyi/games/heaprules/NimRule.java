package boyi.games.heaprules;

import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

/**
 * The heap rule of Nim: take any positive number of tokens. Its Grundy value is its size, so
 * the move to value t < n leaves t tokens. Only the empty heap is worth 0 and a heap of 1 can
 * only be emptied, so misère sums follow the Anti-SG rule, as in John; its Every-SG step is 1
 * (take it all) unless it is empty.
 *
 * <pre>{@code
 * NimRule.RULE.firstMoves(2, 10);   // take 1, leave 1 / take 2, leave nothing
 * NimRule.RULE.moveTo(5, 2);        // take 3, leave 2
 * }</pre>
 */
public final class NimRule implements HeapRule {

    public static final NimRule RULE = new NimRule();

    private NimRule() {
    }

    @Override
    public Text name() {
        return Text.of("尼姆博弈", "Nim");
    }

    @Override
    public long moveCount(long n) {
        return n;
    }

    @Override
    public List<HeapMove> firstMoves(long n, int count) {
        List<HeapMove> out = new ArrayList<>();
        for (long k = 1; k <= n && out.size() < count; k++) {
            out.add(HeapMove.take(n, k));
        }
        return out;
    }

    @Override
    public boolean legal(HeapMove move) {
        return move.take() >= 1 && move.leaves().length <= 1;
    }

    @Override
    public boolean splits() {
        return false;
    }

    @Override
    public long grundy(long n) {
        return n;
    }

    @Override
    public Text grundyMethod() {
        return Text.of("一堆的 SG 值就是它的大小", "a heap's Grundy value is its size");
    }

    @Override
    public boolean antiSg() {
        return true;
    }

    @Override
    public OptionalLong everySgStep(long n) {
        return OptionalLong.of(n == 0 ? 0 : 1);
    }

    @Override
    public HeapMove everySgStepMove(long n) {
        return n == 0 ? null : HeapMove.take(n, n);
    }

    @Override
    public HeapMove moveTo(long n, long target) {
        return target < n ? HeapMove.take(n, n - target) : null;
    }
}
