package boyi.games.heaps;

import boyi.games.heaprules.LaskerRule;

/**
 * A heap of Lasker's Nim (HDU 3032) as a component of a sum ({@link LaskerRule}: take any
 * positive number, or split it into two non-empty heaps; Multi-SG: a split is worth the XOR of
 * its parts). Only the empty heap has value 0 and the one-heap of value 1 can only be emptied,
 * so misère sums follow the Anti-SG rule (tests check it by search).
 *
 * <pre>{@code
 * LaskerHeap.RULES.moves(3L);   // take 1, take 2, take 3, split 1+2
 * }</pre>
 */
public final class LaskerHeap extends HeapComponent {

    public static final LaskerHeap RULES = new LaskerHeap();

    private LaskerHeap() {
        super(LaskerRule.RULE);
    }

    @Override
    public boolean antiSg() {
        return true;
    }
}
