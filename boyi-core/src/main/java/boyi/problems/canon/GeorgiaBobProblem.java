package boyi.problems.canon;

import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import boyi.theory.ChessmenRowTheory;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.List;

/**
 * {@code georgia-bob} (POJ 1704): chessmen slide left on a row; staircase Nim on the gaps
 * ({@link ChessmenRowTheory}). T cases; Boyi limits N <= 10^6 distinct cells 1..10^18, sorted
 * here; a repeated cell is an input error.
 *
 * <pre>{@code
 * new GeorgiaBobProblem().solve("1\n3\n1 2 3\n", List.of());   // "Bob will win\n"
 * }</pre>
 */
public final class GeorgiaBobProblem extends JudgeProblem {

    public GeorgiaBobProblem() {
        super("georgia-bob", "Georgia and Bob（阶梯博弈）", "Georgia and Bob",
                Text.of("一行棋子向左移动，不能越过别的棋子；即阶梯尼姆。输出 Georgia/Bob will win。",
                        "Chessmen slide left on a row without passing each other; staircase Nim. Georgia/Bob will win."));
    }

    @Override
    public String solve(String input, List<String> options) {
        Tokens t = new Tokens(input);
        int cases = t.nextInt("the number of cases T", 1, CanonLimits.MAX_CASES);
        StringBuilder out = new StringBuilder();
        for (int c = 0; c < cases; c++) {
            int caseLine = t.nextLineNumber();
            int n = t.nextInt("the number of chessmen N", 1, CanonLimits.MAX_PILES);
            long[] cells = new long[n];
            for (int i = 0; i < n; i++) {
                cells[i] = t.nextLong("a chessman's cell", 1, Tokens.E18);
            }
            long[] sorted = ChessmenRowTheory.sorted(cells);
            long repeat = ChessmenRowTheory.firstRepeat(sorted);
            if (repeat >= 0) {
                throw new BadInputException(Text.format("从第 %2$d 行开始的第 %1$d 组：格子 %3$d 上有两枚棋子",
                        "case %d (from line %d): two chessmen on cell %d", c + 1, caseLine, repeat));
            }
            out.append(ChessmenRowTheory.gapXor(sorted) != 0 ? "Georgia will win\n" : "Bob will win\n");
        }
        t.expectEnd();
        return out.toString();
    }
}
