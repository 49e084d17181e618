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

    ApiException(int status, Text message) {
        this(status, message, false);
    }

    private ApiException(int status, Text message, boolean outOfTime) {
        super(message.en(), null, false, false);
        this.status = status;
        this.text = message;
        this.outOfTime = outOfTime;
    }

    /** 503: the work was stopped at the end of its time budget. */
    static ApiException outOfTime(Text message) {
        return new ApiException(503, message, true);
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
