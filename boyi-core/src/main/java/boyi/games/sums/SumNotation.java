package boyi.games.sums;

import boyi.model.Move;
import boyi.model.Notation;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;

/**
 * The notation of a sum: its components written by their rules and separated by the rules'
 * separator ({@code "3 5 1"}, {@code "34 12, 5 3"}); move labels come from the sum's rules.
 *
 * <pre>{@code
 * new SumNotation<>(parts).parse("3 5 1");   // [3, 5, 1]
 * }</pre>
 */
final class SumNotation<C> implements Notation<List<C>> {

    private final SumParts<C> parts;

    SumNotation(SumParts<C> parts) {
        this.parts = parts;
    }

    @Override
    public List<C> parse(String text) {
        String t = text.trim();
        if (t.isEmpty()) {
            throw new BadInputException(parts.family.id(), Text.of("局面为空，应写出至少一个" + parts.rules.word().zh(),
                    "the position is empty; write at least one " + parts.rules.word().en()));
        }
        String[] words = t.split(parts.rules.separator().isBlank() ? "[\\s,]+" : "\\s*" + parts.rules.separator().trim() + "\\s*");
        List<C> out = new ArrayList<>(words.length);
        for (String w : words) {
            out.add(parts.rules.parse(w));
        }
        return List.copyOf(out);
    }

    @Override
    public String format(List<C> position) {
        StringBuilder b = new StringBuilder();
        for (C c : position) {
            b.append(b.length() > 0 ? parts.rules.separator() : "").append(parts.rules.format(c));
        }
        return b.toString();
    }

    @Override
    public Text label(List<C> from, Move<List<C>> move) {
        return parts.game.label(from, move);
    }
}
