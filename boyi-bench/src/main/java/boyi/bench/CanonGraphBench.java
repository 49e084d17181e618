package boyi.bench;

import boyi.theory.DagGrundy;
import boyi.theory.GreenHackenbush;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * {@code bin/bench canon-graph}: the graph theorems' linear iterative passes against the method
 * contest write-ups use, a recursive depth-first search, side by side in one run on the same
 * inputs (the JVM stack as {@code bin/bench} sets it, -Xss512k):
 * <ol>
 *   <li>tree-game (colon principle): {@link GreenHackenbush#treeValue} (breadth-first order, then
 *       one pass upward) against a recursive DFS; on paths the recursion depth is the path length;</li>
 *   <li>dag-chess (mex on a DAG): {@link DagGrundy#solve} (reverse topological order) against a
 *       recursive memoised DFS; on a chain the depth is the chain length;</li>
 *   <li>christmas-game (fusion principle): {@link GreenHackenbush#value} (Tarjan's bridges with an
 *       explicit stack) on random multigraphs and on one long cycle.</li>
 * </ol>
 * Each row prints both times, their ratio, and "overflow" where the recursion ran out of stack.
 */
public final class CanonGraphBench {

    private CanonGraphBench() {
    }

    public static void main(String[] args) {
        System.out.println("colon principle on paths and random trees: iterative ms, recursive DFS ms, ratio recursive/iterative");
        for (int n : new int[] {1_000, 10_000, 100_000, 1_000_000, 2_000_000}) {
            int[][] path = path(n);
            row("path " + n, () -> GreenHackenbush.treeValue(n, path[0], path[1], 1),
                    () -> recursiveColon(n, path[0], path[1]));
            int[][] tree = randomTree(new Random(n), n);
            row("random tree " + n, () -> GreenHackenbush.treeValue(n, tree[0], tree[1], 1),
                    () -> recursiveColon(n, tree[0], tree[1]));
        }
        System.out.println("mex of every vertex of a DAG: reverse topological order ms, recursive memoised DFS ms, ratio");
        for (int n : new int[] {1_000, 10_000, 100_000, 1_000_000}) {
            int[][] chain = chain(n);
            row("chain " + n, () -> DagGrundy.solve(chain[0], chain[1]).grundy()[0],
                    () -> recursiveMex(chain[0], chain[1]));
            int[][] dag = randomDag(new Random(n), n, 5);
            row("random DAG " + n + " x5 edges", () -> DagGrundy.solve(dag[0], dag[1]).grundy()[0],
                    () -> recursiveMex(dag[0], dag[1]));
        }
        System.out.println("fusion principle (ms): bridges with an explicit stack");
        for (int n : new int[] {100_000, 1_000_000}) {
            int[][] cycle = path(n);
            int[] a = java.util.Arrays.copyOf(cycle[0], n);
            int[] b = java.util.Arrays.copyOf(cycle[1], n);
            a[n - 1] = n;
            b[n - 1] = 1;
            time("one cycle of " + n + " edges", () -> GreenHackenbush.value(n, a, b, 1));
        }
        Random random = new Random(3710);
        int vertices = 100_000;
        int edges = 1_000_000;
        int[] a = new int[edges];
        int[] b = new int[edges];
        for (int e = 0; e < edges; e++) {
            a[e] = e < vertices - 1 ? e + 2 : 1 + random.nextInt(vertices);
            b[e] = e < vertices - 1 ? 1 + random.nextInt(e + 1) : 1 + random.nextInt(vertices);
        }
        time("random multigraph 10^5 vertices, 10^6 edges", () -> GreenHackenbush.value(vertices, a, b, 1));
    }

    private interface Run {
        long value();
    }

    private static void row(String name, Run fast, Run reference) {
        long t0 = System.nanoTime();
        long v = fast.value();
        long t1 = System.nanoTime();
        String ref;
        try {
            long r = reference.value();
            long t2 = System.nanoTime();
            if (r != v) {
                throw new IllegalStateException(name + ": " + v + " but the reference gives " + r);
            }
            ref = String.format("%10.1f  ratio %.2f", (t2 - t1) / 1e6, (double) (t2 - t1) / Math.max(1, t1 - t0));
        } catch (StackOverflowError e) {
            ref = "  overflow (StackOverflowError)";
        }
        System.out.printf("  %-32s value %-8d %10.1f  %s%n", name, v, (t1 - t0) / 1e6, ref);
    }

    private static void time(String name, Run run) {
        long t0 = System.nanoTime();
        long v = run.value();
        System.out.printf("  %-44s value %-4d %10.1f%n", name, v, (System.nanoTime() - t0) / 1e6);
    }

    static int[][] path(int n) {
        int[] a = new int[n - 1];
        int[] b = new int[n - 1];
        for (int i = 0; i < n - 1; i++) {
            a[i] = i + 1;
            b[i] = i + 2;
        }
        return new int[][] {a, b};
    }

    static int[][] randomTree(Random random, int n) {
        int[] a = new int[n - 1];
        int[] b = new int[n - 1];
        for (int v = 2; v <= n; v++) {
            a[v - 2] = v;
            b[v - 2] = Math.max(1, v - 1 - random.nextInt(Math.min(v - 1, 50)));   // deep-ish: parents near v
        }
        return new int[][] {a, b};
    }

    static int[][] chain(int n) {
        int[] start = new int[n + 1];
        int[] targets = new int[n - 1];
        for (int v = 0; v < n - 1; v++) {
            targets[v] = v + 1;
            start[v + 1] = v + 1;
        }
        start[n] = n - 1;
        return new int[][] {start, targets};
    }

    static int[][] randomDag(Random random, int n, int degree) {
        int[] start = new int[n + 1];
        List<Integer> targets = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            for (int k = 0; k < degree && v + 1 < n; k++) {
                targets.add(v + 1 + random.nextInt(Math.min(n - v - 1, 1000)));
            }
            start[v + 1] = targets.size();
        }
        return new int[][] {start, targets.stream().mapToInt(Integer::intValue).toArray()};
    }

    /** The contest write-up: sg(v) = XOR over children of sg(child) + 1, by recursion from the root. */
    static long recursiveColon(int n, int[] a, int[] b) {
        List<List<Integer>> adj = new ArrayList<>(n + 1);
        for (int v = 0; v <= n; v++) {
            adj.add(new ArrayList<>());
        }
        for (int i = 0; i < a.length; i++) {
            adj.get(a[i]).add(b[i]);
            adj.get(b[i]).add(a[i]);
        }
        return colon(adj, 1, 0);
    }

    private static long colon(List<List<Integer>> adj, int v, int parent) {
        long g = 0;
        for (int w : adj.get(v)) {
            if (w != parent) {
                g ^= colon(adj, w, v) + 1;
            }
        }
        return g;
    }

    /** The contest write-up: memoised recursive mex of every vertex, in order 0..n-1; G(0) returned. */
    static long recursiveMex(int[] start, int[] targets) {
        int[] memo = new int[start.length - 1];
        java.util.Arrays.fill(memo, -1);
        for (int v = 0; v < memo.length; v++) {
            mex(start, targets, memo, v);
        }
        return memo[0];
    }

    private static int mex(int[] start, int[] targets, int[] memo, int v) {
        if (memo[v] >= 0) {
            return memo[v];
        }
        boolean[] seen = new boolean[start[v + 1] - start[v] + 1];
        for (int e = start[v]; e < start[v + 1]; e++) {
            int g = mex(start, targets, memo, targets[e]);
            if (g < seen.length) {
                seen[g] = true;
            }
        }
        int m = 0;
        while (seen[m]) {
            m++;
        }
        return memo[v] = m;
    }
}
