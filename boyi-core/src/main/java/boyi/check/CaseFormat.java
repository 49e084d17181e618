package boyi.check;

import java.util.List;

/**
 * One case of a judge input as a row of numbers: how to draw it at random, which rows the
 * problem's limits allow (the shrinker proposes any smaller row and keeps the allowed ones), and
 * how to write it. Boards, graphs and lists of lists encode themselves in the row (a cell's
 * symbol, an edge as one number, a negative marker where a list starts).
 *
 * <pre>{@code
 * CaseFormat pair = CaseFormats.numbers(Range.of(1, 100), Range.of(1, 100));   // "n m" on one line
 * pair.write(new long[] {10, 3}, out);                                         // "10 3\n"
 * }</pre>
 */
public interface CaseFormat {

    /** A random case at the draw's size. */
    long[] draw(RandomDraw d);

    /** Whether the problem's limits allow this case. */
    boolean valid(long[] c, Limits limits);

    /** Appends the case's lines. */
    void write(long[] c, StringBuilder out);

    /** Cases worth trying first: the ends of the ranges, the theorem's losing positions and their neighbours. */
    default List<long[]> edges(Limits limits) {
        return List.of();
    }

    /**
     * Every case inside a small box (every list of up to 3 piles of up to about 6, every n up to
     * 200, ...), smallest first, about {@code budget} of them at most; some may be invalid.
     */
    default List<long[]> small(Limits limits, int budget) {
        return List.of();
    }

    /**
     * A case where the problem's theorem and its nearest wrong variants disagree (the losing
     * positions of both), or an ordinary draw where the problem names none.
     */
    default long[] drawDistinguishing(RandomDraw d) {
        return draw(d);
    }

    /**
     * The words of {@code boyi solve} whose explanation says why the answer of this case is right
     * (one list per position the case asks about), or none.
     */
    default List<List<String>> explain(long[] c) {
        return List.of();
    }
}
