package boyi.util;

/**
 * Input that breaks a documented syntax or limit. The message is one line that names what was
 * wrong and where (line, token, parameter), ready to print after the command's name.
 *
 * <pre>{@code
 * throw new BadInputException("line 2, token 3 \"x\": expected a whole number 0..10^18");
 * }</pre>
 */
public class BadInputException extends RuntimeException {

    public BadInputException(String message) {
        super(message, null, false, false);
    }
}
