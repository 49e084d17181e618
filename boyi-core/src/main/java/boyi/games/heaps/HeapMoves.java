package boyi.games.heaps;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads heap move names ({@code take 3}) without listing the moves (heaps of 10^18). */
final class HeapMoves {

    private static final Pattern TAKE = Pattern.compile("take (\\d{1,19})");

    private HeapMoves() {
    }

    /** The k of {@code take k}, or empty. */
    static Optional<Long> take(String name) {
        Matcher m = TAKE.matcher(name.trim());
        if (!m.matches()) {
            return Optional.empty();
        }
        try {
            return Optional.of(Long.parseLong(m.group(1)));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
