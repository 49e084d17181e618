package boyi.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * A test's requests to its server over real HTTP: the status, the body as JSON when the answer is
 * JSON, its content type and text, and the milliseconds it took.
 *
 * <pre>{@code
 * ApiClient api = new ApiClient(server);
 * ApiClient.Reply r = api.post("/api/analyze", "{\"game\":\"nim\",\"position\":\"3 4 5\"}");
 * r.body().get("value").asText();   // "win"
 * }</pre>
 */
final class ApiClient {

    /** One answer; {@code body} is null when the answer is not JSON. */
    record Reply(int status, JsonNode body, String contentType, String text, long millis) {
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    private final BoyiServer server;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    ApiClient(BoyiServer server) {
        this.server = server;
    }

    /** {@code GET path} ({@code /api/games} or {@code api/games}). */
    Reply get(String path) throws Exception {
        return send(HttpRequest.newBuilder(uri(path)).GET());
    }

    /** {@code POST path} with a JSON body. */
    Reply post(String path, String json) throws Exception {
        return send(HttpRequest.newBuilder(uri(path)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json, StandardCharsets.UTF_8)));
    }

    private URI uri(String path) {
        return URI.create(server.url() + (path.startsWith("/") ? path.substring(1) : path));
    }

    private Reply send(HttpRequest.Builder b) throws Exception {
        long t0 = System.nanoTime();
        HttpResponse<String> r = http.send(b.timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        String type = r.headers().firstValue("Content-Type").orElse("");
        JsonNode body = type.startsWith("application/json") ? JSON.readTree(r.body()) : null;
        return new Reply(r.statusCode(), body, type, r.body(), (System.nanoTime() - t0) / 1_000_000);
    }
}
