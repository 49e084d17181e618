package boyi.check;

import java.util.Locale;

/**
 * Which limits generated inputs reach: the original judge's (the default of {@code boyi check})
 * or Boyi's own, far beyond them (10^18 values, 10^6 piles).
 *
 * <pre>{@code
 * Limits.parse("boyi");   // BOYI
 * }</pre>
 */
public enum Limits {
    JUDGE,
    BOYI;

    /** {@code judge} or {@code boyi} (any case); null for anything else. */
    public static Limits parse(String word) {
        return switch (word.trim().toLowerCase(Locale.ROOT)) {
            case "judge" -> JUDGE;
            case "boyi" -> BOYI;
            default -> null;
        };
    }

    /** {@code judge} or {@code boyi}. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }
}
