package boyi.problems.classic;

import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import boyi.util.Text;
import boyi.theory.NimTheory;
import boyi.util.WholeNumber;
import java.util.List;

/**
 * {@code nim}: n, then n pile sizes; {@code Yes} when the first player wins (the XOR of the pile
 * sizes is not 0: {@link NimTheory}, the theorem {@code solve nim} uses), else {@code No}. Boyi limits: n <= 10^6, sizes <= 10^18, read in one pass.
 *
 * <pre>{@code
 * new NimProblem().solve("3\n3 4 5\n", List.of());   // "Yes\n"
 * }</pre>
 */
public final class NimProblem extends JudgeProblem {

    /** The id of {@code boyi problem nim}. */
    public static final String ID = "nim";

    public static final int MAX_PILES = 1_000_000;
    private static final Text PILE = Text.of("一堆的石子数", "a pile size");

    public NimProblem() {
        super(ID,
                "尼姆博弈", "Nim",
                Text.of("n 堆石子，每次从一堆取任意个，取走最后一个的人赢。先手必胜输出 Yes，否则 No。",
                        "n piles; take any number from one pile; whoever takes the last stone wins. Yes/No for the first player."));
    }

    @Override
    public String solve(String input, List<String> options) {
        Tokens t = new Tokens(input);
        int n = t.nextInt(Text.of("堆数 n", "the number of piles n"), 1, MAX_PILES);
        long[] piles = new long[n];
        for (int i = 0; i < n; i++) {
            piles[i] = t.nextLong(PILE, 0, WholeNumber.E18);
        }
        t.expectEnd();
        return NimTheory.moverWins(piles, false) ? "Yes\n" : "No\n";
    }
}
