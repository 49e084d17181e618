package boyi.problems.canon;

import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import boyi.theory.NorthcottTheory;
import boyi.util.BadInputException;
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

    public NorthcottProblem() {
        super("northcott", "Northcott 游戏", "Northcott Game",
                Text.of("每行有 Tom 和 Jerry 各一枚棋子，沿本行移动自己的棋子，不能跳过对方。输出 I WIN!/BAD LUCK!",
                        "Each row holds Tom's and Jerry's piece; move your own piece along its row without jumping. I WIN!/BAD LUCK!"));
    }

    @Override
    public String solve(String input, List<String> options) {
        Tokens t = new Tokens(input);
        StringBuilder out = new StringBuilder();
        while (t.hasNext()) {
            int n = t.nextInt("the number of rows n", 1, CanonLimits.MAX_PILES);
            long m = t.nextLong("the number of columns m", 2, Tokens.E18);
            long xor = 0;
            for (int i = 0; i < n; i++) {
                long tom = t.nextLong("Tom's column", 1, m);
                String token = Long.toString(t.nextLong("Jerry's column", 1, m));
                long jerry = Long.parseLong(token);
                if (jerry == tom) {
                    throw new BadInputException(Text.format("%s：杰瑞的棋子与汤姆的棋子在同一格",
                            "%s: Jerry's piece stands on Tom's cell", t.where(token), t.where(token)));
                }
                xor ^= NorthcottTheory.gap(tom, jerry);
            }
            out.append(xor != 0 ? "I WIN!\n" : "BAD LUCK!\n");
        }
        return out.toString();
    }
}
