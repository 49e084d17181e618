package boyi.games.classic;

import boyi.games.GameFamily;
import java.util.List;
import java.util.Map;

/**
 * A classic game played on several piles of stones (Nim, Fibonacci subtraction): positions are
 * the pile sizes in the order given, written separated by spaces; exact search is used when the
 * positions below, the product of (pile + 1), are few.
 *
 * <pre>{@code
 * instance.parse("3 4 5");          // [3, 4, 5]
 * instance.format(List.of(3L, 4L)); // "3 4"
 * }</pre>
 */
abstract class PilesInstance extends TheoremInstance<List<Long>> {

    private final long maxPile;

    /** @param maxPile the largest pile {@link #parse} accepts */
    PilesInstance(GameFamily family, Map<String, String> parameters, long maxPile) {
        super(family, parameters);
        this.maxPile = maxPile;
    }

    @Override
    public final List<Long> parse(String text) {
        return boxed(someNumbers(family(), text, "a pile size", 0, maxPile, "the pile sizes"));
    }

    @Override
    public final String format(List<Long> piles) {
        return join(piles);
    }

    /** At most 20 000 positions below: an estimate in floating point, it decides whether to search, never a value. */
    @Override
    final boolean small(List<Long> piles) {
        double states = 1;
        for (long p : piles) {
            states *= p + 1.0;
        }
        return states <= 20_000;
    }
}
