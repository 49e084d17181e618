package boyi.web;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.catalogue.Catalogue;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Tables that used to escape the time budget (issue 20): a Lasker's Nim table to 100,000
 * answered 503 and then kept a core busy for 22 s, and the same URL again burned another 20 s.
 * With a 200 ms budget the worker is free within a second and the same request is refused at
 * once.
 */
class EveryRequestOnItsBudgetTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static BoyiServer server;

    @BeforeAll
    static void start() {
        server = new BoyiServer(Catalogue.families(), Duration.ofMillis(200)).start("127.0.0.1", 0);
    }

    @AfterAll
    static void stop() {
        server.stop();
    }

    record Answer(int status, JsonNode body, long millis) {
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

    @ParameterizedTest
    @ValueSource(strings = {"game=lasker-nim&upto=100000", "game=s-nim&upto=100000&takes=HUNDRED"})
    void aTableBeyondTheBudgetFreesItsWorkerAndIsRefusedAtOnceTheSecondTime(String query) throws Exception {
        String url = "api/table?" + query.replace("HUNDRED", hundredTakes());
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
