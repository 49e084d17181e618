package boyi.problems.board;

import boyi.games.lol.LolGame;
import boyi.games.lol.LolRules;
import boyi.games.lol.LolSolver;
import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import boyi.util.BadInputException;
import boyi.util.Text;
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

    /** The id of {@code boyi problem lol}. */
    public static final String ID = "lol";

    public LolProblem() {
        super(ID,
                "填字母游戏", "LOL (fill in letters)",
                Text.of("n 个由 *LO 组成的棋盘：轮到的一方能先拼出 LOL 输出 1，平局输出 0，必败输出 -1",
                        "n boards over *LO: 1 if the player to move can make LOL first, 0 draw, -1 loss"));
    }

    @Override
    public String solve(String input, List<String> options) {
        if (!options.isEmpty()) {
            throw new BadInputException(Text.format("多余的选项 %s（lol 不接受选项）", "unexpected option %s (lol takes none)",
                    options.get(0)));
        }
        Tokens tokens = new Tokens(input);
        long n = tokens.nextLong(Text.of("棋盘数 n", "the number of boards"), 0, Integer.MAX_VALUE);
        LolSolver solver = new LolSolver();
        StringBuilder out = new StringBuilder();
        for (long k = 1; k <= n; k++) {
            long board = k;
            java.util.function.Supplier<Text> what = () -> Text.format("第 %d 块棋盘（共 %d 块，由 *LO 组成的一行）",
                    "board %d of %d (a row over *LO)", board, n);
            String row = tokens.next(what);
            Text where = tokens.where(row);
            if (row.length() > LolGame.MAX_ROW) {
                throw new BadInputException(Text.of(
                        where.zh() + "：第 " + k + " 块棋盘有 " + row.length() + " 格，超过了上限 " + LolGame.MAX_ROW + " 格",
                        where.en() + ": a board of " + row.length() + " cells is longer than " + LolGame.MAX_ROW));
            }
            Text bad = LolRules.badCell(row);
            if (bad != null) {
                throw new BadInputException(Text.of(where.zh() + "：应为" + what.get().zh() + "；" + bad.zh(),
                        where.en() + ": expected " + what.get().en() + "; " + bad.en()));
            }
            try {
                out.append(solver.outcome(row).number()).append('\n');
            } catch (TooLargeException e) {
                throw new TooLargeException(Text.of(where.zh() + "：" + e.text().zh(), where.en() + ": " + e.text().en()));
            }
        }
        tokens.expectEnd();
        return out.toString();
    }
}
