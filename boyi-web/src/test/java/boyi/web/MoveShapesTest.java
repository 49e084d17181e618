package boyi.web;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.catalogue.Catalogue;
import boyi.games.GameFamily;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every move the API lists carries a shape (what the move does) that the page's boards read
 * instead of the move's name: every family's example position through {@code /api/analyze} and
 * one move through {@code /api/play} (and a partizan game's options of both players). A board that picks moves by shape needs every move of its
 * game to have the shape kind and fields it reads, and needs the shape with the position after
 * the move to tell the listed moves apart.
 */
class MoveShapesTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Api API = new Api(new Games(Catalogue.families()), new TimeBudget(Duration.ofSeconds(30), 2));

    /** The boards that read shapes (views.js, numberboards.js, boards.js, partizan.js): game, kind, fields. */
    private static final Map<String, List<String>> READ_BY_BOARDS = Map.of(
            "multiplication", List.of("multiply", "factor"),
            "northcott", List.of("slide", "row", "to"),
            "dag-tokens", List.of("token", "from", "to"),
            "green-hackenbush", List.of("cut", "from", "to"),
            "domineering", List.of("domino", "from", "to"),
            "clobber", List.of("capture", "from", "to"),
            "toads-and-frogs", List.of("slide", "from"),
            "hackenbush", List.of("cut", "stalk", "edge"),
            "cutcake", List.of("cut", "piece", "into"));

    static List<String> games() {
        return Catalogue.families().stream().map(GameFamily::id).toList();
    }

    private static JsonNode call(String kind, GameFamily f, String position, String move) throws Exception {
        Map<String, Object> body = new java.util.LinkedHashMap<>();
        body.put("game", f.id());
        body.put("params", f.exampleParameters());
        body.put("position", position);
        if (move != null) {
            body.put("move", move);
        }
        Api.Request r = API.request(JSON.writeValueAsString(body));
        return JSON.readTree(kind.equals("play") ? API.play(r) : API.analyze(r));
    }

    @ParameterizedTest
    @MethodSource("games")
    void everyListedMoveHasAShapeTheBoardsCanUse(String id) throws Exception {
        GameFamily f = Catalogue.family(id);
        JsonNode a = call("analyze", f, f.examplePosition(), null);
        assertThat(a.get("moves")).as(id + " lists moves").isNotEmpty();
        checkShapes(id, a);
        JsonNode after = call("play", f, f.examplePosition(), a.get("moves").get(0).get("move").asText());
        checkShapes(id, after.get("analysis"));
        if (a.has("cgt")) {
            for (String side : List.of("left_moves", "right_moves")) {
                for (JsonNode o : a.get("cgt").get(side)) {
                    assertThat(o.path("shape").path("kind").asText()).as(id + " " + side + " " + o).isNotBlank();
                }
            }
        }
    }

    private static void checkShapes(String id, JsonNode analysis) {
        int piles = analysis.get("position").asText().trim().split("[^0-9]+").length;
        Set<String> seen = new HashSet<>();
        for (JsonNode m : analysis.get("moves")) {
            JsonNode shape = m.get("shape");
            String what = id + " " + m.get("move") + " " + shape;
            assertThat(shape).as(what).isNotNull();
            assertThat(shape.path("kind").asText()).as(what).isNotBlank();
            assertThat(seen.add(shape + " " + m.get("position"))).as(what + ": the shape and the position after it tell it apart").isTrue();
            if (shape.get("kind").asText().equals("position")) {
                assertThat(shape.get("target").asText()).as(what).isEqualTo(m.get("position").asText());
            }
            if (shape.has("pile")) {
                assertThat(shape.get("pile").asLong()).as(what + ": a pile of the position").isBetween(1L, (long) piles);
            }
            List<String> read = READ_BY_BOARDS.get(id);
            if (read != null) {
                assertThat(shape.get("kind").asText()).as(what).isEqualTo(read.get(0));
                for (String field : read.subList(1, read.size())) {
                    assertThat(shape.has(field)).as(what + " has " + field).isTrue();
                }
            }
        }
    }
}
