package boyi.games.heaprules;

import boyi.theory.PowersOfTwoTheory;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;

/**
 * The heap rule that takes a power of two, 1, 2, 4, 8, ... tokens. Grundy value {@code n mod 3}
 * ({@link PowersOfTwoTheory}).
 *
 * <pre>{@code
 * PowerOfTwoRule.RULE.moveCount(5);   // 3: take 1, 2 or 4
 * PowerOfTwoRule.RULE.grundy(5);      // 2
 * }</pre>
 */
public final class PowerOfTwoRule implements HeapRule {

    public static final PowerOfTwoRule RULE = new PowerOfTwoRule();

    private PowerOfTwoRule() {
    }

    @Override
    public Text name() {
        return Text.of("取 2 的幂", "powers of two");
    }

    @Override
    public List<HeapMove> firstMoves(long n, int count) {
        List<HeapMove> out = new ArrayList<>();
        for (long k = 1; k <= n && k > 0 && out.size() < count; k <<= 1) {
            out.add(HeapMove.take(n, k));
        }
        return out;
    }

    @Override
    public long moveCount(long n) {
        return n == 0 ? 0 : 64 - Long.numberOfLeadingZeros(n);
    }

    @Override
    public boolean legal(HeapMove move) {
        return move.leaves().length <= 1 && Long.bitCount(move.take()) == 1;
    }

    @Override
    public boolean splits() {
        return false;
    }

    @Override
    public long grundy(long n) {
        return PowersOfTwoTheory.grundy(n);
    }

    @Override
    public Text grundyMethod() {
        return Text.of("取 2 的幂：g(n) = n mod 3", "powers of two: g(n) = n mod 3");
    }
}
