package boyi.games.heaps;

import boyi.games.heaprules.HeapMove;
import boyi.games.heaprules.NimRule;
import boyi.games.sums.ComponentMove;
import boyi.util.Text;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * A Nim heap as a component of a sum ({@link NimRule}: take any positive number; its Grundy
 * value is its size). Only the empty heap is worth 0 and a heap of 1 can only be emptied, so
 * misère sums follow the Anti-SG rule, as in John; its Every-SG step is 1 (take it all) unless it
 * is empty.
 *
 * <pre>{@code
 * NimHeap.RULES.moves(2L);   // take 1 -> 1, take 2 -> 0
 * }</pre>
 */
public final class NimHeap extends HeapComponent {

    public static final NimHeap RULES = new NimHeap(Text.of("堆", "heap"));

    private final Text word;

    /** @param word what a heap is called (堆/heap, 颜色/colour) */
    public NimHeap(Text word) {
        super(NimRule.RULE);
        this.word = word;
    }

    @Override
    public Text word() {
        return word;
    }

    @Override
    public boolean antiSg() {
        return true;
    }

    @Override
    public OptionalLong step(Long n) {
        return OptionalLong.of(n == 0 ? 0 : 1);
    }

    @Override
    public Optional<ComponentMove<Long>> stepMove(Long n) {
        return n == 0 ? Optional.empty() : Optional.of(componentMove(HeapMove.take(n, n)));
    }
}
