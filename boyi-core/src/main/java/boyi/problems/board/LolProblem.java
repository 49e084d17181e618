package boyi.problems.board;

import boyi.games.board.LolGame;
import boyi.games.board.LolSolver;
import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import boyi.util.BadInputException;
import boyi.util.TooLargeException;
import java.util.List;

/**
 * {@code lol} (填字母游戏, Lanqiao Cup 2017): n boards over {@code *LO}, one per line; for each
 * {@code 1} if the player to move wins, {@code 0} if they can force a draw, {@code -1} if they lose
 * (also when the board already contains {@code LOL}). Boyi accepts any n and long rows; see
 * {@link LolSolver} for the method and its limits.
 *
 * <pre>{@code
 * new LolProblem().solve("4\n***\nL**L\nL**L***L\nL*****L\n", List.of());   // "0\n-1\n1\n1\n"
 * }</pre>
 */
public final class LolProblem extends JudgeProblem {

    public LolProblem() {
        super("lol",
                "填字母游戏", "LOL (fill in letters)",
                "n boards over *LO: 1 if the player to move can make LOL first, 0 draw, -1 loss");
    }

    @Override
    public String solve(String input, List<String> options) {
        if (!options.isEmpty()) {
            throw new BadInputException("unexpected option " + options.get(0) + " (lol takes none)");
        }
        Tokens tokens = new Tokens(input);
        long n = tokens.nextLong("the number of boards", 0, Integer.MAX_VALUE);
        LolSolver solver = new LolSolver();
        StringBuilder out = new StringBuilder();
        for (long k = 1; k <= n; k++) {
            String what = "board " + k + " of " + n + " (a row over *LO)";
            String row = tokens.next(what);
            if (row.length() > LolGame.MAX_ROW) {
                throw new BadInputException(tokens.where(row) + ": a board of " + row.length() + " cells is longer than "
                        + LolGame.MAX_ROW);
            }
            String bad = LolGame.badCell(row);
            if (bad != null) {
                throw new BadInputException(tokens.where(row) + ": expected " + what + "; " + bad);
            }
            try {
                out.append(solver.outcome(row).number()).append('\n');
            } catch (TooLargeException e) {
                throw new TooLargeException(tokens.where(row) + ": " + e.getMessage());
            }
        }
        tokens.expectEnd();
        return out.toString();
    }
}
