package boyi.problems;

import boyi.util.BadInputException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The explicit list of every judge format of {@code boyi problem <id>}, joined from the group
 * files (one line per problem there).
 *
 * <pre>{@code
 * Problem p = ProblemCatalogue.problem("take-ball");
 * }</pre>
 */
public final class ProblemCatalogue {

    private static final Map<String, Problem> BY_ID = index();

    private ProblemCatalogue() {
    }

    private static Map<String, Problem> index() {
        List<Problem> all = new ArrayList<>();
        all.addAll(TakeAwayProblems.problems());
        all.addAll(ClassicProblems.problems());
        all.addAll(BoardProblems.problems());
        all.addAll(CanonNimProblems.problems());
        all.addAll(CanonGraphProblems.problems());
        Map<String, Problem> byId = new LinkedHashMap<>();
        for (Problem p : all) {
            if (byId.put(p.id(), p) != null) {
                throw new IllegalStateException("two problems with id " + p.id());
            }
        }
        return Collections.unmodifiableMap(byId);
    }

    public static List<Problem> problems() {
        return List.copyOf(BY_ID.values());
    }

    /** @throws BadInputException naming the known ids */
    public static Problem problem(String id) {
        Problem p = BY_ID.get(id);
        if (p == null) {
            throw new BadInputException("unknown problem \"" + id + "\"; known: " + String.join(", ", BY_ID.keySet()));
        }
        return p;
    }
}
