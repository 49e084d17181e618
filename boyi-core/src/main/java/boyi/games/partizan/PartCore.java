package boyi.games.partizan;

/**
 * The core of a part of a picture (the block holding its ground: the edges joined to the ground
 * through no single other vertex) and the vertices of the core that something hangs from, by
 * one depth-first search (low points, an explicit stack). A part meets its ground in one block,
 * so the core is that block's edges, or the part itself when it is one loop on the ground.
 */
final class PartCore {

    private final int[] from;
    private final int[] to;
    private final long[] incident;
    private final int[] discovered = new int[64];    // order of discovery + 1; 0 not yet (this search)
    private final int[] low = new int[64];
    private final int[] parent = new int[64];
    private final int[] order = new int[64];
    private final int[] stackVertex = new int[64];
    private final long[] stackEdges = new long[64];
    private final int[] stackParentEdge = new int[64];
    private long hangingVertices;

    PartCore(int[] from, int[] to, long[] incident) {
        this.from = from;
        this.to = to;
        this.incident = incident;
    }

    /** The core of {@code part} grounded at {@code g}; then {@link #hangingVertices()} tells where something hangs from it. */
    long of(long part, int g) {
        int found = search(part, g);
        long core = 1L << g;                             // vertices first
        long hangs = 0;
        for (int k = 1; k < found; k++) {
            int x = order[k];
            int p = parent[x];
            if (p == g || (core >>> p & 1) != 0 && low[x] < discovered[p]) {
                core |= (core >>> p & 1) << x;
            } else if ((core >>> p & 1) != 0) {
                hangs |= 1L << p;                        // x's subtree hangs from p
            }
        }
        long edges = 0;
        for (long es = part; es != 0; es &= es - 1) {
            int e = Long.numberOfTrailingZeros(es);
            if (from[e] == to[e]) {
                hangs |= 1L << from[e];                  // a loop is a block of its own
            } else if ((core >>> from[e] & 1) != 0 && (core >>> to[e] & 1) != 0) {
                edges |= 1L << e;
            }
        }
        hangingVertices = hangs & core & ~(1L << g);
        return edges == 0 ? part : edges;                // no edge but loops: one loop on the ground
    }

    /** The vertices of the last core found (not the ground) that something hangs from. */
    long hangingVertices() {
        return hangingVertices;
    }

    /** Depth-first search from {@code g} over {@code part}'s edges; returns the vertices found, in {@link #order}. */
    private int search(long part, int g) {
        long seen = 1L << g;
        int found = 0;
        discovered[g] = ++found;
        low[g] = found;
        order[0] = g;
        int top = 0;
        stackVertex[0] = g;
        stackEdges[0] = incident[g] & part;
        stackParentEdge[0] = -1;
        while (top >= 0) {
            int u = stackVertex[top];
            long left = stackEdges[top];
            if (left == 0) {
                top--;
                if (top >= 0) {
                    int p = stackVertex[top];
                    low[p] = Math.min(low[p], low[u]);
                }
                continue;
            }
            int e = Long.numberOfTrailingZeros(left);
            stackEdges[top] = left & (left - 1);
            int w = from[e] == u ? to[e] : from[e];
            if (e == stackParentEdge[top] || w == u) {
                continue;
            }
            if ((seen >>> w & 1) != 0) {
                low[u] = Math.min(low[u], discovered[w]);
                continue;
            }
            seen |= 1L << w;
            order[found] = w;
            discovered[w] = ++found;
            low[w] = found;
            parent[w] = u;
            top++;
            stackVertex[top] = w;
            stackEdges[top] = incident[w] & part;
            stackParentEdge[top] = e;
        }
        return found;
    }
}
