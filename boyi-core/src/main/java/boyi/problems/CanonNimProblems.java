package boyi.problems;

import boyi.problems.canon.BeTheWinnerProblem;
import boyi.problems.canon.Cet4Problem;
import boyi.problems.canon.EverySgEuclidProblem;
import boyi.problems.canon.GeorgiaBobProblem;
import boyi.problems.canon.GoodBoyProblem;
import boyi.problems.canon.JohnProblem;
import boyi.problems.canon.KikiProblem;
import boyi.problems.canon.LaskerNimProblem;
import boyi.problems.canon.MultiplicationProblem;
import boyi.problems.canon.NorthcottProblem;
import boyi.problems.canon.SNimProblem;
import boyi.problems.canon.TakeMPilesProblem;
import boyi.problems.canon.TakeTwoPilesProblem;
import java.util.List;

/** The contest canon, Nim-like part, of the {@code boyi.catalogue.Catalogue}: one line per problem. */
public final class CanonNimProblems {

    private CanonNimProblems() {
    }

    public static List<Problem> problems() {
        return List.of(
                new JohnProblem(),
                new BeTheWinnerProblem(),
                new LaskerNimProblem(),
                new SNimProblem(),
                new EverySgEuclidProblem(),
                new GeorgiaBobProblem(),
                new GoodBoyProblem(),
                new TakeMPilesProblem(),
                new TakeTwoPilesProblem(),
                new Cet4Problem(),
                new MultiplicationProblem(),
                new NorthcottProblem(),
                new KikiProblem());
    }
}
