package boyi.games.partizan;

import boyi.util.Text;

/**
 * Col (科尔涂色棋): players take turns colouring an uncoloured vertex, Left blue, Right red, never next
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
        super("col", "科尔涂色棋", "Col", Text.of("自己", "their own"),
                Text.of("（总是一个数或数加 *）", " (always a number or a number plus *)"), "....|....");
    }

    @Override
    protected char forbiddenNeighbour(boolean left) {
        return left ? 'L' : 'R';
    }
}
