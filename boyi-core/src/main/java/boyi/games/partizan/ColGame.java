package boyi.games.partizan;

import boyi.util.Text;

/**
 * Col (科尔): players take turns colouring an uncoloured vertex, Left blue, Right red, never next
 * to a vertex of their own colour; whoever cannot colour loses. Every Col position is a number or
 * a number plus {@code *} (Winning Ways). Boards as in {@link ColouringGame}.
 *
 * <pre>{@code
 * new ColGame().report(".").value().toString();     // "*"
 * new ColGame().report("..").value().toString();    // "0"
 * new ColGame().report("L..").value().toString();   // "-1/2"
 * }</pre>
 */
public final class ColGame extends ColouringGame {

    public ColGame() {
        super("col", "科尔（Col）", "Col",
                Text.of("两人轮流给图上一个未涂色的点涂色，左方涂蓝（L），右方涂红（R）；不许涂在与自己颜色的点相邻的点上；"
                                + "轮到谁无点可涂谁输。价值是组合博弈论的标准型（总是一个数或数加 *）。",
                        "Players take turns colouring an uncoloured vertex of a graph, Left blue (L), Right red (R), never "
                                + "next to a vertex of their own colour; whoever cannot colour loses. The value is the "
                                + "canonical form of combinatorial game theory (always a number or a number plus *)."),
                "....|....");
    }

    @Override
    protected char forbiddenNeighbour(boolean left) {
        return left ? 'L' : 'R';
    }
}
