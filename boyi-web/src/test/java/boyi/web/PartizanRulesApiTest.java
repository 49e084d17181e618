package boyi.web;

import boyi.web.ApiClient.Reply;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Partizan games sent as rule texts ({@code move left} / {@code move right}) over HTTP: analysed
 * by canonical forms like the Java partizan families ({@code "cgt"}, each move's
 * {@code "cgt_value"}, Left or Right to move), played, tabulated per n ({@code "kind": "cgt"});
 * a board beyond the budget answers 422 or 503 in time, and a text canonical forms cannot take
 * (misère play, a game that can return to a position) a 400 naming the place.
 */
class PartizanRulesApiTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String DOMINEERING = """
            game "多米诺骨牌棋" "Domineering"
            board grid ".#"
            move left "竖放 {i + 1}" "vertical {i + 1}" for i in cells if i + width < size and cell[i] == '.' and cell[i + width] == '.'
                 -> cell[i] = '#', cell[i + width] = '#'
            move right "横放 {i + 1}" "horizontal {i + 1}" for i in cells if i % width + 1 < width and cell[i] == '.' and cell[i + 1] == '.'
                 -> cell[i] = '#', cell[i + 1] = '#'
            """;
    /** Blue-Red Hackenbush strings: a stalk is 1 then its edges from the ground up, 1 blue and 0 red. */
    private static final String HACKENBUSH = """
            heaps s
            move left "cut {k}" for k in 1..62 if pow(2, k) <= s and (s / pow(2, k - 1)) % 2 == 1 -> s / pow(2, k) == 1 ? 0 : s / pow(2, k)
            move right "cut {k}" for k in 1..62 if pow(2, k) <= s and (s / pow(2, k - 1)) % 2 == 0 -> s / pow(2, k) == 1 ? 0 : s / pow(2, k)
            """;
    @RegisterExtension
    static final TestServer api = new TestServer(ToyGames.families(), Duration.ofMillis(800));

    private static ObjectNode rules(String text) {
        return JSON.createObjectNode().put("rules", text);
    }

    @Test
    void aPartizanRuleGameIsAnalysedByCanonicalForms() throws Exception {
        Reply a = api.post("/api/analyze", rules(DOMINEERING).put("position", "../.."));
        assertThat(a.status()).as(a.text()).isEqualTo(200);
        JsonNode cgt = a.body().get("cgt");
        assertThat(cgt.get("canonical").asText()).isEqualTo("+-1");
        assertThat(cgt.get("outcome").asText()).isEqualTo("N");
        assertThat(cgt.get("temperature").asText()).isEqualTo("1");
        assertThat(cgt.get("to_move").asText()).isEqualTo("left");
        assertThat(cgt.get("left_moves").size()).isEqualTo(2);
        assertThat(a.body().get("value").asText()).isEqualTo("win");
        for (JsonNode m : a.body().get("moves")) {
            assertThat(m.get("cgt_value").asText()).isEqualTo("1");     // each vertical domino leaves one for Left
        }
        // 2 x 3, Right to move: {2|-1/2} (as the Java family and CGSuite give); Right moving first wins
        Reply r = api.post("/api/analyze", rules(DOMINEERING).put("position", ".../... R"));
        assertThat(r.body().get("cgt").get("canonical").asText()).isEqualTo("{2|-1/2}");
        assertThat(r.body().get("cgt").get("to_move").asText()).isEqualTo("right");
        assertThat(r.body().get("value").asText()).isEqualTo("win");
        Reply p = api.post("/api/play", rules(DOMINEERING).put("position", "../..").put("move", "竖放 1"));
        assertThat(p.status()).as(p.text()).isEqualTo(200);
        assertThat(p.body().get("position").asText()).isEqualTo("#./#. R");
        assertThat(p.body().get("analysis").get("cgt").get("canonical").asText()).isEqualTo("1");
    }

    @Test
    void aPartizanHeapGameHasATableOfCanonicalForms() throws Exception {
        Reply check = api.post("/api/rules/check", rules(HACKENBUSH));
        assertThat(check.status()).as(check.text()).isEqualTo(200);
        assertThat(check.body().get("has_table").asBoolean()).isTrue();
        assertThat(check.body().get("players").get("left").get("en").asText()).isEqualTo("Left");
        Reply t = api.post("/api/table", rules(HACKENBUSH).put("upto", "7"));
        assertThat(t.status()).as(t.text()).isEqualTo(200);
        assertThat(t.body().get("kind").asText()).isEqualTo("cgt");
        StringBuilder values = new StringBuilder();
        t.body().get("rows").forEach(row -> values.append(row.get("canonical").asText()).append(' '));
        // the stalks of n = 2..7: R, L, RR, RL, LR, LL (blue counts +1, a red edge above a blue one halves it)
        assertThat(values.toString().trim()).isEqualTo("0 0 -1 1 -2 -1/2 1/2 2");
        // a sum: LR + LR + R = 1/2 + 1/2 - 1 = 0, a loss for whoever starts
        Reply sum = api.post("/api/analyze", rules(HACKENBUSH).put("position", "6 6 2"));
        assertThat(sum.body().get("cgt").get("canonical").asText()).isEqualTo("0");
        assertThat(sum.body().get("value").asText()).isEqualTo("loss");
    }

    @Test
    void aBoardBeyondTheBudgetAnswersInTimeAndTheWorkerIsFreeAfter() throws Exception {
        Reply big = api.post("/api/analyze", rules(DOMINEERING).put("position", "......../......../......../......../......../......../......../........"));
        assertThat(big.status()).as(big.text()).isIn(422, 503);
        assertThat(big.millis()).isLessThan(5_000);
        assertThat(big.body().get("error_zh").asText()).isNotBlank();
        long until = System.nanoTime() + 1_000_000_000L;
        while (api.server().budget().inFlight() > 0 && System.nanoTime() < until) {
            Thread.sleep(20);
        }
        assertThat(api.server().budget().inFlight()).as("workers busy 1 s after the answer").isZero();
        Reply after = api.post("/api/analyze", rules(DOMINEERING).put("position", "../.."));
        assertThat(after.status()).isEqualTo(200);
    }

    @Test
    void textsCanonicalFormsCannotTakeAreA400NamingThePlace() throws Exception {
        Reply misere = api.post("/api/rules/check", rules("state n\nmove left for t in {1} if t <= n -> n - t\nplay misere\n"));
        assertThat(misere.status()).isEqualTo(400);
        assertThat(misere.body().get("line").asInt()).isEqualTo(3);
        assertThat(misere.body().get("error").asText()).contains("normal play only");
        Reply loop = api.post("/api/analyze", rules("state n\nmove left -> n + 1\nmove right if n > 0 -> n - 1\n").put("position", "1"));
        assertThat(loop.status()).as(loop.text()).isIn(400, 422);
        assertThat(loop.body().get("error").asText()).contains("no canonical form");
    }
}
