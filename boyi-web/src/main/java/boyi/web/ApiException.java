package boyi.web;

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

    ApiException(int status, Text message) {
        this(status, message, false, false, 0, 0);
    }

    private ApiException(int status, Text message, boolean outOfTime, boolean ranItsBudget, int line, int column) {
        super(message.en(), null, false, false);
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
