package boyi.problems.classic;

import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import boyi.util.Text;
import boyi.util.WholeNumber;
import boyi.theory.WythoffTheory;
import java.util.List;

/**
 * {@code wythoff}: two piles {@code a b}; {@code Yes} when the first player wins Wythoff's game,
 * decided exactly with integer arithmetic up to 10^18 (no golden ratio in floating point).
 *
 * <pre>{@code
 * new WythoffProblem().solve("1 2\n", List.of());   // "No\n"
 * }</pre>
 */
public final class WythoffProblem extends JudgeProblem {

    /** The id of {@code boyi problem wythoff}. */
    public static final String ID = "wythoff";

    public WythoffProblem() {
        super(ID,
                "威佐夫博弈", "Wythoff's game",
                Text.of("两堆石子，从一堆取任意个或两堆取同样多，取走最后一个的人赢。输出 Yes/No。",
                        "Two piles; take from one pile or the same from both; whoever takes the last stone wins. Yes/No."));
    }

    @Override
    public String solve(String input, List<String> options) {
        Tokens t = new Tokens(input);
        long a = t.nextLong(Text.of("第一堆的石子数 a", "the first pile a"), 0, WholeNumber.E18);
        long b = t.nextLong(Text.of("第二堆的石子数 b", "the second pile b"), 0, WholeNumber.E18);
        t.expectEnd();
        return WythoffTheory.isCold(a, b) ? "No\n" : "Yes\n";
    }
}
