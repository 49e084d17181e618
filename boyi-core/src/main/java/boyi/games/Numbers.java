package boyi.games;

import boyi.util.BadInputException;
import boyi.util.Text;
import boyi.util.WholeNumber;

/**
 * Whole numbers in positions and parameters of the canon games, with errors naming the word and
 * the range in both languages.
 *
 * <pre>{@code
 * Numbers.parse("heap", Text.of("堆的大小", "a heap size"), "12", 0, Numbers.E18);   // 12
 * }</pre>
 */
public final class Numbers {

    /** 10^18, the usual Boyi limit ({@link WholeNumber#E18}). */
    public static final long E18 = WholeNumber.E18;

    private Numbers() {
    }

    /** @throws BadInputException "{@code game}: "x": expected a heap size, a whole number 0..10^18", about the game {@code game} */
    public static long parse(String game, Text what, String word, long min, long max) {
        return parse(game, null, what, word, min, max);
    }

    /** As {@link #parse(String, Text, String, long, long)}, with {@code where} in both languages (堆 / heap) and no game. */
    public static long parse(Text where, Text what, String word, long min, long max) {
        return parse(null, where, what, word, min, max);
    }

    private static long parse(String game, Text where, Text what, String word, long min, long max) {
        String w = word.trim();
        java.util.OptionalLong v = WholeNumber.parse(w, min, max);
        if (v.isPresent()) {
            return v.getAsLong();
        }
        String shown = w.length() <= 30 ? w : w.substring(0, 27) + "...";
        Text wrong = Text.of("\"" + shown + "\"：应为" + what.zh() + "，即 " + show(min) + ".." + show(max) + " 的整数",
                "\"" + shown + "\": expected " + what.en() + ", a whole number " + show(min) + ".." + show(max));
        throw game != null ? new BadInputException(game, wrong)
                : new BadInputException(Text.of(where.zh() + "：" + wrong.zh(), where.en() + ": " + wrong.en()));
    }

    public static String show(long v) {
        return v == E18 ? "10^18" : v == E18 + 1 ? "10^18+1" : Long.toString(v);
    }
}
