package boyi.games.partizan;

import boyi.util.Text;

/**
 * Snort (斯诺特涂色棋): players take turns colouring an uncoloured vertex, Left blue, Right red, never
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
        super("snort", "斯诺特涂色棋", "Snort", Text.of("对方", "the opponent's"), Text.of("", ""), "...|...");
    }

    @Override
    protected char forbiddenNeighbour(boolean left) {
        return left ? 'R' : 'L';
    }
}
