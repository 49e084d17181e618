package boyi.problems.canon;

import boyi.problems.JudgeProblem;
import boyi.theory.CornerGameTheory;
import boyi.util.Text;
import java.util.List;

/**
 * {@code kiki} (HDU 2147): a coin moves left, down or down-left from the top-right cell of an
 * n x m board; {@code Wonderful!} when kiki (first) wins, else {@code What a pity!} — she loses
 * exactly when n and m are both odd ({@link CornerGameTheory}). Lines {@code n m} until
 * {@code 0 0}; Boyi limits 1..10^18.
 *
 * <pre>{@code
 * new KikiProblem().solve("5 3\n0 0\n", List.of());   // "What a pity!\n"
 * }</pre>
 */
public final class KikiProblem extends JudgeProblem {

    /** The id of {@code boyi problem kiki}. */
    public static final String ID = "kiki";

    private static final Text ROWS = Text.of("行数 n（或 0 0 结束）", "n (or 0 0 to end)");
    private static final Text COLUMNS = Text.of("列数 m（或 0 0 结束）", "m (or 0 0 to end)");

    public KikiProblem() {
        super(ID, "kiki 的游戏（棋盘走角）", "kiki's game",
                Text.of("n x m 棋盘右上角有一枚硬币，每次向左、向下或向左下走一格；输出 Wonderful!/What a pity!",
                        "A coin moves left, down or down-left from the top-right corner of n x m; Wonderful!/What a pity!"));
    }

    @Override
    public String solve(String input, List<String> options) {
        return JudgeCases.untilZeroPair(input, ROWS, COLUMNS, (n, m, t) -> {
            if (n == 0 || m == 0) {
                throw InputPlace.error(t, Long.toString(m), Text.of("棋盘的边长应为 1..10^18（只有结束行 0 0 可以是 0）",
                        "expected board sides 1..10^18 (0 only in the closing line 0 0)"));
            }
            return CornerGameTheory.firstPlayerWins(n, m) ? "Wonderful!\n" : "What a pity!\n";
        });
    }
}
