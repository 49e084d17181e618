package boyi.problems.canon;

import boyi.util.Text;
import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import boyi.problems.canon.JudgeCases.NumberList;
import boyi.theory.NimTheory;
import java.util.List;

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

    /** The id of {@code boyi problem take-m-piles}. */
    public static final String ID = "take-m-piles";

    private static final NumberList PILES = new NumberList(Text.of("堆数 m（或 0 结束）", "the number of piles m (or 0 to end)"), 0,
            CanonLimits.MAX_PILES, Text.of("一堆的石子数", "a pile size"), 1, Tokens.E18);

    public TakeMPilesProblem() {
        super(ID, "取(m堆)石子游戏", "Take Stones from m Piles",
                Text.of("尼姆：先手必败输出 No，否则输出 Yes 和每种必胜的第一步 \"a b\"，以 0 结束。",
                        "Nim: No when the first player loses, else Yes and every winning first move \"a b\". Cases end with 0."));
    }

    @Override
    public String solve(String input, List<String> options) {
        return JudgeCases.untilEmptyList(input, PILES, (piles, t) -> {
            List<NimTheory.PileMove> moves = NimTheory.winningMoves(piles, false);
            StringBuilder out = new StringBuilder(moves.isEmpty() ? "No\n" : "Yes\n");
            for (NimTheory.PileMove m : moves) {
                out.append(m.from()).append(' ').append(m.to()).append('\n');
            }
            return out.toString();
        });
    }
}
