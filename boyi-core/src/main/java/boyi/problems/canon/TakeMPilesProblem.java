package boyi.problems.canon;

import boyi.util.Text;
import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import boyi.problems.canon.JudgeCases.NumberList;
import java.util.List;
import java.util.Optional;

/**
 * {@code take-m-piles} (HDU 2176): Nim; {@code No} when the first player loses, else {@code Yes}
 * and every winning first move {@code a b} (a pile of a stones left with b = a xor s), piles in
 * input order. Cases until a line {@code 0}; Boyi limits m <= 10^6 piles of 1..10^18.
 *
 * <pre>{@code
 * new TakeMPilesProblem().solve("3\n3 6 9\n0\n", List.of());   // "Yes\n9 5\n"
 * }</pre>
 */
public final class TakeMPilesProblem extends JudgeProblem {

    private static final NumberList PILES = new NumberList(Text.of("堆数 m（或 0 结束）", "the number of piles m (or 0 to end)"), 0,
            CanonLimits.MAX_PILES, Text.of("一堆的石子数", "a pile size"), 1, Tokens.E18);

    public TakeMPilesProblem() {
        super("take-m-piles", "取(m堆)石子游戏", "Take Stones from m Piles",
                Text.of("尼姆：先手必败输出 No，否则输出 Yes 和每种必胜的第一步 \"a b\"，以 0 结束。",
                        "Nim: No when the first player loses, else Yes and every winning first move \"a b\". Cases end with 0."));
    }

    @Override
    public String solve(String input, List<String> options) {
        return JudgeCases.untilClosing(input, t -> {
            long[] piles = PILES.read(t);
            if (piles.length == 0) {
                return Optional.empty();
            }
            long xor = JudgeCases.xor(piles);
            if (xor == 0) {
                return Optional.of("No\n");
            }
            StringBuilder out = new StringBuilder("Yes\n");
            for (long a : piles) {
                long b = a ^ xor;
                if (b < a) {
                    out.append(a).append(' ').append(b).append('\n');
                }
            }
            return Optional.of(out.toString());
        });
    }
}
