package boyi.games.graphs;

import boyi.games.ViewKind;
import boyi.games.PositionText;

import boyi.games.ComposedGame;
import boyi.games.MoveSelection;
import boyi.games.DescribedFamily;
import boyi.games.GameInstance;
import boyi.games.Parameter;
import boyi.games.Parameters;
import boyi.model.Impartial;
import boyi.model.Method;
import boyi.model.Move;
import boyi.model.MoveShape;
import boyi.model.Notation;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.theory.DagGrundy;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Tokens on a DAG (有向无环图上的棋子, HDU 1524): the graph is the parameter (directed edges
 * {@code 0-1,0-2,2-3}, from-to), the position is where the tokens stand ({@code 0 2}, several may share a
 * vertex). A move slides one token along an edge; whoever cannot move loses. The value is the XOR
 * of the tokens' Grundy values, each the mex of its successors' (one iterative pass in reverse
 * topological order, {@link DagGrundy}).
 *
 * <pre>{@code
 * GameInstance<?> g = new DagTokensGame().instantiate(Map.of("edges", "0-1,0-2,2-3"));
 * Analyzer.analyze(g, "0 2");   // win: G(0)=2 xor G(2)=1 = 3, move the token on 0 to 1
 * }</pre>
 */
public final class DagTokensGame extends DescribedFamily {

    static final int MAX_VERTEX = 1_000_000;
    static final int MAX_EDGES = 1_000_000;
    static final int MAX_TOKENS = 100_000;
    private static final Method THEOREM = Method.theorem(Text.of("SG 定理（有向无环图上的 mex）", "Sprague–Grundy theorem (mex on a DAG)"));

    public DagTokensGame() {
        super("dag-tokens", "有向无环图上的棋子", "Tokens on a DAG",
                Text.of("有向无环图的若干顶点上放着棋子（一个顶点可放多枚）；轮到的一方沿一条有向边把一枚棋子移动一步；无法移动的一方输。"
                                + "每个顶点的 SG 值是它所有后继的 SG 值的 mex（没有后继的顶点为 0），整个局面的 SG 值是各棋子所在顶点 SG 值的异或。",
                        "Tokens stand on the vertices of a directed graph without cycles (several may share one); a move slides "
                                + "one token along one edge; whoever cannot move loses. A vertex's Grundy value is the mex of its "
                                + "successors' values (0 for a sink); the position's is the XOR over the tokens."),
                List.of(new Parameter("edges", Text.of("有向边 起点-终点，用逗号分隔，如 0-1,0-2,2-3（顶点 0..10^6，不能有环；也可写 0>1）",
                        "the directed edges from-to separated by commas, e.g. 0-1,0-2,2-3 (vertices 0..10^6, no cycle; 0>1 works too)"),
                        "0-1,0-2,2-3", null)),
                Text.of("棋子所在的顶点，用空格分隔，如 0 2（可重复；none 表示没有棋子）",
                        "the tokens' vertices separated by spaces, e.g. 0 2 (repeats allowed; none for no token)"),
                "0 2");
    }

    @Override
    public ViewKind view() {
        return ViewKind.GRAPH;
    }

    @Override
    public GameInstance<List<Integer>> instantiate(Map<String, String> given) {
        Map<String, String> values = Parameters.resolve(this, given);
        Graph graph = Graph.parse(id(), values.get("edges"));
        Rules rules = new Rules(graph);
        Notation<List<Integer>> notation = new TokenNotation(id(), graph);
        return ComposedGame.of(this, values, rules, notation)
                .evaluators(GraphFamilyParts.evaluators(rules, notation, Text.of("所有棋子都在没有出边的顶点上：轮到的一方无法移动，判负（SG 值 0）。",
                        "Every token stands on a sink: the player to move cannot move and loses (Grundy value 0)."), p -> Optional.of(verdict(graph, p)),
                        graph::fewPositionsBelow))
                .moves(GraphFamilyParts.listed(rules, rules::moveCount, p -> sampleMoves(graph, p)))
                .acceptsAnyLegalMove()
                .build();
    }

    /** The graph in compressed form with its Grundy values. */
    record Graph(int[] start, int[] targets, int[] grundy) {

        int vertices() {
            return start.length - 1;
        }

        static Graph parse(String family, String text) {
            List<String> edges = PositionText.words(text.replace(',', ' '));
            if (edges.size() > MAX_EDGES) {
                throw PositionText.error(family, Text.format("边数 %d 超过上限 %d", "%d edges, more than the limit %d",
                        edges.size(), MAX_EDGES));
            }
            int[] from = new int[edges.size()];
            int[] to = new int[edges.size()];
            int vertices = 0;
            for (int i = 0; i < edges.size(); i++) {
                String e = edges.get(i);
                String[] ends = e.split("->|>|-", -1);
                if (ends.length != 2 || ends[0].isEmpty() || ends[1].isEmpty()) {
                    throw PositionText.error(family, Text.format("参数 edges 的第 %d 条边 \"%s\"：应写成 起点-终点，如 0-1",
                            "parameter edges, edge %d \"%s\": expected from-to, e.g. 0-1", i + 1, PositionText.shorten(e)));
                }
                from[i] = (int) PositionText.number(family, ends[0], i + 1, 0, MAX_VERTEX, Text.of("边的起点", "an edge's start"));
                to[i] = (int) PositionText.number(family, ends[1], i + 1, 0, MAX_VERTEX, Text.of("边的终点", "an edge's end"));
                vertices = Math.max(vertices, Math.max(from[i], to[i]) + 1);
            }
            int[] start = new int[vertices + 1];
            for (int f : from) {
                start[f + 1]++;
            }
            for (int v = 0; v < vertices; v++) {
                start[v + 1] += start[v];
            }
            int[] fill = java.util.Arrays.copyOf(start, vertices);
            int[] targets = new int[from.length];
            for (int i = 0; i < from.length; i++) {
                targets[fill[from[i]]++] = to[i];
            }
            DagGrundy.Result r = DagGrundy.solve(start, targets);
            if (!r.acyclic()) {
                int[] c = r.cycle();
                StringBuilder cycle = new StringBuilder();
                for (int v : c) {
                    cycle.append(v).append(" -> ");
                }
                cycle.append(c[0]);
                throw PositionText.error(family, Text.format("参数 edges 有环 %s：棋子只能放在有向无环图上",
                        "parameter edges has the cycle %s: tokens move on a graph without cycles", cycle));
            }
            return new Graph(start, targets, r.grundy());
        }

        /**
         * Whether the positions below number at most about {@link GraphFamilyParts#SEARCHED}: each
         * token stays among the vertices it reaches, so they are at most the product of those
         * counts (each counted up to the limit, then the search is off). A token never reaches more
         * than it did, so the positions below a small one are small too.
         */
        boolean fewPositionsBelow(List<Integer> tokens) {
            double count = 1;
            for (int i = 0; i < tokens.size(); i++) {
                count *= reached(tokens.get(i), GraphFamilyParts.SEARCHED);
                if (count > GraphFamilyParts.SEARCHED) {
                    return false;
                }
            }
            return true;
        }

        /** The vertices reachable from v (v included), counted up to just over {@code limit}. */
        private int reached(int v, double limit) {
            if (degree(v) == 0) {
                return 1;
            }
            java.util.Set<Integer> seen = new java.util.HashSet<>(List.of(v));
            java.util.ArrayDeque<Integer> todo = new java.util.ArrayDeque<>(seen);
            while (!todo.isEmpty() && seen.size() <= limit) {
                int u = todo.poll();
                for (int k = 0; k < degree(u); k++) {
                    if (seen.add(successor(u, k))) {
                        todo.add(successor(u, k));
                    }
                }
            }
            return seen.size();
        }

        /** G(v); a vertex beyond the edges is a sink. */
        int grundy(int v) {
            return v < vertices() ? grundy[v] : 0;
        }

        int degree(int v) {
            return v < vertices() ? start[v + 1] - start[v] : 0;
        }

        int successor(int v, int k) {
            return targets[start[v] + k];
        }
    }

    /** The rules: positions are the sorted token vertices. */
    static final class Rules implements Impartial<List<Integer>> {

        private final Graph graph;

        Rules(Graph graph) {
            this.graph = graph;
        }

        long moveCount(List<Integer> tokens) {
            long count = 0;
            for (int i = 0; i < tokens.size(); i++) {
                if (i == 0 || !tokens.get(i).equals(tokens.get(i - 1))) {
                    count += graph.degree(tokens.get(i));
                }
            }
            return count;
        }

        @Override
        public List<Move<List<Integer>>> moves(List<Integer> tokens) {
            if (moveCount(tokens) > 1_000_000) {
                throw new boyi.util.TooLargeException(Text.format("局面有 %d 种走法，太多，无法一一列出",
                        "the position has %d moves, too many to list", moveCount(tokens)));
            }
            List<Move<List<Integer>>> out = new ArrayList<>();
            for (int i = 0; i < tokens.size(); i++) {
                int v = tokens.get(i);
                if (i > 0 && tokens.get(i - 1) == v) {
                    continue;                     // a token on the same vertex moves the same way
                }
                for (int k = 0; k < graph.degree(v); k++) {
                    out.add(move(tokens, i, graph.successor(v, k)));
                }
            }
            return out;
        }

        static Move<List<Integer>> move(List<Integer> tokens, int i, int to) {
            List<Integer> next = new ArrayList<>(tokens);
            next.set(i, to);
            next.sort(null);
            return new Move<>(tokens.get(i) + "->" + to, List.copyOf(next), MoveShape.of("token").with("from", tokens.get(i)).with("to", to));
        }

        @Override
        public Value primitive(List<Integer> tokens) {
            return moveCount(tokens) == 0 ? Value.loss(0) : null;
        }
    }

    private record TokenNotation(String family, Graph graph) implements Notation<List<Integer>> {
        @Override
        public List<Integer> parse(String text) {
            List<String> words = PositionText.words(text);
            if (words.size() > MAX_TOKENS) {
                throw PositionText.error(family, Text.format("棋子数 %d 超过上限 %d", "%d tokens, more than the limit %d",
                        words.size(), MAX_TOKENS));
            }
            List<Integer> out = new ArrayList<>(words.size());
            for (int i = 0; i < words.size(); i++) {
                out.add((int) PositionText.number(family, words.get(i), i + 1, 0, MAX_VERTEX, Text.of("棋子所在的顶点", "a token's vertex")));
            }
            out.sort(null);
            return List.copyOf(out);
        }

        @Override
        public String format(List<Integer> tokens) {
            return PositionText.join(tokens);
        }

        @Override
        public Text label(List<Integer> from, Move<List<Integer>> move) {
            String[] ends = move.name().split("->");
            return Text.format("把 %s 上的一枚棋子移到 %s", "move a token from %s to %s", ends[0], ends[1]);
        }
    }

    /** The XOR of the tokens' values, with the winning move (a token v to a successor of value G(v) xor G). */
    static Verdict verdict(Graph graph, List<Integer> tokens) {
        long total = 0;
        StringBuilder sum = new StringBuilder();
        for (int i = 0; i < tokens.size(); i++) {
            int g = graph.grundy(tokens.get(i));
            total ^= g;
            if (i < 12) {
                sum.append(i == 0 ? "" : " xor ").append("G(").append(tokens.get(i)).append(")=").append(g);
            }
        }
        String shown = (tokens.size() > 12 ? sum + " xor ..." : sum.toString()) + (tokens.size() > 1 ? " = " + total : "");
        if (tokens.isEmpty()) {
            shown = "0";
        }
        String shownZh = shown.replace(" xor ", " 异或 ").replace(" 异或 ...", " 异或 ……");
        Move<List<Integer>> win = winningMove(graph, tokens, total);
        Text why;
        if (win == null) {
            why = Text.of(String.format("%s：SG 值为 0，无论怎样移动都会把异或和变成非零，先手必败（SG 定理；每个顶点的 SG 值是其后继 SG 值的 mex）。",
                    shownZh), String.format("%s: zero, so every move makes the XOR nonzero and the player to move loses (Sprague–Grundy; "
                            + "each vertex's value is the mex of its successors').", shown));
        } else {
            String[] ends = win.name().split("->");
            int from = Integer.parseInt(ends[0]);
            int to = Integer.parseInt(ends[1]);
            why = Text.of(String.format("%s，不为 0：先手必胜，把 %d 上的棋子移到 %d（G(%d)=%d = %d 异或 %d），异或和变为 0（SG 定理；每个顶点的 SG 值是其后继 SG 值的 mex）。",
                    shownZh, from, to, to, graph.grundy(to), graph.grundy(from), total),
                    String.format("%s: nonzero, so the player to move wins by moving the token on %d to %d (G(%d)=%d = %d xor %d), "
                            + "making the XOR 0 (Sprague–Grundy; each vertex's value is the mex of its successors').",
                    shown, from, to, to, graph.grundy(to), graph.grundy(from), total));
        }
        return new Verdict(Value.of(total != 0 ? Outcome.WIN : Outcome.LOSS), THEOREM, why, total);
    }

    static Move<List<Integer>> winningMove(Graph graph, List<Integer> tokens, long total) {
        if (total == 0) {
            return null;
        }
        for (int i = 0; i < tokens.size(); i++) {
            int v = tokens.get(i);
            long target = graph.grundy(v) ^ total;
            if (target < graph.grundy(v)) {
                for (int k = 0; k < graph.degree(v); k++) {
                    if (graph.grundy(graph.successor(v, k)) == target) {
                        return Rules.move(tokens, i, graph.successor(v, k));
                    }
                }
            }
        }
        throw new IllegalStateException("no winning move although the XOR is " + total);
    }

    /** A winning move (if any) and a few others, for positions with too many moves to list. */
    private static List<Move<List<Integer>>> sampleMoves(Graph graph, List<Integer> tokens) {
        List<Move<List<Integer>>> out = new ArrayList<>();
        long total = 0;
        for (int v : tokens) {
            total ^= graph.grundy(v);
        }
        Move<List<Integer>> win = winningMove(graph, tokens, total);
        if (win != null) {
            out.add(win);
        }
        for (int i = 0; i < tokens.size() && out.size() < 20; i++) {
            int v = tokens.get(i);
            for (int k = 0; k < graph.degree(v) && k < 3; k++) {
                Move<List<Integer>> m = Rules.move(tokens, i, graph.successor(v, k));
                MoveSelection.addOnce(out, m);
            }
        }
        return out;
    }
}
