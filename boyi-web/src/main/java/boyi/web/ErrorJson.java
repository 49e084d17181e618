package boyi.web;

import boyi.util.Json;
import boyi.util.Text;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The one shape of every error answer, whichever layer produced it (the API, the request
 * checks, or the HTTP server itself): {@code {"error": "<English>", "error_zh": "<中文>",
 * "status": N}}.
 *
 * <pre>{@code
 * ErrorJson.body(404, Text.of("没有这个接口", "no such endpoint"));
 * // {"error":"no such endpoint","error_zh":"没有这个接口","status":404}
 * }</pre>
 */
final class ErrorJson {

    private ErrorJson() {
    }

    static Map<String, Object> of(int status, Text message) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("error", message.en());
        m.put("error_zh", message.zh());
        m.put("status", status);
        return m;
    }

    static String body(int status, Text message) {
        return Json.write(of(status, message));
    }

    /** The shape above with the rule text's {@code "line"} and {@code "column"} of the error. */
    static String body(int status, Text message, int line, int column) {
        Map<String, Object> m = of(status, message);
        m.put("line", line);
        m.put("column", column);
        return Json.write(m);
    }

    /** The message for a status the server itself produced (HTTP parsing, limits, routing). */
    static Text standard(int status, String reason) {
        String detail = reason == null || reason.isBlank() ? "" : " (" + reason + ")";
        return switch (status) {
            case 400 -> Text.of("请求格式有误" + detail, "bad request" + detail);
            case 404 -> Text.of("没有这个地址" + detail, "not found" + detail);
            case 405 -> Text.of("这个地址不支持这种请求方法" + detail, "method not allowed" + detail);
            case 408 -> Text.of("请求发送得太慢，连接已关闭" + detail, "the request arrived too slowly" + detail);
            case 411 -> Text.of("请求体需要 Content-Length" + detail, "the body needs a Content-Length" + detail);
            case 413 -> Text.of("请求体太大" + detail, "the request body is too large" + detail);
            case 414 -> Text.of("请求地址太长" + detail, "the request URI is too long" + detail);
            case 415 -> Text.of("不支持的内容类型" + detail, "unsupported media type" + detail);
            case 431 -> Text.of("请求头太大" + detail, "the request headers are too large" + detail);
            case 503 -> Text.of("服务器正忙，请稍后再试" + detail, "the server is busy; try again shortly" + detail);
            case 505 -> Text.of("不支持这个 HTTP 版本" + detail + "；请用 HTTP/1.1 或 HTTP/1.0",
                    "HTTP version not supported" + detail + "; use HTTP/1.1 or HTTP/1.0");
            // a server error's reason may be a Java exception's text: never shown
            default -> status >= 500 ? Text.of("服务器内部错误", "internal server error")
                    : Text.of("请求被拒绝（" + status + "）" + detail, "request refused (" + status + ")" + detail);
        };
    }
}
