package boyi.analysis;

import boyi.model.MoveShape;
import boyi.model.Value;
import boyi.util.Text;

/**
 * One legal move in an analysis: its name in the move syntax (what {@code play} accepts), its
 * label for a reader in both languages, the position it leads to, and its value for the player
 * who makes it (a move into a lost position is a winning move), and its shape, what it does for a
 * program (a board) that must not read names.
 *
 * <pre>{@code
 * new MoveValue("take 2", Text.of("取 2 个", "take 2"), "8", Value.win(5), MoveShape.reaching("8"))
 * }</pre>
 */
public record MoveValue(String move, Text label, String result, Value value, MoveShape shape) {
}
