package boyi.games;

import boyi.util.BadInputException;
import boyi.util.InputText;
import boyi.util.Text;
import boyi.util.WholeNumber;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

/**
 * Reads a position written as whole numbers separated by spaces or commas (piles, steps, a pair),
 * with errors that name the family, the number and what was expected, in both languages. The
 * numbers themselves are read by {@link WholeNumber}; full-width input is normalised first.
 *
 * <pre>{@code
 * PositionNumbers piles = new PositionNumbers(family, Text.of("堆的大小", "a pile size"), 0, WholeNumber.E18);
 * piles.list("3 4 5");        // [3, 4, 5]
 * piles.exactly("7 10", 2);   // [7, 10]
 * }</pre>
 *
 * @param family the family whose id starts every message
 * @param what   what one number is, e.g. "a pile size"
 */
public record PositionNumbers(GameFamily family, Text what, long min, long max) {

    /** Any count of numbers (possibly none). */
    public long[] read(String text) {
        String trimmed = InputText.normalize(text).trim();
        String[] parts = trimmed.isEmpty() ? new String[0] : trimmed.split("[\\s,]+");
        long[] out = new long[parts.length];
        for (int i = 0; i < parts.length; i++) {
            OptionalLong v = WholeNumber.parse(parts[i], min, max);
            if (v.isEmpty()) {
                String position = InputText.shorten(trimmed, 40);
                String token = InputText.shorten(parts[i], 40);
                Text range = WholeNumber.range(min, max);
                throw new BadInputException(family.id(), Text.of(
                        String.format("局面 \"%s\" 的第 %d 个数 \"%s\"：应为%s，%s", position, i + 1, token, what.zh(), range.zh()),
                        String.format("position \"%s\", number %d \"%s\": expected %s, %s", position, i + 1, token,
                                what.en(), range.en())));
            }
            out[i] = v.getAsLong();
        }
        return out;
    }

    /** At least one number, else "{@code <id>}: missing {@code missing} (position syntax)". */
    public long[] some(String text, Text missing) {
        long[] out = read(text);
        if (out.length == 0) {
            Text syntax = family.positionSyntax();
            throw new BadInputException(family.id(), Text.of("缺少" + missing.zh() + "（" + syntax.zh() + "）",
                    "missing " + missing.en() + " (" + syntax.en() + ")"));
        }
        return out;
    }

    /** Exactly {@code count} numbers. */
    public long[] exactly(String text, int count) {
        long[] out = read(text);
        if (out.length != count) {
            String position = InputText.shorten(InputText.normalize(text).trim(), 40);
            Text syntax = family.positionSyntax();
            throw new BadInputException(family.id(), Text.of(
                    String.format("局面 \"%s\"：应为 %d 个数（%s），实际有 %d 个", position, count, syntax.zh(), out.length),
                    String.format("position \"%s\": expected %d numbers (%s), got %d", position, count, syntax.en(), out.length)));
        }
        return out;
    }

    /** {@code 3 4 5}: the numbers separated by single spaces. */
    public static String join(List<Long> values) {
        StringBuilder b = new StringBuilder();
        for (long v : values) {
            b.append(b.length() == 0 ? "" : " ").append(v);
        }
        return b.toString();
    }

    public static List<Long> boxed(long[] values) {
        List<Long> out = new ArrayList<>(values.length);
        for (long v : values) {
            out.add(v);
        }
        return List.copyOf(out);
    }

    public static long[] unboxed(List<Long> values) {
        long[] out = new long[values.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = values.get(i);
        }
        return out;
    }

    /** {@code values} with the one at {@code index} replaced by {@code value}. */
    public static List<Long> replaced(List<Long> values, int index, long value) {
        List<Long> out = new ArrayList<>(values);
        out.set(index, value);
        return List.copyOf(out);
    }
}
