package boyi.web;

import boyi.games.GameFamily;
import boyi.web.ApiClient.Reply;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A test class's server on 127.0.0.1 (a free port), started before its tests and stopped after
 * them, and the requests of {@link ApiClient} to it.
 *
 * <pre>{@code
 * @RegisterExtension
 * static final TestServer api = new TestServer(ToyGames.families(), Duration.ofMillis(800));
 * api.post("/api/analyze", "{\"game\":\"nim\",\"position\":\"3 4 5\"}").status();   // 200
 * api.server().budget().inFlight();                                            // 0
 * }</pre>
 */
final class TestServer implements BeforeAllCallback, AfterAllCallback {

    private final List<GameFamily> families;
    private final Duration budget;
    private BoyiServer server;
    private ApiClient client;

    TestServer(List<GameFamily> families, Duration budget) {
        this.families = families;
        this.budget = budget;
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        server = new BoyiServer(families, budget).start("127.0.0.1", 0);
        client = new ApiClient(server);
    }

    @Override
    public void afterAll(ExtensionContext context) {
        server.stop();
    }

    BoyiServer server() {
        return server;
    }

    /** {@code GET path} ({@code /api/games} or {@code api/games}). */
    Reply get(String path) throws Exception {
        return client.get(path);
    }

    /** {@code POST path} with a JSON body. */
    Reply post(String path, String json) throws Exception {
        return client.post(path, json);
    }

    /** {@code POST path} with a JSON body built as a tree. */
    Reply post(String path, JsonNode body) throws Exception {
        return client.post(path, body.toString());
    }
}
