package boyi.problems;

/**
 * The common part of the judge formats: the id, the names and the one-line summary, fixed at
 * construction, so each problem file holds only its reading, solving and printing.
 *
 * <pre>{@code
 * public final class NimProblem extends JudgeProblem {
 *     public NimProblem() {
 *         super("nim", "尼姆博弈", "Nim", "n piles; take any number from one pile ...");
 *     }
 *     public String solve(String input, List<String> options) { ... }
 * }
 * }</pre>
 */
public abstract class JudgeProblem implements Problem {

    private final String id;
    private final String nameZh;
    private final String nameEn;
    private final String summary;

    protected JudgeProblem(String id, String nameZh, String nameEn, String summary) {
        this.id = id;
        this.nameZh = nameZh;
        this.nameEn = nameEn;
        this.summary = summary;
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final String nameZh() {
        return nameZh;
    }

    @Override
    public final String nameEn() {
        return nameEn;
    }

    @Override
    public final String summary() {
        return summary;
    }
}
