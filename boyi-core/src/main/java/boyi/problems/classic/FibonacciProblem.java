package boyi.problems.classic;

import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
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

    public FibonacciProblem() {
        super("fibonacci",
                "斐波那契博弈", "Fibonacci Nim",
                "One pile; first take 1..n-1, then at most twice the last take; whoever takes the last stone wins. Yes/No.");
    }

    @Override
    public String solve(String input, List<String> options) {
        Tokens t = new Tokens(input);
        long n = t.nextLong("the pile size n", 2, WholeNumber.E18);
        t.expectEnd();
        return FibonacciNimTheory.moverWins(n, n - 1) ? "Yes\n" : "No\n";
    }
}
