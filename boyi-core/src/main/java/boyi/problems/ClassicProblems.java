package boyi.problems;

import java.util.List;

/** The Classic group of the {@link ProblemCatalogue}: one line per problem. */
public final class ClassicProblems {

    private ClassicProblems() {
    }

    public static List<Problem> problems() {
        return List.of();
    }
}
