package boyi.problems.takeaway;

import boyi.util.Text;
import boyi.analysis.Analyzer;
import boyi.games.GameInstance;
import boyi.games.takeaway.SubtractionGame;
import boyi.games.heaprules.TakeSet;
import boyi.model.Outcome;
import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import java.util.List;

/**
 * 取球游戏 (Lanqiao Cup 2012): take 1, 3, 7 or 8; whoever takes the last ball loses. The misère
 * subtraction game {1,3,7,8}; {@code 1} when the first player wins, else {@code 0}.
 *
 * <pre>{@code
 * new BallGameProblem().solve("4\n1\n2\n10\n18\n", List.of())   // "0\n1\n1\n0\n"
 * }</pre>
 */
public final class BallGameProblem extends JudgeProblem {

    /** The id of {@code boyi problem ball-game}. */
    public static final String ID = "ball-game";

    /** The family this problem evaluates with (the same one the catalogue lists). */
    private static final SubtractionGame FAMILY = new SubtractionGame();

    public BallGameProblem() {
        super(ID,
                "取球游戏", "ball game (take 1, 3, 7 or 8; last ball loses)",
                Text.of("每次取 1、3、7 或 8 个球，取走最后一个球的人输：先手必胜输出 1，否则 0。",
                        "Take 1, 3, 7 or 8 balls; whoever takes the last ball loses: 1 if the first player wins, else 0."));
    }

    @Override
    public String solve(String input, List<String> options) {
        Tokens t = new Tokens(input);
        long k = t.nextLong(Text.of("局数 k", "the number of games k"), 0, Integer.MAX_VALUE);
        GameInstance<List<Long>> game = SubtractionGame.game(FAMILY, TakeSet.of(1, 3, 7, 8), true);
        StringBuilder out = new StringBuilder();
        for (long i = 0; i < k; i++) {
            long game1 = i + 1;
            long n = t.nextLong(() -> Text.format("第 %d 局的球数（共 %d 局）", "a ball count (game %d of %d)", game1, k),
                    0, Tokens.E18);
            out.append(Analyzer.value(game, List.of(n)).outcome() == Outcome.WIN ? "1\n" : "0\n");
        }
        t.expectEnd();
        return out.toString();
    }
}
