package boyi.games;

import boyi.model.Move;
import boyi.model.Notation;
import boyi.util.Text;
import java.util.List;
import java.util.function.BiFunction;

/**
 * How the classic games on several numbers (Nim piles, Fibonacci subtraction piles, monks' steps)
 * write positions: the numbers in the order given, separated by spaces; at least one. Move
 * labels come from the game.
 *
 * <pre>{@code
 * notation.parse("3 4 5");             // [3, 4, 5]
 * notation.format(List.of(3L, 4L));    // "3 4"
 * }</pre>
 */
public final class PileNotation implements Notation<List<Long>> {

    private final PositionNumbers numbers;
    private final Text missing;
    private final BiFunction<List<Long>, Move<List<Long>>, Text> label;

    /**
     * @param what    what one number is, e.g. "a pile size"
     * @param missing what is missing when there is no number, e.g. "the pile sizes"
     */
    public PileNotation(GameFamily family, Text what, long min, long max, Text missing,
                 BiFunction<List<Long>, Move<List<Long>>, Text> label) {
        this.numbers = new PositionNumbers(family, what, min, max);
        this.missing = missing;
        this.label = label;
    }

    @Override
    public List<Long> parse(String text) {
        return PositionNumbers.boxed(numbers.some(text, missing));
    }

    @Override
    public String format(List<Long> piles) {
        return PositionNumbers.join(piles);
    }

    @Override
    public Text label(List<Long> from, Move<List<Long>> move) {
        return label.apply(from, move);
    }
}
