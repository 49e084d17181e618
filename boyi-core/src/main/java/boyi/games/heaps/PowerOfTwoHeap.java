package boyi.games.heaps;

import boyi.games.heaprules.PowerOfTwoRule;
import boyi.util.Text;

/**
 * A pile of cards from which a move takes a power of two, 1, 2, 4, 8, ... (HDU 1847), as a
 * component of a sum ({@link PowerOfTwoRule}: Grundy value {@code n mod 3}); a pile of value 0
 * (3 cards) can still move, so misère sums are searched.
 *
 * <pre>{@code
 * PowerOfTwoHeap.RULES.moves(5L);   // take 1, take 2, take 4
 * }</pre>
 */
public final class PowerOfTwoHeap extends HeapComponent {

    public static final PowerOfTwoHeap RULES = new PowerOfTwoHeap();

    private PowerOfTwoHeap() {
        super(PowerOfTwoRule.RULE);
    }

    @Override
    public Text word() {
        return Text.of("堆", "pile");
    }

    @Override
    public Text sizeName() {
        return Text.of("牌数", "a number of cards");
    }
}
