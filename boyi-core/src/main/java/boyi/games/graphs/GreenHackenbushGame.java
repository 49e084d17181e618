package boyi.games.graphs;

import boyi.games.ViewKind;
import boyi.games.PositionText;

import boyi.games.ComposedGame;
import boyi.games.DescribedFamily;
import boyi.games.GameInstance;
import boyi.games.Parameters;
import boyi.model.Impartial;
import boyi.model.Method;
import boyi.model.Move;
import boyi.model.MoveShape;
import boyi.model.Notation;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.theory.GreenHackenbush;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Green Hackenbush (绿色 Hackenbush / 删边游戏; HDU 3094, POJ 3710): a multigraph hangs from the
 * ground vertex 1; a move deletes one edge, and every edge no longer connected to the ground falls
 * away; whoever cannot move loses. Trees by the colon principle, any multigraph (loops, parallel
 * edges, cycles) by the fusion principle ({@link GreenHackenbush}).
 *
 * <p>Positions are edge lists {@code 1-2 2-3 2-4 3-4}; they are kept sorted (each edge as
 * {@code a-b} with a <= b) with the edges not connected to vertex 1 dropped, so equal drawings are
 * equal positions and cutting either of two parallel edges is one move.
 *
 * <pre>{@code
 * GameInstance<?> g = new GreenHackenbushGame().instantiate(Map.of());
 * Analyzer.analyze(g, "1-2 2-3 2-4 3-4");   // win: a triangle (1) on a stalk: 1 + 1 = 2
 * }</pre>
 */
public final class GreenHackenbushGame extends DescribedFamily {

    static final int MAX_VERTEX = 1_000_000;
    static final int MAX_EDGES = 1_000_000;
    /** The winning move is looked for among this many distinct edges (each try is a linear pass). */
    private static final int WINNING_MOVE_TRIES = 2_000;
    /** Graphs of at most this many edges get their remoteness searched (a cut never adds one; 2^10 edge sets). */
    static final int SEARCHED_EDGES = 10;
    private static final Method COLON = Method.theorem(Text.of("冒号原理（树）", "colon principle (trees)"));
    private static final Method FUSION = Method.theorem(Text.of("融合原理 + 冒号原理", "fusion principle + colon principle"));

    public GreenHackenbushGame() {
        super("green-hackenbush", "绿色 Hackenbush（删边游戏）", "Green Hackenbush",
                Text.of("一个图挂在地面顶点 1 上；轮到的一方删去一条边，随后所有不再与顶点 1 相连的边一起消失；无法删边的一方输。"
                                + "树用冒号原理：G(v) = v 的各个孩子 (G(孩子)+1) 的异或。有环的图用融合原理：环上的顶点可以合并成一个点而不改变 SG 值，"
                                + "合并后的边变成自环（每个自环相当于一条边，值 1），于是奇环相当于一条边，偶环相当于一个点。",
                        "A graph hangs from the ground vertex 1; a move deletes one edge, and every edge no longer connected to "
                                + "vertex 1 falls away; whoever cannot move loses. Trees by the colon principle: G(v) = XOR over the "
                                + "children c of (G(c) + 1). Graphs with cycles by the fusion principle: the vertices of a cycle "
                                + "may be fused into one without changing the value, its edges becoming loops (each worth 1), so an "
                                + "odd cycle is worth one edge and an even cycle a bare vertex."),
                List.of(),
                Text.of("边 a-b 用空格分隔，地面是顶点 1，如 1-2 2-3 2-4 3-4（顶点 1..10^6；允许自环 2-2 和重边；none 表示没有边）",
                        "edges a-b separated by spaces, the ground is vertex 1, e.g. 1-2 2-3 2-4 3-4 (vertices 1..10^6; loops "
                                + "2-2 and parallel edges allowed; none for no edge)"),
                "1-2 2-3 2-4 3-4");
    }

    @Override
    public ViewKind view() {
        return ViewKind.GRAPH;
    }

    @Override
    public GameInstance<List<Long>> instantiate(Map<String, String> given) {
        Map<String, String> values = Parameters.resolve(this, given);
        Rules rules = new Rules();
        EdgeNotation notation = new EdgeNotation(id());
        return ComposedGame.of(this, values, rules, notation)
                .evaluators(GraphFamilyParts.evaluators(rules, notation, Text.of("没有与地面相连的边了：轮到的一方无法删边，判负（SG 值 0）。",
                        "No edge is connected to the ground: the player to move cannot cut and loses (Grundy value 0)."),
                        GraphFamilyParts.theorem(GreenHackenbushGame::verdict, p -> Value.of(fuse(p).value() != 0 ? Outcome.WIN : Outcome.LOSS)),
                        edges -> edges.size() <= SEARCHED_EDGES))
                .moves(GraphFamilyParts.listed(rules, GreenHackenbushGame::distinct, GreenHackenbushGame::sampleMoves))
                .acceptsAnyLegalMove()
                .build();
    }

    static int a(long edge) {
        return (int) (edge >>> 32);
    }

    static int b(long edge) {
        return (int) edge;
    }

    static long edge(int a, int b) {
        return (long) Math.min(a, b) << 32 | Math.max(a, b);
    }

    /** The edges connected to vertex 1, sorted. */
    static List<Long> normalized(long[] edges) {
        int max = 1;
        for (long e : edges) {
            max = Math.max(max, b(e));
        }
        // grow the part connected to the ground with a union-find over vertices (iterative)
        int[] leader = new int[max + 1];
        for (int v = 0; v <= max; v++) {
            leader[v] = v;
        }
        for (long e : edges) {
            int ra = find(leader, a(e));
            int rb = find(leader, b(e));
            leader[ra] = rb;
        }
        int ground = find(leader, 1);
        long[] kept = Arrays.stream(edges).filter(e -> find(leader, a(e)) == ground).sorted().toArray();
        List<Long> out = new ArrayList<>(kept.length);
        for (long e : kept) {
            out.add(e);
        }
        return List.copyOf(out);
    }

    private static int find(int[] leader, int v) {
        while (leader[v] != v) {
            leader[v] = leader[leader[v]];
            v = leader[v];
        }
        return v;
    }

    static long distinct(List<Long> edges) {
        long count = 0;
        for (int i = 0; i < edges.size(); i++) {
            if (i == 0 || !edges.get(i).equals(edges.get(i - 1))) {
                count++;
            }
        }
        return count;
    }

    static String name(long e) {
        return a(e) + "-" + b(e);
    }

    static Move<List<Long>> cut(List<Long> edges, int i) {
        long[] rest = new long[edges.size() - 1];
        for (int k = 0, j = 0; k < edges.size(); k++) {
            if (k != i) {
                rest[j++] = edges.get(k);
            }
        }
        return new Move<>("cut " + name(edges.get(i)), normalized(rest),
                MoveShape.of("cut").with("from", a(edges.get(i))).with("to", b(edges.get(i))));
    }

    /** The rules: positions are the sorted edges connected to the ground. */
    static final class Rules implements Impartial<List<Long>> {
        @Override
        public List<Move<List<Long>>> moves(List<Long> edges) {
            if (distinct(edges) > 20_000) {
                throw new boyi.util.TooLargeException(Text.format("图有 %d 条不同的边，走法太多，无法一一列出",
                        "the graph has %d distinct edges, too many moves to list", distinct(edges)));
            }
            List<Move<List<Long>>> out = new ArrayList<>();
            for (int i = 0; i < edges.size(); i++) {
                if (i == 0 || !edges.get(i).equals(edges.get(i - 1))) {
                    out.add(cut(edges, i));
                }
            }
            return out;
        }

        @Override
        public Value primitive(List<Long> edges) {
            return edges.isEmpty() ? Value.loss(0) : null;
        }
    }

    private record EdgeNotation(String family) implements Notation<List<Long>> {
        @Override
        public List<Long> parse(String text) {
            List<String> words = PositionText.words(text);
            if (words.size() > MAX_EDGES) {
                throw PositionText.error(family, Text.format("边数 %d 超过上限 %d", "%d edges, more than the limit %d",
                        words.size(), MAX_EDGES));
            }
            long[] edges = new long[words.size()];
            for (int i = 0; i < edges.length; i++) {
                String[] ends = words.get(i).split("-", -1);
                if (ends.length != 2) {
                    throw PositionText.error(family, Text.format("第 %d 条边 \"%s\"：应写成 a-b，如 1-2",
                            "edge %d \"%s\": expected a-b, e.g. 1-2", i + 1, PositionText.shorten(words.get(i))));
                }
                Text what = Text.of("边的端点", "an edge's end");
                edges[i] = edge((int) PositionText.number(family, ends[0], i + 1, 1, MAX_VERTEX, what),
                        (int) PositionText.number(family, ends[1], i + 1, 1, MAX_VERTEX, what));
            }
            return normalized(edges);
        }

        @Override
        public String format(List<Long> edges) {
            if (edges.isEmpty()) {
                return PositionText.NONE;
            }
            StringBuilder out = new StringBuilder();
            for (long e : edges) {
                out.append(out.length() == 0 ? "" : " ").append(name(e));
            }
            return out.toString();
        }

        @Override
        public Text label(List<Long> from, Move<List<Long>> move) {
            String e = move.name().substring("cut ".length());
            return Text.format("剪断边 %s", "cut edge %s", e);
        }
    }

    /** The fused graph of a position. */
    static GreenHackenbush.Fused fuse(List<Long> edges) {
        int[] a = new int[edges.size()];
        int[] b = new int[edges.size()];
        int max = 1;
        for (int i = 0; i < a.length; i++) {
            a[i] = a(edges.get(i));
            b[i] = b(edges.get(i));
            max = Math.max(max, b[i]);
        }
        return GreenHackenbush.reduce(max, a, b, 1);
    }

    static Verdict verdict(List<Long> edges) {
        GreenHackenbush.Fused f = fuse(edges);
        boolean tree = f.bridges() == edges.size();
        long g = f.value();
        Text rule;
        if (tree) {
            rule = Text.format("这是一棵树（%d 条边）：由冒号原理，每个顶点的值是各孩子 (值+1) 的异或，根的值 G = %d",
                    "The graph is a tree (%d edges): by the colon principle each vertex is worth the XOR over its children "
                            + "of (value + 1), so the root is worth G = %d", edges.size(), g);
        } else {
            long cyclic = 0;
            long oddParts = 0;
            for (long l : f.loops()) {
                cyclic += l > 0 ? 1 : 0;
                oddParts += l % 2;
            }
            rule = Text.format("%d 条边中有 %d 条桥；由融合原理，含环的无桥部分（共 %d 个）各自缩成一个点，它的边都变成自环"
                            + "（其中 %d 个部分的边数是奇数，值为 1，其余部分的边数是偶数，值为 0）；再对桥构成的树用冒号原理，得 G = %d",
                    "Bridges: %2$d of the %1$d edges; by the fusion principle the %3$d bridge-free parts with cycles each fuse "
                            + "to a vertex with their edges as loops (%4$d of them with an odd number of edges, worth 1, the "
                            + "others even, worth 0), and the colon principle on the tree of bridges gives G = %5$d",
                    edges.size(), f.bridges(), cyclic, oddParts, g);
        }
        Move<List<Long>> win = g == 0 ? null : winningMove(edges);
        Text end;
        if (g == 0) {
            end = Text.of("，为 0：无论剪哪条边都会让 SG 值变成非零，先手必败。", ": zero, so every cut makes it nonzero and the player to move loses.");
        } else if (win != null) {
            String e = win.name().substring("cut ".length());
            end = Text.of("，不为 0：先手必胜，剪断边 " + e + " 后 SG 值为 0。",
                    ": nonzero, so the player to move wins: after cutting " + e + " the value is 0.");
        } else {
            end = Text.of("，不为 0：先手必胜（图很大，未逐条寻找取胜的那条边）。",
                    ": nonzero, so the player to move wins (the graph is large: the winning cut was not searched for).");
        }
        Text why = Text.of(rule.zh() + end.zh(), rule.en() + end.en());
        return new Verdict(Value.of(g != 0 ? Outcome.WIN : Outcome.LOSS), tree ? COLON : FUSION, why, g);
    }

    /** A cut leaving value 0, tried edge by edge (each try a linear pass), or null. */
    static Move<List<Long>> winningMove(List<Long> edges) {
        int tries = 0;
        for (int i = 0; i < edges.size() && tries < WINNING_MOVE_TRIES; i++) {
            if (i > 0 && edges.get(i).equals(edges.get(i - 1))) {
                continue;
            }
            tries++;
            Move<List<Long>> m = cut(edges, i);
            if (fuse(m.result()).value() == 0) {
                return m;
            }
        }
        return null;
    }

    /** A winning cut (if any) and a few others, for positions with too many moves to list. */
    private static List<Move<List<Long>>> sampleMoves(List<Long> edges) {
        List<Move<List<Long>>> out = new ArrayList<>();
        Move<List<Long>> win = fuse(edges).value() == 0 ? null : winningMove(edges);
        if (win != null) {
            out.add(win);
        }
        for (int i = 0; i < edges.size() && out.size() < 20; i++) {
            if (i == 0 || !edges.get(i).equals(edges.get(i - 1))) {
                Move<List<Long>> m = cut(edges, i);
                if (win == null || !m.name().equals(win.name())) {
                    out.add(m);
                }
            }
        }
        return out;
    }
}
