package boyi.web;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.catalogue.Catalogue;
import boyi.catalogue.LargePosition;
import boyi.games.GameFamily;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Requests that used to escape the time budget (issue 20): a Lasker's Nim table to 100,000
 * answered 503 and then kept a core busy for 22 s, and the same URL again burned another 20 s.
 * With a 200 ms budget the worker is free within a second and the same request is refused at
 * once. Every family of the catalogue is analysed ({@code POST /api/analyze}) at the large
 * position it is registered with ({@link Catalogue#largePosition}) under the same budget:
 * answered, refused (422) or stopped (503), never a worker kept busy, and a stopped one is
 * refused at once the second time. The stopped path is taken on any
 * machine, however fast or loaded: by {@code toy-slow}, whose value waits until it is stopped,
 * and by tables of billions of steps (a fast machine may answer a catalogue family in time).
 */
class EveryRequestOnItsBudgetTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static BoyiServer server;
    /** How soon after a stopped request's answer its worker must be free. */
    private static final long WORKER_FREE_MILLIS = 1_300;

    @BeforeAll
    static void start() {
        List<GameFamily> families = new ArrayList<>(Catalogue.families());
        families.add(new ToyGames.ToyTake(ToyGames.Speed.SLOW));
        server = new BoyiServer(families, Duration.ofMillis(200)).start("127.0.0.1", 0);
    }

    /** Each request starts on idle workers: one that overstays its deadline is blamed on its own family only. */
    @BeforeEach
    void workersIdle() throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (server.budget().inFlight() > 0 && System.nanoTime() < until) {
            Thread.sleep(50);
        }
    }

    @AfterAll
    static void stop() {
        server.stop();
    }

    record Answer(int status, JsonNode body, long millis) {
    }

    static List<String> families() {
        return Catalogue.families().stream().map(GameFamily::id).toList();
    }

    @ParameterizedTest
    @MethodSource("families")
    void aLargeAnalysisIsAnsweredRefusedOrStoppedAndTheStoppedOneIsRefusedAtOnceTheSecondTime(String id) throws Exception {
        LargePosition large = Catalogue.largePosition(id);
        Map<String, String> params = new TreeMap<>(Catalogue.family(id).exampleParameters());
        params.putAll(large.parameters());
        analyseOnBudget(id, large.position(), params);
    }

    /** Slow by construction: toy-slow's value waits until the deadline stops it, on any machine. */
    @Test
    void anAnalysisSlowByConstructionIsStoppedAndRefusedAtOnceTheSecondTime() throws Exception {
        assertThat(analyseOnBudget("toy-slow", "10", Map.of()).status()).isEqualTo(503);
    }

    /**
     * Analyses the position: answered, refused at once (422) or stopped (503); the workers are
     * free within 1 s; a stopped request is refused at once the second time. Returns the first answer.
     */
    private static Answer analyseOnBudget(String id, String position, Map<String, String> parameters) throws Exception {
        ObjectNode params = JSON.createObjectNode();
        parameters.forEach(params::put);
        ObjectNode body = JSON.createObjectNode().put("game", id).put("position", position);
        body.set("params", params);

        Answer first = post("api/analyze", body);
        assertThat(first.status()).as("%s: %s", id, first).isIn(200, 422, 503);
        if (first.status() == 422) {
            assertThat(first.millis()).as("%s: milliseconds to refuse", id).isLessThan(1_000);
        }
        // the server stops waiting for a stopped worker before the end of the budget (the budget includes the
        // answer); it waited 300 ms past it before: the worker has 1 s from then
        long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(WORKER_FREE_MILLIS);
        while (server.budget().inFlight() > 0 && System.nanoTime() < until) {
            Thread.sleep(10);
        }
        assertThat(server.budget().inFlight()).as("%s: workers busy %d ms after the answer %s", id, WORKER_FREE_MILLIS, first).isZero();
        if (first.status() == 503) {
            Answer again = post("api/analyze", body);
            assertThat(again.status()).as("%s again: %s", id, again).isEqualTo(422);
            assertThat(again.body().get("error").asText()).contains("ran out of its time budget a moment ago");
            assertThat(again.millis()).as("%s: milliseconds to refuse", id).isLessThan(1_000);
        }
        return first;
    }

    private static Answer post(String path, ObjectNode body) throws Exception {
        long start = System.nanoTime();
        HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create(server.url() + path))
                .timeout(Duration.ofSeconds(30)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body.toString())).build(), HttpResponse.BodyHandlers.ofString());
        return new Answer(r.statusCode(), JSON.readTree(r.body()), (System.nanoTime() - start) / 1_000_000);
    }

    private static Answer get(String pathAndQuery) throws Exception {
        long start = System.nanoTime();
        HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create(server.url() + pathAndQuery))
                .timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
        return new Answer(r.statusCode(), JSON.readTree(r.body()), (System.nanoTime() - start) / 1_000_000);
    }


    /**
     * Tables slow by construction: heap n splits into two heaps in about n/2 ways, so a table to
     * 100,000 takes about 2.5 billion steps, seconds on any machine against the 200 ms budget.
     * (An S-Nim table is at most 100,000 x 100 steps: a fast machine could answer it in time.)
     */
    @ParameterizedTest
    @ValueSource(strings = {"game=lasker-nim&upto=100000", "game=grundy-game&upto=100000"})
    void aTableBeyondTheBudgetFreesItsWorkerAndIsRefusedAtOnceTheSecondTime(String query) throws Exception {
        String url = "api/table?" + query;
        Answer first = get(url);
        assertThat(first.status()).as(first.toString()).isEqualTo(503);
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(1);
        while (server.budget().heavyInFlight() > 0 && System.nanoTime() < until) {
            Thread.sleep(10);
        }
        assertThat(server.budget().heavyInFlight()).as("heavy workers busy 1 s after the answer").isZero();
        Answer again = get(url);
        assertThat(again.status()).as(again.toString()).isEqualTo(422);
        assertThat(again.body().get("error").asText()).contains("ran out of its time budget a moment ago");
        assertThat(again.millis()).as("milliseconds to refuse").isLessThan(1_000);
    }

    @ParameterizedTest
    @ValueSource(strings = {"game=subtraction&takes=1,3&takes=1,4&upto=10", "game=bash&game=nim&upto=10"})
    void aRepeatedQueryParameterIsRefused(String query) throws Exception {
        Answer a = get("api/table?" + query);
        assertThat(a.status()).as(a.toString()).isEqualTo(400);
        assertThat(a.body().get("error").asText()).contains("is given 2 times; give it once");
        assertThat(a.body().get("error_zh").asText()).contains("出现了 2 次");
    }
}
