package boyi.games.partizan;

import java.util.Arrays;

/**
 * Keys for the parts of one Blue-Red Hackenbush picture (sets of its edges, given as bit masks):
 * a key is the part's edges with its vertices renumbered, so two parts with the same key are
 * the same picture up to renumbering (and have the same value), and parts that are one another
 * renumbered get the same key: a canonical labelling as {@link HackenbushLabelling}'s, on bit
 * masks and primitive arrays, cheap enough to take for every part an evaluation meets.
 *
 * <pre>{@code
 * // edges 0-1:L 1-2:R 0-3:L 3-4:R: the two posts are one picture renumbered
 * PartLabelling keys = new PartLabelling(new int[] {0, 1, 0, 3}, new int[] {1, 2, 3, 4}, 0b0101);
 * Arrays.equals(keys.key(0b0011), keys.key(0b1100));   // true
 * }</pre>
 *
 * <p>Encoding of a key: the ground is 0, the other vertices 1.. in the labelling's order; an
 * edge between {@code a <= b} is {@code (a << 7 | b << 1 | blue) + 1} (never 0), the edges are
 * sorted and packed four to a long, 16 bits each from the low end, unused slots 0.
 *
 * <p>How: colour refinement (a vertex's new class from its class and the multiset of its
 * neighbours' classes with the colours of the edges to them, the ground a class of its own)
 * until stable; while a class has several vertices, one is singled out and refinement goes on.
 * For a forest (loops and parallel edges aside) the classes of refinement are the orbits of its
 * symmetries, so any vertex singled out gives the same key; otherwise each vertex of the class is
 * tried in turn (but one of each set of interchangeable vertices) and the least key is taken,
 * up to {@link #MAX_LEAVES} numberings. Past that, or when two multisets hash alike, the key
 * is still the part renumbered (never shared with a different part) but may differ from a
 * renumbered copy's: only sharing is lost, never exactness.
 */
final class PartLabelling {

    /** Numberings compared per part before the least so far is taken. */
    static final int MAX_LEAVES = 64;

    private final int[] from;
    private final int[] to;
    private final long blue;

    // scratch for one part: its vertices renumbered 0..k-1 in increasing order (the ground 0)
    private final int[] local = new int[64];
    private final int[] loops = new int[64];          // blue loops * 64 + red loops
    private final int[] ends = new int[2 * 64];       // per non-loop edge: its two local ends
    private final int[] colours = new int[64];        // per non-loop edge: 1 blue, 0 red
    private final int[] codes = new int[64];          // the edges of the part, as in a key
    private final long[] hash = new long[64];
    private final long[] order = new long[64];
    private final int[] best = new int[64];
    private final int[] firstCells = new int[64];
    private final int[] root = new int[64];
    private final long[] joined = new long[64];
    private final long[] keyScratch = new long[16];
    private int vertices;
    private int links;                                // non-loop edges
    private int edgeCount;
    private int leaves;

    PartLabelling(int[] from, int[] to, long blue) {
        this.from = from;
        this.to = to;
        this.blue = blue;
    }

    /** The key of {@code part}, a mask of edges joined to the ground (vertex 0), a new array. */
    long[] key(long part) {
        return Arrays.copyOf(keyScratch, key(part, keyScratch));
    }

    /** Writes the key of {@code part} into {@code out} (one long per four edges) and returns its length. */
    int key(long part, long[] out) {
        load(part);
        int[] cell = firstCells;
        int cells = initialCells(cell);
        cells = refine(cell, cells);
        leaves = 0;
        best[0] = -1;
        if (cells < vertices) {
            if (isForest()) {
                firstLeaf(cell, cells);
            } else {
                search(cell, cells);
            }
        } else {
            keep(cell);
        }
        return pack(out);
    }

    private void load(long part) {
        long seen = 0;
        for (long p = part; p != 0; p &= p - 1) {
            int e = Long.numberOfTrailingZeros(p);
            seen |= 1L << from[e] | 1L << to[e];
        }
        seen |= 1L;
        vertices = 0;
        for (long s = seen; s != 0; s &= s - 1) {
            int v = Long.numberOfTrailingZeros(s);
            loops[vertices] = 0;
            local[v] = vertices++;
        }
        links = 0;
        edgeCount = 0;
        for (long p = part; p != 0; p &= p - 1) {
            int e = Long.numberOfTrailingZeros(p);
            int a = local[from[e]];
            int b = local[to[e]];
            int c = (int) (blue >>> e) & 1;
            if (a == b) {
                loops[a] += c == 1 ? 64 : 1;
            } else {
                ends[2 * links] = a;
                ends[2 * links + 1] = b;
                colours[links++] = c;
            }
            edgeCount++;
        }
    }

    /** The ground alone, then the other vertices by their loops. Returns the number of classes. */
    private int initialCells(int[] cell) {
        for (int v = 0; v < vertices; v++) {
            order[v] = (v == 0 ? 0L : 1L + loops[v]) << 6 | v;
        }
        return rank(cell);
    }

    /** Sets each vertex's class to the rank of {@code order >>> 6} among those of {@link #order} (low 6 bits: the vertex). */
    private int rank(int[] cell) {
        Arrays.sort(order, 0, vertices);
        int next = -1;
        long previous = -1;
        for (int t = 0; t < vertices; t++) {
            long g = order[t] >>> 6;
            if (g != previous) {
                next++;
                previous = g;
            }
            cell[(int) (order[t] & 63)] = next;
        }
        return next + 1;
    }

    /** Splits classes until stable; the new classes refine the old ones, in an order every renumbering shares. */
    private int refine(int[] cell, int cells) {
        while (cells < vertices) {
            Arrays.fill(hash, 0, vertices, 0L);
            for (int t = 0; t < links; t++) {
                int a = ends[2 * t];
                int b = ends[2 * t + 1];
                hash[a] += mix(cell[b] * 2L + colours[t] + 1);      // mix(0) = 0: never mixed
                hash[b] += mix(cell[a] * 2L + colours[t] + 1);
            }
            for (int v = 0; v < vertices; v++) {
                order[v] = (long) cell[v] << 57 | (mix(hash[v]) >>> 13) << 6 | v;   // class < 64 first, so splits only
            }
            int count = rank(cell);
            if (count == cells) {
                return cells;
            }
            cells = count;
        }
        return cells;
    }

    private static long mix(long x) {
        x = (x ^ (x >>> 30)) * 0xbf58476d1ce4e5b9L;
        x = (x ^ (x >>> 27)) * 0x94d049bb133111ebL;
        return x ^ (x >>> 31);
    }

    /** Whether the vertices joined by edges (loops and parallel edges aside) form a forest. */
    private boolean isForest() {
        for (int v = 0; v < vertices; v++) {
            root[v] = v;
            joined[v] = 0;
        }
        for (int t = 0; t < links; t++) {
            int a = ends[2 * t];
            int b = ends[2 * t + 1];
            if ((joined[a] >>> b & 1) != 0) {
                continue;                                  // a parallel edge
            }
            joined[a] |= 1L << b;
            joined[b] |= 1L << a;
            int ra = HackenbushLabelling.find(root, a);
            int rb = HackenbushLabelling.find(root, b);
            if (ra == rb) {
                return false;
            }
            root[ra] = rb;
        }
        return true;
    }

    /** Singles out the first vertex of the first class of several until every class has one. */
    private void firstLeaf(int[] cell, int cells) {
        while (cells < vertices) {
            int c = firstShared(cell);
            int v = 0;
            while (cell[v] != c) {
                v++;
            }
            individualise(cell, v, cell);
            cells = refine(cell, cells + 1);
        }
        keep(cell);
    }

    /**
     * Every numbering reached by singling out vertices in turn (depth first, an explicit stack,
     * one vertex of each set of interchangeable ones), keeping the least key, up to
     * {@link #MAX_LEAVES} numberings.
     */
    private void search(int[] root, int rootCells) {
        int[][] cellAt = new int[vertices + 1][];
        int[] cellsAt = new int[vertices + 1];
        int[] nextAt = new int[vertices + 1];
        int[] classAt = new int[vertices + 1];
        cellAt[0] = root;
        cellsAt[0] = rootCells;
        classAt[0] = firstShared(root);
        int depth = 0;
        while (depth >= 0 && leaves < MAX_LEAVES) {
            int[] cell = cellAt[depth];
            int v = nextCandidate(cell, classAt[depth], nextAt[depth]);
            if (v < 0) {
                depth--;
                continue;
            }
            nextAt[depth] = v + 1;
            int[] child = new int[vertices];
            individualise(cell, v, child);
            int cells = refine(child, cellsAt[depth] + 1);
            if (cells == vertices) {
                keep(child);
                continue;
            }
            depth++;
            cellAt[depth] = child;
            cellsAt[depth] = cells;
            nextAt[depth] = 0;
            classAt[depth] = firstShared(child);
        }
    }

    /** The first vertex from {@code start} on in class {@code c} not interchangeable with one before it in that class, or -1. */
    private int nextCandidate(int[] cell, int c, int start) {
        for (int v = start; v < vertices; v++) {
            if (cell[v] != c) {
                continue;
            }
            boolean twin = false;
            for (int u = 0; u < v && !twin; u++) {
                twin = cell[u] == c && interchangeable(u, v);
            }
            if (!twin) {
                return v;
            }
        }
        return -1;
    }

    /** Whether swapping {@code u} and {@code v} maps the part onto itself: same loops, same edges to every other vertex. */
    private boolean interchangeable(int u, int v) {
        if (loops[u] != loops[v]) {
            return false;
        }
        long[] count = new long[vertices];            // per other vertex: edges to u minus edges to v, by colour
        for (int t = 0; t < links; t++) {
            int a = ends[2 * t];
            int b = ends[2 * t + 1];
            long unit = colours[t] == 1 ? 1L << 32 : 1L;
            if ((a == u && b != v) || (a == v && b != u)) {
                count[b] += a == u ? unit : -unit;
            }
            if ((b == u && a != v) || (b == v && a != u)) {
                count[a] += b == u ? unit : -unit;
            }
        }
        for (long c : count) {
            if (c != 0) {
                return false;
            }
        }
        return true;
    }

    /** The least class of several vertices. */
    private int firstShared(int[] cell) {
        long seen = 0;
        int shared = Integer.MAX_VALUE;
        for (int v = 0; v < vertices; v++) {
            if ((seen >>> cell[v] & 1) != 0) {
                shared = Math.min(shared, cell[v]);
            }
            seen |= 1L << cell[v];
        }
        return shared;
    }

    /** Writes into {@code out} (which may be {@code cell}) the classes with {@code v} alone in front of the rest of its class. */
    private void individualise(int[] cell, int v, int[] out) {
        int c = cell[v];
        for (int x = 0; x < vertices; x++) {
            out[x] = cell[x] > c || cell[x] == c && x != v ? cell[x] + 1 : cell[x];
        }
    }

    /** Takes the numbering {@code cell} (every class one vertex) when its edges sort below the best so far. */
    private void keep(int[] cell) {
        leaves++;
        int n = 0;
        for (int t = 0; t < links; t++) {
            int a = cell[ends[2 * t]];
            int b = cell[ends[2 * t + 1]];
            codes[n++] = (Math.min(a, b) << 7 | Math.max(a, b) << 1 | colours[t]) + 1;
        }
        for (int v = 0; v < vertices; v++) {
            int c = cell[v];
            for (int k = 0; k < loops[v] >> 6; k++) {
                codes[n++] = (c << 7 | c << 1 | 1) + 1;
            }
            for (int k = 0; k < (loops[v] & 63); k++) {
                codes[n++] = (c << 7 | c << 1) + 1;
            }
        }
        Arrays.sort(codes, 0, n);
        if (best[0] < 0 || Arrays.compare(codes, 0, n, best, 0, n) < 0) {
            System.arraycopy(codes, 0, best, 0, n);
        }
    }

    private int pack(long[] out) {
        int length = (edgeCount + 3) / 4;
        Arrays.fill(out, 0, length, 0L);
        for (int t = 0; t < edgeCount; t++) {
            out[t >> 2] |= (long) best[t] << (16 * (t & 3));
        }
        return length;
    }
}
