package boyi.util;

/**
 * A position or table that cannot be solved within the memory or time budget. The message says
 * how large it is and what the budget was; front ends print it instead of running out of memory.
 *
 * <pre>{@code
 * throw new TooLargeException("the search needs more than 20000000 positions (budget)");
 * }</pre>
 */
public class TooLargeException extends RuntimeException {

    public TooLargeException(String message) {
        super(message, null, false, false);
    }
}
