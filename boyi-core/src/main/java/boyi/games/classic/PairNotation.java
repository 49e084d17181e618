package boyi.games.classic;

import boyi.games.GameFamily;
import boyi.games.PositionNumbers;
import boyi.model.Move;
import boyi.model.Notation;
import boyi.util.Text;
import boyi.util.WholeNumber;
import java.util.function.BiFunction;
import java.util.function.ToLongFunction;

/**
 * How the classic two-number games (Wythoff's piles, Euclid's pair) write positions: the two
 * numbers 0..10^18 in the order given, separated by a space. Move labels come from the game.
 *
 * <pre>{@code
 * new PairNotation<>(family, what, Piles::new, Piles::a, Piles::b, labels).parse("7 10");   // Piles[a=7, b=10]
 * }</pre>
 *
 * @param <P> the position type, a pair of numbers
 */
final class PairNotation<P> implements Notation<P> {

    private final PositionNumbers numbers;
    private final BiFunction<Long, Long, P> pair;
    private final ToLongFunction<P> first;
    private final ToLongFunction<P> second;
    private final BiFunction<P, Move<P>, Text> label;

    PairNotation(GameFamily family, Text what, BiFunction<Long, Long, P> pair, ToLongFunction<P> first,
                 ToLongFunction<P> second, BiFunction<P, Move<P>, Text> label) {
        this.numbers = new PositionNumbers(family, what, 0, WholeNumber.E18);
        this.pair = pair;
        this.first = first;
        this.second = second;
        this.label = label;
    }

    @Override
    public P parse(String text) {
        long[] v = numbers.exactly(text, 2);
        return pair.apply(v[0], v[1]);
    }

    @Override
    public String format(P p) {
        return first.applyAsLong(p) + " " + second.applyAsLong(p);
    }

    @Override
    public Text label(P from, Move<P> move) {
        return label.apply(from, move);
    }
}
