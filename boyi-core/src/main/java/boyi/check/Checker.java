package boyi.check;

/**
 * Judges a program's output for one input against Boyi's. Most problems have one right output
 * and use {@link TokenChecker}, which judges the output as a stream; problems with several right
 * answers accept any of them.
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
    CheckResult judge(String input, String expected, String got);

    /**
     * A judge of the output as it arrives. This one keeps the output up to a bound (a megabyte,
     * or four times the expected output) and judges it as a whole; beyond the bound the output is
     * a wrong answer. Checkers that can judge a stream override it.
     */
    default OutputJudge open(String input, String expected) {
        return new BufferedJudge(this, input, expected);
    }
}
