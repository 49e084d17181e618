package boyi.games.heaps;

import boyi.games.heaprules.TakeAndBreakRule;
import boyi.solve.grundy.TakeAndBreak;

/**
 * A heap of a take-and-break (octal) game such as Kayles (0.77), as a component of a sum, so the
 * sum rules apply to it: normal play by the Grundy values of the pipeline (its period where one
 * is proven), misère and Every-SG by exact search on small positions (misère Kayles does not
 * follow the Anti-SG rule: a heap of 13 pins splits into 2 + 10, two heaps of value 2).
 *
 * <pre>{@code
 * new OctalHeap(TakeAndBreak.octal("0.77")).moves(3L);   // take 1; take 1, leave 1+1; take 2
 * }</pre>
 */
public final class OctalHeap extends HeapComponent {

    /** Heaps larger than this are refused: their moves are listed and searched. */
    public static final long MAX_HEAP = 100_000;

    public OctalHeap(TakeAndBreak rules) {
        super(new TakeAndBreakRule(rules));
    }

    @Override
    public long maxSize() {
        return MAX_HEAP;
    }
}
