package boyi.problems.canon;

import boyi.util.Text;
import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import boyi.theory.MultiplicationGameTheory;
import java.util.List;

/**
 * {@code multiplication} (HDU 1517, POJ 2505, UVa 847): multiply p = 1 by 2..9 in turn; the first
 * to reach n wins. {@code Stan wins.} or {@code Ollie wins.} by the 9/18 rule
 * ({@link MultiplicationGameTheory}). One n per line until end of input; Boyi limits 2..10^18.
 *
 * <pre>{@code
 * new MultiplicationProblem().solve("162\n17\n", List.of());   // "Stan wins.\nOllie wins.\n"
 * }</pre>
 */
public final class MultiplicationProblem extends JudgeProblem {

    /** The id of {@code boyi problem multiplication}. */
    public static final String ID = "multiplication";

    private static final Text TARGET = Text.of("目标 n", "n");

    public MultiplicationProblem() {
        super(ID, "乘法游戏", "A Multiplication Game",
                Text.of("p = 1，两人轮流把它乘上 2..9，先使 p >= n 的人赢。输出 Stan wins./Ollie wins.",
                        "p = 1; multiply it by 2..9 in turn; the first to make p >= n wins. Stan wins./Ollie wins."));
    }

    @Override
    public String solve(String input, List<String> options) {
        return JudgeCases.untilEnd(input, (t, c) ->
                MultiplicationGameTheory.moverWins(t.nextLong(TARGET, 2, Tokens.E18)) ? "Stan wins.\n" : "Ollie wins.\n");
    }
}
