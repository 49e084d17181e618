package boyi.check;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * The common part of the ready-made case shapes ({@link Tuple}, {@link Row}): edge cases (kept
 * only where the limits allow them), an extra rule a valid case obeys, a problem's own draw mixed
 * with the shape's (its theorem's losing positions), and the {@code boyi solve} words that explain
 * a case.
 *
 * <pre>{@code
 * CaseFormat bash = new Tuple(Range.of(1, 1000), Range.of(1, 1000))
 *         .edges(new long[] {1, 1}, new long[] {4, 3})
 *         .explained(c -> List.of(List.of("bash", "" + c[1], "" + c[0])));
 * }</pre>
 */
public abstract class ShapedCase<S extends ShapedCase<S>> implements CaseFormat {

    private final List<long[]> edges = new ArrayList<>();
    private Predicate<long[]> rule = c -> true;
    private Function<RandomDraw, long[]> special;
    private Function<long[], List<List<String>>> explain = c -> List.of();
    private Supplier<List<long[]>> small;

    @SuppressWarnings("unchecked")
    private S self() {
        return (S) this;
    }

    /** Edge cases; those the limits do not allow are left out. */
    public S edges(long[]... cases) {
        edges.addAll(Arrays.asList(cases));
        return self();
    }

    /** An extra rule every valid case obeys (beyond the shape's ranges). */
    public S where(Predicate<long[]> rule) {
        this.rule = this.rule.and(rule);
        return self();
    }

    /** A draw of the problem's own (its losing positions and their neighbours), used for half the cases. */
    public S special(Function<RandomDraw, long[]> draw) {
        this.special = draw;
        return self();
    }

    /** The small cases of a shape the box cannot enumerate itself (boards, graphs, take sets). */
    public S small(Supplier<List<long[]>> cases) {
        this.small = cases;
        return self();
    }

    /** The {@code boyi solve} words of one position of the case. */
    public S explainedBy(Function<long[], List<String>> words) {
        this.explain = c -> List.of(words.apply(c));
        return self();
    }

    /** The {@code boyi solve} words of each position of the case. */
    public S explained(Function<long[], List<List<String>>> words) {
        this.explain = words;
        return self();
    }

    /** A case of the shape's own kind. */
    protected abstract long[] drawShape(RandomDraw d);

    /** Whether the shape's ranges and counts allow the case. */
    protected abstract boolean validShape(long[] c, Limits limits);

    /** The shape's own small box, where it has one. */
    protected List<long[]> smallShape(Limits limits, int budget) {
        return List.of();
    }

    @Override
    public final long[] draw(RandomDraw d) {
        for (int attempt = 0; attempt < 20; attempt++) {
            long[] c = special != null && d.oneIn(2) ? special.apply(d) : drawShape(d);
            if (valid(c, d.limits())) {
                return c;
            }
        }
        return edges(d.limits()).get(0);
    }

    @Override
    public final long[] drawDistinguishing(RandomDraw d) {
        if (special == null) {
            return draw(d);
        }
        for (int attempt = 0; attempt < 20; attempt++) {
            long[] c = special.apply(d);
            if (valid(c, d.limits())) {
                return c;
            }
        }
        return draw(d);
    }

    @Override
    public final List<long[]> small(Limits limits, int budget) {
        List<long[]> all = small != null ? small.get() : smallShape(limits, budget);
        return all.stream().filter(c -> valid(c, limits)).toList();
    }

    @Override
    public final boolean valid(long[] c, Limits limits) {
        return validShape(c, limits) && rule.test(c);
    }

    @Override
    public final List<long[]> edges(Limits limits) {
        return edges.stream().filter(c -> valid(c, limits)).toList();
    }

    @Override
    public final List<List<String>> explain(long[] c) {
        return explain.apply(c);
    }

    /** The decimal words of some numbers. */
    protected static List<String> words(long... values) {
        return Arrays.stream(values).mapToObj(Long::toString).toList();
    }
}
