package boyi.problems.canon;

import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import boyi.problems.canon.JudgeCases.NumberList;
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

    /** The id of {@code boyi problem georgia-bob}. */
    public static final String ID = "georgia-bob";

    private static final NumberList CELLS = new NumberList(Text.of("棋子数 N", "the number of chessmen N"), 1, CanonLimits.MAX_PILES,
            Text.of("一枚棋子所在的格子", "a chessman's cell"), 1, Tokens.E18);

    public GeorgiaBobProblem() {
        super(ID, "Georgia and Bob（阶梯博弈）", "Georgia and Bob",
                Text.of("一行棋子向左移动，不能越过别的棋子；即阶梯尼姆。输出 Georgia/Bob will win。",
                        "Chessmen slide left on a row without passing each other; staircase Nim. Georgia/Bob will win."));
    }

    @Override
    public String solve(String input, List<String> options) {
        return JudgeCases.counted(input, (t, c) -> {
            int caseLine = t.nextLineNumber();
            long[] sorted = ChessmenRowTheory.sorted(CELLS.read(t));
            long repeat = ChessmenRowTheory.firstRepeat(sorted);
            if (repeat >= 0) {
                throw new BadInputException(Text.format("从第 %2$d 行开始的第 %1$d 组：格子 %3$d 上有两枚棋子",
                        "case %d (from line %d): two chessmen on cell %d", c, caseLine, repeat));
            }
            return ChessmenRowTheory.gapXor(sorted) != 0 ? "Georgia will win\n" : "Bob will win\n";
        });
    }
}
