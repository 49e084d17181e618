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

    public static List<ProblemEntry> problems() {
        return List.of(
                new ProblemEntry(JohnProblem.ID, JohnProblem::new),
                new ProblemEntry(BeTheWinnerProblem.ID, BeTheWinnerProblem::new),
                new ProblemEntry(LaskerNimProblem.ID, LaskerNimProblem::new),
                new ProblemEntry(SNimProblem.ID, SNimProblem::new),
                new ProblemEntry(EverySgEuclidProblem.ID, EverySgEuclidProblem::new),
                new ProblemEntry(GeorgiaBobProblem.ID, GeorgiaBobProblem::new),
                new ProblemEntry(GoodBoyProblem.ID, GoodBoyProblem::new),
                new ProblemEntry(TakeMPilesProblem.ID, TakeMPilesProblem::new),
                new ProblemEntry(TakeTwoPilesProblem.ID, TakeTwoPilesProblem::new),
                new ProblemEntry(Cet4Problem.ID, Cet4Problem::new),
                new ProblemEntry(MultiplicationProblem.ID, MultiplicationProblem::new),
                new ProblemEntry(NorthcottProblem.ID, NorthcottProblem::new),
                new ProblemEntry(KikiProblem.ID, KikiProblem::new));
    }
}
