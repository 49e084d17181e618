package boyi.web;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.games.GameFamily;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The HTTP edges over raw sockets on 127.0.0.1: every error of every layer is the one JSON shape
 * with both languages and its status; strict JSON; UTF-8 JSON only; Host and Origin checked; a
 * body shorter than its Content-Length answered promptly; HEAD; the page's security policy.
 */
class ServerProtocolTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String ANALYZE = "{\"game\":\"toy-take\",\"params\":{\"k\":3},\"position\":\"10\"}";
    private static BoyiServer server;

    @BeforeAll
    static void start() {
        List<GameFamily> families = new ArrayList<>(ToyGames.families());
        families.add(ToyGames.broken());
        server = new BoyiServer(families, Duration.ofMillis(800)).start("127.0.0.1", 0);
    }

    @AfterAll
    static void stop() {
        server.stop();
    }

    /** A raw answer: status line code, headers (lower-case names) and body. */
    record Raw(int status, String headers, String body, long millis) {
        String header(String name) {
            for (String line : headers.split("\r\n")) {
                int colon = line.indexOf(':');
                if (colon > 0 && line.substring(0, colon).trim().equalsIgnoreCase(name)) {
                    return line.substring(colon + 1).trim();
                }
            }
            return null;
        }

        JsonNode json() throws IOException {
            return JSON.readTree(body);
        }
    }

    static Raw raw(byte[] request, boolean halfClose) throws IOException {
        long start = System.nanoTime();
        try (Socket s = new Socket("127.0.0.1", server.port())) {
            s.setSoTimeout(10_000);
            OutputStream out = s.getOutputStream();
            out.write(request);
            out.flush();
            if (halfClose) {
                s.shutdownOutput();
            }
            InputStream in = s.getInputStream();
            ByteArrayOutputStream got = new ByteArrayOutputStream();
            byte[] buffer = new byte[8192];
            int n;
            try {
                while ((n = in.read(buffer)) >= 0) {
                    got.write(buffer, 0, n);
                    if (complete(got.toString(StandardCharsets.UTF_8))) {
                        break;
                    }
                }
            } catch (SocketTimeoutException e) {
                // what arrived is the answer
            }
            String text = got.toString(StandardCharsets.UTF_8);
            int split = text.indexOf("\r\n\r\n");
            String head = split < 0 ? text : text.substring(0, split);
            String body = split < 0 ? "" : text.substring(split + 4);
            int status = head.isEmpty() ? -1 : Integer.parseInt(head.split(" ")[1]);
            return new Raw(status, head, body, (System.nanoTime() - start) / 1_000_000);
        }
    }

    private static boolean complete(String text) {
        int split = text.indexOf("\r\n\r\n");
        if (split < 0) {
            return false;
        }
        String head = text.substring(0, split).toLowerCase(Locale.ROOT);
        int at = head.indexOf("content-length:");
        if (at < 0) {
            return false;
        }
        int end = head.indexOf("\r\n", at);
        long length = Long.parseLong(head.substring(at + 15, end < 0 ? head.length() : end).trim());
        return text.substring(split + 4).getBytes(StandardCharsets.UTF_8).length >= length;
    }

    static Raw post(String path, String contentType, String body, String... headers) throws IOException {
        byte[] b = body.getBytes(StandardCharsets.UTF_8);
        StringBuilder r = new StringBuilder("POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + server.port()
                + "\r\nConnection: close\r\n");
        if (contentType != null) {
            r.append("Content-Type: ").append(contentType).append("\r\n");
        }
        for (String h : headers) {
            r.append(h).append("\r\n");
        }
        r.append("Content-Length: ").append(b.length).append("\r\n\r\n");
        return raw(concat(r.toString().getBytes(StandardCharsets.UTF_8), b), false);
    }

    static Raw get(String path, String... headers) throws IOException {
        StringBuilder r = new StringBuilder("GET " + path + " HTTP/1.1\r\nHost: localhost:" + server.port() + "\r\nConnection: close\r\n");
        for (String h : headers) {
            r.append(h).append("\r\n");
        }
        return raw(r.append("\r\n").toString().getBytes(StandardCharsets.UTF_8), false);
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] c = new byte[a.length + b.length];
        System.arraycopy(a, 0, c, 0, a.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }

    private static void assertError(Raw r, int status, String fragment) throws IOException {
        assertThat(r.status()).as(r.headers() + "\n" + r.body()).isEqualTo(status);
        assertThat(r.header("Content-Type")).as(r.headers()).startsWith("application/json");
        JsonNode e = r.json();
        assertThat(e.get("status").asInt()).isEqualTo(status);
        assertThat(e.get("error").asText()).contains(fragment);
        assertThat(e.get("error_zh").asText()).isNotBlank();
        assertThat(e.size()).isEqualTo(3);
    }

    @Test
    void aPlainJsonPostIsAnswered() throws IOException {
        Raw r = post("/api/analyze", "application/json; charset=UTF-8", ANALYZE);
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.json().get("value").asText()).isEqualTo("win");
    }

    @Test
    void jsonMustBeStrictAndUtf8() throws IOException {
        assertError(post("/api/analyze", "application/json", ANALYZE + " trailing"), 400, "not valid JSON");
        assertError(post("/api/analyze", "application/json", ANALYZE + "{}"), 400, "not valid JSON");
        assertError(post("/api/analyze", "application/json",
                "{\"game\":\"toy-take\",\"game\":\"x\",\"position\":\"1\"}"), 400, "Duplicate field");
        assertError(post("/api/analyze", "application/json; charset=bogus-xyz", ANALYZE), 415, "bogus-xyz");
        assertError(post("/api/analyze", "application/json; charset=iso-8859-1", ANALYZE), 415, "UTF-8");
        assertError(post("/api/analyze", "text/plain", ANALYZE), 415, "application/json");
        assertError(post("/api/analyze", null, ANALYZE), 415, "application/json");
        byte[] head = ("POST /api/analyze HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\n"
                + "Content-Length: 12\r\n\r\n").getBytes(StandardCharsets.UTF_8);
        assertError(raw(concat(head, new byte[] {'{', '"', 'a', '"', ':', '"', (byte) 0xff, (byte) 0xfe, '"', '}', ' ', ' '}), false),
                400, "UTF-8");
    }

    @Test
    void crossSiteRequestsAndForeignHostsAreRefused() throws IOException {
        assertError(post("/api/analyze", "application/json", ANALYZE, "Origin: http://evil.example"), 403, "another site");
        assertError(post("/api/analyze", "application/json", ANALYZE, "Sec-Fetch-Site: cross-site"), 403, "another site");
        assertThat(post("/api/analyze", "application/json", ANALYZE, "Origin: http://127.0.0.1:" + server.port()).status())
                .isEqualTo(200);
        // DNS rebinding: the right address under a foreign name
        byte[] rebound = ("GET /api/games HTTP/1.1\r\nHost: rebind.evil.example:" + server.port()
                + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.UTF_8);
        assertError(raw(rebound, false), 403, "localhost");
        assertThat(get("/api/games").status()).isEqualTo(200);
    }

    @Test
    void aBodyShorterThanItsLengthIsAnsweredPromptly() throws IOException {
        byte[] head = ("POST /api/analyze HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Content-Length: 100\r\n\r\n").getBytes(StandardCharsets.UTF_8);
        Raw stalled = raw(concat(head, ANALYZE.getBytes(StandardCharsets.UTF_8)), false);
        assertError(stalled, 400, "incomplete");
        assertThat(stalled.millis()).isLessThan(5_000);
        Raw closed = raw(concat(head, ANALYZE.getBytes(StandardCharsets.UTF_8)), true);
        assertError(closed, 400, "incomplete");
        assertThat(closed.millis()).isLessThan(1_000);
    }

    @Test
    void jettysOwnErrorsAreJsonToo() throws IOException {
        assertError(raw("GARBAGE\r\n\r\n".getBytes(StandardCharsets.UTF_8), false), 400, "bad request");
        assertError(raw("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header\r\n\r\n".getBytes(StandardCharsets.UTF_8), false),
                400, "bad request");
        assertError(get("/" + "a".repeat(20_000)), 414, "URI");
        assertError(get("/api/games", "X-Big: " + "a".repeat(20_000)), 431, "headers");
        byte[] big = ("POST /api/analyze HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Content-Length: 200000\r\n\r\n{").getBytes(StandardCharsets.UTF_8);
        assertError(raw(big, false), 413, "limit");
        assertError(get("/no-such-page.html"), 404, "not found");
        assertError(get("/api/nothing"), 404, "no such API endpoint");
        assertError(get("/api/analyze"), 405, "method not allowed");
    }

    /** Issue 31: a solver's Java error was answered "internal error: java.lang.NoClassDefFoundError: ... boyi.cgt...". */
    @Test
    void aServerErrorNeverShowsAJavaClassName() throws IOException {
        Raw r = post("/api/analyze", "application/json", "{\"game\":\"toy-broken\",\"params\":{\"k\":3},\"position\":\"10\"}");
        assertError(r, 500, "internal");
        assertThat(r.body()).doesNotContain("java.").doesNotContain("boyi.").doesNotContain("Error:")
                .doesNotContain("NoClassDefFound");
    }

    /** Issue 31: {@code GET /} without a version (HTTP/0.9) was answered 505 "internal server error". */
    @Test
    void aRequestWithoutAnHttpVersionIsToldWhichVersionsAreSpoken() throws IOException {
        Raw r = raw("GET /\r\n\r\n".getBytes(StandardCharsets.UTF_8), false);
        assertError(r, 505, "HTTP/1.1");
        assertThat(r.json().get("error").asText()).doesNotContain("internal");
    }

    /** Issue 31: headers trickling a byte at a time held a connection for as long as they trickled. */
    @Test
    void headersThatTrickleAreCutAfterAFewSeconds() throws IOException {
        byte[] head = ("GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + "a".repeat(100)).getBytes(StandardCharsets.UTF_8);
        long start = System.nanoTime();
        long closedAfter = -1;
        try (Socket s = new Socket("127.0.0.1", server.port())) {
            s.setSoTimeout(250);
            OutputStream out = s.getOutputStream();
            InputStream in = s.getInputStream();
            for (int i = 0; i < head.length && closedAfter < 0; i++) {
                try {
                    out.write(head[i]);
                    out.flush();
                    if (in.read() < 0) {
                        closedAfter = (System.nanoTime() - start) / 1_000_000;
                    }
                } catch (SocketTimeoutException e) {
                    // still open: the next byte
                } catch (IOException e) {
                    closedAfter = (System.nanoTime() - start) / 1_000_000;
                }
            }
        }
        // a byte every 250 ms never idles 3 s; the head deadline is 5 s, looked at once a second
        assertThat(closedAfter).as("closed after (ms)").isBetween(BoyiServer.HEADER_TIME.toMillis(),
                BoyiServer.HEADER_TIME.toMillis() + 3_000);
    }

    @Test
    void headAnswersHeadersWithoutABody() throws IOException {
        Raw page = raw(("HEAD / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.UTF_8), false);
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.header("Content-Type")).startsWith("text/html");
        assertThat(page.body()).isEmpty();
        Raw games = raw(("HEAD /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.UTF_8), false);
        assertThat(games.status()).isEqualTo(200);
        assertThat(games.header("Content-Type")).startsWith("application/json");
        assertThat(games.body()).isEmpty();
    }

    @Test
    void thePageCarriesAContentSecurityPolicyAndHasNoInlineCode() throws IOException {
        Raw page = get("/");
        assertThat(page.header("Content-Security-Policy")).contains("default-src 'self'").contains("style-src 'self'")
                .doesNotContain("unsafe-inline");
        assertThat(page.header("X-Content-Type-Options")).isEqualTo("nosniff");
        // the policy allows no inline script or style: the page has none
        assertThat(page.body()).doesNotContainPattern("<script(?![^>]*\\bsrc=)").doesNotContain("<style")
                .doesNotContainPattern("\\son[a-z]+=").doesNotContainPattern("\\sstyle=");
    }
}
