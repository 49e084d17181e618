package boyi.web;

import boyi.web.ApiClient.Reply;
import static org.assertj.core.api.Assertions.assertThat;

import boyi.catalogue.Catalogue;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The partizan fields of the API over HTTP, with values known from the literature (Winning Ways,
 * CGSuite): the 2x2 Domineering board is {@code +-1} (temperature 1, thermograph walls from 2 and
 * -2 at t = -1 meeting at 0 at t = 1), the 2x3 board {@code {2|-1/2}} (temperature 5/4, mean 3/4);
 * every move carries the canonical value it leaves; a malformed grid is a bilingual 400 and a board
 * beyond the time budget a 503 that leaves no worker busy and no wrong value in the cache.
 */
class PartizanApiTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    @RegisterExtension
    static final TestServer api = new TestServer(Catalogue.families(), Duration.ofSeconds(1));

    private static Reply post(String path, String game, String position, String move) throws Exception {
        ObjectNode body = JSON.createObjectNode().put("game", game).put("position", position);
        if (move != null) {
            body.put("move", move);
        }
        return api.post(path, body.toString());
    }

    private static JsonNode analyze(String game, String position) throws Exception {
        Reply r = post("api/analyze", game, position, null);
        assertThat(r.status()).as(r.body().toString()).isEqualTo(200);
        return r.body();
    }

    private static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.isArray() ? n.get(0).asText() + "," + n.get(1).asText() : n.asText()));
        return out;
    }

    @Test
    void twoByTwoDomineeringIsPlusMinusOneWithTemperatureOne() throws Exception {
        JsonNode a = analyze("domineering", "..|..");
        JsonNode cgt = a.get("cgt");
        assertThat(cgt.get("canonical").asText()).isEqualTo("+-1");
        assertThat(cgt.get("outcome").asText()).isEqualTo("N");
        assertThat(cgt.get("outcome_zh").asText()).isEqualTo("先手胜");
        assertThat(cgt.get("temperature").asText()).isEqualTo("1");
        assertThat(cgt.get("mean").asText()).isEqualTo("0");
        assertThat(cgt.get("left_stop").asText()).isEqualTo("1");
        assertThat(cgt.get("right_stop").asText()).isEqualTo("-1");
        assertThat(cgt.get("to_move").asText()).isEqualTo("left");
        assertThat(cgt.get("mover_en").asText()).isEqualTo("Left (vertical)");
        assertThat(cgt.get("mover_zh").asText()).isEqualTo("左方（竖放）");
        // Left's scaffold 1 - t and Right's -1 + t meet at t = 1 on the mast 0
        JsonNode thermograph = cgt.get("thermograph");
        assertThat(texts(thermograph.get("left"))).containsExactly("-1,2", "1,0");
        assertThat(texts(thermograph.get("right"))).containsExactly("-1,-2", "1,0");
        assertThat(thermograph.get("temperature").asText()).isEqualTo("1");
        assertThat(thermograph.get("mast").asText()).isEqualTo("0");
        // both vertical dominoes leave the other column, a vertical domino for Left: 1
        assertThat(a.get("moves")).hasSize(2);
        for (JsonNode m : a.get("moves")) {
            assertThat(m.get("cgt_value").asText()).as(m.get("move").asText()).isEqualTo("1");
            assertThat(m.get("value").asText()).isEqualTo("win");
        }
    }

    @Test
    void twoByThreeDomineeringIsTwoSlashMinusHalfAndRightMovesLeaveMinusHalf() throws Exception {
        JsonNode a = analyze("domineering", "...|...");
        JsonNode cgt = a.get("cgt");
        assertThat(cgt.get("canonical").asText()).isEqualTo("{2|-1/2}");
        assertThat(cgt.get("temperature").asText()).isEqualTo("5/4");
        assertThat(cgt.get("mean").asText()).isEqualTo("3/4");
        assertThat(cgt.get("left_stop").asText()).isEqualTo("2");
        assertThat(cgt.get("right_stop").asText()).isEqualTo("-1/2");
        assertThat(a.get("best").asText()).isEqualTo("b1-b2");
        assertThat(a.get("moves").get(0).get("cgt_value").asText()).isEqualTo("2");

        JsonNode r = analyze("domineering", "...|... R");
        assertThat(r.get("cgt").get("to_move").asText()).isEqualTo("right");
        assertThat(r.get("cgt").get("mover_en").asText()).isEqualTo("Right (horizontal)");
        assertThat(r.get("moves")).hasSize(4);
        for (JsonNode m : r.get("moves")) {
            assertThat(m.get("cgt_value").asText()).as(m.get("move").asText()).isEqualTo("-1/2");
        }
        // a played move's analysis is of the board it leaves, with the other player to move
        Reply played = post("api/play", "domineering", "...|... R", "a1-b1");
        assertThat(played.status()).isEqualTo(200);
        assertThat(played.body().get("position").asText()).isEqualTo("##.|...");
        JsonNode after = played.body().get("analysis").get("cgt");
        assertThat(after.get("canonical").asText()).isEqualTo("-1/2");
        assertThat(after.get("to_move").asText()).isEqualTo("left");
    }

    @Test
    void everyPartizanFamilyNamesItsPlayersAndValuesItsExample() throws Exception {
        List<String> partizan = new ArrayList<>();
        for (JsonNode g : api.get("api/games").body()) {
            if (g.has("players")) {
                partizan.add(g.get("id").asText());
                assertThat(g.get("players").get("left").get("zh").asText()).startsWith("左方");
                assertThat(g.get("players").get("right").get("en").asText()).startsWith("Right");
                assertThat(analyze(g.get("id").asText(), g.get("example").asText()).get("cgt").get("canonical").asText())
                        .isNotBlank();
            }
        }
        assertThat(analyze("nim", "3 4 5").has("cgt")).as("an impartial game has no cgt fields").isFalse();
        assertThat(partizan).contains("domineering", "clobber", "toads-and-frogs", "hackenbush", "cutcake");
        JsonNode blue = analyze("hackenbush", "LR");
        assertThat(blue.get("cgt").get("canonical").asText()).isEqualTo("1/2");
        assertThat(blue.get("cgt").get("mover_zh").asText()).isEqualTo("左方（蓝）");
    }

    @Test
    void aMalformedGridIsOneBilingualMessage() throws Exception {
        Reply ragged = post("api/analyze", "domineering", "...|..", null);
        assertThat(ragged.status()).isEqualTo(400);
        assertThat(ragged.body().get("error").asText()).contains("row 2 has 2 cells, row 1 has 3");
        assertThat(ragged.body().get("error_zh").asText()).contains("各行须一样长");
        Reply letter = post("api/analyze", "domineering", "..x|...", null);
        assertThat(letter.status()).isEqualTo(400);
        assertThat(letter.body().get("error").asText()).contains("row 1, cell 3 \"x\"");
        assertThat(letter.body().get("error_zh").asText()).contains("第 1 行第 3 格");
        Reply move = post("api/play", "domineering", "..|..", "a1-b1");
        assertThat(move.status()).isEqualTo(400);
        assertThat(move.body().get("error_zh").asText()).isNotBlank();
    }

    @Test
    void aBoardBeyondTheTimeBudgetIs503AndFreesItsWorker() throws Exception {
        String eightByEight = String.join("|", java.util.Collections.nCopies(8, "........"));
        long t0 = System.nanoTime();
        Reply r = post("api/analyze", "domineering", eightByEight, null);
        assertThat(r.status()).as(r.body().toString()).isEqualTo(503);
        assertThat(r.body().get("error_zh").asText()).contains("时间预算");
        assertThat((System.nanoTime() - t0) / 1_000_000).as("ms until the answer").isLessThan(3000);
        long until = System.nanoTime() + 1_000_000_000L;
        while (api.server().budget().heavyInFlight() > 0 && System.nanoTime() < until) {
            Thread.sleep(20);
        }
        assertThat(api.server().budget().heavyInFlight()).as("heavy workers busy 1 s after the answer").isZero();
        // the stopped evaluation left no wrong value behind: 4 x 4 (docs/domineering.md) and 2 x 3
        assertThat(analyze("domineering", "....|....|....|....").get("cgt").get("canonical").asText())
                .isEqualTo("+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}");
        assertThat(analyze("domineering", "...|...").get("cgt").get("canonical").asText()).isEqualTo("{2|-1/2}");
    }
}
