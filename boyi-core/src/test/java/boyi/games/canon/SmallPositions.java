package boyi.games.canon;

import java.util.ArrayList;
import java.util.List;

/** Every small position of heap games, for the exhaustive checks. */
final class SmallPositions {

    private SmallPositions() {
    }

    /** Every list of {@code 1..maxCount} heaps of {@code 0..maxHeap}, non-decreasing (order does not matter). */
    static List<List<Long>> heaps(int maxCount, long maxHeap) {
        List<List<Long>> out = new ArrayList<>();
        for (int count = 1; count <= maxCount; count++) {
            collect(new ArrayList<>(), count, 0, maxHeap, out);
        }
        return out;
    }

    private static void collect(List<Long> prefix, int count, long from, long max, List<List<Long>> out) {
        if (prefix.size() == count) {
            out.add(List.copyOf(prefix));
            return;
        }
        for (long h = from; h <= max; h++) {
            prefix.add(h);
            collect(prefix, count, h, max, out);
            prefix.remove(prefix.size() - 1);
        }
    }

    /** Those of {@link #heaps} whose total is at most {@code maxTotal}. */
    static List<List<Long>> heapsWithTotal(int maxCount, long maxTotal) {
        return heaps(maxCount, maxTotal).stream().filter(p -> p.stream().mapToLong(Long::longValue).sum() <= maxTotal).toList();
    }
}
