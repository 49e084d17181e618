package boyi.problems.canon;

import boyi.problems.JudgeProblem;
import boyi.theory.GreenHackenbush;
import boyi.util.Text;
import java.util.List;

/**
 * {@code tree-game} (HDU 3094 A tree game): Green Hackenbush on a tree rooted at vertex 1; a move
 * deletes an edge and whatever is cut off from the root; whoever cannot move loses. T cases of
 * N and N-1 edges; {@code Alice} (first player) or {@code Bob} by the colon principle
 * ({@link GreenHackenbush#treeValue}, one iterative pass). Boyi limit: N <= 2·10^6 per case. An
 * edge that closes a cycle (so the edges are no tree) is an input error.
 *
 * <pre>{@code
 * new TreeGameProblem().solve("1\n3\n1 2\n2 3\n", List.of());   // "Alice\n"
 * }</pre>
 */
public final class TreeGameProblem extends JudgeProblem {

    /** The id of {@code boyi problem tree-game}. */
    public static final String ID = "tree-game";

    public static final int MAX_VERTICES = 2_000_000;
    private static final Text VERTICES = Text.of("顶点数 N", "the number of vertices N");
    private static final Text VERTEX = Text.of("一条边的一个端点", "a vertex of an edge");
    private static final Text OTHER_VERTEX = Text.of("这条边的另一个端点", "the other vertex of the edge");

    public TreeGameProblem() {
        super(ID, "树上删边游戏（HDU 3094 A tree game）", "A tree game (HDU 3094)",
                Text.of("以 1 为根的树，每次删一条边及与根断开的部分，不能删的人输：先手 Alice 或 Bob 获胜。",
                        "Delete an edge of a tree rooted at 1, and whatever is cut off; whoever cannot move loses: Alice (first) "
                        + "or Bob wins."));
    }

    @Override
    public String solve(String input, List<String> options) {
        return JudgeCases.counted(input, (t, c) -> {
            int n = t.nextInt(VERTICES, 1, MAX_VERTICES);
            int[] a = new int[n - 1];
            int[] b = new int[n - 1];
            int[] leader = new int[n + 1];          // union-find over vertices: an edge inside one set closes a cycle
            for (int v = 1; v <= n; v++) {
                leader[v] = v;
            }
            for (int e = 0; e < n - 1; e++) {
                a[e] = t.nextInt(VERTEX, 1, n);
                b[e] = t.nextInt(OTHER_VERTEX, 1, n);
                int ra = find(leader, a[e]);
                int rb = find(leader, b[e]);
                if (ra == rb) {
                    throw InputPlace.error(t, Integer.toString(b[e]), Text.format("边 %d %d 构成了环：这些边不是一棵树",
                            "the edge %d %d closes a cycle: the edges are not a tree", a[e], b[e]));
                }
                leader[ra] = rb;
            }
            return GreenHackenbush.treeValue(n, a, b, 1) != 0 ? "Alice\n" : "Bob\n";
        });
    }

    /** The set's leader, halving the path on the way (iterative). */
    private static int find(int[] leader, int v) {
        while (leader[v] != v) {
            leader[v] = leader[leader[v]];
            v = leader[v];
        }
        return v;
    }
}
