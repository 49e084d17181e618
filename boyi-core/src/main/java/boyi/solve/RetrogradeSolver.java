package boyi.solve;

import boyi.model.Indexed;
import boyi.model.Move;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.Arrays;
import java.util.List;

/**
 * Retrograde analysis of an {@link Indexed} game, cycles allowed: every position's value and
 * remoteness, as {@link ValueCode}s in an {@link IntValueStore}. Named steps as in the Gamesman
 * solvers:
 * <ol>
 * <li>scan: count each position's children and record the reverse edges (parents) compactly;
 *     primitive positions are solved with their own value;</li>
 * <li>push up: in order of remoteness, a lost position makes each unsolved parent a win (at
 *     remoteness + 1, the least possible), and a won position lowers its parents' count of
 *     unsolved children; a parent whose children are all won is lost; either way the parent's
 *     value is the {@link RemotenessFold} of its children solved so far (for a win, the lost
 *     child just found is the quickest; for a loss, every child is solved);</li>
 * <li>mark draws: what is never solved is a draw.</li>
 * </ol>
 *
 * <pre>{@code
 * ValueStore values = new RetrogradeSolver<>(board).solve();
 * Value v = values.get(board.index(start));
 * }</pre>
 */
public final class RetrogradeSolver<P> {

    /** The most indices (and edges) one table may have. */
    public static final long MAX_SIZE = 200_000_000L;

    private final Indexed<P> game;

    public RetrogradeSolver(Indexed<P> game) {
        this.game = game;
    }

    public static <P> ValueStore solve(Indexed<P> game) {
        return new RetrogradeSolver<>(game).solve();
    }

    public IntValueStore solve() {
        long size = game.size();
        if (size > MAX_SIZE) {
            throw new TooLargeException(Text.format("这张表需要 %d 个局面，最多只能放 %d 个",
                    "the table needs %d positions; at most %d fit", size, MAX_SIZE));
        }
        int n = (int) size;
        MoveGraph graph = new MoveGraph(n);
        Interruption stop = new Interruption();
        // Scan: the primitives keep their own value, the others record their children once (compressed rows).
        for (int i = 0; i < n; i++) {
            stop.check();
            P p = game.position(i);
            if (p == null) {
                graph.addAbsent();
                continue;
            }
            Value primitive = game.primitive(p);
            if (primitive != null) {
                graph.addPrimitive(primitive);
                continue;
            }
            List<Move<P>> moves = game.moves(p);
            graph.startChildren();
            for (Move<P> m : moves) {
                graph.addChild(childIndex(m));
            }
        }
        return solve(graph);
    }

    /**
     * Retrograde analysis of a graph already built (by a scan like {@link #solve()}, or by an
     * explorer that numbered the positions it reached): every node's value and remoteness.
     */
    public static IntValueStore solve(MoveGraph graph) {
        int n = graph.size();
        IntValueStore store = new IntValueStore(n);
        int[] childStart = graph.childStart();
        int[] children = graph.children();
        int[] unsolvedChildren = new int[n];
        // Primitives may carry remoteness > 0, so solved positions wait in buckets by remoteness.
        IntList[] buckets = new IntList[1];
        for (int i = 0; i < n; i++) {
            Value primitive = graph.primitive(i);
            if (primitive != null) {
                store.set(i, primitive);
                if (primitive.outcome() != Outcome.DRAW) {
                    buckets = add(buckets, (int) primitive.remoteness(), i);
                }
            } else {
                unsolvedChildren[i] = childStart[i + 1] - childStart[i];
            }
        }
        // Reverse the rows: the parents of each child.
        int edges = childStart[n];
        int[] parentStart = new int[n + 1];
        for (int e = 0; e < edges; e++) {
            parentStart[children[e] + 1]++;
        }
        for (int i = 0; i < n; i++) {
            parentStart[i + 1] += parentStart[i];
        }
        int[] parents = new int[edges];
        int[] fill = Arrays.copyOf(parentStart, n);
        for (int i = 0; i < n; i++) {
            for (int e = childStart[i]; e < childStart[i + 1]; e++) {
                parents[fill[children[e]]++] = i;
            }
        }
        RemotenessFold fold = new RemotenessFold();
        Interruption stop = new Interruption();
        // Push up, level by level of remoteness; buckets[level] holds the positions solved at `level`.
        for (int level = 0; level < buckets.length; level++) {
            IntList current = buckets[level];
            if (current == null) {
                continue;
            }
            for (int k = 0; k < current.size(); k++) {
                stop.check();
                int child = current.get(k);
                long cv = store.code(child);
                if (ValueCode.remoteness(cv) != level) {
                    continue;
                }
                for (int e = parentStart[child]; e < parentStart[child + 1]; e++) {
                    int parent = parents[e];
                    if (!ValueCode.isAbsent(store.code(parent))) {
                        continue;
                    }
                    if (ValueCode.isLoss(cv)) {
                        fold.reset();
                        fold.addCode(cv);
                    } else if (--unsolvedChildren[parent] == 0) {
                        fold.reset();
                        for (int c = childStart[parent]; c < childStart[parent + 1]; c++) {
                            fold.addCode(store.code(children[c]));
                        }
                    } else {
                        continue;
                    }
                    long code = fold.resultCode();
                    store.setCode(parent, code);
                    buckets = add(buckets, (int) ValueCode.remoteness(code), parent);
                }
            }
            buckets[level] = null;
        }
        // Mark draws: positions never solved.
        for (int i = 0; i < n; i++) {
            if (ValueCode.isAbsent(store.code(i)) && !graph.isAbsent(i)) {
                store.set(i, Value.DRAW);
            }
        }
        return store;
    }

    private int childIndex(Move<P> m) {
        long c = game.index(m.result());
        if (c < 0 || c >= game.size()) {
            throw new IllegalStateException("move " + m.name() + " leads outside the index range: " + c);
        }
        return (int) c;
    }

    private static IntList[] add(IntList[] buckets, int level, int index) {
        if (level >= buckets.length) {
            buckets = Arrays.copyOf(buckets, Math.max(level + 1, buckets.length * 2));
        }
        if (buckets[level] == null) {
            buckets[level] = new IntList();
        }
        buckets[level].add(index);
        return buckets;
    }

    /** A growable list of ints. */
    private static final class IntList {
        private int[] items = new int[16];
        private int size;

        void add(int v) {
            if (size == items.length) {
                items = Arrays.copyOf(items, size * 2);
            }
            items[size++] = v;
        }

        int get(int k) {
            return items[k];
        }

        int size() {
            return size;
        }
    }
}
