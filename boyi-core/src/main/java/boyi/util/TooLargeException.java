package boyi.util;

/**
 * A position or table that cannot be solved within the memory or time budget. The message says
 * how large it is and what the budget was, in both languages ({@link #text()}); front ends print
 * it instead of running out of memory.
 *
 * <pre>{@code
 * throw new TooLargeException(Text.of("搜索需要超过 20000000 个局面（预算）",
 *         "the search needs more than 20000000 positions (budget)"));
 * }</pre>
 */
public class TooLargeException extends RuntimeException {

    private final transient Text text;


    public TooLargeException(Text message) {
        super(message.en(), null, false, false);
        this.text = message;
    }

    /** The message in both languages. */
    public Text text() {
        return text;
    }
}
