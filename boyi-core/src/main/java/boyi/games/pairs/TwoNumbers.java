package boyi.games.pairs;

import boyi.games.Numbers;

import boyi.model.Move;
import boyi.model.Notation;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.List;
import java.util.function.Function;

/**
 * The notation of a position of exactly two whole numbers in [min, max], such as kiki's board
 * {@code 5 4} or the two piles {@code 5 7}: read with errors naming the family and what was
 * expected in both languages, written {@code a b}, moves labelled by {@code labels} (from the
 * move's name alone).
 *
 * <pre>{@code
 * var piles = new TwoNumbers("take-2-piles", "[\\s,]+", "a b", Text.of("一堆的石子数", "a pile size"), 0, Numbers.E18, m -> Text.same(m.name()));
 * piles.parse("5, 7");   // [5, 7]; "5" -> "take-2-piles: position "5": expected two numbers a b"
 * }</pre>
 *
 * @param separators the pattern between the two numbers
 * @param names      the numbers' names in an error, e.g. {@code n m}
 */
record TwoNumbers(String family, String separators, String names, Text what, long min, long max,
                  Function<Move<List<Long>>, Text> labels) implements Notation<List<Long>> {

    @Override
    public List<Long> parse(String text) {
        String[] w = text.trim().split(separators);
        if (w.length != 2 || text.isBlank()) {
            throw new BadInputException(family, Text.of("局面 \"" + text.trim() + "\" 应为两个数 " + names,
                    "position \"" + text.trim() + "\": expected two numbers " + names));
        }
        return List.of(Numbers.parse(family, what, w[0], min, max), Numbers.parse(family, what, w[1], min, max));
    }

    @Override
    public String format(List<Long> p) {
        return p.get(0) + " " + p.get(1);
    }

    @Override
    public Text label(List<Long> from, Move<List<Long>> move) {
        return labels.apply(move);
    }
}
