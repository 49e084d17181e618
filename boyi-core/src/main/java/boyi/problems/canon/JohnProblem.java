package boyi.problems.canon;

import boyi.util.Text;
import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import boyi.problems.canon.JudgeCases.NumberList;
import boyi.theory.NimTheory;
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

    /** The id of {@code boyi problem john}. */
    public static final String ID = "john";

    private static final NumberList PILES = new NumberList(Text.of("堆数 N", "the number of piles N"), 1, CanonLimits.MAX_PILES,
            Text.of("一堆糖的个数", "a pile size"), 0, Tokens.E18);

    public JohnProblem() {
        super(ID, "John（反尼姆）", "John (misère Nim)",
                Text.of("反尼姆：每次吃同一种颜色的糖，吃到最后一颗的人输。先手必胜输出 John，否则 Brother。",
                        "Misère Nim: eat candies of one colour; whoever eats the last candy loses. John/Brother for the first player."));
    }

    @Override
    public String solve(String input, List<String> options) {
        return JudgeCases.counted(input, (t, c) -> NimTheory.moverWins(PILES.read(t), true) ? "John\n" : "Brother\n");
    }
}
