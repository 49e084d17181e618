package boyi.problems.classic;

import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import boyi.util.Text;
import boyi.util.WholeNumber;
import boyi.theory.FibonacciSubtractionTheory;
import boyi.util.BadInputException;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code fibonacci-again} (HDU 1848): lines {@code m n p} ending with {@code 0 0 0}; a move takes
 * a Fibonacci number of stones from one pile. {@code Fibo} when the first player wins (the XOR of
 * the three Grundy values is not 0), else {@code Nacci}. Boyi limits: piles up to 10^6.
 *
 * <pre>{@code
 * new FibonacciAgainProblem().solve("1 1 1\n1 4 1\n0 0 0\n", List.of());   // "Fibo\nNacci\n"
 * }</pre>
 */
public final class FibonacciAgainProblem extends JudgeProblem {

    /** The id of {@code boyi problem fibonacci-again}. */
    public static final String ID = "fibonacci-again";

    private static final String[] NAMES = {"m", "n", "p"};

    public FibonacciAgainProblem() {
        super(ID,
                "斐波那契取石子 (HDU 1848)", "Fibonacci again and again",
                Text.of("三堆石子，每次从一堆取斐波那契数个，取走最后一个的人赢。输出 Fibo/Nacci。",
                        "Three piles; take a Fibonacci number from one pile; whoever takes the last stone wins. Fibo/Nacci."));
    }

    @Override
    public String solve(String input, List<String> options) {
        Tokens t = new Tokens(input);
        List<long[]> cases = new ArrayList<>();
        long max = 0;
        while (true) {
            long[] piles = new long[3];
            Text firstZero = null;
            for (int i = 0; i < 3; i++) {
                Text what = Text.of("石子数 " + NAMES[i] + "（或以 0 0 0 结束）", "the pile " + NAMES[i] + " (or 0 0 0 to end)");
                piles[i] = t.nextLong(what, 0, FibonacciSubtractionTheory.MAX_PILE);
                if (piles[i] == 0 && firstZero == null) {
                    Text where = t.where("0");
                    String most = WholeNumber.show(FibonacciSubtractionTheory.MAX_PILE);
                    firstZero = Text.of(where.zh() + "：应为石子数 " + NAMES[i] + "，1.." + most + " 的整数（只有结尾一行 0 0 0 可以是 0）",
                            where.en() + ": expected the pile " + NAMES[i] + ", a whole number 1.." + most
                                    + " (0 only in the closing line 0 0 0)");
                }
            }
            if (piles[0] == 0 && piles[1] == 0 && piles[2] == 0) {
                break;
            }
            if (firstZero != null) {
                throw new BadInputException(firstZero);
            }
            cases.add(piles);
            max = Math.max(max, Math.max(piles[0], Math.max(piles[1], piles[2])));
        }
        t.expectEnd();
        FibonacciSubtractionTheory.table((int) max);
        StringBuilder out = new StringBuilder();
        for (long[] piles : cases) {
            out.append(FibonacciSubtractionTheory.moverWins(piles) ? "Fibo\n" : "Nacci\n");
        }
        return out.toString();
    }
}
