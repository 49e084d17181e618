package boyi.problems.classic;

import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import boyi.util.Text;
import boyi.util.WholeNumber;
import boyi.theory.EuclidTheory;
import boyi.util.BadInputException;
import java.util.List;

/**
 * {@code euclid} (POJ 2348): lines {@code a b} ending with {@code 0 0}; {@code Stan wins} when the
 * first player (Stan) wins Euclid's game, else {@code Ollie wins}. O(log) per pair, to 10^18.
 *
 * <pre>{@code
 * new EuclidProblem().solve("34 12\n15 24\n0 0\n", List.of());   // "Stan wins\nOllie wins\n"
 * }</pre>
 */
public final class EuclidProblem extends JudgeProblem {

    /** The id of {@code boyi problem euclid}. */
    public static final String ID = "euclid";

    public EuclidProblem() {
        super(ID,
                "欧几里得游戏", "Euclid's Game",
                Text.of("两个数，从较大的数中减去较小数的倍数，谁把一个数变成 0 谁赢。输出 Stan/Ollie。",
                        "Two numbers; subtract a multiple of the smaller from the larger; whoever makes 0 wins. Stan/Ollie."));
    }

    @Override
    public String solve(String input, List<String> options) {
        Tokens t = new Tokens(input);
        StringBuilder out = new StringBuilder();
        while (true) {
            long a = t.nextLong(Text.of("第一个数 a（或以 0 0 结束）", "a (or 0 0 to end)"), 0, WholeNumber.E18);
            Text aWhere = a == 0 ? t.where("0") : null;
            long b = t.nextLong(Text.of("第二个数 b（或以 0 0 结束）", "b (or 0 0 to end)"), 0, WholeNumber.E18);
            if (a == 0 && b == 0) {
                break;
            }
            if (a == 0 || b == 0) {
                Text where = a == 0 ? aWhere : t.where("0");
                String name = a == 0 ? "a" : "b";
                throw new BadInputException(Text.of(where.zh() + "：应为 " + name + "，1..10^18 的整数（只有结尾一行 0 0 可以是 0）",
                        where.en() + ": expected " + name + ", a whole number 1..10^18 (0 only in the closing line 0 0)"));
            }
            out.append(EuclidTheory.moverWins(a, b) ? "Stan wins\n" : "Ollie wins\n");
        }
        t.expectEnd();
        return out.toString();
    }
}
