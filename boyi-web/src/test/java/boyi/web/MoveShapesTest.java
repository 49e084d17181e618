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

    /** The boards that read shapes (views.js, numberboards.js, boards.js, partizan.js, pictures.js): game, kind, fields. */
    private static final Map<String, List<String>> READ_BY_BOARDS = Map.ofEntries(
            Map.entry("multiplication", List.of("multiply", "factor")),
            Map.entry("northcott", List.of("slide", "row", "to")),
            Map.entry("dag-tokens", List.of("token", "from", "to")),
            Map.entry("green-hackenbush", List.of("cut", "from", "to")),
            Map.entry("domineering", List.of("domino", "from", "to")),
            Map.entry("clobber", List.of("capture", "from", "to")),
            Map.entry("toads-and-frogs", List.of("slide", "from")),
            Map.entry("hackenbush", List.of("cut", "stalk", "edge")),
            Map.entry("cutcake", List.of("cut", "piece", "into")),
            Map.entry("col", List.of("colour", "vertex", "colour")),
            Map.entry("snort", List.of("colour", "vertex", "colour")),
            Map.entry("hackenbush-graph", List.of("cut", "edge", "from", "to", "colour")));

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

    /** Col and Snort boards (grids with # cells, graphs, a CGSuite path, Right to move) and Hackenbush pictures. */
    static List<List<String>> graphPositions() {
        return List.of(List.of("col", "....|...."), List.of("col", "..#.|.L..|.... R"), List.of("col", "l.r 1-2 2-3"),
                List.of("snort", "...|..."), List.of("snort", "..L. 1-2 2-3 3-4 4-1 R"), List.of("snort", "l.r.R 1-2 2-3 3-4 4-5 5-1 2-4"),
                List.of("hackenbush-graph", "0-1:L 1-2:R 1-3:R"), List.of("hackenbush-graph", "0-1:L 1-2:R 1-2:R 2-0:L 5-6:R 3-3:L R"),
                List.of("hackenbush-graph", "0-0:R 0-1:L 1-1:L 1-2:L 2-0:R"));
    }

    /**
     * The vertex a Col or Snort move names (its place among the cells or vertices the position
     * writes) is the one it colours, in the colour of the player to move; the edge a picture's cut
     * names (its place among the edges the position writes) has the ends and colour the shape
     * gives, and is gone after the move, which keeps no edge the position did not have.
     */
    @ParameterizedTest
    @MethodSource("graphPositions")
    void theVertexOrEdgeAShapeNamesIsTheOneTheMoveColoursOrCuts(List<String> game) throws Exception {
        GameFamily f = Catalogue.family(game.get(0));
        JsonNode a = call("analyze", f, game.get(1), null);
        String mover = a.get("cgt").get("to_move").asText().equals("left") ? "L" : "R";
        String board = a.get("position").asText().replaceAll(" [LR]$", "");
        assertThat(a.get("moves")).as(game + " lists moves").isNotEmpty();
        for (JsonNode m : a.get("moves")) {
            JsonNode shape = m.get("shape");
            String what = game + " " + m.get("move") + " " + shape;
            assertThat(shape.get("colour").asText()).as(what).isEqualTo(mover);
            String after = m.get("position").asText().replaceAll(" [LR]$", "");
            if (f.id().equals("hackenbush-graph")) {
                List<String> edges = new java.util.ArrayList<>(List.of(board.split(" ")));
                String cut = edges.remove(shape.get("edge").asInt() - 1);
                assertThat(cut).as(what).isEqualTo(shape.get("from").asInt() + "-" + shape.get("to").asInt() + ":" + mover);
                for (String e : after.equals("-") ? new String[0] : after.split(" ")) {
                    assertThat(edges.remove(e)).as(what + ": " + e + " was in the position").isTrue();
                }
            } else {
                String states = board.split(" ")[0].replace("|", "");
                String coloured = after.split(" ")[0].replace("|", "");
                int v = shape.get("vertex").asInt() - 1;
                assertThat(coloured).as(what).isEqualTo(states.substring(0, v) + mover + states.substring(v + 1));
                assertThat(".lr").as(what + ": an uncoloured vertex").contains(states.substring(v, v + 1));
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
