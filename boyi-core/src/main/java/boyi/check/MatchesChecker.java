package boyi.check;

import boyi.analysis.Analyzer;
import boyi.games.GameInstance;
import boyi.games.matches.MatchesBoard;
import boyi.games.matches.MatchesGame;
import boyi.model.Outcome;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The checker of the matches problems, where any winning move is right: the program's move must
 * be legal, and winning when the board is won ({@code -1} exactly when no match fits). For
 * {@code matches} the output is the board after the move; for {@code matches-multi} one move per
 * board, like {@code 00-}.
 *
 * <pre>{@code
 * new MatchesChecker(false).judge("0111\n-000\n-000\n", "-111\n-000\n-000\n", "-111\n-000\n-000\n").accepted();  // true
 * }</pre>
 */
final class MatchesChecker implements Checker {

    private static final GameInstance<MatchesBoard> GAME = new MatchesGame().instantiate(Map.of());

    private final boolean several;

    /** @param several {@code matches-multi}: n boards of 3 x 4 in, one move per line out */
    MatchesChecker(boolean several) {
        this.several = several;
    }

    @Override
    public CheckResult judge(String input, String expected, String got) {
        List<String> rows = TokenChecker.lines(input).stream().map(String::strip).filter(s -> !s.isEmpty()).toList();
        List<MatchesBoard> boards = new ArrayList<>();
        if (several) {
            for (int b = 0; b < Integer.parseInt(rows.get(0)); b++) {
                boards.add(board(rows.subList(1 + 3 * b, 4 + 3 * b)));
            }
        } else {
            boards.add(board(rows));
        }
        String[] answers = TokenChecker.tokens(got);
        int perBoard = several ? 1 : boards.get(0).rows();
        for (int b = 0; b < boards.size(); b++) {
            MatchesBoard board = boards.get(b);
            Text where = several ? Text.format("第 %d 个棋盘", "board %d", b + 1) : Text.of("棋盘", "the board");
            if (!board.hasMove()) {
                if (answers.length <= b || !answers[b].equals("-1")) {
                    return CheckResult.wrong(where.plus(Text.of("：无棋可走，应输出 -1", ": no match fits, expected -1")));
                }
                continue;
            }
            int first = b * perBoard;
            if (answers.length < first + (several ? 1 : board.rows())) {
                return CheckResult.wrong(where.plus(Text.of("：输出缺了", ": the output is missing")));
            }
            MatchesBoard after = several ? moved(board, answers[first]) : after(board, answers, first);
            if (after == null) {
                return CheckResult.wrong(where.plus(Text.of("：不是一步合法的走法", ": not a legal move")));
            }
            if (Analyzer.value(GAME, board).outcome() == Outcome.WIN && Analyzer.value(GAME, after).outcome() != Outcome.LOSS) {
                return CheckResult.wrong(where.plus(Text.of("：先手必胜，但这一步不是必胜的走法", ": the first player wins, but this move does not")));
            }
        }
        int tokens = several ? boards.size() : boards.get(0).hasMove() ? boards.get(0).rows() : 1;
        if (answers.length != tokens) {
            return CheckResult.wrong(Text.format("应有 %d 个词，得到 %d 个", "expected %d tokens, got %d", tokens, answers.length));
        }
        return TokenChecker.lines(got).size() == tokens ? CheckResult.ACCEPTED
                : new CheckResult(CheckVerdict.PRESENTATION, Text.of("走法都对，但行数不对", "the moves are right, but the lines are not"));
    }

    private static MatchesBoard board(List<String> rows) {
        return MatchesBoard.fromRows(rows, i -> Text.format("第 %d 行", "row %d", i + 1));
    }

    /** The board after a move named like {@code 21-}, or null when it is no legal move. */
    private static MatchesBoard moved(MatchesBoard board, String move) {
        if (move.length() != 3) {
            return null;
        }
        int r = move.charAt(0) - '0';
        int c = move.charAt(1) - '0';
        char o = move.charAt(2);
        if (r < 0 || r >= board.rows() || c < 0 || c >= board.cols() || o != '-' && o != '1' || !board.canPlace(r, c, o)) {
            return null;
        }
        return board.place(r, c, o);
    }

    /** The board the program printed, or null when it is not the board after one legal move. */
    private static MatchesBoard after(MatchesBoard board, String[] answers, int first) {
        MatchesBoard printed;
        try {
            printed = board(List.of(answers).subList(first, first + board.rows()));
        } catch (BadInputException | IllegalArgumentException e) {
            return null;
        }
        for (var m : board.moves()) {
            if (m.result().equals(printed)) {
                return printed;
            }
        }
        return null;
    }
}
