package boyi.solve;

import boyi.model.Value;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.Arrays;

/**
 * The positions of a game numbered 0..size-1, each either absent (no legal position), primitive
 * (its value known: the game is over, or solved earlier) or with the indices of its children, in
 * compressed rows. Built node by node in index order; {@link RetrogradeSolver#solve(MoveGraph)}
 * solves it, cycles allowed, and {@link #grundy()} gives Grundy values when it has no cycle.
 *
 * <pre>{@code
 * MoveGraph g = new MoveGraph(3);
 * g.addPrimitive(Value.loss(0));              // node 0: no move, lost
 * g.startChildren(); g.addChild(0);           // node 1 -> 0
 * g.startChildren(); g.addChild(1); g.addChild(0);
 * RetrogradeSolver.solve(g).get(2);           // win in 1
 * }</pre>
 */
public final class MoveGraph {

    private static final Value ABSENT = new Value(boyi.model.Outcome.DRAW, Value.UNKNOWN);

    private Value[] primitive;
    private int[] childStart;
    private int[] children = new int[64];
    private int nodes;
    private int edges;

    /** @param capacity the number of nodes expected (more may be added) */
    public MoveGraph(int capacity) {
        this.primitive = new Value[Math.max(1, capacity)];
        this.childStart = new int[Math.max(1, capacity) + 1];
    }

    private void grow() {
        if (nodes == primitive.length) {
            if (nodes >= RetrogradeSolver.MAX_SIZE) {
                throw new TooLargeException(Text.format("这张表需要超过 %d 个局面，放不下", "the table needs more than %d positions",
                        RetrogradeSolver.MAX_SIZE));
            }
            int more = (int) Math.min(RetrogradeSolver.MAX_SIZE, nodes * 2L);
            primitive = Arrays.copyOf(primitive, more);
            childStart = Arrays.copyOf(childStart, more + 1);
        }
    }

    /** Adds a node with no legal position. */
    public void addAbsent() {
        addPrimitive(ABSENT);
    }

    /** Adds a node whose value is known. */
    public void addPrimitive(Value value) {
        grow();
        primitive[nodes] = value;
        nodes++;
        childStart[nodes] = edges;
    }

    /** Adds a node whose children follow by {@link #addChild}. */
    public void startChildren() {
        grow();
        nodes++;
        childStart[nodes] = edges;
    }

    /** Adds a child of the node added last. */
    public void addChild(int index) {
        if (edges == children.length) {
            if (edges >= RetrogradeSolver.MAX_SIZE) {
                throw new TooLargeException(Text.format("这张表的走法超过 %d 个，放不下", "the table needs more than %d moves",
                        RetrogradeSolver.MAX_SIZE));
            }
            children = Arrays.copyOf(children, (int) Math.min(RetrogradeSolver.MAX_SIZE, edges * 2L));
        }
        children[edges++] = index;
        childStart[nodes] = edges;
    }

    /** The nodes added so far. */
    public int size() {
        return nodes;
    }

    /** The known value of node {@code i}, or {@code null} when it has children to fold. */
    public Value primitive(int i) {
        Value v = primitive[i];
        return v == ABSENT ? null : v;
    }

    public boolean isAbsent(int i) {
        return primitive[i] == ABSENT;
    }

    int[] childStart() {
        return childStart;
    }

    int[] children() {
        return children;
    }

    /**
     * Grundy values (mex of the children's) of every node, for a graph without cycles whose
     * primitive nodes are positions without moves (Grundy value 0); {@code null} when the graph
     * has a cycle. Children are visited before parents by an explicit stack, never by recursion.
     */
    public long[] grundy() {
        return grundy(i -> 0);
    }

    /**
     * {@link #grundy()} where a primitive node {@code i} has the Grundy value {@code known(i)} (a
     * position solved earlier stands in for its subtree).
     */
    public long[] grundy(java.util.function.IntToLongFunction known) {
        long[] g = new long[nodes];
        byte[] state = new byte[nodes];              // 0 new, 1 on the stack, 2 done
        int[] stack = new int[Math.max(1, nodes)];
        int[] next = new int[Math.max(1, nodes)];    // the next child to visit of each node on the stack
        Interruption stop = new Interruption();
        for (int root = 0; root < nodes; root++) {
            if (state[root] != 0) {
                continue;
            }
            int top = 0;
            stack[0] = root;
            next[0] = childStart[root];
            state[root] = 1;
            while (top >= 0) {
                stop.check();
                int v = stack[top];
                if (next[top] < childStart[v + 1]) {
                    int c = children[next[top]++];
                    if (state[c] == 1) {
                        return null;
                    }
                    if (state[c] == 0) {
                        state[c] = 1;
                        stack[++top] = c;
                        next[top] = childStart[c];
                    }
                    continue;
                }
                g[v] = primitive[v] != null ? known.applyAsLong(v) : mex(v, g);
                state[v] = 2;
                top--;
            }
        }
        return g;
    }

    private long mex(int v, long[] g) {
        int count = childStart[v + 1] - childStart[v];
        boolean[] seen = new boolean[count + 1];
        for (int e = childStart[v]; e < childStart[v + 1]; e++) {
            long c = g[children[e]];
            if (c <= count) {
                seen[(int) c] = true;
            }
        }
        int m = 0;
        while (seen[m]) {
            m++;
        }
        return m;
    }
}
