package boyi.games.partizan;

import boyi.games.partizan.HackenbushGraph.Edge;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A labelling of a Hackenbush picture that every renumbering shares (a graph labelling, as
 * nauty's): the ground stays 0, the other vertices are renumbered so that two pictures get the
 * same numbered picture (edges sorted) exactly when one is the other with its vertices
 * renumbered and its edges reordered.
 *
 * <pre>{@code
 * HackenbushGraphGame game = new HackenbushGraphGame();
 * HackenbushLabelling.of(game.parseBoard("0-1:L 1-2:L 1-3:L 2-4:R"), false)
 *     .equals(HackenbushLabelling.of(game.parseBoard("0-5:L 5-9:L 5-7:L 7-2:R"), false));   // true
 * }</pre>
 *
 * <p>How: pictures whose edges, loops and parallel edges aside, form a tree hanging from the
 * ground are numbered from their rooted-tree code (children in the order of their codes). Any
 * other picture goes through colour refinement and individualisation: the vertices are split
 * into classes by what they are joined to until stable, then each vertex of the first class with
 * more than one member is singled out in turn, and the least edge list among all numberings
 * reached is the answer; vertices that a known symmetry of the picture maps onto one already
 * singled out are skipped (swaps of interchangeable vertices, and symmetries found as two
 * numberings giving the same edge list, as nauty does). When more than {@link #MAX_NODES}
 * partitions are refined, {@code null} is returned and the caller keeps a numbering of its own:
 * such a key is then possibly not shared with a renumbered copy, but, being a numbering of the
 * picture itself, never shared with a different picture.
 */
final class HackenbushLabelling {

    /** Refined partitions allowed per picture before giving up (symmetric pictures with cycles). */
    static final int MAX_NODES = 256;

    private static final Comparator<Edge> EDGE_ORDER = Comparator.comparingInt(Edge::from)
            .thenComparingInt(Edge::to).thenComparingInt(Edge::colour);
    /** Edge counts of one colour stay below this (at most 40 edges). */
    private static final int BASE = 64;

    private final List<Edge> edges;
    private final int n;                 // vertices, index 0 the ground
    private final int[] index;           // per edge: the indices of its ends, two entries each
    private final int[][] weight;        // L count * BASE + R count between two vertices; [v][v]: loops
    private final boolean swap;

    private HackenbushLabelling(HackenbushGraph g, boolean swap) {
        this.edges = g.edges();
        this.swap = swap;
        Map<Integer, Integer> id = new HashMap<>();
        id.put(HackenbushGraph.GROUND, 0);
        for (Edge e : edges) {
            id.putIfAbsent(e.from(), id.size());
            id.putIfAbsent(e.to(), id.size());
        }
        n = id.size();
        index = new int[2 * edges.size()];
        weight = new int[n][n];
        for (int k = 0; k < edges.size(); k++) {
            Edge e = edges.get(k);
            int a = id.get(e.from());
            int b = id.get(e.to());
            index[2 * k] = a;
            index[2 * k + 1] = b;
            int w = (e.colour() == 'L') != swap ? BASE : 1;
            weight[a][b] += w;
            if (a != b) {
                weight[b][a] += w;
            }
        }
    }

    /**
     * The canonical numbering of {@code g} (with {@code swap}, of {@code g} with its colours
     * exchanged), or {@code null} when the search for it was too long.
     */
    static HackenbushGraph of(HackenbushGraph g, boolean swap) {
        HackenbushLabelling c = new HackenbushLabelling(g, swap);
        int[] label = c.isForest() ? c.treeLabels() : c.searchLabels();
        return label == null ? null : c.numbered(label);
    }

    private HackenbushGraph numbered(int[] label) {
        List<Edge> out = new ArrayList<>(edges.size());
        for (int k = 0; k < edges.size(); k++) {
            int a = label[index[2 * k]];
            int b = label[index[2 * k + 1]];
            char c = edges.get(k).colour();
            out.add(new Edge(Math.min(a, b), Math.max(a, b), swap ? (c == 'L' ? 'R' : 'L') : c));
        }
        out.sort(EDGE_ORDER);
        return new HackenbushGraph(out);
    }

    /** Whether the vertices joined by edges (a loop joins nothing) form a forest. */
    private boolean isForest() {
        int[] parent = new int[n];
        for (int v = 0; v < n; v++) {
            parent[v] = v;
        }
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                if (weight[a][b] != 0) {
                    int ra = find(parent, a);
                    int rb = find(parent, b);
                    if (ra == rb) {
                        return false;
                    }
                    parent[ra] = rb;
                }
            }
        }
        return true;
    }

    /** The root of {@code v} in the union-find forest {@code parent}, halving paths on the way. */
    static int find(int[] parent, int v) {
        while (parent[v] != v) {
            parent[v] = parent[parent[v]];
            v = parent[v];
        }
        return v;
    }

    // ---------------------------------------------------------------- trees

    /**
     * Numbers a forest from the ground: each vertex's code is its loops and the sorted codes of
     * its children with the edges to them; the ground is 0 and the vertices are numbered breadth
     * first, children in the order of their codes. Vertices not joined to the ground (there are
     * none in a picture made by {@link HackenbushGraph#of}) come after, rooted at their least
     * code. Explicit queues, no recursion.
     */
    private int[] treeLabels() {
        int[] parent = new int[n];
        Arrays.fill(parent, -1);
        List<Integer> order = new ArrayList<>();       // every vertex after its parent
        List<Integer> roots = new ArrayList<>();
        boolean[] seen = new boolean[n];
        for (int r = 0; r < n; r++) {
            if (seen[r]) {
                continue;
            }
            roots.add(r);
            seen[r] = true;
            Deque<Integer> todo = new ArrayDeque<>();
            todo.add(r);
            while (!todo.isEmpty()) {
                int v = todo.poll();
                order.add(v);
                for (int u = 0; u < n; u++) {
                    if (u != v && weight[v][u] != 0 && !seen[u]) {
                        seen[u] = true;
                        parent[u] = v;
                        todo.add(u);
                    }
                }
            }
        }
        String[] code = new String[n];
        List<List<Integer>> children = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            children.add(new ArrayList<>());
        }
        for (int k = order.size() - 1; k >= 0; k--) {       // children before parents
            int v = order.get(k);
            List<Integer> kids = children.get(v);
            kids.sort(Comparator.comparing((Integer u) -> edgeCode(v, u, code)));
            StringBuilder b = new StringBuilder("(").append(weight[v][v]).append(':');   // loops, then children
            for (int u : kids) {
                b.append(edgeCode(v, u, code));
            }
            code[v] = b.append(')').toString();
            if (parent[v] >= 0) {
                children.get(parent[v]).add(v);
            }
        }
        // the ground first, then the other trees by their codes
        List<Integer> rest = new ArrayList<>(roots.subList(1, roots.size()));
        rest.sort(Comparator.comparing((Integer r) -> code[r]));
        List<Integer> queue = new ArrayList<>();
        queue.add(0);
        queue.addAll(rest);
        int[] label = new int[n];
        int next = 0;
        for (int root : queue) {
            Deque<Integer> todo = new ArrayDeque<>();
            todo.add(root);
            while (!todo.isEmpty()) {
                int v = todo.poll();
                label[v] = next++;
                todo.addAll(children.get(v));            // sorted by code above
            }
        }
        return label;
    }

    private String edgeCode(int v, int u, String[] code) {
        return weight[v][u] + code[u];
    }

    // ---------------------------------------------------------------- other pictures

    /** A node of the search: a partition, the vertices singled out to reach it, its class to split. */
    private static final class Node {
        final int[] cell;
        final int[] path;
        final int[] candidates;
        final List<Integer> tried = new ArrayList<>();
        int next;

        Node(int[] cell, int[] path) {
            this.cell = cell;
            this.path = path;
            int target = firstNonSingleton(cell);
            int k = 0;
            int[] c = new int[cell.length];
            for (int v = 0; v < cell.length; v++) {
                if (cell[v] == target) {
                    c[k++] = v;
                }
            }
            this.candidates = Arrays.copyOf(c, k);
        }
    }

    /**
     * The least numbering over the search tree of individualisations, or {@code null} past the
     * budget. Depth first, with an explicit stack. A vertex is not singled out when a symmetry of
     * the picture that fixes the path to the node maps a vertex already tried there onto it: its
     * subtree is the image of that one. The symmetries used are the swaps of interchangeable
     * vertices and those found as two leaves with the same numbered picture (as in nauty).
     */
    private int[] searchLabels() {
        List<int[]> symmetries = twinSwaps();
        int[] start = new int[n];
        Arrays.fill(start, 1);
        start[0] = 0;
        int nodes = 1;
        int[] root = refine(start);
        if (firstNonSingleton(root) < 0) {
            return root;
        }
        Deque<Node> todo = new ArrayDeque<>();
        todo.push(new Node(root, new int[0]));
        int[] first = null;
        List<Edge> firstEdges = null;
        int[] best = null;
        List<Edge> bestEdges = null;
        while (!todo.isEmpty()) {
            Node node = todo.peek();
            if (node.next >= node.candidates.length) {
                todo.pop();
                continue;
            }
            int v = node.candidates[node.next++];
            if (sameOrbitAsTried(v, node, symmetries)) {
                continue;
            }
            node.tried.add(v);
            if (++nodes > MAX_NODES) {
                return null;
            }
            int[] cell = refine(individualised(node.cell, v));
            int[] path = Arrays.copyOf(node.path, node.path.length + 1);
            path[node.path.length] = v;
            if (firstNonSingleton(cell) >= 0) {
                todo.push(new Node(cell, path));
                continue;
            }
            List<Edge> edges = numbered(cell).edges();     // a leaf: cell index = number
            if (first == null) {
                first = cell;
                firstEdges = edges;
                best = cell;
                bestEdges = edges;
            } else if (edges.equals(firstEdges)) {
                symmetries.add(symmetry(first, cell));
            } else if (edges.equals(bestEdges)) {
                symmetries.add(symmetry(best, cell));
            } else if (compare(edges, bestEdges) < 0) {
                best = cell;
                bestEdges = edges;
            }
        }
        return best;
    }

    /** The symmetry sending each vertex to the one with its number under the other numbering. */
    private static int[] symmetry(int[] numbering, int[] other) {
        int[] vertexOf = new int[numbering.length];
        for (int v = 0; v < numbering.length; v++) {
            vertexOf[numbering[v]] = v;
        }
        int[] map = new int[other.length];
        for (int v = 0; v < other.length; v++) {
            map[v] = vertexOf[other[v]];
        }
        return map;
    }

    /** Whether a symmetry fixing every vertex on the node's path, or a product of them, maps a tried vertex onto {@code v}. */
    private boolean sameOrbitAsTried(int v, Node node, List<int[]> symmetries) {
        if (node.tried.isEmpty()) {
            return false;
        }
        int[] parent = new int[n];
        for (int x = 0; x < n; x++) {
            parent[x] = x;
        }
        for (int[] map : symmetries) {
            boolean fixes = true;
            for (int p : node.path) {
                fixes &= map[p] == p;
            }
            if (fixes) {
                for (int x = 0; x < n; x++) {
                    int a = find(parent, x);
                    int b = find(parent, map[x]);
                    if (a != b) {
                        parent[a] = b;
                    }
                }
            }
        }
        for (int u : node.tried) {
            if (find(parent, u) == find(parent, v)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The swaps of interchangeable vertices: same loops and the same edges to every other vertex.
     * Each maps the picture to itself.
     */
    private List<int[]> twinSwaps() {
        List<int[]> out = new ArrayList<>();
        boolean[] paired = new boolean[n];
        for (int u = 1; u < n; u++) {
            if (paired[u]) {
                continue;
            }
            for (int v = u + 1; v < n; v++) {
                if (!paired[v] && interchangeable(u, v)) {
                    int[] map = new int[n];
                    for (int x = 0; x < n; x++) {
                        map[x] = x;
                    }
                    map[u] = v;
                    map[v] = u;
                    out.add(map);
                    paired[v] = true;         // twins are a class: swaps with its least member generate it
                }
            }
        }
        return out;
    }

    private boolean interchangeable(int u, int v) {
        if (weight[u][u] != weight[v][v]) {
            return false;
        }
        for (int x = 0; x < n; x++) {
            if (x != u && x != v && weight[u][x] != weight[v][x]) {
                return false;
            }
        }
        return true;
    }

    private static int firstNonSingleton(int[] cell) {
        int[] size = new int[cell.length];
        for (int c : cell) {
            size[c]++;
        }
        for (int c = 0; c < size.length; c++) {
            if (size[c] > 1) {
                return c;
            }
        }
        return -1;
    }

    /** {@code v} alone in front of the rest of its class. */
    private static int[] individualised(int[] cell, int v) {
        int c = cell[v];
        int[] out = new int[cell.length];
        for (int x = 0; x < cell.length; x++) {
            out[x] = cell[x] > c || cell[x] == c && x != v ? cell[x] + 1 : cell[x];
        }
        return out;
    }

    /**
     * Splits classes until stable: a vertex's signature is its class, its loops and the sorted
     * classes of its neighbours with the edges to them; classes are renumbered in the order of
     * the signatures, so the result depends only on the picture and the classes given.
     */
    private int[] refine(int[] cell) {
        int classes = count(cell);
        while (true) {
            TreeMap<int[], List<Integer>> bySignature = new TreeMap<>(Arrays::compare);
            for (int v = 0; v < n; v++) {
                int[] near = new int[n];
                int k = 0;
                for (int u = 0; u < n; u++) {
                    if (u != v && weight[v][u] != 0) {
                        near[k++] = cell[u] * BASE * BASE + weight[v][u];
                    }
                }
                int[] sorted = Arrays.copyOf(near, k);
                Arrays.sort(sorted);
                int[] sig = new int[k + 2];
                sig[0] = cell[v];
                sig[1] = weight[v][v];
                System.arraycopy(sorted, 0, sig, 2, k);
                bySignature.computeIfAbsent(sig, s -> new ArrayList<>()).add(v);
            }
            int[] next = new int[n];
            int c = 0;
            for (List<Integer> members : bySignature.values()) {
                for (int v : members) {
                    next[v] = c;
                }
                c++;
            }
            cell = next;
            if (c == classes) {
                return cell;
            }
            classes = c;
        }
    }

    private static int count(int[] cell) {
        int max = -1;
        for (int c : cell) {
            max = Math.max(max, c);
        }
        return max + 1;
    }

    private static int compare(List<Edge> a, List<Edge> b) {
        for (int k = 0; k < a.size(); k++) {
            int c = EDGE_ORDER.compare(a.get(k), b.get(k));
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }
}
