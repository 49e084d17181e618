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
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
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
 * once. Every family of the catalogue is analysed ({@code POST /api/analyze}) at a large
 * position under the same budget: answered, refused (422) or stopped (503), never a worker kept
 * busy, and a stopped one is refused at once the second time. The stopped path is taken on any
 * machine, however fast or loaded: by {@code toy-slow}, whose value waits until it is stopped,
 * and by tables of billions of steps (a fast machine may answer a catalogue family in time).
 */
class EveryRequestOnItsBudgetTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static BoyiServer server;

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

    /**
     * A large position of every family (with parameters that differ from the example's): large
     * enough to exceed 200 ms wherever the analysis searches; closed forms answer at once.
     */
    static final Map<String, Map<String, String>> LARGE = large();

    private static Map<String, Map<String, String>> large() {
        String huge = "1000000000000000000";
        String hugeLess = "999999999999999999";
        Map<String, Map<String, String>> m = new TreeMap<>();
        m.put("subtraction", Map.of("position", huge + " " + hugeLess, "takes", "3,7,100003"));
        m.put("parity", Map.of("position", huge, "takes", "1,2,3,100001"));
        m.put("bash", Map.of("position", huge));
        m.put("take-ball", Map.of("position", huge + " 1 0", "takes", "1,3,7,100001"));
        m.put("stones", Map.of("position", huge, "m", "10000"));
        m.put("nim", Map.of("position", "30 31 32 33 34 35"));
        m.put("wythoff", Map.of("position", "1000000000000 1618033988749"));
        m.put("fibonacci-nim", Map.of("position", huge));
        m.put("monks", Map.of("position", "1 5 8 10 13 21 34 55 89 144 233 377 610 987 " + huge));
        m.put("euclid", Map.of("position", huge + " " + hugeLess));
        m.put("fibonacci-subtraction", Map.of("position", "1000000 999999 999998 999997"));
        m.put("matches", Map.of("position", "000000/000000/000000/000000/000000/000000"));
        m.put("lol", Map.of("position", "L" + "*".repeat(80) + "L"));
        m.put("octal", Map.of("position", "100000 99999 99998", "code", "0.137"));
        m.put("grundy-game", Map.of("position", "100000 99999"));
        m.put("all-but", Map.of("position", "3000000 5", "except", "1,2"));
        m.put("domineering", Map.of("position", "........|........|........|........|........|........"));
        m.put("clobber", Map.of("position", "xoxoxo|oxoxox|xoxoxo|oxoxox|xoxoxo|oxoxox"));
        m.put("toads-and-frogs", Map.of("position", "tttttttt........ffffffff"));
        m.put("hackenbush", Map.of("position", "LRLRLRLRLR RLRLRLRLRL LRRLLRRLLR LLRRLLRRLL RRLLRRLLRR"));
        m.put("cutcake", Map.of("position", "64x64 63x63 62x62 61x61"));
        m.put("col", Map.of("position", "........|........|........|........|........|........"));
        m.put("snort", Map.of("position", "........|........|........|........|........|........"));
        m.put("hackenbush-graph", Map.of("position", hackenbushGraph(13)));   // 39 edges: at most 40
        m.put("ball-game", Map.of("position", huge + " " + hugeLess));
        m.put("kayles", Map.of("position", "100000 99999"));
        m.put("dawson-kayles", Map.of("position", "100000 99999"));
        m.put("dawson-chess", Map.of("position", "100000 99999"));
        m.put("sum", Map.of("position", "100000 99999 99998", "of", "kayles"));
        m.put("john", Map.of("position", huge + " " + hugeLess + " 5"));
        m.put("be-the-winner", Map.of("position", huge + " " + hugeLess + " 2"));
        m.put("lasker-nim", Map.of("position", huge + " " + hugeLess + " 5"));
        m.put("s-nim", Map.of("position", "100000 99999", "takes", hundredTakes()));
        m.put("every-sg-euclid", Map.of("position", huge + " " + hugeLess + ", 1 1"));
        m.put("georgia-bob", Map.of("position", "1 5 6 7 9 12 14 17 " + huge));
        m.put("take-m-piles", Map.of("position", huge + " " + hugeLess + " 5 7 8 9 10"));
        m.put("moore-nim", Map.of("position", huge + " " + hugeLess + " 5 7 8 9 10", "k", "3"));
        m.put("take-2-piles", Map.of("position", huge + " " + hugeLess));
        m.put("cet4", Map.of("position", huge + " " + hugeLess));
        m.put("multiplication", Map.of("position", "1", "n", huge));
        m.put("northcott", Map.of("position", "1 1000000, 2 999999, 3 999998, 4 999997", "m", "1000000"));
        m.put("kiki", Map.of("position", huge + " " + hugeLess));
        m.put("dag-tokens", Map.of("position", "0 0 0 0 0 0 0 0 0 0 0 0", "edges", chain(60)));
        m.put("green-hackenbush", Map.of("position", grid(7)));
        m.put("coin-turning", Map.of("position", "0 1 2 3 5 8 13 21 34 55 89 144 " + huge));
        m.put("circle-kayles", Map.of("position", "circle 100000"));
        m.put("cutting-game", Map.of("position", "500x500 499x499 498x497"));
        return m;
    }

    /** Edges i-j for all i < j < n: a DAG with many paths. */
    private static String chain(int n) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < Math.min(n, i + 4); j++) {
                b.append(b.length() == 0 ? "" : ",").append(i).append('-').append(j);
            }
        }
        return b.toString();
    }

    /** A k x k grid graph standing on the ground at vertex 1. */
    /** A ladder of {@code rungs} squares on the ground, edges alternately Left's and Right's: many cycles. */
    private static String hackenbushGraph(int rungs) {
        StringBuilder b = new StringBuilder();
        for (int i = 1; i <= rungs; i++) {
            int left = 2 * i - 1;
            int right = 2 * i;
            int belowLeft = i == 1 ? 0 : left - 2;
            int belowRight = i == 1 ? 0 : right - 2;
            b.append(belowLeft).append('-').append(left).append(i % 2 == 0 ? ":L " : ":R ")
                    .append(belowRight).append('-').append(right).append(i % 2 == 0 ? ":R " : ":L ")
                    .append(left).append('-').append(right).append(":L ");
        }
        return b.toString().trim();
    }

    private static String grid(int k) {
        StringBuilder b = new StringBuilder();
        for (int r = 0; r < k; r++) {
            for (int c = 0; c < k; c++) {
                int v = 1 + r * k + c;
                if (c + 1 < k) {
                    b.append(v).append('-').append(v + 1).append(' ');
                }
                if (r + 1 < k) {
                    b.append(v).append('-').append(v + k).append(' ');
                }
            }
        }
        return b.toString().strip();
    }

    static List<String> families() {
        return Catalogue.families().stream().map(GameFamily::id).toList();
    }

    @Test
    void everyFamilyOfTheCatalogueHasALargePosition() {
        assertThat(LARGE.keySet()).containsExactlyInAnyOrderElementsOf(families());
    }

    @ParameterizedTest
    @MethodSource("families")
    void aLargeAnalysisIsAnsweredRefusedOrStoppedAndTheStoppedOneIsRefusedAtOnceTheSecondTime(String id) throws Exception {
        Map<String, String> large = LARGE.get(id);
        assertThat(large).as("a large position of %s", id).isNotNull();
        Map<String, String> params = new TreeMap<>(Catalogue.family(id).exampleParameters());
        large.forEach((k, v) -> {
            if (!k.equals("position")) {
                params.put(k, v);
            }
        });
        analyseOnBudget(id, large.get("position"), params);
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
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(1);
        while (server.budget().inFlight() > 0 && System.nanoTime() < until) {
            Thread.sleep(10);
        }
        assertThat(server.budget().inFlight()).as("%s: workers busy 1 s after the answer %s", id, first).isZero();
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

    static String hundredTakes() {
        return LongStream.rangeClosed(1, 100).map(i -> 3 * i).mapToObj(Long::toString).collect(Collectors.joining(","));
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
