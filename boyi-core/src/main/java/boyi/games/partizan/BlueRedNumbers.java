package boyi.games.partizan;

import boyi.cgt.Dyadic;
import boyi.games.partizan.HackenbushGraph.Edge;
import boyi.solve.Interruption;
import boyi.solve.LongLongMap;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The value of a Blue-Red Hackenbush picture computed with numbers only: every position is a
 * number, so a part's value is the simplest number strictly between Left's best option (the
 * largest) and Right's best (the smallest), and a picture's value is the sum of its parts (the
 * pieces that meet only at the ground). No canonical forms are built.
 *
 * <pre>{@code
 * HackenbushGraph g = new HackenbushGraphGame().parseTurn("0-1:L 1-2:R 1-3:R").board();
 * BlueRedNumbers.value(g).toString();   // "1/4"
 * }</pre>
 *
 * <p>Encoding: every position reached from the picture is a subset of its edges, kept as a bit
 * mask over the edges as written (so at most {@link #MAX_EDGES} edges); vertices are renumbered
 * 0.. with the ground 0. Values are fixed-point longs: {@code k} stands for {@code k / 2^}
 * {@link #FRACTION_BITS}. That is exact: a position of {@code n} edges is born by day {@code n},
 * so its value has a denominator of at most {@code 2^(n-1)} and size at most {@code n}.
 * What is learnt is kept per shape of part: parts that are one another with vertices renumbered
 * (a canonical labelling of the edge mask, {@link PartLabelling}) have the same value, so one
 * pair of bounds serves them all; each part's mask is remembered with its shape's number
 * ({@link LongLongMap}) so it is labelled once. Recursion: one level per edge cut, so at most
 * {@link #MAX_EDGES} deep.
 */
public final class BlueRedNumbers {

    /** The most edges of a picture (a mask is one long; the fixed point must stay exact). */
    public static final int MAX_EDGES = 48;
    /** The binary places of the fixed-point values. */
    static final int FRACTION_BITS = 48;
    /**
     * Parts remembered before the evaluation is refused, and four times the shapes: a map of
     * at most 2^24 slots of 16 bytes (400 MB for the moment it grows) and at most 2 million
     * shapes of at most 12 longs of key and 2 longs of bounds each (270 MB, 400 MB while growing):
     * about 750 MB at worst (the moderately hard bed needs 650,000 parts of 360,000 shapes).
     */
    public static final long PART_BUDGET = 8_000_000;

    private static final long ONE = 1L << FRACTION_BITS;
    private static final int CHECK_EVERY = 1 << 12;

    private final List<Edge> edges;
    private final int[] from;
    private final int[] to;
    private final long blue;
    private final long[] incident;       // per vertex, the mask of edges touching it
    private final PartLabelling labelling;
    private final PartClasses shapes;     // parts that are one another renumbered: one shape
    private final LongLongMap shapeOf;    // per part mask: its shape's number + 1
    private final long[] key = new long[MAX_EDGES / 4];
    private long[] below = new long[1 << 10];   // per shape: a number its value is known to exceed
    private long[] above = new long[1 << 10];   // per shape: a number its value is known to be under
    private int sinceCheck;

    private BlueRedNumbers(HackenbushGraph picture, long partBudget, boolean shareShapes) {
        int n = picture.edges().size();
        if (n > MAX_EDGES) {
            throw new IllegalArgumentException("at most " + MAX_EDGES + " edges, not " + n);
        }
        edges = picture.edges();
        Map<Integer, Integer> vertex = new HashMap<>();
        vertex.put(HackenbushGraph.GROUND, 0);
        from = new int[n];
        to = new int[n];
        long b = 0;
        for (int e = 0; e < n; e++) {
            Edge edge = picture.edges().get(e);
            from[e] = vertex.computeIfAbsent(edge.from(), k -> vertex.size());
            to[e] = vertex.computeIfAbsent(edge.to(), k -> vertex.size());
            if (edge.colour() == 'L') {
                b |= 1L << e;
            }
        }
        blue = b;
        incident = new long[vertex.size()];
        for (int e = 0; e < n; e++) {
            incident[from[e]] |= 1L << e;
            incident[to[e]] |= 1L << e;
        }
        labelling = shareShapes ? new PartLabelling(from, to, blue) : null;
        shapes = new PartClasses(shareShapes ? Math.max(1, partBudget / 4) : partBudget);
        shapeOf = new LongLongMap(1 << 12, partBudget);
    }

    /**
     * The value of {@code picture} (every edge joined to the ground, as {@link HackenbushGraph#of}
     * makes it).
     *
     * @throws boyi.util.TooLargeException past {@link #PART_BUDGET} parts
     */
    public static Dyadic value(HackenbushGraph picture) {
        return over(picture, PART_BUDGET).valueOf(picture);
    }

    /**
     * An evaluator for {@code picture} and every picture made of some of its edges, all sharing
     * what it learns (a position and its options, as a report asks them).
     */
    public static BlueRedNumbers over(HackenbushGraph picture, long partBudget) {
        return new BlueRedNumbers(picture, partBudget, true);
    }

    /**
     * The same evaluation with each part its own shape (remembered by its edge mask alone, as
     * before shapes were shared): for comparison, the values are the same.
     */
    public static BlueRedNumbers byEdgeMasks(HackenbushGraph picture, long partBudget) {
        return new BlueRedNumbers(picture, partBudget, false);
    }

    /**
     * The value of {@code sub}, a picture whose edges are some of this evaluator's (the same
     * vertex numbers, each edge as often at most), or null when it is not.
     *
     * @throws boyi.util.TooLargeException past the budget of parts
     */
    public Dyadic valueOf(HackenbushGraph sub) {
        long mask = 0;
        for (Edge e : sub.edges()) {
            long free = 0;
            for (int k = 0; k < edges.size(); k++) {
                free |= edges.get(k).equals(e) ? 1L << k : 0;
            }
            free &= ~mask;
            if (free == 0) {
                return null;
            }
            mask |= Long.lowestOneBit(free);             // equal edges are interchangeable
        }
        return toDyadic(sum(grounded(mask)));
    }

    /** The parts met so far (edge masks). */
    public long partsMet() {
        return shapeOf.size();
    }

    /** The shapes among them (parts that are one another with vertices renumbered are one shape). */
    public long shapes() {
        return shapes.size();
    }

    /** The value of {@code mask} (its edges all joined to the ground): the sum of its parts' values. */
    private long sum(long mask) {
        long total = 0;
        for (long rest = mask; rest != 0; ) {
            long part = part(rest);
            rest &= ~part;
            total += walk(part, 0, true);
        }
        return total;
    }

    /** Whether the value of {@code mask} (edges all joined to the ground) is at least {@code x}. */
    private boolean atLeast(long mask, long x) {
        long largest = 0;
        long others = 0;
        for (long rest = mask; rest != 0; ) {
            long part = part(rest);
            rest &= ~part;
            if (Long.bitCount(part) > Long.bitCount(largest)) {
                others += largest == 0 ? 0 : walk(largest, 0, true);
                largest = part;
            } else {
                others += walk(part, 0, true);
            }
        }
        return largest == 0 ? others >= x : walk(largest, x - others, false) >= x - others;
    }

    /**
     * Walks the tree of numbers from 0 towards the value {@code v} of {@code part}: at each number
     * {@code y}, the simplest inside the open interval known to hold {@code v}, Left having an
     * option of at least {@code y} puts {@code v} above it, Right having one of at most {@code y}
     * below it, and neither makes {@code v = y}. With {@code exact}, returns {@code v}; otherwise
     * stops as soon as {@code v >= x} is decided and returns a number on the same side of
     * {@code x} as {@code v} ({@code v} itself when found). Each option is only tested against
     * {@code y}, so a Left option proved at least {@code y} spares the others. What is learnt is
     * kept as bounds ({@link #below}, {@link #above}), exact when they meet.
     */
    private long walk(long part, long x, boolean exact) {
        if ((part & ~blue) == 0) {
            return Long.bitCount(part) * ONE;          // all blue: Left cuts one edge at a time from the top
        }
        if ((part & blue) == 0) {
            return -Long.bitCount(part) * ONE;
        }
        int shape = shapeOf(part);
        long low = below[shape];                       // v > low
        long high = above[shape];                      // v < high
        if (++sinceCheck == CHECK_EVERY) {
            sinceCheck = 0;
            Interruption.checkNow();
        }
        while (true) {
            if (high - low == 2) {
                return low + 1;
            }
            if (!exact && low >= x - 1) {
                return low + 1;                        // v > low >= x - 1: v >= x
            }
            if (!exact && high <= x) {
                return high - 1;                       // v < high <= x
            }
            long y = simplestBetween(low, high);
            if (leftReaches(part, y)) {
                low = y;
            } else if (rightReaches(part, y)) {
                high = y;
            } else {
                low = y - 1;
                high = y + 1;
            }
            below[shape] = low;
            above[shape] = high;
        }
    }

    /**
     * The number of the shape of {@code part} (a part renumbered, {@link PartLabelling}), whose
     * bounds are first those of any number of its edges: above minus its red edges, below its
     * blue ones.
     */
    private int shapeOf(long part) {
        long known = shapeOf.get(part);
        if (known != 0) {
            return (int) known - 1;
        }
        int seen = shapes.size();
        int length = 1;
        if (labelling != null) {
            length = labelling.key(part, key);
        } else {
            key[0] = part;
        }
        int shape = shapes.numberOf(key, length);
        if (shape == seen) {
            if (shape == below.length) {
                below = Arrays.copyOf(below, 2 * shape);
                above = Arrays.copyOf(above, 2 * shape);
            }
            below[shape] = -Long.bitCount(part & ~blue) * ONE - 1;
            above[shape] = Long.bitCount(part & blue) * ONE + 1;
        }
        shapeOf.put(part, shape + 1L);
        return shape;
    }

    /**
     * Whether Left has an option in {@code part} worth at least {@code y}. A cut that drops
     * another blue edge b is skipped: its option is a Left option of the option cutting b (cut b
     * first, then this edge), so it is worth less than that one, a number (Blue-Red positions are
     * numbers: every Left option is below the value).
     */
    private boolean leftReaches(long part, long y) {
        for (long edges = part & blue; edges != 0; edges &= edges - 1) {
            long cut = Long.lowestOneBit(edges);
            long option = afterCut(part, cut);
            if ((part & ~option & ~cut & blue) == 0 && atLeast(option, y)) {
                return true;
            }
        }
        return false;
    }

    /** Whether Right has an option in {@code part} worth at most {@code y} (cuts that drop a red edge skipped, as for Left). */
    private boolean rightReaches(long part, long y) {
        for (long edges = part & ~blue; edges != 0; edges &= edges - 1) {
            long cut = Long.lowestOneBit(edges);
            long option = afterCut(part, cut);
            if ((part & ~option & ~cut & ~blue) == 0 && !atLeast(option, y + 1)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The simplest fixed-point number strictly between {@code low} and {@code high}
     * ({@code Long.MIN_VALUE} and {@code Long.MAX_VALUE}: no bound), {@code low < high}: 0 if it
     * fits, else the integer nearest 0 that fits, else the fraction of least denominator.
     */
    static long simplestBetween(long low, long high) {
        if (low < 0 && high > 0) {
            return 0;
        }
        if (low >= 0) {
            long n = Math.floorDiv(low, ONE) * ONE + ONE;
            if (high == Long.MAX_VALUE || n < high) {
                return n;
            }
        } else {
            long n = -Math.floorDiv(-high, ONE) * ONE - ONE;     // ceiling(high) - 1
            if (low == Long.MIN_VALUE || n > low) {
                return n;
            }
        }
        for (int k = 1; k <= FRACTION_BITS; k++) {
            long step = ONE >> k;
            long candidate = Math.floorDiv(low, step) * step + step;     // the least multiple of 2^-k above low
            if (candidate < high) {
                return candidate;
            }
        }
        throw new IllegalStateException("no number of " + FRACTION_BITS + " binary places between " + low + " and " + high);
    }

    /**
     * The edges of {@code part} (all joined to the ground) still joined to it once the edge
     * {@code cut} is cut: only what hangs from the cut edge's ends can fall, so the search starts
     * there and stops on reaching the ground (usually a few edges away) instead of walking the
     * whole part from the ground.
     */
    private long afterCut(long part, long cut) {
        long rest = part & ~cut;
        int e = Long.numberOfTrailingZeros(cut);
        return rest & ~fallen(rest, from[e]) & ~fallen(rest, to[e]);
    }

    /** The edges of {@code mask} joined to vertex {@code v} when they are not joined to the ground, else 0. */
    private long fallen(long mask, int v) {
        return v == 0 ? 0 : reach(mask, 1L << v, 1L << v, 1L);
    }

    /** The edges of {@code mask} still joined to the ground. */
    private long grounded(long mask) {
        return reach(mask, 1L, 1L, 0);                    // vertex bits; the ground is vertex 0
    }

    /** The part of {@code mask} holding its lowest edge: the edges joined to it other than through the ground. */
    private long part(long mask) {
        int first = Long.numberOfTrailingZeros(mask);
        long ends = (1L << from[first] | 1L << to[first]) & ~1L;
        return 1L << first | reach(mask, 1L | ends, ends, 0);   // the ground counts as reached: never crossed
    }

    /**
     * The edges of {@code mask} met by a search from the vertices {@code frontier} that crosses
     * no vertex of {@code reached}, or 0 as soon as it meets a vertex of {@code goal} (vertex bit
     * masks; {@code frontier} within {@code reached}).
     */
    private long reach(long mask, long reached, long frontier, long goal) {
        long kept = 0;
        while (frontier != 0) {
            int v = Long.numberOfTrailingZeros(frontier);
            frontier &= frontier - 1;
            long edges = incident[v] & mask & ~kept;
            kept |= edges;
            for (; edges != 0; edges &= edges - 1) {
                int e = Long.numberOfTrailingZeros(edges);
                long w = 1L << (from[e] == v ? to[e] : from[e]);
                if ((goal & w) != 0) {
                    return 0;
                }
                if ((reached & w) == 0) {
                    reached |= w;
                    frontier |= w;
                }
            }
        }
        return kept;
    }

    private static Dyadic toDyadic(long fixed) {
        return Dyadic.of(BigInteger.valueOf(fixed), FRACTION_BITS);
    }
}
