package boyi.web;

/**
 * A request the API answers with an error status and {@code {"error": message}}: 400 for bad
 * input, 404 for a missing resource, 422 for a position beyond the solver's budget, 503 when the
 * time budget ran out or the server is busy.
 *
 * <pre>{@code
 * throw new ApiException(400, "missing \"game\"");
 * }</pre>
 */
final class ApiException extends RuntimeException {

    private final int status;

    ApiException(int status, String message) {
        super(message, null, false, false);
        this.status = status;
    }

    int status() {
        return status;
    }
}
