package boyi.problems;

import java.util.function.Supplier;

/**
 * A judge problem in the catalogue: its id, and how to make it. Made at first use, so that
 * {@code boyi problem nim} loads one problem, not every problem Boyi knows. The id is the
 * problem class's own constant (a compile-time constant: naming it loads nothing).
 *
 * <pre>{@code
 * ProblemEntry e = new ProblemEntry(NimProblem.ID, NimProblem::new);
 * e.create().get().id();   // "nim"
 * }</pre>
 *
 * @param id     the id of {@code boyi problem <id>}
 * @param create makes the problem
 */
public record ProblemEntry(String id, Supplier<Problem> create) {
}
