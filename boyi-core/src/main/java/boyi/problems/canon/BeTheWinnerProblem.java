package boyi.problems.canon;

import boyi.util.Text;
import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import boyi.problems.canon.JudgeCases.NumberList;
import boyi.theory.NimTheory;
import java.util.List;

/**
 * {@code be-the-winner} (HDU 2509): rows of apples; a move takes consecutive apples from one row
 * (maybe splitting it); whoever takes the last apple loses. A row's Grundy value is its length
 * (every option leaves two rows a + b < n worth a xor b <= a + b), and a row of value 0 is
 * empty, so misère Nim's Anti-SG rule decides, as in {@link JohnProblem}: {@code Yes} when the
 * first player wins. Cases until end of input; Boyi limits n <= 10^6 rows of 0..10^18 apples.
 *
 * <pre>{@code
 * new BeTheWinnerProblem().solve("2\n2 2\n1\n3\n", List.of());   // "No\nYes\n"
 * }</pre>
 */
public final class BeTheWinnerProblem extends JudgeProblem {

    /** The id of {@code boyi problem be-the-winner}. */
    public static final String ID = "be-the-winner";

    private static final NumberList ROWS = new NumberList(Text.of("行数 n", "the number of rows n"), 1, CanonLimits.MAX_PILES,
            Text.of("一行的苹果数", "a row length"), 0, Tokens.E18);

    public BeTheWinnerProblem() {
        super(ID, "Be the Winner（取连续苹果，反取）", "Be the Winner",
                Text.of("几排苹果，每次从一排取连续的若干个，取走最后一个的人输。输出 Yes/No。",
                        "Rows of apples; take consecutive apples from one row; whoever takes the last apple loses. Yes/No."));
    }

    @Override
    public String solve(String input, List<String> options) {
        return JudgeCases.untilEnd(input, (t, c) -> NimTheory.moverWins(ROWS.read(t), true) ? "Yes\n" : "No\n");
    }
}
