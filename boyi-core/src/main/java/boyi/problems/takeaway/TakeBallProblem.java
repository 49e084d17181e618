package boyi.problems.takeaway;

import boyi.games.takeaway.ParityGame;
import boyi.games.takeaway.ParityPosition;
import boyi.games.takeaway.TakeBallGame;
import boyi.games.heaprules.TakeSet;
import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;

/**
 * 取球博弈 (Lanqiao Cup 2016): line 1 the take set, line 2 the games' ball counts; one
 * {@code + 0 -} per game. Solved by the parity family (win=odd) and its proven period.
 *
 * <pre>{@code
 * new TakeBallProblem().solve("1 2 3\n1 2 3 4 5\n", List.of())   // "+ 0 + 0 -\n"
 * }</pre>
 */
public final class TakeBallProblem extends JudgeProblem {

    /** The id of {@code boyi problem take-ball}. */
    public static final String ID = "take-ball";

    /** The family this problem evaluates with (the same one the catalogue lists). */
    private static final TakeBallGame FAMILY = new TakeBallGame();

    private static final int MAX_TAKES = 100;

    public TakeBallProblem() {
        super(ID,
                "取球博弈", "take-ball (odd holding wins)",
                Text.of("每次从取数集合中恰好取 n_i 个球，最后手中球数为奇数的一方胜偶数的一方：每局输出 + 0 -。",
                        "Take exactly n_i balls from the take set; odd holding beats even at the end: + 0 - per game."));
    }

    @Override
    public String solve(String input, List<String> options) {
        Tokens t = new Tokens(input);
        if (!t.hasNext()) {
            throw new BadInputException(Text.of("第 1 行：输入结束了，应为取数集合（1 到 100 个 1..10^18 的整数）",
                    "line 1: input ends, expected the take set (1 to 100 whole numbers 1..10^18)"));
        }
        int takeLine = t.nextLineNumber();
        List<Long> takes = new ArrayList<>();
        while (t.hasNext() && t.nextLineNumber() == takeLine) {
            long take = t.nextLong(Text.of("取数（每次取走的球数）", "a take, the number of balls a move takes"), 1, Tokens.E18);
            if (takes.size() == MAX_TAKES) {
                Text where = t.where(Long.toString(take));
                throw new BadInputException(Text.of(where.zh() + "：第 " + takeLine + " 行最多 " + MAX_TAKES + " 个取数",
                        where.en() + ": expected at most " + MAX_TAKES + " takes on line " + takeLine));
            }
            takes.add(take);
        }
        if (!t.hasNext()) {
            throw new BadInputException(Text.format("第 %d 行：输入结束了，应为各局的球数",
                    "line %d: input ends, expected the ball counts of the games", takeLine + 1));
        }
        List<Long> counts = new ArrayList<>();
        while (t.hasNext()) {
            counts.add(t.nextLong(Text.of("一局的球数", "a ball count"), 0, Tokens.E18));
        }
        TakeBallGame family = FAMILY;
        ParityGame.Instance game = family.game(TakeSet.of(takes.stream().mapToLong(Long::longValue).toArray()));
        StringBuilder out = new StringBuilder(counts.size() * 2);
        for (long n : counts) {
            out.append(out.length() == 0 ? "" : " ").append(game.outcome(ParityPosition.start(n)).sign());
        }
        return out.append('\n').toString();
    }
}
