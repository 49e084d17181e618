package boyi.problems.classic;

import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import boyi.util.Text;
import boyi.util.WholeNumber;
import boyi.theory.FibonacciNimTheory;
import java.util.List;

/**
 * {@code fibonacci}: Fibonacci Nim on one pile of n >= 2 stones; {@code Yes} when the first player
 * wins, that is when n is not a Fibonacci number (Zeckendorf), exact to 10^18.
 *
 * <pre>{@code
 * new FibonacciProblem().solve("13\n", List.of());   // "No\n"
 * }</pre>
 */
public final class FibonacciProblem extends JudgeProblem {

    /** The id of {@code boyi problem fibonacci}. */
    public static final String ID = "fibonacci";

    public FibonacciProblem() {
        super(ID,
                "斐波那契博弈", "Fibonacci Nim",
                Text.of("一堆 n 个，第一次取 1..n-1 个，以后至多取对手上次的 2 倍，取走最后一个的人赢。输出 Yes/No。",
                        "One pile; first take 1..n-1, then at most twice the last take; whoever takes the last stone wins. Yes/No."));
    }

    @Override
    public String solve(String input, List<String> options) {
        Tokens t = new Tokens(input);
        long n = t.nextLong(Text.of("石子数 n", "the pile size n"), 2, WholeNumber.E18);
        t.expectEnd();
        return FibonacciNimTheory.moverWins(n, n - 1) ? "Yes\n" : "No\n";
    }
}
