package boyi.problems.takeaway;

import boyi.model.Outcome;
import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import boyi.util.Text;
import boyi.util.WholeNumber;
import boyi.theory.Bash;
import java.util.List;

/**
 * HDU 1846 Brave Game: C cases of Bash's game {@code n m}; {@code first} when the first player
 * wins, else {@code second}.
 *
 * <pre>{@code
 * new BraveGameProblem().solve("2\n23 2\n4 3\n", List.of())   // "first\nsecond\n"
 * }</pre>
 */
public final class BraveGameProblem extends JudgeProblem {

    /** The id of {@code boyi problem brave-game}. */
    public static final String ID = "brave-game";

    public BraveGameProblem() {
        super(ID,
                "Brave Game（巴什博弈）", "Brave Game (HDU 1846)",
                Text.of("C 组巴什博弈 n m：先手必胜输出 first，否则 second。",
                        "C cases of Bash's game n m: first if the first player wins, else second."));
    }

    @Override
    public String solve(String input, List<String> options) {
        Tokens t = new Tokens(input);
        long cases = t.nextLong(Text.of("组数 C", "the number of cases C"), 0, Integer.MAX_VALUE);
        StringBuilder out = new StringBuilder();
        for (long i = 1; i <= cases; i++) {
            long n = t.nextLong(Text.of("第 " + i + " 组（共 " + cases + " 组）的石子数 n", "n of case " + i + " of " + cases), 0, WholeNumber.E18);
            long m = t.nextLong(Text.of("第 " + i + " 组（共 " + cases + " 组）每次最多取的个数 m", "m of case " + i + " of " + cases), 1, WholeNumber.E18);
            out.append(Bash.value(n, m, false).outcome() == Outcome.WIN ? "first\n" : "second\n");
        }
        t.expectEnd();
        return out.toString();
    }
}
