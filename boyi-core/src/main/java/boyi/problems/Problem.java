package boyi.problems;

import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.List;

/**
 * A judge format: a problem id of {@code boyi problem <id>} whose input and exact output are
 * specified in the problem catalogue (README). Solving returns the whole output, so nothing is
 * half-written when the input turns out bad.
 *
 * <pre>{@code
 * String out = Catalogue.problem("bash").solve("10 3\n", List.of());   // "Yes\n"
 * }</pre>
 */
public interface Problem {

    String id();

    String nameZh();

    String nameEn();

    /** One line: what the problem asks, in both languages. */
    Text description();

    /** One line: what the problem asks (English). */
    default String summary() {
        return description().en();
    }

    /**
     * The exact judge output for {@code input}.
     *
     * @param options extra command-line words after the id (most problems take none)
     * @throws BadInputException naming the line and token that is wrong
     */
    String solve(String input, List<String> options);
}
