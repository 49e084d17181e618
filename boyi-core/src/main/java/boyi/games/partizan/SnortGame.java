package boyi.games.partizan;

import boyi.util.Text;

/**
 * Snort (斯诺特): players take turns colouring an uncoloured vertex, Left blue, Right red, never
 * next to a vertex of the opponent's colour; whoever cannot colour loses. Snort is a hot game:
 * a single edge is {@code +-1} (Winning Ways). Boards as in {@link ColouringGame}.
 *
 * <pre>{@code
 * new SnortGame().report(".").value().toString();    // "*"
 * new SnortGame().report("..").value().toString();   // "+-1"
 * }</pre>
 */
public final class SnortGame extends ColouringGame {

    public SnortGame() {
        super("snort", "斯诺特（Snort）", "Snort",
                Text.of("两人轮流给图上一个未涂色的点涂色，左方涂蓝（L），右方涂红（R）；不许涂在与对方颜色的点相邻的点上；"
                                + "轮到谁无点可涂谁输。价值是组合博弈论的标准型。",
                        "Players take turns colouring an uncoloured vertex of a graph, Left blue (L), Right red (R), never "
                                + "next to a vertex of the opponent's colour; whoever cannot colour loses. The value is the "
                                + "canonical form of combinatorial game theory."),
                "...|...");
    }

    @Override
    protected char forbiddenNeighbour(boolean left) {
        return left ? 'R' : 'L';
    }
}
