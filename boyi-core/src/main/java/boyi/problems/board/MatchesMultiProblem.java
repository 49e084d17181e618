package boyi.problems.board;

import boyi.games.matches.MatchesBoard;
import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * {@code boyi problem matches-multi} (火柴游戏, the original judge format): n &lt; 100, then n
 * boards of 3 lines x 4 characters; one line per board with the best move (row digit, column
 * digit, direction, e.g. {@code 00-}) or {@code -1} when no match can be placed.
 *
 * <pre>{@code
 * new MatchesMultiProblem().solve("1\n0111\n-000\n-000\n", List.of());   // "00-\n"
 * }</pre>
 */
public final class MatchesMultiProblem extends JudgeProblem {

    /** The id of {@code boyi problem matches-multi}. */
    public static final String ID = "matches-multi";

    static final int ROWS = 3;
    static final int COLS = 4;

    public MatchesMultiProblem() {
        super(ID,
                "火柴游戏（多组）", "Matches, several 3 x 4 boards",
                Text.of("先输入 n，再输入 n 个 3 行 4 列、由 0、- 和 1 组成的棋盘；输出每个棋盘的最佳一步（如 00-），无棋可走则输出 -1",
                        "n, then n boards of 3 lines x 4 characters 0, - and 1; the best move of each (e.g. 00-), -1 if none"));
    }

    @Override
    public String solve(String input, List<String> options) {
        MatchesProblem.noOptions(options);
        Tokens t = new Tokens(input);
        int n = t.nextInt(Text.of("棋盘个数", "the number of boards"), 0, 99);
        List<MatchesBoard> boards = new ArrayList<>();
        for (int b = 1; b <= n; b++) {
            List<String> rows = new ArrayList<>();
            List<Text> where = new ArrayList<>();
            for (int r = 1; r <= ROWS; r++) {
                int rowNumber = r;
                int boardNumber = b;
                Supplier<Text> what = () -> Text.format("第 %2$d 个棋盘的第 %1$d 行，由 %3$d 个 0、- 或 1 组成",
                        "row %d of board %d, %d characters 0, - or 1", rowNumber, boardNumber, COLS);
                String row = t.next(what);
                if (row.length() != COLS) {
                    Text at = t.where(row);
                    Text expected = what.get();
                    throw new BadInputException(Text.of(
                            at.zh() + "：应为" + expected.zh() + "（这一行有 " + row.length() + " 个字符）",
                            at.en() + ": expected " + expected.en() + " (this row has " + row.length() + ")"));
                }
                rows.add(row);
                where.add(t.where(row));
            }
            boards.add(MatchesBoard.fromRows(rows, where::get));
        }
        t.expectEnd();
        StringBuilder out = new StringBuilder();
        for (MatchesBoard board : boards) {
            out.append(MatchesProblem.bestMove(board).orElse("-1")).append('\n');
        }
        return out.toString();
    }
}
