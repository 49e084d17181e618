package boyi.games;

import boyi.util.Text;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How a game writes its moves: the move-syntax pattern (what {@code play} accepts, e.g.
 * {@code take 2}), the Chinese label built from the same numbers ({@code 取 2 个}), and reading a
 * typed move back to the position it leads to.
 *
 * <pre>{@code
 * MoveSyntax take = new MoveSyntax("take (\\d{1,19})", m -> "取 " + m.group(1) + " 个");
 * take.label("take 2");                         // 取 2 个 / take 2
 * take.read("take 2", m -> 10 - Long.parseLong(m.group(1)));   // Optional[8]
 * }</pre>
 *
 * @param pattern the move syntax, matched against the whole name
 * @param chinese the Chinese label of a matching name
 */
public record MoveSyntax(Pattern pattern, Function<MatchResult, String> chinese) {

    public MoveSyntax(String regex, Function<MatchResult, String> chinese) {
        this(Pattern.compile(regex), chinese);
    }

    /** The label of a move name in both languages (the English label is the name itself). */
    public Text label(String name) {
        Matcher m = pattern.matcher(name);
        return m.matches() ? Text.of(chinese.apply(m), name) : Text.same(name);
    }

    /**
     * The position a typed move leads to: {@code after} gets the match and returns the position,
     * or {@code null} when the move is not legal; empty when the text does not match the syntax.
     */
    public <P> Optional<P> read(String text, Function<MatchResult, P> after) {
        Matcher m = pattern.matcher(text);
        return m.matches() ? Optional.ofNullable(after.apply(m)) : Optional.empty();
    }
}
