package boyi.problems;

import boyi.problems.canon.ChristmasGameProblem;
import boyi.problems.canon.CuttingGameProblem;
import boyi.problems.canon.DagChessProblem;
import boyi.problems.canon.FunnyGameProblem;
import boyi.problems.canon.MockTurtlesProblem;
import boyi.problems.canon.TreeGameProblem;
import java.util.List;

/** The contest canon's graph, coin and cutting problems in the {@code boyi.catalogue.Catalogue}: one line per problem. */
public final class CanonGraphProblems {

    private CanonGraphProblems() {
    }

    public static List<Problem> problems() {
        return List.of(
                new DagChessProblem(),
                new TreeGameProblem(),
                new ChristmasGameProblem(),
                new MockTurtlesProblem(),
                new FunnyGameProblem(),
                new CuttingGameProblem());
    }
}
