package boyi.games.partizan;

import boyi.cgt.Dyadic;
import boyi.games.partizan.HackenbushGraph.Edge;
import boyi.solve.Interruption;
import boyi.solve.LongLongMap;
import boyi.util.Text;
import boyi.util.TooLargeException;
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
 * ({@link LongLongMap}) so it is labelled once. A part's key is that of its core with a stalk
 * for what hangs from each of its vertices ({@link PendantStalks}: the Colon Principle), each
 * hanging piece valued as a picture grounded at its vertex; in a hanging piece only the cutter's
 * best cut is tried. Recursion: one level per edge cut or hanging piece, each on fewer edges, so
 * at most {@link #MAX_EDGES} deep.
 */
public final class BlueRedNumbers {

    /** The most edges of a picture (a mask is one long; the fixed point must stay exact). */
    public static final int MAX_EDGES = 48;
    /** The binary places of the fixed-point values. */
    static final int FRACTION_BITS = 48;
    /**
     * Parts remembered before the evaluation is refused (hanging pieces counted with the parts),
     * and four times the shapes: maps of parts of 16 bytes a slot (parts per ground vertex, and
     * the best cuts of hanging pieces), at most 2 million shapes of at most 12 longs of key and 2
     * longs of bounds each (270 MB, 400 MB while growing): about 1 GB at worst (a run stopped at
     * this budget peaked at 0.98 GB; the moderately hard bed needs 400,000 parts of 110,000
     * shapes).
     */
    public static final long PART_BUDGET = 8_000_000;

    private static final long ONE = 1L << FRACTION_BITS;
    private static final int CHECK_EVERY = 1 << 12;

    private final List<Edge> edges;
    private final int[] from;
    private final int[] to;
    private final long blue;
    private final long[] incident;       // per vertex, the mask of edges touching it
    private final PartClasses shapes;     // parts that are one another renumbered: one shape
    private final LongLongMap[] shapeAt;  // per ground vertex, per part mask: its shape's number + 1
    private final LongLongMap[] bestCutsAt;  // per ground vertex, per piece hanging from it: its best cuts for Left and Right
    private final long partBudget;
    private final PartCore cores;
    private final StalkPicture stalks;    // with shared shapes, parts are keyed with what hangs from them as stalks
    private final long[] key = new long[MAX_EDGES / 4];
    private long[] below = new long[1 << 10];   // per shape: a number its value is known to exceed
    private long[] above = new long[1 << 10];   // per shape: a number its value is known to be under
    private int sinceCheck;
    private long parts;

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
        stalks = shareShapes ? new StalkPicture() : null;
        cores = new PartCore(from, to, incident);
        shapes = new PartClasses(shareShapes ? Math.max(1, partBudget / 4) : partBudget);
        shapeAt = new LongLongMap[vertex.size()];
        bestCutsAt = new LongLongMap[vertex.size()];
        this.partBudget = partBudget;
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
        return toDyadic(sum(grounded(mask), 0));
    }

    /** The parts met so far (edge masks). */
    public long partsMet() {
        return parts;
    }

    /** The shapes among them (parts that are one another with vertices renumbered are one shape). */
    public long shapes() {
        return shapes.size();
    }

    /** The value of {@code mask} (its edges all joined to the vertex {@code g}, its ground): the sum of its parts' values. */
    private long sum(long mask, int g) {
        long total = 0;
        for (long rest = mask; rest != 0; ) {
            long part = part(rest, g);
            rest &= ~part;
            total += walk(part, g, 0, true);
        }
        return total;
    }

    /** Whether the value of {@code mask} (edges all joined to its ground {@code g}) is at least {@code x}. */
    private boolean atLeast(long mask, int g, long x) {
        long largest = 0;
        long others = 0;
        for (long rest = mask; rest != 0; ) {
            long part = part(rest, g);
            rest &= ~part;
            if (Long.bitCount(part) > Long.bitCount(largest)) {
                others += largest == 0 ? 0 : walk(largest, g, 0, true);
                largest = part;
            } else {
                others += walk(part, g, 0, true);
            }
        }
        return largest == 0 ? others >= x : walk(largest, g, x - others, false) >= x - others;
    }

    /**
     * Walks the tree of numbers from 0 towards the value {@code v} of {@code part} (grounded at
     * vertex {@code g}): at each number
     * {@code y}, the simplest inside the open interval known to hold {@code v}, Left having an
     * option of at least {@code y} puts {@code v} above it, Right having one of at most {@code y}
     * below it, and neither makes {@code v = y}. With {@code exact}, returns {@code v}; otherwise
     * stops as soon as {@code v >= x} is decided and returns a number on the same side of
     * {@code x} as {@code v} ({@code v} itself when found). Each option is only tested against
     * {@code y}, so a Left option proved at least {@code y} spares the others. What is learnt is
     * kept as bounds ({@link #below}, {@link #above}), exact when they meet.
     */
    private long walk(long part, int g, long x, boolean exact) {
        if ((part & ~blue) == 0) {
            return Long.bitCount(part) * ONE;          // all blue: Left cuts one edge at a time from the top
        }
        if ((part & blue) == 0) {
            return -Long.bitCount(part) * ONE;
        }
        int shape = shapeOf(part, g);
        long low = below[shape];                       // v > low
        long high = above[shape];                      // v < high
        if (++sinceCheck == CHECK_EVERY) {
            sinceCheck = 0;
            Interruption.checkNow();
        }
        long core = 0;                                 // found at the first step: the block on the ground
        long hangs = 0;                                // and its vertices something hangs from
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
            if (core == 0) {
                core = stalks == null ? part : cores.of(part, g);     // by edge masks: every cut, as before
                hangs = stalks == null ? 0 : cores.hangingVertices();
            }
            if (reaches(part, g, core, hangs, y, true)) {
                low = y;
            } else if (reaches(part, g, core, hangs, y, false)) {
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
     * The number of the shape of {@code part} (grounded at {@code g}), whose bounds are first
     * those of any number of its edges: above minus its red edges, below its blue ones (or its
     * value, when that is known at once).
     */
    private int shapeOf(long part, int g) {
        LongLongMap masks = shapeAt[g];
        if (masks == null) {
            masks = new LongLongMap(1 << 10, partBudget);
            shapeAt[g] = masks;
        }
        long known = masks.get(part);
        if (known != 0) {
            return (int) known - 1;
        }
        if (++parts > partBudget) {
            throw new TooLargeException(Text.format("搜索需要超过 %d 个局面（内存上限）",
                    "the search needs more than %d positions (the memory budget)", partBudget));
        }
        int length = 1;
        long exactValue = 0;
        boolean exactKnown = false;
        if (stalks == null) {
            key[0] = part;
            key[1] = g;                                // a piece's value depends on where it stands
            length = 2;
        } else {
            PendantStalks pendants = PendantStalks.of(part, g, this);
            length = pendants.key(stalks, this, key);
            exactKnown = pendants.isStalk();
            exactValue = exactKnown ? pendants.stalkValue(this) : 0;
        }
        int seen = shapes.size();                      // after the pieces hanging from the part were valued
        int shape = shapes.numberOf(key, length);
        if (shape == seen) {
            if (shape == below.length) {
                below = Arrays.copyOf(below, 2 * shape);
                above = Arrays.copyOf(above, 2 * shape);
            }
            below[shape] = exactKnown ? exactValue - 1 : -Long.bitCount(part & ~blue) * ONE - 1;
            above[shape] = exactKnown ? exactValue + 1 : Long.bitCount(part & blue) * ONE + 1;
        }
        masks.put(part, shape + 1L);
        return shape;
    }

    /**
     * Whether Left ({@code left}) has an option in {@code part} (grounded at {@code g}; its core
     * {@code core} and the core's vertices {@code hangs} that something hangs from) worth at
     * least {@code y}, or Right one worth at most {@code y}. A cut that drops another edge b of the
     * cutter's colour is skipped: its option is an option of the option cutting b (cut b first,
     * then this edge) for the same player, so it is worse for them than that one, a number
     * (Blue-Red positions are numbers). In what hangs from a vertex of the part's core only the
     * cutter's best cut is tried: the part is its core with that piece hanging (G:H), and G:H is
     * at least G:H' when H is at least H' (the Colon Principle's proof, a mirror strategy in G
     * and the winning one in H - H'), so that cut's option is at least as good as any other there.
     */
    private boolean reaches(long part, int g, long core, long hangs, long y, boolean left) {
        long own = left ? blue : ~blue;
        for (long edges = core & own; edges != 0; edges &= edges - 1) {
            long cut = Long.lowestOneBit(edges);
            long option = afterCut(part, g, cut);
            if ((part & ~option & ~cut & own) == 0 && reachedBy(option, g, y, left)) {
                return true;
            }
        }
        for (long vs = hangs; vs != 0; vs &= vs - 1) {
            int v = Long.numberOfTrailingZeros(vs);
            int cut = bestCut(hangingFrom(part, v, g), v, left);
            if (cut >= 0 && reachedBy(afterCut(part, g, 1L << cut), g, y, left)) {
                return true;
            }
        }
        return false;
    }

    private boolean reachedBy(long option, int g, long y, boolean left) {
        return left ? atLeast(option, g, y) : !atLeast(option, g, y + 1);
    }

    /** The edge whose cut is Left's ({@code left}) or Right's best option in {@code piece} grounded at {@code v}, or -1 when they have none. */
    private int bestCut(long piece, int v, boolean left) {
        LongLongMap known = bestCutsAt[v];
        if (known == null) {
            known = new LongLongMap(1 << 8, partBudget);
            bestCutsAt[v] = known;
        }
        long cuts = known.get(piece);
        if (cuts == 0) {
            cuts = 1L << 16 | bestOf(piece, v, true) + 1L | (bestOf(piece, v, false) + 1L) << 8;
            known.put(piece, cuts);
        }
        return (int) (left ? cuts & 255 : cuts >>> 8 & 255) - 1;
    }

    private int bestOf(long piece, int v, boolean left) {
        long own = left ? blue : ~blue;
        int best = -1;
        long bestValue = 0;
        for (long edges = piece & own; edges != 0; edges &= edges - 1) {
            long cut = Long.lowestOneBit(edges);
            long option = afterCut(piece, v, cut);
            if ((piece & ~option & ~cut & own) != 0) {
                continue;
            }
            long value = sum(option, v);
            if (best < 0 || (left ? value > bestValue : value < bestValue)) {
                best = Long.numberOfTrailingZeros(cut);
                bestValue = value;
            }
        }
        return best;
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
     * The edges of {@code part} (all joined to its ground {@code g}) still joined to it once the
     * edge {@code cut} is cut: only what hangs from the cut edge's ends can fall, so the search
     * starts there and stops on reaching the ground (usually a few edges away) instead of walking
     * the whole part from the ground.
     */
    private long afterCut(long part, int g, long cut) {
        long rest = part & ~cut;
        int e = Long.numberOfTrailingZeros(cut);
        return rest & ~fallen(rest, from[e], g) & ~fallen(rest, to[e], g);
    }

    /** The edges of {@code mask} joined to vertex {@code v} when they are not joined to the ground {@code g}, else 0. */
    private long fallen(long mask, int v, int g) {
        return v == g ? 0 : reach(mask, 1L << v, 1L << v, 1L << g);
    }

    /** The edges of {@code mask} still joined to the ground (vertex 0). */
    private long grounded(long mask) {
        return reach(mask, 1L, 1L, 0);
    }

    /** The part of {@code mask} holding its lowest edge: the edges joined to it other than through the ground {@code g}. */
    private long part(long mask, int g) {
        int first = Long.numberOfTrailingZeros(mask);
        long ground = 1L << g;
        long ends = (1L << from[first] | 1L << to[first]) & ~ground;
        return 1L << first | reach(mask, ground | ends, ends, 0);   // the ground counts as reached: never crossed
    }

    /** The value of {@code mask} with the vertex {@code g} as its ground (its edges all joined to it). */
    long valueAt(long mask, int g) {
        return sum(mask, g);
    }

    /** The edges of {@code part} that hang from vertex {@code v}: those joined to the ground {@code g} only through {@code v}. */
    long hangingFrom(long part, int v, int g) {
        return part & ~reach(part, 1L << g | 1L << v, 1L << g, 0);
    }

    /** The core of {@code part} grounded at {@code g} ({@link PartCore}); then {@link #hangingVertices()}. */
    long core(long part, int g) {
        return cores.of(part, g);
    }

    /** The vertices of the last core found that something hangs from. */
    long hangingVertices() {
        return cores.hangingVertices();
    }

    int from(int edge) {
        return from[edge];
    }

    int to(int edge) {
        return to[edge];
    }

    boolean isBlue(int edge) {
        return (blue >>> edge & 1) != 0;
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
