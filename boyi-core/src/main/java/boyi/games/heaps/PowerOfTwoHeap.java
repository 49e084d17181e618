package boyi.games.heaps;

import boyi.games.sums.ComponentMove;
import boyi.theory.PowersOfTwoTheory;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * A pile of cards from which a move takes a power of two, 1, 2, 4, 8, ... (HDU 1847). Grundy
 * value {@code n mod 3} ({@link PowersOfTwoTheory}); a pile of value 0 (3 cards) can still move,
 * so misère sums are searched.
 *
 * <pre>{@code
 * PowerOfTwoHeap.RULES.moves(5L);   // take 1, take 2, take 4
 * }</pre>
 */
public final class PowerOfTwoHeap implements SizeComponent {

    @Override
    public Text sizeName() {
        return Text.of("牌数", "a number of cards");
    }

    public static final PowerOfTwoHeap RULES = new PowerOfTwoHeap();

    @Override
    public Text word() {
        return Text.of("堆", "pile");
    }

    @Override
    public List<ComponentMove<Long>> moves(Long n) {
        List<ComponentMove<Long>> out = new ArrayList<>();
        for (long k = 1; k <= n && k > 0; k <<= 1) {
            out.add(NimHeap.take(n, k));
        }
        return out;
    }

    @Override
    public long moveCount(Long n) {
        return n == 0 ? 0 : 64 - Long.numberOfLeadingZeros(n);
    }

    @Override
    public OptionalLong grundy(Long n) {
        return OptionalLong.of(PowersOfTwoTheory.grundy(n));
    }

    @Override
    public Text grundyRule() {
        return Text.of("取 2 的幂：g(n) = n mod 3", "powers of two: g(n) = n mod 3");
    }

    @Override
    public Optional<ComponentMove<Long>> moveToGrundy(Long n, long target) {
        for (ComponentMove<Long> m : moves(n)) {
            if (m.parts().get(0) % 3 == target) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }

    @Override
    public Optional<ComponentMove<Long>> move(Long n, String name) {
        return HeapMoves.take(name).filter(k -> k >= 1 && k <= n && Long.bitCount(k) == 1).map(k -> NimHeap.take(n, k));
    }

    @Override
    public double weight(Long n) {
        return n + 1.0;
    }
}
