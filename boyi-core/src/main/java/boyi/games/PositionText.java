package boyi.games;

import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;

/**
 * Reading the canon families' positions: words separated by spaces or commas, whole numbers in a
 * range, and errors that name the family, the word and what was expected in both languages. An
 * empty position is written {@code none}.
 *
 * <pre>{@code
 * PositionText.words("0 2, 2");                                   // ["0", "2", "2"]
 * PositionText.number("dag-tokens", "x", 1, 0, 9, Text.of("顶点", "a vertex"));  // BadInputException
 * }</pre>
 */
public final class PositionText {

    public static final String NONE = "none";

    private PositionText() {
    }

    /** The words of a position; {@code none} or blank gives no words. */
    public static List<String> words(String text) {
        String t = text.trim();
        if (t.isEmpty() || t.equalsIgnoreCase(NONE)) {
            return List.of();
        }
        return List.of(t.split("[\\s,]+"));
    }

    /** The {@code index}-th word (1-based) as a whole number in [min, max]. */
    public static long number(String family, String word, int index, long min, long max, Text what) {
        try {
            long v = Long.parseLong(word);
            if (v >= min && v <= max) {
                return v;
            }
        } catch (NumberFormatException e) {
            // fall through to the message
        }
        throw error(family, Text.of(
                String.format("局面第 %d 个词 \"%s\"：应为%s，%s..%s 的整数", index, shorten(word), what.zh(), show(min), show(max)),
                String.format("position word %d \"%s\": expected %s, a whole number %s..%s", index, shorten(word), what.en(),
                        show(min), show(max))));
    }

    /** A position error: {@code <family>: <what>}. */
    public static BadInputException error(String family, Text what) {
        return new BadInputException(family, what);
    }

    static String show(long v) {
        return v == 1_000_000_000_000_000_000L ? "10^18" : Long.toString(v);
    }

    public static String shorten(String s) {
        return s.length() <= 30 ? s : s.substring(0, 27) + "...";
    }

    /** {@code values} joined by single spaces, or {@code none}. */
    public static String join(List<? extends Number> values) {
        if (values.isEmpty()) {
            return NONE;
        }
        List<String> out = new ArrayList<>(values.size());
        values.forEach(v -> out.add(v.toString()));
        return String.join(" ", out);
    }
}
