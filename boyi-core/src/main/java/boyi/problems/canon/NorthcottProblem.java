package boyi.problems.canon;

import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import boyi.theory.NorthcottTheory;
import boyi.util.Text;
import java.util.List;

/**
 * {@code northcott} (HDU 1730): each row is a Nim heap of the cells between Tom's and Jerry's
 * pieces ({@link NorthcottTheory}); {@code I WIN!} when Tom (first) wins, else {@code BAD LUCK!}.
 * Cases until end of input; Boyi limits n <= 10^6 rows, m 2..10^18 columns.
 *
 * <pre>{@code
 * new NorthcottProblem().solve("3 6\n4 5\n1 2\n1 2\n", List.of());   // "BAD LUCK!\n"
 * }</pre>
 */
public final class NorthcottProblem extends JudgeProblem {

    /** The id of {@code boyi problem northcott}. */
    public static final String ID = "northcott";

    private static final Text ROWS = Text.of("行数 n", "the number of rows n");
    private static final Text COLUMNS = Text.of("列数 m", "the number of columns m");
    private static final Text TOM = Text.of("汤姆的棋子所在的列", "Tom's column");
    private static final Text JERRY = Text.of("杰瑞的棋子所在的列", "Jerry's column");

    public NorthcottProblem() {
        super(ID, "Northcott 游戏", "Northcott Game",
                Text.of("每行有 Tom 和 Jerry 各一枚棋子，沿本行移动自己的棋子，不能跳过对方。输出 I WIN!/BAD LUCK!",
                        "Each row holds Tom's and Jerry's piece; move your own piece along its row without jumping. I WIN!/BAD LUCK!"));
    }

    @Override
    public String solve(String input, List<String> options) {
        return JudgeCases.untilEnd(input, (t, c) -> {
            int n = t.nextInt(ROWS, 1, CanonLimits.MAX_PILES);
            long m = t.nextLong(COLUMNS, 2, Tokens.E18);
            long xor = 0;
            for (int i = 0; i < n; i++) {
                long tom = t.nextLong(TOM, 1, m);
                long jerry = t.nextLong(JERRY, 1, m);
                if (jerry == tom) {
                    throw InputPlace.error(t, Long.toString(jerry), Text.of("杰瑞的棋子与汤姆的棋子在同一格",
                            "Jerry's piece stands on Tom's cell"));
                }
                xor ^= NorthcottTheory.gap(tom, jerry);
            }
            return xor != 0 ? "I WIN!\n" : "BAD LUCK!\n";
        });
    }
}
