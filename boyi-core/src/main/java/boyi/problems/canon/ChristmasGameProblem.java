package boyi.problems.canon;

import boyi.util.Text;
import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
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

    public static final int MAX_PICTURES = 1_000_000;
    public static final int MAX_VERTICES = 100_000;
    public static final int MAX_EDGES = 1_000_000;

    public ChristmasGameProblem() {
        super("christmas-game", "圣诞游戏（POJ 3710 Christmas Game）", "Christmas Game (POJ 3710)",
                Text.of("挂在 1 号点上的图（带环的树，允许重边）上的绿色 Hackenbush：先手 Sally 或 Harry 获胜。",
                        "Green Hackenbush on pictures hanging from vertex 1 (trees with polygons, any multigraph): Sally (first) "
                        + "or Harry wins."));
    }

    @Override
    public String solve(String input, List<String> options) {
        Tokens t = new Tokens(input);
        StringBuilder out = new StringBuilder();
        while (t.hasNext()) {
            int pictures = t.nextInt("N, the number of pictures", 1, MAX_PICTURES);
            long x = 0;
            for (int p = 0; p < pictures; p++) {
                int m = t.nextInt("m, the number of vertices of a picture", 1, MAX_VERTICES);
                int k = t.nextInt("k, the number of edges of the picture", 0, MAX_EDGES);
                int[] a = new int[k];
                int[] b = new int[k];
                for (int e = 0; e < k; e++) {
                    a[e] = t.nextInt("a vertex of an edge", 1, m);
                    b[e] = t.nextInt("a vertex of an edge", 1, m);
                }
                x ^= GreenHackenbush.value(m, a, b, 1);
            }
            out.append(x != 0 ? "Sally\n" : "Harry\n");
        }
        t.expectEnd();
        return out.toString();
    }
}
