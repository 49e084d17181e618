package boyi.problems.canon;

import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
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

    public static final int MAX_VERTICES = 2_000_000;
    public static final int MAX_CASES = 1_000_000;

    public TreeGameProblem() {
        super("tree-game", "树上删边游戏（HDU 3094 A tree game）", "A tree game (HDU 3094)",
                Text.of("以 1 为根的树，每次删一条边及与根断开的部分，不能删的人输：先手 Alice 或 Bob 获胜。",
                        "Delete an edge of a tree rooted at 1, and whatever is cut off; whoever cannot move loses: Alice (first) "
                        + "or Bob wins."));
    }

    @Override
    public String solve(String input, List<String> options) {
        Tokens t = new Tokens(input);
        int cases = t.nextInt("the number of cases T", 1, MAX_CASES);
        StringBuilder out = new StringBuilder();
        for (int c = 0; c < cases; c++) {
            int n = t.nextInt("the number of vertices N", 1, MAX_VERTICES);
            int[] a = new int[n - 1];
            int[] b = new int[n - 1];
            int[] leader = new int[n + 1];          // union-find over vertices: an edge inside one set closes a cycle
            for (int v = 1; v <= n; v++) {
                leader[v] = v;
            }
            for (int e = 0; e < n - 1; e++) {
                a[e] = t.nextInt("a vertex of an edge", 1, n);
                b[e] = t.nextInt("the other vertex of the edge", 1, n);
                int ra = find(leader, a[e]);
                int rb = find(leader, b[e]);
                if (ra == rb) {
                    throw InputPlace.error(t, Integer.toString(b[e]), Text.format("边 %d %d 构成了环：这些边不是一棵树",
                            "the edge %d %d closes a cycle: the edges are not a tree", a[e], b[e]));
                }
                leader[ra] = rb;
            }
            out.append(GreenHackenbush.treeValue(n, a, b, 1) != 0 ? "Alice\n" : "Bob\n");
        }
        t.expectEnd();
        return out.toString();
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
