package boyi.problems.canon;

import boyi.util.Text;
import boyi.problems.JudgeProblem;
import boyi.theory.GreenHackenbush;
import java.util.List;

/**
 * {@code christmas-game} (POJ 3710 Christmas Game): Green Hackenbush on several pictures, each
 * hanging from its vertex 1. Cases until the end of the input: N pictures, each {@code m k} and k
 * edges {@code a b} (loops and parallel edges allowed). {@code Sally} (first player) wins when the
 * XOR of the pictures' values is not 0, else {@code Harry}; each value by the fusion principle
 * ({@link GreenHackenbush#value}: bridges, bridge-free parts fused into loops, colon principle),
 * linear and iterative. Boyi limits: m <= 10^5, k <= 10^6 per picture.
 *
 * <pre>{@code
 * new ChristmasGameProblem().solve("1\n3 3\n1 2\n2 3\n3 1\n", List.of());   // "Sally\n" (a triangle: 1)
 * }</pre>
 */
public final class ChristmasGameProblem extends JudgeProblem {

    /** The id of {@code boyi problem christmas-game}. */
    public static final String ID = "christmas-game";

    public static final int MAX_PICTURES = 1_000_000;
    public static final int MAX_VERTICES = 100_000;
    public static final int MAX_EDGES = 1_000_000;
    private static final Text PICTURES = Text.of("图的个数 N", "N, the number of pictures");
    private static final Text VERTICES = Text.of("一幅图的顶点数 m", "m, the number of vertices of a picture");
    private static final Text EDGES = Text.of("这幅图的边数 k", "k, the number of edges of the picture");
    private static final Text VERTEX = Text.of("一条边的端点", "a vertex of an edge");

    public ChristmasGameProblem() {
        super(ID, "圣诞游戏（POJ 3710 Christmas Game）", "Christmas Game (POJ 3710)",
                Text.of("挂在 1 号点上的图（带环的树，允许重边）上的绿色 Hackenbush：先手 Sally 或 Harry 获胜。",
                        "Green Hackenbush on pictures hanging from vertex 1 (trees with polygons, any multigraph): Sally (first) "
                        + "or Harry wins."));
    }

    @Override
    public String solve(String input, List<String> options) {
        return JudgeCases.untilEnd(input, (t, c) -> {
            int pictures = t.nextInt(PICTURES, 1, MAX_PICTURES);
            long x = 0;
            for (int p = 0; p < pictures; p++) {
                int m = t.nextInt(VERTICES, 1, MAX_VERTICES);
                int k = t.nextInt(EDGES, 0, MAX_EDGES);
                int[] a = new int[k];
                int[] b = new int[k];
                for (int e = 0; e < k; e++) {
                    a[e] = t.nextInt(VERTEX, 1, m);
                    b[e] = t.nextInt(VERTEX, 1, m);
                }
                x ^= GreenHackenbush.value(m, a, b, 1);
            }
            return x != 0 ? "Sally\n" : "Harry\n";
        });
    }
}
