package boyi.problems.canon;

import boyi.util.Text;
import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import boyi.theory.AntiSgTheory;
import java.util.List;

/**
 * {@code john} (HDU 1907, POJ 3480): misère Nim. T cases of N pile sizes; {@code John} when the
 * first player wins, else {@code Brother}, by the Anti-SG rule ({@link AntiSgTheory}): a pile's
 * Grundy value is its size. Boyi limits: N <= 10^6 piles, sizes 0..10^18, one pass.
 *
 * <pre>{@code
 * new JohnProblem().solve("2\n3\n3 5 1\n1\n1\n", List.of());   // "John\nBrother\n"
 * }</pre>
 */
public final class JohnProblem extends JudgeProblem {

    public JohnProblem() {
        super("john", "John（反尼姆）", "John (misère Nim)",
                Text.of("反尼姆：每次吃同一种颜色的糖，吃到最后一颗的人输。先手必胜输出 John，否则 Brother。",
                        "Misère Nim: eat candies of one colour; whoever eats the last candy loses. John/Brother for the first player."));
    }

    @Override
    public String solve(String input, List<String> options) {
        Tokens t = new Tokens(input);
        int cases = t.nextInt("the number of cases T", 1, CanonLimits.MAX_CASES);
        StringBuilder out = new StringBuilder();
        for (int c = 0; c < cases; c++) {
            int n = t.nextInt("the number of piles N", 1, CanonLimits.MAX_PILES);
            long xor = 0;
            boolean big = false;
            for (int i = 0; i < n; i++) {
                long a = t.nextLong("a pile size", 0, Tokens.E18);
                xor ^= a;
                big |= a > 1;
            }
            out.append(AntiSgTheory.moverWins(xor, big) ? "John\n" : "Brother\n");
        }
        t.expectEnd();
        return out.toString();
    }
}
