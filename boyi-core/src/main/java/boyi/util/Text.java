package boyi.util;

import java.util.Objects;

/**
 * A text a user reads, in Chinese and English. Numbers and positions go in both forms; a front
 * end picks the language ({@link #in}).
 *
 * <pre>{@code
 * Text why = Text.format("%d 除以 %d 余 %d", "%d mod %d = %d", 10, 4, 2);
 * why.in(Lang.ZH);   // "10 除以 4 余 2"
 * why.en();          // "10 mod 4 = 2"
 * }</pre>
 *
 * @param zh the Chinese form (never blank when {@code en} is not)
 * @param en the English form
 */
public record Text(String zh, String en) {

    public static final Text EMPTY = new Text("", "");

    public Text {
        Objects.requireNonNull(zh, "zh");
        Objects.requireNonNull(en, "en");
    }

    public static Text of(String zh, String en) {
        return new Text(zh, en);
    }

    /** A text that reads the same in both languages: a number, a position, a move in symbols. */
    public static Text same(String text) {
        return new Text(text, text);
    }

    /** {@link String#format} of both patterns with the same arguments. */
    public static Text format(String zhPattern, String enPattern, Object... args) {
        return new Text(String.format(zhPattern, args), String.format(enPattern, args));
    }

    public String in(Lang lang) {
        return lang == Lang.ZH ? zh : en;
    }

    /** This text followed by {@code next}, joined by a space in English and directly in Chinese. */
    public Text then(Text next) {
        if (next.en.isEmpty() && next.zh.isEmpty()) {
            return this;
        }
        if (en.isEmpty() && zh.isEmpty()) {
            return next;
        }
        return new Text(zh + next.zh, en + " " + next.en);
    }

    /** This text directly followed by {@code next} in each language (no space: for glued parts of one message). */
    public Text plus(Text next) {
        return new Text(zh + next.zh, en + next.en);
    }

    public boolean isEmpty() {
        return zh.isEmpty() && en.isEmpty();
    }

    @Override
    public String toString() {
        return en;
    }

    /**
     * Whether {@code text} names {@code label} as a whole: not inside a longer word, number or
     * sum ({@code "take 1"} is not named by {@code "take 16"} nor by {@code "take 1+3"}).
     */
    public static boolean namesWhole(String text, String label) {
        if (label.isBlank()) {
            return false;
        }
        for (int at = text.indexOf(label); at >= 0; at = text.indexOf(label, at + 1)) {
            int end = at + label.length();
            boolean before = at > 0 && joins(text.charAt(at - 1));
            boolean after = end < text.length() && (joins(text.charAt(end)) || text.charAt(end) == '+');
            if (!before && !after) {
                return true;
            }
        }
        return false;
    }

    private static boolean joins(char c) {
        return Character.isLetterOrDigit(c) || c == '+' || c == '-' || c == '_';
    }
}
