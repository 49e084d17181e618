package boyi.web;

import boyi.web.ApiClient.Reply;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The JSON API over real HTTP on 127.0.0.1, with the toy families (independent of the catalogue). */
class BoyiServerApiTest {

    @RegisterExtension
    static final TestServer api = new TestServer(ToyGames.families(), Duration.ofMillis(800));

    static Reply get(String path) throws Exception {
        return api.get(path);
    }

    static Reply post(String path, String body) throws Exception {
        return api.post(path, body);
    }

    @Test
    void bindsToLoopbackOnAFreePort() {
        assertThat(api.server().port()).isPositive();
        assertThat(api.server().url()).isEqualTo("http://127.0.0.1:" + api.server().port() + "/");
    }

    @Test
    void listsEveryFamilyWithNamesRulesParametersAndExample() throws Exception {
        Reply r = get("/api/games");
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.body().size()).isEqualTo(3);
        JsonNode take = r.body().get(0);
        assertThat(take.get("id").asText()).isEqualTo("toy-take");
        assertThat(take.get("name_zh").asText()).isEqualTo("取石子");
        assertThat(take.get("name_en").asText()).isEqualTo("Toy take-away");
        assertThat(take.get("rules").asText()).startsWith("One pile");
        assertThat(take.get("position_syntax").asText()).contains("number of stones");
        assertThat(take.get("example").asText()).isEqualTo("10");
        JsonNode k = take.get("parameters").get(0);
        assertThat(k.get("name").asText()).isEqualTo("k");
        assertThat(k.get("example").asText()).isEqualTo("3");
        assertThat(k.get("default").asText()).isEqualTo("3");
        assertThat(k.get("description").asText()).isNotBlank();
    }

    @Test
    void analyzesAPositionWithEveryMoveValuedForItsMover() throws Exception {
        Reply r = post("/api/analyze", "{\"game\":\"toy-take\",\"params\":{\"k\":3},\"position\":\"10\"}");
        assertThat(r.status()).isEqualTo(200);
        JsonNode a = r.body();
        assertThat(a.get("value").asText()).isEqualTo("win");
        assertThat(a.get("remoteness").asLong()).isEqualTo(5);
        assertThat(a.get("best").asText()).isEqualTo("take 2");
        assertThat(a.get("explanation").asText()).isEqualTo("10 mod 4 = 2");
        assertThat(a.get("over").asBoolean()).isFalse();
        List<String> moves = new ArrayList<>();
        a.get("moves").forEach(m -> moves.add(m.get("move").asText() + " " + m.get("value").asText() + " "
                + m.get("remoteness").asLong() + " -> " + m.get("position").asText()));
        // best first: the winning move, then losses from the slowest to the fastest
        assertThat(moves).containsExactly("take 2 win 5 -> 8", "take 1 loss 6 -> 9", "take 3 loss 4 -> 7");
    }

    @Test
    void defaultsFillMissingParameters() throws Exception {
        Reply r = post("/api/analyze", "{\"game\":\"toy-take\",\"position\":\"8\"}");
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.body().get("value").asText()).isEqualTo("loss");
        assertThat(r.body().get("game").asText()).isEqualTo("toy-take k=3");
    }

    @Test
    void aFinishedGameHasNoMovesAndSaysItIsOver() throws Exception {
        Reply r = post("/api/analyze", "{\"game\":\"toy-take\",\"position\":\"0\"}");
        assertThat(r.body().get("value").asText()).isEqualTo("loss");
        assertThat(r.body().get("remoteness").asLong()).isZero();
        assertThat(r.body().get("moves").size()).isZero();
        assertThat(r.body().get("over").asBoolean()).isTrue();
    }

    @Test
    void playAppliesAMoveAndAnalysesTheResult() throws Exception {
        Reply r = post("/api/play", "{\"game\":\"toy-take\",\"params\":{\"k\":\"3\"},\"position\":\"10\",\"move\":\"take 2\"}");
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.body().get("from").asText()).isEqualTo("10");
        assertThat(r.body().get("move").asText()).isEqualTo("take 2");
        assertThat(r.body().get("position").asText()).isEqualTo("8");
        assertThat(r.body().get("analysis").get("value").asText()).isEqualTo("loss");
        assertThat(r.body().get("analysis").get("remoteness").asLong()).isEqualTo(4);
    }

    @Test
    void tableHasValuesAndPeriod() throws Exception {
        Reply r = get("/api/table?game=toy-take&k=2&upto=7");
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.body().get("kind").asText()).isEqualTo("outcome");
        assertThat(r.body().get("values").toString()).isEqualTo("[-1,1,1,-1,1,1,-1,1]");
        assertThat(r.body().get("period").asLong()).isEqualTo(3);
        assertThat(r.body().get("preperiod").asLong()).isZero();
    }

    @Test
    void badRequestsGet400WithAnErrorMessage() throws Exception {
        assertError(post("/api/analyze", "{\"game\":\"chess\",\"position\":\"e4\"}"), 400, "unknown game \"chess\"");
        assertError(post("/api/analyze", "{\"game\":\"toy-take\",\"position\":\"ten\"}"), 400,
                "Toy take-away: position \"ten\": expected a whole number >= 0");   // the game's name, as on the page
        assertError(post("/api/analyze", "{\"game\":\"toy-take\",\"params\":{\"k\":\"0\"},\"position\":\"5\"}"), 400,
                "parameter k=\"0\": expected a whole number 1..100");
        assertError(post("/api/analyze", "{\"game\":\"toy-take\",\"params\":{\"q\":\"1\"},\"position\":\"5\"}"), 400,
                "unknown parameter \"q\"");
        assertError(post("/api/analyze", "{\"game\":\"toy-take\"}"), 400, "missing \"position\"");
        assertError(post("/api/analyze", "{\"game\":"), 400, "not valid JSON");
        assertError(post("/api/analyze", "[1,2]"), 400, "must be a JSON object");
        assertError(post("/api/play", "{\"game\":\"toy-take\",\"position\":\"5\",\"move\":\"take 4\"}"), 400,
                "\"take 4\" is not a legal move in 5");
        assertError(post("/api/play", "{\"game\":\"toy-take\",\"position\":\"5\"}"), 400, "missing \"move\"");
        assertError(post("/api/play", "{\"game\":\"toy-take\",\"position\":\"0\",\"move\":\"take 1\"}"), 400,
                "the game is over");
        assertError(get("/api/table?game=toy-take&upto=many"), 400, "upto=\"many\"");
        assertError(get("/api/nothing"), 404, "no such API endpoint");
    }

    @Test
    void tooLargePositionsGet422() throws Exception {
        assertError(post("/api/analyze", "{\"game\":\"toy-take\",\"position\":\"1000000\"}"), 422,
                "toy-take solves piles up to 100000 only");
    }

    @Test
    void slowAnalysesAreStoppedAfterTheTimeBudget() throws Exception {
        // the game sleeps a minute; the client gives up after 20 s, the budget is 0.8 s
        assertError(post("/api/analyze", "{\"game\":\"toy-slow\",\"position\":\"3\"}"), 503, "time budget");
        // the server still answers
        assertThat(post("/api/analyze", "{\"game\":\"toy-take\",\"position\":\"3\"}").status()).isEqualTo(200);
    }

    @Test
    void aSolverThatIgnoresTheInterruptBlocksOnlyItsOwnGame() throws Exception {
        assertError(post("/api/analyze", "{\"game\":\"toy-stubborn\",\"position\":\"3\"}"), 503, "");
        // the first analysis still runs (for 4 s): the same game waits for it, then gives up clearly
        assertError(post("/api/analyze", "{\"game\":\"toy-stubborn\",\"position\":\"4\"}"), 503,
                "toy-stubborn is busy with an earlier analysis");
        // other games are not blocked
        assertThat(post("/api/analyze", "{\"game\":\"toy-take\",\"position\":\"4\"}").status()).isEqualTo(200);
    }

    @Test
    void servesThePageFromTheJar() throws Exception {
        Reply page = get("/");
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.contentType()).startsWith("text/html");
        assertThat(page.text()).contains("Boyi").contains("js/app.js");
        Reply script = get("/js/app.js");
        assertThat(script.status()).isEqualTo(200);
        assertThat(script.contentType()).contains("javascript");
        assertThat(page.text()).doesNotContain("http://").doesNotContain("https://");
    }

    private static void assertError(Reply r, int status, String fragment) {
        assertThat(r.status()).as(r.text()).isEqualTo(status);
        assertThat(r.contentType()).startsWith("application/json");
        assertThat(r.body().get("error").asText()).contains(fragment);
    }
}
