package boyi.problems;

import boyi.problems.takeaway.BallGameProblem;
import boyi.problems.takeaway.BashProblem;
import boyi.problems.takeaway.BraveGameProblem;
import boyi.problems.takeaway.StonesProblem;
import boyi.problems.takeaway.TakeBallProblem;
import boyi.problems.takeaway.TangJiangProblem;
import java.util.List;

/** The TakeAway group of the {@link ProblemCatalogue}: one line per problem. */
public final class TakeAwayProblems {

    private TakeAwayProblems() {
    }

    public static List<Problem> problems() {
        return List.of(
                new TakeBallProblem(),
                new BallGameProblem(),
                new StonesProblem(),
                BashProblem.normal(),
                BashProblem.misere(),
                new BraveGameProblem(),
                new TangJiangProblem());
    }
}
