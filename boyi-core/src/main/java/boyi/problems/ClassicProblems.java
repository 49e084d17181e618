package boyi.problems;

import boyi.problems.classic.EuclidProblem;
import boyi.problems.classic.FibonacciAgainProblem;
import boyi.problems.classic.FibonacciProblem;
import boyi.problems.classic.MonksProblem;
import boyi.problems.classic.NimProblem;
import boyi.problems.classic.WythoffProblem;
import java.util.List;

/** The Classic group of the {@link ProblemCatalogue}: one line per problem. */
public final class ClassicProblems {

    private ClassicProblems() {
    }

    public static List<Problem> problems() {
        return List.of(
                new MonksProblem(),
                new FibonacciAgainProblem(),
                new EuclidProblem(),
                new NimProblem(),
                new WythoffProblem(),
                new FibonacciProblem());
    }
}
