package boyi.web;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.catalogue.Catalogue;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The warm-up {@code boyi serve} runs after its port opens: it asks every family's example and the
 * cheap questions of a page, all answered 200, and ends by itself; a server started without it
 * (as tests' servers are) runs none; a server stopped during its warm-up ends the warm-up.
 */
class WarmupTest {

    /** The warm-up's own bound, plus one request's time-out and slack for a loaded machine. */
    private static final long AT_MOST_SECONDS = Warmup.TIME.toSeconds() + 30;

    @Test
    void theWarmupAsksEveryExampleAndEnds() throws Exception {
        try (BoyiServer server = new BoyiServer(Catalogue.families(), Duration.ofSeconds(5)).warmingUp().start("127.0.0.1", 0)) {
            Warmup.Report r = server.warmup().get(AT_MOST_SECONDS, TimeUnit.SECONDS);
            assertThat(r.failures()).as("warm-up requests not answered 200").isEmpty();
            // the first round alone: every family's example, the page's files, tables, a move, a rule check
            assertThat(r.requests()).isGreaterThan(Catalogue.families().size() + 10);
            assertThat(r.took()).isLessThan(Duration.ofSeconds(AT_MOST_SECONDS));
        }
    }

    @Test
    void aServerStartedWithoutItRunsNone() {
        try (BoyiServer server = new BoyiServer(ToyGames.families(), Duration.ofSeconds(2)).start("127.0.0.1", 0)) {
            assertThat(server.warmup()).isNull();
        }
    }

    @Test
    void stoppingTheServerEndsTheWarmup() throws Exception {
        BoyiServer server = new BoyiServer(Catalogue.families(), Duration.ofSeconds(5)).warmingUp().start("127.0.0.1", 0);
        server.stop();
        Warmup.Report r = server.warmup().get(AT_MOST_SECONDS, TimeUnit.SECONDS);
        assertThat(r.failures()).last().asString().endsWith("no answer");
    }
}
