package boyi.web;

import boyi.util.Text;
import io.javalin.http.Context;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Set;

/**
 * What every request must satisfy before any work is done for it:
 * <ul>
 *   <li>its {@code Host} is a name of this machine ({@code localhost}, {@code 127.0.0.1},
 *       {@code [::1]}) or the host the server was started on ({@code --host}); a server bound to
 *       every interface ({@code 0.0.0.0}) accepts any host. This stops DNS-rebinding pages;</li>
 *   <li>a POST comes from the page itself: its {@code Origin}, when sent, is this server
 *       (a browser sends it with every cross-origin POST), and {@code Sec-Fetch-Site} is not
 *       {@code cross-site};</li>
 *   <li>a POST body is {@code application/json} in UTF-8, at most {@link #MAX_BODY} bytes, and
 *       arrives whole within {@link #BODY_TIME} (408 otherwise; a body shorter than its
 *       {@code Content-Length} is refused as soon as the connection stalls, see {@link BoyiServer}).</li>
 * </ul>
 *
 * <pre>{@code
 * RequestChecks checks = new RequestChecks("127.0.0.1");
 * checks.host(ctx);            // 403 for a foreign Host
 * String body = checks.body(ctx);
 * }</pre>
 */
final class RequestChecks {

    /** The largest POST body accepted. */
    static final int MAX_BODY = 64 * 1024;
    /** The longest a body may take to arrive (each pause is cut off sooner, see {@link BoyiServer}). */
    static final java.time.Duration BODY_TIME = java.time.Duration.ofSeconds(3);

    private static final Set<String> LOCAL_NAMES = Set.of("localhost", "127.0.0.1", "[::1]", "::1");

    private final boolean anyHost;
    private final String boundHost;

    /** @param boundHost the address the server listens on */
    RequestChecks(String boundHost) {
        String h = boundHost.toLowerCase(Locale.ROOT);
        this.anyHost = h.equals("0.0.0.0") || h.equals("::") || h.equals("[::]") || h.isEmpty();
        this.boundHost = h.startsWith("[") || !h.contains(":") ? h : "[" + h + "]";
    }

    /** Refuses (403) a request whose Host is not this server's. */
    void host(Context ctx) {
        if (anyHost) {
            return;
        }
        String host = ctx.header("Host");
        if (host == null || !allowed(hostName(host))) {
            throw new ApiException(403, Text.of(
                    "这个服务器只回应发往 " + names() + " 的请求（Host 为 \"" + host + "\"）；要让别的名字访问，请用 --host 启动",
                    "this server answers requests for " + names() + " only (Host was \"" + host
                            + "\"); start it with --host to allow another name"));
        }
    }

    private boolean allowed(String name) {
        return LOCAL_NAMES.contains(name) || name.equals(boundHost) || name.equals(boundHost.replaceAll("[\\[\\]]", ""));
    }

    private String names() {
        return LOCAL_NAMES.contains(boundHost) ? "localhost, 127.0.0.1, [::1]" : "localhost, 127.0.0.1, [::1], " + boundHost;
    }

    /** The host name of a Host header or an origin's authority, lower case, without the port. */
    static String hostName(String authority) {
        String a = authority.trim().toLowerCase(Locale.ROOT);
        if (a.startsWith("[")) {
            int end = a.indexOf(']');
            return end < 0 ? a : a.substring(0, end + 1);
        }
        int colon = a.indexOf(':');
        return colon < 0 ? a : a.substring(0, colon);
    }

    /** Refuses (403) a POST sent by another site's page, and (415) one that is not UTF-8 JSON. */
    void post(Context ctx) {
        String origin = ctx.header("Origin");
        String site = ctx.header("Sec-Fetch-Site");
        if ("cross-site".equalsIgnoreCase(site) || (origin != null && !sameOrigin(origin, ctx.header("Host")))) {
            throw new ApiException(403, Text.of("不接受来自其他网站（" + origin + "）的请求",
                    "requests from another site (" + origin + ") are refused"));
        }
        String type = ctx.header("Content-Type");
        String mime = type == null ? "" : type.split(";", 2)[0].trim().toLowerCase(Locale.ROOT);
        if (!mime.equals("application/json")) {
            throw new ApiException(415, Text.of("请求体必须是 JSON：请加上 Content-Type: application/json（收到的是 \""
                    + (type == null ? "" : type) + "\"）",
                    "the body must be JSON: send Content-Type: application/json (got \"" + (type == null ? "" : type) + "\")"));
        }
        for (String part : type.split(";")) {
            String p = part.trim();
            if (p.toLowerCase(Locale.ROOT).startsWith("charset=")) {
                String charset = p.substring(8).replace("\"", "").trim();
                if (!charset.equalsIgnoreCase("utf-8") && !charset.equalsIgnoreCase("utf8")) {
                    throw new ApiException(415, Text.of("只接受 UTF-8 编码的 JSON（收到的字符集是 \"" + charset + "\"）",
                            "only UTF-8 JSON is accepted (the charset was \"" + charset + "\")"));
                }
            }
        }
    }

    private static boolean sameOrigin(String origin, String host) {
        if (host == null) {
            return false;
        }
        try {
            URI uri = new URI(origin.trim());
            String authority = uri.getRawAuthority();
            return "http".equalsIgnoreCase(uri.getScheme()) && authority != null
                    && authority.equalsIgnoreCase(host.trim());
        } catch (Exception e) {
            return false;
        }
    }

    /**
     * The whole body as UTF-8 text. 413 when larger than {@link #MAX_BODY} (a declared length is
     * refused before reading), 400 when the body ends early or stalls before its declared length.
     */
    String body(Context ctx) {
        long declared = ctx.req().getContentLengthLong();
        if (declared > MAX_BODY) {
            throw tooLarge(declared);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream((int) Math.max(0, declared));
        byte[] buffer = new byte[8192];
        long start = System.nanoTime();
        try {
            InputStream in = ctx.req().getInputStream();
            int n;
            // a known length is read exactly: no read waits for more than was announced
            while ((declared < 0 || out.size() < declared)
                    && (n = in.read(buffer, 0, declared < 0 ? buffer.length : (int) Math.min(buffer.length, declared - out.size()))) >= 0) {
                out.write(buffer, 0, n);
                if (out.size() > MAX_BODY) {
                    throw tooLarge(out.size());
                }
                if (System.nanoTime() - start > BODY_TIME.toNanos()) {
                    throw new ApiException(408, Text.of("请求体没有在 " + BODY_TIME.toSeconds() + " 秒内送完，连接已关闭",
                            "the request body did not arrive within " + BODY_TIME.toSeconds() + " s"));
                }
            }
        } catch (IOException | RuntimeException e) {
            if (e instanceof ApiException api) {
                throw api;
            }
            throw new ApiException(400, Text.of(
                    "请求体不完整：只收到 " + out.size() + " 字节" + (declared >= 0 ? "，而 Content-Length 是 " + declared : "")
                            + "，连接已停住或关闭",
                    "the request body is incomplete: " + out.size() + " bytes arrived"
                            + (declared >= 0 ? " of the " + declared + " its Content-Length announced" : "")
                            + ", then the connection stalled or closed"));
        }
        if (declared >= 0 && out.size() != declared) {
            throw new ApiException(400, Text.of("请求体有 " + out.size() + " 字节，与 Content-Length " + declared + " 不符",
                    "the body has " + out.size() + " bytes, not the " + declared + " its Content-Length announced"));
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(out.toByteArray())).toString();
        } catch (CharacterCodingException e) {
            throw new ApiException(400, Text.of("请求体不是有效的 UTF-8 文本", "the request body is not valid UTF-8 text"));
        }
    }

    private static ApiException tooLarge(long bytes) {
        return new ApiException(413, Text.of("请求体有 " + bytes + " 字节，超过了上限 " + MAX_BODY + " 字节",
                "the request body has " + bytes + " bytes, more than the limit of " + MAX_BODY));
    }
}
