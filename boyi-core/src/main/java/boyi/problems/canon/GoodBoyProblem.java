package boyi.problems.canon;

import boyi.util.Text;
import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import boyi.problems.canon.JudgeCases.NumberList;
import boyi.theory.NimTheory;
import java.util.List;

/**
 * {@code good-boy} (HDU 1850): Nim; the number of winning first moves. A pile a offers exactly one
 * winning move, to {@code a xor s} (s the nim-sum), when that is smaller, so the count is one pass
 * over the piles after the XOR. Cases until a line {@code 0}; Boyi limits M <= 10^6, sizes
 * 0..10^18.
 *
 * <pre>{@code
 * new GoodBoyProblem().solve("3\n5 7 9\n0\n", List.of());   // "1\n"
 * }</pre>
 */
public final class GoodBoyProblem extends JudgeProblem {

    /** The id of {@code boyi problem good-boy}. */
    public static final String ID = "good-boy";

    private static final NumberList PILES = new NumberList(Text.of("堆数 M（或 0 结束）", "the number of piles M (or 0 to end)"), 0,
            CanonLimits.MAX_PILES, Text.of("一堆的石子数", "a pile size"), 0, Tokens.E18);

    public GoodBoyProblem() {
        super(ID, "Being a Good Boy in Spring Festival（尼姆必胜走法数）", "Being a Good Boy in Spring Festival",
                Text.of("尼姆：先手第一步有几种必胜走法（先手必败时为 0），以 0 结束。",
                        "Nim: how many different first moves win (0 when the first player loses). Cases end with 0."));
    }

    @Override
    public String solve(String input, List<String> options) {
        return JudgeCases.untilEmptyList(input, PILES, (piles, t) -> NimTheory.winningMoves(piles, false).size() + "\n");
    }
}
