package boyi.web;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.handler.ErrorHandler;

/**
 * Jetty's own errors (a malformed request line or header, a URI or headers too large, a body
 * arriving too slowly) in the server's one error shape ({@link ErrorJson}) instead of HTML or
 * text.
 */
final class JsonErrorHandler extends ErrorHandler {

    private static final String TYPE = "application/json; charset=utf-8";

    /** Errors found while parsing the request, before any handler ran (400, 414, 431, ...). */
    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        fields.put(new HttpField(HttpHeader.CONTENT_TYPE, TYPE));
        fields.put(new HttpField(HttpHeader.CACHE_CONTROL, "no-store"));
        return ByteBuffer.wrap(ErrorJson.body(status, ErrorJson.standard(status, reason)).getBytes(StandardCharsets.UTF_8));
    }

    /** Errors sent by Jetty while handling a request (sendError). */
    @Override
    protected void generateAcceptableResponse(Request baseRequest, HttpServletRequest request, HttpServletResponse response,
                                              int code, String message) throws IOException {
        baseRequest.setHandled(true);
        response.setContentType(TYPE);
        response.setHeader("Cache-Control", "no-store");
        byte[] body = ErrorJson.body(code, ErrorJson.standard(code, message == null || message.matches("\\d+") ? null : message))
                .getBytes(StandardCharsets.UTF_8);
        response.setContentLength(body.length);
        if (!"HEAD".equals(request.getMethod())) {
            response.getOutputStream().write(body);
        }
    }
}
