package boyi.check;

import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * A case of a problem's own shape (a take set and counts, a board, a graph), given by how it is
 * drawn, checked and written.
 *
 * <pre>{@code
 * CaseFormat row = new CustomCase(d -> new long[] {d.between(1, 9)}, (c, limits) -> c.length == 1,
 *         (c, out) -> out.append(c[0]).append('\n'));
 * }</pre>
 */
public final class CustomCase extends ShapedCase<CustomCase> {

    /** Whether the limits allow a case. */
    @FunctionalInterface
    public interface Validity {
        boolean test(long[] c, Limits limits);
    }

    private final Function<RandomDraw, long[]> draw;
    private final Validity validity;
    private final BiConsumer<long[], StringBuilder> writer;

    public CustomCase(Function<RandomDraw, long[]> draw, Validity validity, BiConsumer<long[], StringBuilder> writer) {
        this.draw = draw;
        this.validity = validity;
        this.writer = writer;
    }

    @Override
    protected long[] drawShape(RandomDraw d) {
        return draw.apply(d);
    }

    @Override
    protected boolean validShape(long[] c, Limits limits) {
        return validity.test(c, limits);
    }

    @Override
    public void write(long[] c, StringBuilder out) {
        writer.accept(c, out);
    }
}
