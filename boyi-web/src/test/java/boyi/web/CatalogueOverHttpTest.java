package boyi.web;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.catalogue.Catalogue;
import boyi.games.GameFamily;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every game of the real catalogue through the API: its example position (with its example
 * parameters) is analysed, every listed move is played, and the move's value agrees with the
 * analysis of the position it leads to.
 */
class CatalogueOverHttpTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static BoyiServer server;
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @BeforeAll
    static void start() {
        server = new BoyiServer(Catalogue.families(), Duration.ofSeconds(30)).start("127.0.0.1", 0);
    }

    @AfterAll
    static void stop() {
        server.stop();
    }

    static List<String> games() {
        return Catalogue.families().stream().map(GameFamily::id).toList();
    }

    private static JsonNode post(String path, ObjectNode body) throws Exception {
        HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create(server.url() + path))
                .timeout(Duration.ofSeconds(60)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body.toString())).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(path + " " + body + " -> " + r.body()).isEqualTo(200);
        return JSON.readTree(r.body());
    }

    @ParameterizedTest
    @MethodSource("games")
    void theExampleIsAnalysedAndEveryListedMovePlays(String id) throws Exception {
        GameFamily family = Catalogue.family(id);
        HttpResponse<String> list = HTTP.send(HttpRequest.newBuilder(URI.create(server.url() + "api/games")).build(),
                HttpResponse.BodyHandlers.ofString());
        JsonNode entry = null;
        for (JsonNode g : JSON.readTree(list.body())) {
            if (g.get("id").asText().equals(id)) {
                entry = g;
            }
        }
        assertThat(entry).isNotNull();
        assertThat(entry.get("name_zh").asText()).isEqualTo(family.nameZh());
        assertThat(entry.get("example").asText()).isEqualTo(family.examplePosition());

        ObjectNode request = JSON.createObjectNode();
        request.put("game", id);
        request.set("params", entry.get("example_params"));
        request.put("position", entry.get("example").asText());
        JsonNode a = post("api/analyze", request);
        assertThat(a.get("value").asText()).isIn("win", "draw", "loss");
        assertThat(a.get("explanation").asText()).isNotBlank();
        int shown = 0;
        for (JsonNode m : a.get("moves")) {
            if (shown++ == 8) {
                break;
            }
            ObjectNode play = request.deepCopy();
            play.put("move", m.get("move").asText());
            JsonNode after = post("api/play", play);
            assertThat(after.get("position").asText()).isEqualTo(m.get("position").asText());
            String childValue = after.get("analysis").get("value").asText();
            String expected = switch (childValue) {
                case "win" -> "loss";
                case "loss" -> "win";
                default -> "draw";
            };
            assertThat(m.get("value").asText()).as(id + " move " + m.get("move")).isEqualTo(expected);
        }
    }
}
