package boyi.web;

import boyi.games.GameFamily;
import boyi.util.BadInputException;
import boyi.util.Text;

/**
 * A request the API answers with an error status and the one error shape
 * ({@link ErrorJson}): 400 bad input, 403 refused origin or host, 404 no such resource, 405
 * method, 413 body too large, 415 not UTF-8 JSON, 422 beyond the work budget, 503 out of time or
 * busy.
 *
 * <pre>{@code
 * throw new ApiException(400, Text.of("缺少 \"game\"", "missing \"game\""));
 * }</pre>
 */
final class ApiException extends RuntimeException {

    private final int status;
    private final transient Text text;
    private final boolean outOfTime;
    private final boolean ranItsBudget;
    private final int line;
    private final int column;
    /** The bad input this 400 reports, when it came from the core: it knows the game it was for. */
    private final transient BadInputException badInput;

    ApiException(int status, Text message) {
        this(status, message, false, false, 0, 0);
    }

    private ApiException(int status, Text message, boolean outOfTime, boolean ranItsBudget, int line, int column) {
        this(status, message, outOfTime, ranItsBudget, line, column, null);
    }

    private ApiException(int status, Text message, boolean outOfTime, boolean ranItsBudget, int line, int column,
                         BadInputException badInput) {
        super(message.en(), null, false, false);
        this.badInput = badInput;
        this.status = status;
        this.text = message;
        this.outOfTime = outOfTime;
        this.ranItsBudget = ranItsBudget;
        this.line = line;
        this.column = column;
    }

    /** 400: a rule text with an error at this line and column (both from 1), shown by the editor. */
    static ApiException at(Text message, int line, int column) {
        return new ApiException(400, message, false, false, line, column);
    }

    /** 400: the core's bad input, in the words the command line prints ("nim：…"; see {@link #onThePage}). */
    static ApiException badInput(BadInputException e) {
        return new ApiException(400, e.text(), false, false, 0, 0, e);
    }

    /**
     * This error as the page shows it: bad input to {@code family} names the game by its names
     * ("减法博弈：…", "Subtraction game: …"), not by the id the command line types; any other error
     * is shown as it is.
     */
    ApiException onThePage(GameFamily family) {
        if (badInput == null || !badInput.game().equals(java.util.Optional.of(family.id()))) {
            return this;
        }
        return new ApiException(status, badInput.namedAs(Text.of(family.nameZh(), family.nameEn())));
    }

    /** The line of the rule text the error is at, 0 when it is not about a rule text. */
    int line() {
        return line;
    }

    int column() {
        return column;
    }

    /** 503: the work was stopped at the end of its time budget. */
    static ApiException outOfTime(Text message) {
        return outOfTime(message, false);
    }

    /**
     * 503: the work was stopped at the end of its time budget; {@code ranItsBudget}: it had a
     * worker for most of the budget (too large a request, rather than a busy server).
     */
    static ApiException outOfTime(Text message, boolean ranItsBudget) {
        return new ApiException(503, message, true, ranItsBudget, 0, 0);
    }

    /** Whether the work ran out of its time budget after it had a worker for most of it. */
    boolean ranItsBudget() {
        return ranItsBudget;
    }

    /** Whether the work ran out of its time budget (rather than being refused or failing). */
    boolean outOfTime() {
        return outOfTime;
    }

    int status() {
        return status;
    }

    /** The message in both languages. */
    Text text() {
        return text;
    }
}
