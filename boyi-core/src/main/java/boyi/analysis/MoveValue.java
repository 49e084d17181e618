package boyi.analysis;

import boyi.model.Value;

/**
 * One legal move in an analysis: its name, the position it leads to, and its value for the
 * player who makes it (a move into a lost position is a winning move).
 *
 * <pre>{@code
 * new MoveValue("take 2", "8", Value.win(5))
 * }</pre>
 */
public record MoveValue(String move, String result, Value value) {
}
