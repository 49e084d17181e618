package boyi.games;

import boyi.games.pairs.EuclidPair;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Every small position of the canon games (or a fixed sample of them), for the exhaustive checks. */
public final class SmallPositions {

    private SmallPositions() {
    }

    /** Every list of {@code 1..maxCount} heaps of {@code 0..maxHeap}, non-decreasing (order does not matter). */
    public static List<List<Long>> heaps(int maxCount, long maxHeap) {
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
    public static List<List<Long>> heapsWithTotal(int maxCount, long maxTotal) {
        return heaps(maxCount, maxTotal).stream().filter(p -> p.stream().mapToLong(Long::longValue).sum() <= maxTotal).toList();
    }

    /** Every ordered pair {@code a b} of {@code min..max}. */
    public static List<List<Long>> pairs(long min, long max) {
        List<List<Long>> out = new ArrayList<>();
        for (long a = min; a <= max; a++) {
            for (long b = min; b <= max; b++) {
                out.add(List.of(a, b));
            }
        }
        return out;
    }

    /** Every set of {@code 1..maxMen} cells among {@code 1..cells}, in increasing order (chessmen on a row). */
    public static List<List<Long>> chessmen(int cells, int maxMen) {
        List<List<Long>> out = new ArrayList<>();
        for (List<Long> set : subsets(cells)) {
            if (!set.isEmpty() && set.size() <= maxMen) {
                out.add(set.stream().map(c -> c + 1).toList());
            }
        }
        return out;
    }

    /** Every subset of {@code 0..n-1}, in increasing order (the heads among n coins). */
    public static List<List<Long>> subsets(int n) {
        List<List<Long>> out = new ArrayList<>();
        for (int mask = 0; mask < 1 << n; mask++) {
            List<Long> set = new ArrayList<>();
            for (int c = 0; c < n; c++) {
                if ((mask >> c & 1) != 0) {
                    set.add((long) c);
                }
            }
            out.add(List.copyOf(set));
        }
        return out;
    }

    /** No token, and every one, two or three tokens on vertices {@code 0..maxVertex} (non-decreasing). */
    public static List<List<Integer>> tokens(int maxVertex) {
        List<List<Integer>> out = new ArrayList<>();
        out.add(List.of());
        for (int a = 0; a <= maxVertex; a++) {
            out.add(List.of(a));
            for (int b = a; b <= maxVertex; b++) {
                out.add(List.of(a, b));
                for (int c = b; c <= maxVertex; c++) {
                    out.add(List.of(a, b, c));
                }
            }
        }
        return out;
    }

    /** One or two Euclid pairs of piles {@code 0..5}, two only while all four piles add up to at most 9. */
    public static List<List<EuclidPair.Pair>> euclidPairs() {
        List<EuclidPair.Pair> one = new ArrayList<>();
        for (long p = 0; p <= 5; p++) {
            for (long q = 0; q <= 5; q++) {
                one.add(new EuclidPair.Pair(p, q));
            }
        }
        List<List<EuclidPair.Pair>> out = new ArrayList<>();
        for (EuclidPair.Pair a : one) {
            out.add(List.of(a));
            for (EuclidPair.Pair b : one) {
                if (a.p() + a.q() + b.p() + b.q() <= 9) {
                    out.add(List.of(a, b));
                }
            }
        }
        return out;
    }

    /** Circles of 0..12 coins and every two rows of 0..7 coins, read by {@code g}. */
    public static <P> List<P> circlesAndRows(GameInstance<P> g) {
        List<P> out = new ArrayList<>();
        for (int n = 0; n <= 12; n++) {
            out.add(g.parse("circle " + n));
        }
        for (int a = 0; a <= 7; a++) {
            for (int b = a; b <= 7; b++) {
                out.add(g.parse("rows " + a + " " + b));
            }
        }
        return out;
    }

    /** Every sheet up to 5 x 5 and a few sums of sheets, read by {@code g}. */
    public static <P> List<P> sheets(GameInstance<P> g) {
        List<P> out = new ArrayList<>();
        for (int w = 1; w <= 5; w++) {
            for (int h = w; h <= 5; h++) {
                out.add(g.parse(w + "x" + h));
            }
        }
        for (String s : List.of("2x4 2x4", "2x4 3x4", "1x1 4x4", "1x3 2x2", "2x2 2x3 2x5", "4x4 2x7")) {
            out.add(g.parse(s));
        }
        return out;
    }

    /** Named small graphs (trees, cycles, loops, parallel edges) and 60 random ones on vertices 1..4, read by {@code g}. */
    public static <P> List<P> hackenbushGraphs(GameInstance<P> g) {
        List<P> out = new ArrayList<>();
        for (String s : List.of("none", "1-2", "1-1", "1-2 1-2", "1-2 2-3 3-1", "1-2 2-3 2-4 3-4", "1-2 1-3 3-4 4-5 5-3 3-3",
                "1-2 2-3 3-4 4-1", "1-2 1-3 1-4 2-5 2-6")) {
            out.add(g.parse(s));
        }
        Random random = new Random(94);
        for (int i = 0; i < 60; i++) {
            StringBuilder s = new StringBuilder();
            int edges = 1 + random.nextInt(6);
            for (int e = 0; e < edges; e++) {
                s.append(1 + random.nextInt(4)).append('-').append(1 + random.nextInt(4)).append(' ');
            }
            out.add(g.parse(s.toString()));
        }
        return out;
    }
}
