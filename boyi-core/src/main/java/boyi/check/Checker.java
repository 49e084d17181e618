package boyi.check;

/**
 * Judges a program's output for one input against Boyi's. Most problems have one right output
 * and use {@link TokenChecker}; problems with several right answers accept any of them.
 *
 * <pre>{@code
 * Checker c = TokenChecker.INSTANCE;
 * c.judge("10 3\n", "Yes\n", "Yes").accepted();   // true: a missing final newline is fine
 * }</pre>
 */
@FunctionalInterface
public interface Checker {

    /**
     * @param input    the input the program read
     * @param expected Boyi's output for it
     * @param got      the program's output
     */
    Judgement judge(String input, String expected, String got);
}
