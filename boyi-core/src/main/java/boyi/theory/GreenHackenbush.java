package boyi.theory;

/**
 * Green Hackenbush: a graph hangs from a ground vertex; a move deletes one edge, and every edge
 * no longer connected to the ground falls away; whoever cannot move loses. Two classic
 * principles give the Grundy value in one linear pass, without recursion:
 * <ul>
 * <li>colon principle (trees): G(v) = XOR over the children c of v of (G(c) + 1); a tree's value
 * is G(root);</li>
 * <li>fusion principle (any multigraph): the vertices of a cycle may be fused into one without
 * changing the value, an edge between fused vertices becoming a loop (worth 1). So each part
 * without bridges becomes one vertex with as many loops as it has edges (their XOR is that
 * number mod 2), and the bridges form a tree to which the colon principle applies.</li>
 * </ul>
 * Vertices are {@code 1..vertexCount}; edge i joins {@code a[i]} and {@code b[i]} (loops
 * {@code a[i] == b[i]} and parallel edges allowed).
 *
 * <pre>{@code
 * GreenHackenbush.value(4, new int[] {1, 2, 2, 3}, new int[] {2, 3, 4, 4}, 1);  // 2: a triangle on a stalk
 * GreenHackenbush.treeValue(3, new int[] {1, 1}, new int[] {2, 3}, 1);           // 1 xor 1 = 0
 * }</pre>
 */
public final class GreenHackenbush {

    private GreenHackenbush() {
    }

    /** The adjacency of a multigraph: the edges at vertex v are {@code edgeAt[start[v] .. start[v+1]-1]}. */
    private record Adjacency(int[] start, int[] edgeAt) {

        static Adjacency of(int vertexCount, int[] a, int[] b) {
            int[] start = new int[vertexCount + 2];
            for (int i = 0; i < a.length; i++) {
                start[a[i] + 1]++;
                start[b[i] + 1]++;
            }
            for (int v = 0; v <= vertexCount; v++) {
                start[v + 1] += start[v];
            }
            int[] fill = java.util.Arrays.copyOf(start, start.length);
            int[] edgeAt = new int[2 * a.length];
            for (int i = 0; i < a.length; i++) {
                edgeAt[fill[a[i]]++] = i;
                edgeAt[fill[b[i]]++] = i;
            }
            return new Adjacency(start, edgeAt);
        }
    }

    /**
     * The value of a forest by the colon principle; edges not connected to {@code root} count for
     * nothing. The edges must not form a cycle (use {@link #value} for graphs with cycles).
     */
    public static long treeValue(int vertexCount, int[] a, int[] b, int root) {
        Adjacency adj = Adjacency.of(vertexCount, a, b);
        int[] order = new int[vertexCount + 1];
        int[] parent = new int[vertexCount + 1];
        boolean[] reached = new boolean[vertexCount + 1];
        int head = 0;
        int tail = 0;
        order[tail++] = root;
        reached[root] = true;
        while (head < tail) {
            int v = order[head++];
            for (int k = adj.start[v]; k < adj.start[v + 1]; k++) {
                int e = adj.edgeAt[k];
                int w = a[e] == v ? b[e] : a[e];
                if (!reached[w]) {
                    reached[w] = true;
                    parent[w] = v;
                    order[tail++] = w;
                }
            }
        }
        long[] g = new long[vertexCount + 1];
        for (int i = tail - 1; i > 0; i--) {
            int v = order[i];
            g[parent[v]] ^= g[v] + 1;
        }
        return g[root];
    }

    /** The value of any multigraph hanging from {@code root}, by the fusion and colon principles. */
    public static long value(int vertexCount, int[] a, int[] b, int root) {
        return reduce(vertexCount, a, b, root).value();
    }

    /**
     * The graph after fusion: its bridge-free parts as vertices of a tree.
     *
     * @param parts      the number of bridge-free parts reached from the root (the root's part is the last)
     * @param loops      per part, the number of edges inside it (loops after fusion)
     * @param bridges    the number of bridges reached from the root
     * @param value      the Grundy value of the whole graph
     */
    public record Fused(int parts, long[] loops, int bridges, long value) {
    }

    /**
     * Fuses every bridge-free part (Tarjan's bridge search with an explicit stack; parallel edges
     * are told apart by their index, so two parallel edges form a cycle) and applies the colon
     * principle to the tree of parts.
     */
    public static Fused reduce(int vertexCount, int[] a, int[] b, int root) {
        Adjacency adj = Adjacency.of(vertexCount, a, b);
        int n = vertexCount + 1;
        int[] discovered = new int[n];          // 1 + discovery time, 0 = not reached
        int[] low = new int[n];
        int[] parentEdge = new int[n];
        int[] next = new int[n];                // next adjacency slot to look at
        int[] callStack = new int[n];
        int[] partStack = new int[n];
        int[] partOf = new int[n];
        java.util.Arrays.fill(partOf, -1);
        int[] partParentVertex = new int[n];    // for each part, the vertex its bridge hangs from (-1 for the root's)
        int parts = 0;
        int time = 0;
        int depth = 0;
        int partTop = 0;
        discovered[root] = ++time;
        low[root] = time;
        parentEdge[root] = -1;
        next[root] = adj.start[root];
        callStack[depth++] = root;
        partStack[partTop++] = root;
        while (depth > 0) {
            int v = callStack[depth - 1];
            if (next[v] < adj.start[v + 1]) {
                int e = adj.edgeAt[next[v]++];
                if (e == parentEdge[v]) {
                    continue;
                }
                int w = a[e] == v ? b[e] : a[e];
                if (discovered[w] == 0) {
                    discovered[w] = ++time;
                    low[w] = time;
                    parentEdge[w] = e;
                    next[w] = adj.start[w];
                    callStack[depth++] = w;
                    partStack[partTop++] = w;
                } else if (discovered[w] < low[v]) {
                    low[v] = discovered[w];
                }
                continue;
            }
            depth--;
            int up = depth > 0 ? callStack[depth - 1] : -1;
            if (up >= 0 && low[v] < low[up]) {
                low[up] = low[v];
            }
            if (up < 0 || low[v] > discovered[up]) {
                // v heads a bridge-free part (the edge to its parent, if any, is a bridge)
                int w;
                do {
                    w = partStack[--partTop];
                    partOf[w] = parts;
                } while (w != v);
                partParentVertex[parts] = up;
                parts++;
            }
        }
        long[] loops = new long[parts];
        int bridges = 0;
        for (int e = 0; e < a.length; e++) {
            int pa = partOf[a[e]];
            if (pa < 0) {
                continue;                        // not connected to the root
            }
            if (pa == partOf[b[e]]) {
                loops[pa]++;
            } else {
                bridges++;
            }
        }
        // Parts are numbered in the order they close, children before parents: one pass upward.
        long[] g = new long[parts];
        for (int p = 0; p < parts; p++) {
            g[p] ^= loops[p] & 1;
            if (partParentVertex[p] >= 0) {
                g[partOf[partParentVertex[p]]] ^= g[p] + 1;
            }
        }
        return new Fused(parts, loops, bridges, g[parts - 1]);
    }
}
