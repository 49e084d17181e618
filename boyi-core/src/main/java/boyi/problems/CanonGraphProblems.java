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

    public static List<ProblemEntry> problems() {
        return List.of(
                new ProblemEntry(DagChessProblem.ID, DagChessProblem::new),
                new ProblemEntry(TreeGameProblem.ID, TreeGameProblem::new),
                new ProblemEntry(ChristmasGameProblem.ID, ChristmasGameProblem::new),
                new ProblemEntry(MockTurtlesProblem.ID, MockTurtlesProblem::new),
                new ProblemEntry(FunnyGameProblem.ID, FunnyGameProblem::new),
                new ProblemEntry(CuttingGameProblem.ID, CuttingGameProblem::new));
    }
}
