package boyi.util;

import java.util.Optional;

/**
 * Input that breaks a documented syntax or limit. The message is one line that names what was
 * wrong and where (line, token, parameter), ready to print after the command's name, in both
 * languages ({@link #text()}); {@link #getMessage()} is the English form.
 *
 * <p>Bad input to one game knows its game ({@link #game()}): the message leads with the game's
 * id, as the command line prints it ("nim：…", "nim: …"), and {@link #namedAs} puts any other
 * name of the game there instead (the web page's "尼姆游戏：…").
 *
 * <pre>{@code
 * throw new BadInputException(Text.of("第 2 行第 3 个词 \"x\"：应为 0..10^18 的整数",
 *         "line 2, token 3 \"x\": expected a whole number 0..10^18"));
 * throw new BadInputException("nim", Text.of("缺少局面", "missing the position"));   // nim：缺少局面
 * }</pre>
 */
public class BadInputException extends RuntimeException {

    private final transient Text text;
    private final String game;
    private final transient Text detail;

    public BadInputException(Text message) {
        this(null, message);
    }

    /** Bad input to the game {@code gameId}: {@code detail} says what was wrong, without naming the game. */
    public BadInputException(String gameId, Text detail) {
        this(gameId, detail, gameId == null ? detail : named(Text.of(gameId, gameId), detail));
    }

    private BadInputException(String game, Text detail, Text text) {
        super(text.en(), null, false, false);
        this.text = text;
        this.game = game;
        this.detail = detail;
    }

    /** The message in both languages. */
    public Text text() {
        return text;
    }

    /** The id of the game the input was for, when the error is about one game's input. */
    public Optional<String> game() {
        return Optional.ofNullable(game);
    }

    /** What was wrong, without the game's name. */
    public Text detail() {
        return detail;
    }

    /** The message with the game named by {@code name} (in each language) rather than by its id. */
    public Text namedAs(Text name) {
        return game == null ? text : named(name, detail);
    }

    private static Text named(Text name, Text detail) {
        return Text.of(name.zh() + "：" + detail.zh(), name.en() + ": " + detail.en());
    }
}
