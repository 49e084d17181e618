package boyi.problems.canon;

import boyi.util.Text;
import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import boyi.theory.AntiSgTheory;
import java.util.List;

/**
 * {@code be-the-winner} (HDU 2509): rows of apples; a move takes consecutive apples from one row
 * (maybe splitting it); whoever takes the last apple loses. A row's Grundy value is its length
 * (every option leaves two rows a + b < n worth a xor b <= a + b), and a row of value 0 is
 * empty, so the Anti-SG rule ({@link AntiSgTheory}) decides: {@code Yes} when the first player
 * wins. Cases until end of input; Boyi limits n <= 10^6 rows of 0..10^18 apples.
 *
 * <pre>{@code
 * new BeTheWinnerProblem().solve("2\n2 2\n1\n3\n", List.of());   // "No\nYes\n"
 * }</pre>
 */
public final class BeTheWinnerProblem extends JudgeProblem {

    public BeTheWinnerProblem() {
        super("be-the-winner", "Be the Winner（取连续苹果，反取）", "Be the Winner",
                Text.of("几排苹果，每次从一排取连续的若干个，取走最后一个的人输。输出 Yes/No。",
                        "Rows of apples; take consecutive apples from one row; whoever takes the last apple loses. Yes/No."));
    }

    @Override
    public String solve(String input, List<String> options) {
        Tokens t = new Tokens(input);
        StringBuilder out = new StringBuilder();
        while (t.hasNext()) {
            int n = t.nextInt("the number of rows n", 1, CanonLimits.MAX_PILES);
            long xor = 0;
            boolean big = false;
            for (int i = 0; i < n; i++) {
                long a = t.nextLong("a row length", 0, Tokens.E18);
                xor ^= a;
                big |= a > 1;
            }
            out.append(AntiSgTheory.moverWins(xor, big) ? "Yes\n" : "No\n");
        }
        return out.toString();
    }
}
