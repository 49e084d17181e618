package boyi.theory;

/**
 * Grundy values of every vertex of a directed graph without cycles (tokens on a DAG): a sink has
 * value 0, any other vertex the mex of its successors' values. One linear, iterative pass in
 * reverse topological order (Kahn's algorithm on the reversed edges), so a chain of 10^6 vertices
 * needs no deep stack. Edges are given in compressed form: the successors of vertex v are
 * {@code targets[start[v] .. start[v+1]-1]}.
 *
 * <pre>{@code
 * // 0 -> 1, 0 -> 2, 2 -> 3
 * DagGrundy.Result r = DagGrundy.solve(new int[] {0, 2, 2, 3, 3}, new int[] {1, 2, 3});
 * r.grundy();   // {2, 0, 1, 0}
 * }</pre>
 */
public final class DagGrundy {

    private DagGrundy() {
    }

    /**
     * The values, or the edge that closes a cycle.
     *
     * @param grundy    the Grundy value of each vertex, or {@code null} when the graph has a cycle
     * @param cycleEdge the index into {@code targets} of an edge on a cycle (when {@code grundy} is null), else -1
     * @param cycle     the vertices of that cycle in order, starting at the edge's target (null when acyclic)
     */
    public record Result(int[] grundy, int cycleEdge, int[] cycle) {

        public boolean acyclic() {
            return grundy != null;
        }
    }

    /** The Grundy values of vertices {@code 0 .. start.length-2}. */
    public static Result solve(int[] start, int[] targets) {
        int n = start.length - 1;
        int[] remaining = new int[n];          // successors whose value is not known yet
        int[] predecessorStart = new int[n + 1];
        for (int v = 0; v < n; v++) {
            remaining[v] = start[v + 1] - start[v];
        }
        for (int e = 0; e < start[n]; e++) {
            predecessorStart[targets[e] + 1]++;
        }
        for (int v = 0; v < n; v++) {
            predecessorStart[v + 1] += predecessorStart[v];
        }
        int[] predecessors = new int[start[n]];
        int[] fill = new int[n];
        for (int v = 0; v < n; v++) {
            for (int e = start[v]; e < start[v + 1]; e++) {
                int w = targets[e];
                predecessors[predecessorStart[w] + fill[w]++] = v;
            }
        }
        fill = null;
        int[] grundy = new int[n];
        int[] queue = new int[n];
        int head = 0;
        int tail = 0;
        for (int v = 0; v < n; v++) {
            if (remaining[v] == 0) {
                queue[tail++] = v;
            }
        }
        int[] seen = new int[1];                // seen[g] == v + 1: value g occurs among v's successors
        while (head < tail) {
            int v = queue[head++];
            int degree = start[v + 1] - start[v];
            if (seen.length < degree + 1) {
                seen = java.util.Arrays.copyOf(seen, Math.max(degree + 1, 2 * seen.length));
            }
            for (int e = start[v]; e < start[v + 1]; e++) {
                int g = grundy[targets[e]];
                if (g <= degree) {
                    seen[g] = v + 1;
                }
            }
            int mex = 0;
            while (mex <= degree && seen[mex] == v + 1) {
                mex++;
            }
            grundy[v] = mex;
            for (int p = predecessorStart[v]; p < predecessorStart[v + 1]; p++) {
                int u = predecessors[p];
                if (--remaining[u] == 0) {
                    queue[tail++] = u;
                }
            }
        }
        if (tail == n) {
            return new Result(grundy, -1, null);
        }
        return cycleFrom(start, targets, remaining);
    }

    /**
     * A cycle among the vertices left unsolved: each has an unsolved successor, so walking from
     * one along unsolved successors must repeat a vertex.
     */
    private static Result cycleFrom(int[] start, int[] targets, int[] remaining) {
        int n = remaining.length;
        int[] visitedAt = new int[n];           // 1 + step at which the walk reached the vertex, 0 if never
        int[] walk = new int[n + 1];
        int[] edgeOf = new int[n + 1];
        int v = 0;
        while (remaining[v] == 0) {
            v++;
        }
        int steps = 0;
        while (visitedAt[v] == 0) {
            visitedAt[v] = steps + 1;
            walk[steps] = v;
            int next = -1;
            for (int e = start[v]; e < start[v + 1]; e++) {
                if (remaining[targets[e]] > 0) {
                    next = e;
                    break;
                }
            }
            edgeOf[steps] = next;
            steps++;
            v = targets[next];
        }
        int from = visitedAt[v] - 1;
        int[] cycle = java.util.Arrays.copyOfRange(walk, from, steps);
        return new Result(null, edgeOf[steps - 1], cycle);
    }

    /** The mex of some values: the least non-negative integer not among them. */
    public static int mex(int... values) {
        boolean[] seen = new boolean[values.length + 1];
        for (int g : values) {
            if (g >= 0 && g <= values.length) {
                seen[g] = true;
            }
        }
        int m = 0;
        while (seen[m]) {
            m++;
        }
        return m;
    }
}
