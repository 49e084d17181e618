package boyi.util;

/**
 * Input that breaks a documented syntax or limit. The message is one line that names what was
 * wrong and where (line, token, parameter), ready to print after the command's name, in both
 * languages ({@link #text()}); {@link #getMessage()} is the English form.
 *
 * <pre>{@code
 * throw new BadInputException(Text.of("第 2 行第 3 个词 \"x\"：应为 0..10^18 的整数",
 *         "line 2, token 3 \"x\": expected a whole number 0..10^18"));
 * }</pre>
 */
public class BadInputException extends RuntimeException {

    private final transient Text text;


    public BadInputException(Text message) {
        super(message.en(), null, false, false);
        this.text = message;
    }

    /** The message in both languages. */
    public Text text() {
        return text;
    }
}
