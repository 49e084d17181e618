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
 * Games sent as rule texts over real HTTP on 127.0.0.1: the same answers as a catalogue game,
 * errors with line and column, and hostile texts refused or stopped on their budget, never a
 * 500 and never a worker left busy.
 */
class RulesApiTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String BALL_GAME = """
            game "取球游戏" "Ball game"
            state n
            move "取 {t} 个" "take {t}" for t in {1, 3, 7, 8} if t <= n -> n - t
            play misere
            """;
    /** The server whose 800 ms budget the hostile texts meet. */
    @RegisterExtension
    static final TestServer api = new TestServer(ToyGames.families(), Duration.ofMillis(800));
    /**
     * A server with a budget no machine's speed meets, for what does not depend on time: a first
     * request pays class loading and a rule text's search and proof, which on a loaded machine
     * took longer than 800 ms (a 503 where the answer was the subject).
     */
    @RegisterExtension
    static final TestServer patientApi = new TestServer(ToyGames.families(), Duration.ofSeconds(60));

    private static ObjectNode rules(String text) {
        return JSON.createObjectNode().put("rules", text);
    }

    @Test
    void aRuleGameIsAnalysedPlayedAndTabulatedLikeACatalogueGame() throws Exception {
        Reply a = api.post("/api/analyze", rules(BALL_GAME).put("position", "10"));
        assertThat(a.status()).isEqualTo(200);
        assertThat(a.body().get("value").asText()).isEqualTo("win");
        assertThat(a.body().get("remoteness").asLong()).isEqualTo(4);
        assertThat(a.body().get("moves").get(0).get("label_zh").asText()).isEqualTo("取 7 个");
        Reply p = api.post("/api/play", rules(BALL_GAME).put("position", "10").put("move", "取 7 个"));
        assertThat(p.status()).isEqualTo(200);
        assertThat(p.body().get("position").asText()).isEqualTo("3");
        Reply t = api.post("/api/table", rules(BALL_GAME).put("upto", "40"));
        assertThat(t.status()).isEqualTo(200);
        assertThat(t.body().get("period").asLong()).isEqualTo(15);
        assertThat(t.body().get("proven").asBoolean()).isTrue();
        assertThat(t.body().get("patterns").get("explanation_zh").asText()).contains("n mod 15 ∈ {1, 3, 5, 7}");
    }

    /**
     * Issue 28: {@code /api/table} carries the proof as {@code table --rules --json} does, and states the
     * pattern once (the pattern finder's false "period 256 from n = 769" is not stated beside it).
     * On the patient server: the proof may take half of a budget longer than 800 ms.
     */
    @Test
    void aRuleTableCarriesItsProofAndOneStatement() throws Exception {
        String text = "state n\nmove \"take 1\" if n >= 1 -> n - 1\nmove \"halve\" if n >= 2 and even(n) -> n / 2\n";
        Reply t = patientApi.post("/api/table", JSON.writeValueAsString(rules(text).put("upto", "2000")));
        assertThat(t.status()).as(t.text()).isEqualTo(200);
        assertThat(t.body().get("statement").get("status").asText()).isEqualTo("proven");
        assertThat(t.body().get("proof").get("automaton").get("states").asInt()).isEqualTo(4);
        assertThat(t.body().get("proof").get("formulas").size()).isEqualTo(4);
        assertThat(t.body().get("period").isNull()).isTrue();
        assertThat(t.body().get("explanation").asText()).contains("proven by automaton (base 2, 4 states)").doesNotContain("period 256");
    }

    @Test
    void checkingATextGivesTheGameOrTheErrorWithItsLineAndColumn() throws Exception {
        Reply ok = api.post("/api/rules/check", rules(BALL_GAME));
        assertThat(ok.status()).isEqualTo(200);
        assertThat(ok.body().get("name_zh").asText()).isEqualTo("取球游戏");
        assertThat(ok.body().get("has_table").asBoolean()).isTrue();
        Reply bad = api.post("/api/rules/check", rules("state n\nmove for t in {1} if t <= m -> n - t\n"));
        assertThat(bad.status()).isEqualTo(400);
        assertThat(bad.body().get("line").asInt()).isEqualTo(2);
        assertThat(bad.body().get("column").asInt()).isEqualTo(27);
        assertThat(bad.body().get("error_zh").asText()).startsWith("规则第 2 行第 27 列：不认识的名字 \"m\"");
    }

    @Test
    void aPositionBeyondSearchIsAnsweredFromTheProvenPattern() throws Exception {
        // take 1..n/2 (n >= 2): the losses are exactly n = 2^k - 1, proven in base 2; 2^60 - 1 is one of them
        // on the patient server: the first request builds the proof (and loads its classes)
        Reply r = patientApi.post("/api/analyze", JSON.writeValueAsString(
                rules("state n\nmove for t in 1..n / 2 -> n - t\n").put("position", "1152921504606846975")));
        assertThat(r.status()).as(r.body().toString()).isEqualTo(200);
        assertThat(r.body().get("value").asText()).isEqualTo("loss");
        assertThat(r.body().toString()).contains("a pattern proven by automaton");
        Reply win = patientApi.post("/api/analyze", JSON.writeValueAsString(
                rules("state n\nmove for t in 1..n / 2 -> n - t\n").put("position", "1000000000000000000")));
        assertThat(win.status()).as(win.body().toString()).isEqualTo(200);
        assertThat(win.body().get("value").asText()).isEqualTo("win");
    }

    @Test
    void hostileTextsAreRefusedOrStoppedOnTheirBudget() throws Exception {
        // the text of the ordinary request that ends this test is sent once first: that request pays class
        // loading, the text's compile and the game's search, so that the last one measures only whether the
        // worker is free (at another position: a first request that runs out of its one budget, compile and
        // search together, is remembered as out of time for its own position only)
        api.post("/api/analyze", rules(BALL_GAME).put("position", "19"));
        // 10^18 values in one range (and no proof: prime is not additive), an unbounded state space, 10^10 moves a
        // position, a huge text
        // refusals of the text itself, on the patient server: the 2 million loop steps before the
        // refusal of 10^10 moves took longer than 800 ms on a loaded machine
        Reply range = patientApi.post("/api/analyze", JSON.writeValueAsString(
                rules("state n\nmove for t in 1..n if prime(t) -> n - t\n").put("position", "1000000000000000000")));
        assertThat(range.status()).isEqualTo(400);
        assertThat(range.body().get("error").asText()).contains("is too large");
        Reply up = api.post("/api/analyze", rules("state n\nmove for d in {1, 2} -> n + d\n").put("position", "0"));
        assertThat(up.status()).isIn(422, 503);
        Reply fan = patientApi.post("/api/analyze", JSON.writeValueAsString(
                rules("state n\nmove for a in 1..99999 for b in 1..99999 -> n\n").put("position", "1")));
        assertThat(fan.status()).isEqualTo(400);
        Reply huge = api.post("/api/rules/check", rules("#" + "x".repeat(25_000)));
        assertThat(huge.status()).isIn(400, 413);
        // the worker is free again: an ordinary rule request is answered at once
        Reply after = api.post("/api/analyze", rules(BALL_GAME).put("position", "20"));
        assertThat(after.status()).isEqualTo(200);
        assertThat(after.millis()).isLessThan(5_000);
        for (Reply r : new Reply[] {range, up, fan, huge}) {
            assertThat(r.body().get("error_zh").asText()).isNotBlank();
        }
    }

    @Test
    void theShippedExamplesAreServed() throws Exception {
        Reply r = api.get("api/rules/examples");
        JsonNode list = r.body();
        assertThat(r.status()).isEqualTo(200);
        assertThat(list.size()).isGreaterThanOrEqualTo(40);
        assertThat(list.get(0).get("file").asText()).startsWith("examples/");
        for (JsonNode e : list) {
            assertThat(e.get("text").asText()).contains("move");
        }
    }

    /**
     * Issue 31: checking a rule text whose every position costs 1.8 million loop steps got no
     * answer in 60 s, and its threads kept spinning after the client left. Here each of 1000
     * positions costs 1.8 million steps (just under the bound of 2 million a position), and the
     * check's first table entries need them all: without a budget, minutes on any machine. The
     * check runs on the time budget (800 ms here): a 503 within a few seconds (not a claim that
     * the game has no table), and no worker busy after it.
     */
    @Test
    void checkingAnExpensiveTextStopsAtTheBudget() throws Exception {
        String text = """
                state n
                move "up" for t in 1..100000 for u in 1..18 if t == 1 and u == 1 and n < 1000 -> n + 1
                """;
        Reply r = api.post("/api/rules/check", rules(text));
        assertThat(r.millis()).as(r.text()).isLessThan(5_000);
        assertThat(r.status()).as(r.text()).isEqualTo(503);
        long until = System.nanoTime() + 1_000_000_000L;
        while (api.server().budget().inFlight() > 0 && System.nanoTime() < until) {
            Thread.sleep(20);
        }
        assertThat(api.server().budget().inFlight()).as("workers busy 1 s after the answer").isZero();
    }
}

