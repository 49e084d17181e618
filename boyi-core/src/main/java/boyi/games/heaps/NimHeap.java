package boyi.games.heaps;

import boyi.games.sums.ComponentMove;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * A Nim heap as a component of a sum: take any positive number. Its Grundy value is its size
 * ({@link GrundyIsSize}: misère sums follow the Anti-SG rule, as in John); its Every-SG step is
 * 1 (take it all) unless it is empty.
 *
 * <pre>{@code
 * NimHeap.RULES.moves(2L);   // take 1 -> 1, take 2 -> 0
 * }</pre>
 */
public final class NimHeap implements GrundyIsSize {

    public static final NimHeap RULES = new NimHeap(Text.of("堆", "heap"));

    private final Text word;

    /** @param word what a heap is called (堆/heap, 颜色/colour) */
    public NimHeap(Text word) {
        this.word = word;
    }

    @Override
    public Text word() {
        return word;
    }

    static ComponentMove<Long> take(long n, long k) {
        return new ComponentMove<>("take " + k, Text.format("取 %d 个", "take %d", k), List.of(n - k));
    }

    @Override
    public List<ComponentMove<Long>> moves(Long n) {
        List<ComponentMove<Long>> out = new ArrayList<>();
        for (long k = 1; k <= n; k++) {
            out.add(take(n, k));
        }
        return out;
    }

    @Override
    public long moveCount(Long n) {
        return n;
    }

    @Override
    public Text grundyRule() {
        return Text.of("一堆的 SG 值就是它的大小", "a heap's Grundy value is its size");
    }

    @Override
    public OptionalLong step(Long n) {
        return OptionalLong.of(n == 0 ? 0 : 1);
    }

    @Override
    public ComponentMove<Long> shrink(long n, long target) {
        return take(n, n - target);
    }

    @Override
    public Optional<ComponentMove<Long>> stepMove(Long n) {
        return n == 0 ? Optional.empty() : Optional.of(take(n, n));
    }

    @Override
    public Optional<ComponentMove<Long>> move(Long n, String name) {
        return HeapMoves.take(name).filter(k -> k >= 1 && k <= n).map(k -> take(n, k));
    }

    @Override
    public double weight(Long n) {
        return n + 1.0;
    }
}
