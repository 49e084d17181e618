package boyi.problems;

import boyi.util.Named;
import boyi.util.Text;

/**
 * The common part of the judge formats: the id, the names and the one-line summary, fixed at
 * construction, so each problem file holds only its reading, solving and printing.
 *
 * <pre>{@code
 * public final class NimProblem extends JudgeProblem {
 *     public NimProblem() {
 *         super("nim", "尼姆博弈", "Nim", Text.of("n 堆石子，每次从一堆取任意个 ...", "n piles; take any number from one pile ..."));
 *     }
 *     public String solve(String input, List<String> options) { ... }
 * }
 * }</pre>
 */
public abstract class JudgeProblem extends Named implements Problem {

    private final Text summary;

    protected JudgeProblem(String id, String nameZh, String nameEn, Text summary) {
        super(id, nameZh, nameEn);
        this.summary = summary;
    }

    @Override
    public final Text description() {
        return summary;
    }
}
