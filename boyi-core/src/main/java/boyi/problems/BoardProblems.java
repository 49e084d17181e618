package boyi.problems;

import java.util.List;

/** The Board group of the {@link ProblemCatalogue}: one line per problem. */
public final class BoardProblems {

    private BoardProblems() {
    }

    public static List<Problem> problems() {
        return List.of(
                new boyi.problems.board.MatchesProblem(),
                new boyi.problems.board.MatchesMultiProblem(),
                new boyi.problems.board.LolProblem(),
                new boyi.problems.board.DiceProblem());
    }
}
