package boyi.util;

/**
 * Something Boyi lists by id with a Chinese and an English name: a game family or a judge
 * problem. Keeps the three fixed at construction.
 *
 * <pre>{@code
 * class NimProblem extends Named implements Problem {
 *     NimProblem() { super("nim", "尼姆博弈", "Nim"); }
 * }
 * }</pre>
 */
public abstract class Named {

    private final String id;
    private final String nameZh;
    private final String nameEn;

    protected Named(String id, String nameZh, String nameEn) {
        this.id = id;
        this.nameZh = nameZh;
        this.nameEn = nameEn;
    }

    /** Lower-case id used on the command line and in the API. */
    public final String id() {
        return id;
    }

    public final String nameZh() {
        return nameZh;
    }

    public final String nameEn() {
        return nameEn;
    }
}
