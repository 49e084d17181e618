package boyi.problems.board;

import boyi.analysis.Analyzer;
import boyi.games.GameInstance;
import boyi.games.matches.MatchesBoard;
import boyi.games.matches.MatchesGame;
import boyi.model.Move;
import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code boyi problem matches} (火柴游戏, Lanqiao Cup 2012): the board, one row per line (any
 * rectangle up to 6 x 6), in; the board after a best move out, or {@code -1} when no match can
 * be placed. Best: the quickest win when the position is won, otherwise the move that
 * postpones defeat longest.
 *
 * <pre>{@code
 * new MatchesProblem().solve("0111\n-000\n-000\n", List.of());   // "-111\n-000\n-000\n"
 * }</pre>
 */
public final class MatchesProblem extends JudgeProblem {

    /** The id of {@code boyi problem matches}. */
    public static final String ID = "matches";

    /** The game every board is analysed in (stateless: its tables and databases are shared by size). */
    private static final GameInstance<MatchesBoard> GAME = new MatchesGame().instantiate(Map.of());

    public MatchesProblem() {
        super(ID,
                "火柴游戏", "Matches",
                Text.of("输入由 0、- 和 1 组成的棋盘（不超过 6 x 6）；输出走了必胜（或拖得最久的）一步之后的棋盘，无棋可走则输出 -1",
                        "a board of 0, - and 1 (up to 6 x 6) in; the board after a winning (or longest-losing) move out, -1 if none"));
    }

    @Override
    public String solve(String input, List<String> options) {
        noOptions(options);
        List<String> rows = new ArrayList<>();
        List<Integer> lineNumbers = new ArrayList<>();
        List<String> lines = Tokens.splitLines(input);
        for (int i = 0; i < lines.size(); i++) {
            String row = lines.get(i).strip();
            if (!row.isEmpty()) {
                rows.add(row);
                lineNumbers.add(i + 1);
            }
        }
        MatchesBoard board = MatchesBoard.fromRows(rows,
                i -> boyi.util.Text.format("第 %d 行", "line %d", lineNumbers.get(Math.min(i, lineNumbers.size() - 1))));
        Optional<String> move = bestMove(board);
        if (move.isEmpty()) {
            return "-1\n";
        }
        return String.join("\n", play(board, move.get()).rowStrings()) + "\n";
    }

    /**
     * The best move on {@code board} (row, column, direction, e.g. {@code 21-}): the quickest
     * win if the player to move wins, otherwise the slowest loss; empty when no move is left.
     */
    public static Optional<String> bestMove(MatchesBoard board) {
        return Analyzer.bestMove(GAME, board).map(Move::name);
    }

    /** The board after a move named like {@code 21-}. */
    public static MatchesBoard play(MatchesBoard board, String move) {
        return GAME.play(board, move);
    }

    static void noOptions(List<String> options) {
        if (!options.isEmpty()) {
            throw new BadInputException(Text.format("未知选项 \"%s\"（这道题不接受选项）",
                    "unknown option \"%s\" (this problem takes none)", options.get(0)));
        }
    }
}
