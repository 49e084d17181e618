package boyi.games.heaps;

import boyi.games.heaprules.SubtractionRule;
import boyi.theory.SubtractionSetSequence;

/**
 * A heap of S-Nim (HDU 1536) as a component of a sum: take exactly s stones, s from the set S
 * ({@link SubtractionRule}). A heap of value 0 may still move (S = {2}: heap 4), so misère sums
 * are searched, not decided by the Anti-SG rule.
 *
 * <pre>{@code
 * new SubtractionHeap(new long[] {2, 5}).moves(7L);   // take 2 -> 5, take 5 -> 2
 * }</pre>
 */
public final class SubtractionHeap extends HeapComponent {

    private final SubtractionRule rule;

    public SubtractionHeap(long[] set) {
        this(new SubtractionRule(set));
    }

    private SubtractionHeap(SubtractionRule rule) {
        super(rule);
        this.rule = rule;
    }

    public SubtractionSetSequence sequence() {
        return rule.sequence();
    }
}
