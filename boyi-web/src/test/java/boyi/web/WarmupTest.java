package boyi.web;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.catalogue.Catalogue;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The warm-up {@code boyi serve} runs before its port opens: the API answers in process every
 * family's example, a move and a short table of each, the game list and a rule check, all
 * answered; it ends by itself within its time; a family that fails or runs out of time is noted,
 * never fatal; a server started without it (as tests' servers are) runs none.
 */
class WarmupTest {

    @Test
    void theWarmupAsksEveryFamilysExampleAMoveAndATable() {
        try (TimeBudget budget = new TimeBudget(Duration.ofSeconds(60), 2)) {
            Api api = new Api(new Games(Catalogue.families()), budget);
            // time enough for a loaded machine (a cold example can take seconds): the questions end by themselves
            Warmup.Report r = Warmup.run(api, budget, Catalogue.families(), Duration.ofMinutes(10));
            assertThat(r.failures()).as("warm-up questions not answered").isEmpty();
            // the game list, the rule check, every family's example, and a move or a table of most of them
            assertThat(r.questions()).isGreaterThan(2 * Catalogue.families().size());
        }
    }

    @Test
    void theServerHasWarmedUpWhenItsPortOpens() {
        try (BoyiServer server = new BoyiServer(ToyGames.families().subList(0, 1), Duration.ofSeconds(5)).warmingUp().start("127.0.0.1", 0)) {
            Warmup.Report r = server.warmup();
            assertThat(r).as("the warm-up is done when start() returns").isNotNull();
            // over HTTP: three page files, the game list and three errors; then in process the
            // game list, the rule check, toy-take's example, a move and a table
            assertThat(r.questions()).isEqualTo(12);
            assertThat(r.failures()).isEmpty();
        }
    }

    @Test
    void aFamilyThatFailsOrRunsOutOfTimeIsNotedAndTheServerStartsAnyway() throws Exception {
        List<boyi.games.GameFamily> families = List.of(new ToyGames.ToyTake(ToyGames.Speed.SLOW), ToyGames.broken(),
                new ToyGames.ToyTake(ToyGames.Speed.FAST));
        try (BoyiServer server = new BoyiServer(families, Duration.ofMillis(500)).warmingUp().start("127.0.0.1", 0)) {
            assertThat(server.warmup().failures()).hasSize(2).satisfiesExactly(
                    slow -> assertThat(slow).startsWith("analyze toy-slow 10: 503 "),
                    broken -> assertThat(broken).startsWith("analyze toy-broken 10: 500 "));
            HttpResponse<String> games = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(server.url() + "api/games"))
                    .timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(games.statusCode()).isEqualTo(200);
            // the warm-up's run out of time is not held against the first person who asks the same (422 for ten minutes)
            HttpResponse<String> slow = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(server.url() + "api/analyze"))
                    .timeout(Duration.ofSeconds(30)).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"game\":\"toy-slow\",\"position\":\"10\",\"params\":{\"k\":\"3\"}}")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(slow.statusCode()).as(slow.body()).isEqualTo(503);
        }
    }

    @Test
    void noQuestionIsAskedAfterItsTime() {
        List<boyi.games.GameFamily> families = List.of(new ToyGames.ToyTake(ToyGames.Speed.SLOW), new ToyGames.ToyTake(ToyGames.Speed.FAST));
        try (TimeBudget budget = new TimeBudget(Duration.ofSeconds(1), 2)) {
            Api api = new Api(new Games(families), budget);
            assertThat(Warmup.run(api, budget, families, Duration.ZERO).questions()).isZero();
            // the game list, the rule check, then toy-slow's example takes its whole budget: toy-take is not asked
            Warmup.Report r = Warmup.run(api, budget, families, Duration.ofMillis(500));
            assertThat(r.questions()).isBetween(1, 3);
            assertThat(r.failures()).noneMatch(f -> f.contains("toy-take"));
        }
    }

    @Test
    void aServerStartedWithoutItRunsNone() {
        try (BoyiServer server = new BoyiServer(ToyGames.families(), Duration.ofSeconds(2)).start("127.0.0.1", 0)) {
            assertThat(server.warmup()).isNull();
        }
    }
}
