package boyi.problems.canon;

import boyi.problems.JudgeProblem;
import boyi.theory.DagGrundy;
import boyi.util.Text;
import java.util.Arrays;
import java.util.List;

/**
 * {@code dag-chess} (HDU 1524, POJ 2425 A Chess Game): tokens on a directed graph without
 * cycles; a move slides one token along an edge; whoever cannot move loses. Per case: N, N lines
 * {@code X_i} and the successors of position i, then queries {@code M p_1 .. p_M} until a line
 * {@code 0}; one {@code WIN}/{@code LOSE} per query by the XOR of the tokens' Grundy values
 * ({@link DagGrundy}, one iterative pass). Boyi limits: N <= 10^6, 5·10^6 edges, 10^5 tokens a
 * query. A cycle is an input error naming the edge that closes it.
 *
 * <pre>{@code
 * new DagChessProblem().solve("2\n1 1\n0\n1 0\n0\n", List.of());   // "WIN\n"
 * }</pre>
 */
public final class DagChessProblem extends JudgeProblem {

    /** The id of {@code boyi problem dag-chess}. */
    public static final String ID = "dag-chess";

    public static final int MAX_POSITIONS = 1_000_000;
    public static final int MAX_EDGES = 5_000_000;
    public static final int MAX_TOKENS = 100_000;

    private static final Text QUERY_SIZE = Text.of("一次询问的棋子数 M（0 表示这组数据结束）",
            "M, the number of tokens of a query (0 ends the case)");
    private static final Text TOKEN_POSITION = Text.of("一枚棋子所在的局面", "a token's position");

    public DagChessProblem() {
        super(ID, "有向无环图上的棋子（HDU 1524 A Chess Game）", "A Chess Game (HDU 1524, POJ 2425)",
                Text.of("有向无环图上有若干棋子，每步把一枚棋子沿一条边移动一步，不能走的人输。每个询问输出 WIN/LOSE。",
                        "Tokens on a directed graph without cycles; a move slides one token along an edge; whoever cannot move "
                        + "loses. WIN/LOSE per query."));
    }

    @Override
    public String solve(String input, List<String> options) {
        CountingTokens t = new CountingTokens(input);
        StringBuilder out = new StringBuilder();
        while (t.hasNext()) {
            int n = t.nextInt(Text.of("局面数 N", "the number of positions N"), 1, MAX_POSITIONS);
            int[] start = new int[n + 1];
            int[] targets = new int[Math.min(16, MAX_EDGES)];
            long[] firstTokenOf = new long[n];   // token number of X_i, to name an edge of a cycle later
            int edges = 0;
            for (int v = 0; v < n; v++) {
                firstTokenOf[v] = t.position();
                int vertex = v;
                int x = t.nextInt(() -> Text.format("局面 %1$d 的后继个数 X_%1$d（所有边合计至多 %2$d 条）",
                        "X_%1$d, the number of successors of position %1$d (at most %2$d edges in all)", vertex, MAX_EDGES),
                        0, MAX_EDGES - edges);
                if (edges + x > targets.length) {
                    targets = Arrays.copyOf(targets, Math.max(edges + x, Math.min(MAX_EDGES, 2 * targets.length)));
                }
                for (int j = 0; j < x; j++) {
                    targets[edges++] = t.nextInt(() -> Text.format("局面 %d 的一个后继", "a successor of position %d", vertex), 0, n - 1);
                }
                start[v + 1] = edges;
            }
            DagGrundy.Result r = DagGrundy.solve(start, targets);
            if (!r.acyclic()) {
                throw cycleError(input, start, firstTokenOf, r);
            }
            int[] g = r.grundy();
            while (true) {
                int m = t.nextInt(QUERY_SIZE, 0, MAX_TOKENS);
                if (m == 0) {
                    break;
                }
                int x = 0;
                for (int j = 0; j < m; j++) {
                    x ^= g[t.nextInt(TOKEN_POSITION, 0, n - 1)];
                }
                out.append(x != 0 ? "WIN\n" : "LOSE\n");
            }
        }
        t.expectEnd();
        return out.toString();
    }

    private static RuntimeException cycleError(String input, int[] start, long[] firstTokenOf, DagGrundy.Result r) {
        int edge = r.cycleEdge();
        int from = 0;
        while (start[from + 1] <= edge) {
            from++;
        }
        long token = firstTokenOf[from] + 1 + (edge - start[from]);
        StringBuilder cycle = new StringBuilder();
        int[] c = r.cycle();
        for (int i = 0; i < c.length && i < 8; i++) {
            cycle.append(c[i]).append(" -> ");
        }
        cycle.append(c.length > 8 ? "... -> " : "").append(c[0]);
        return InputPlace.errorAtToken(input, token, Text.format(
                "边 %d -> %d 构成了环 %s（局面图不能有环）",
                "the edge %d -> %d closes a cycle %s (the positions must form a graph without cycles)",
                from, c[0], cycle));
    }
}
