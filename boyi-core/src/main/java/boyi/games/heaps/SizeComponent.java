package boyi.games.heaps;

import boyi.games.Numbers;

import boyi.games.sums.ComponentRules;
import boyi.util.Text;

/**
 * A component that is one whole number (a heap, a row of apples, a pile of cards): named by
 * {@link #word()}, read as a size 0..{@link #maxSize()} and written as its digits. Its rules give
 * only the moves and values.
 *
 * <pre>{@code
 * SizeComponent h = new HeapComponent(new SubtractionRule(TakeSet.of(1, 3, 4)));
 * h.parse("12");    // 12; "x" -> "heap: "x": expected a heap size, a whole number 0..10^18"
 * }</pre>
 */
public interface SizeComponent extends ComponentRules<Long> {

    /** 堆/heap, the usual {@link #word()}. */
    Text HEAP = Text.of("堆", "heap");
    /** 堆的大小/a heap size, the usual {@link #sizeName()}. */
    Text HEAP_SIZE = Text.of("堆的大小", "a heap size");

    @Override
    default Text word() {
        return HEAP;
    }

    /** What the number counts, in an error: "a heap size". */
    default Text sizeName() {
        return HEAP_SIZE;
    }

    /** The largest size accepted. */
    default long maxSize() {
        return Numbers.E18;
    }

    @Override
    default Long parse(String text) {
        return Numbers.parse(word(), sizeName(), text, 0, maxSize());
    }

    @Override
    default String format(Long n) {
        return Long.toString(n);
    }
}
