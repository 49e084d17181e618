package boyi.problems.takeaway;

import boyi.model.Outcome;
import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import boyi.util.Text;
import boyi.util.WholeNumber;
import boyi.theory.Bash;
import java.util.List;

/**
 * 巴什博弈, normal play ({@code bash}) and misère ({@code bash-misere}): input {@code n m},
 * output {@code Yes} when the first player wins. Decided by the Bash theorem.
 *
 * <pre>{@code
 * BashProblem.normal().solve("10 3\n", List.of())   // "Yes\n"
 * BashProblem.misere().solve("1 5\n", List.of())    // "No\n"
 * }</pre>
 */
public final class BashProblem extends JudgeProblem {

    /** The ids of {@code boyi problem bash} and {@code bash-misere}. */
    public static final String ID = "bash";
    public static final String MISERE_ID = "bash-misere";

    private final boolean misere;

    private BashProblem(boolean misere) {
        super(misere ? MISERE_ID : ID,
                misere ? "巴什博弈（反常）" : "巴什博弈",
                misere ? "Bash's game, misère" : "Bash's game",
                Text.of("一堆 n 个，每次取 1..m 个，取走最后一个的人" + (misere ? "输" : "赢") + "：先手必胜输出 Yes。",
                        "One pile of n, take 1..m; whoever takes the last stone " + (misere ? "loses" : "wins")
                                + ": Yes if the first player wins."));
        this.misere = misere;
    }

    public static BashProblem normal() {
        return new BashProblem(false);
    }

    public static BashProblem misere() {
        return new BashProblem(true);
    }

    @Override
    public String solve(String input, List<String> options) {
        Tokens t = new Tokens(input);
        long n = t.nextLong(Text.of("石子数 n", "the pile size n"), 0, WholeNumber.E18);
        long m = t.nextLong(Text.of("每次最多取的石子数 m", "the most stones a move takes m"), 1, WholeNumber.E18);
        t.expectEnd();
        return Bash.value(n, m, misere).outcome() == Outcome.WIN ? "Yes\n" : "No\n";
    }
}
