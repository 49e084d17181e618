package boyi.web;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.catalogue.Catalogue;
import boyi.games.matches.MatchesGame;
import boyi.solve.tier.TierDatabase;
import boyi.solve.tier.TierGame;
import boyi.solve.tier.TierSolver;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A damaged database behind {@code serve --db}: the server answers 500 saying the database is
 * damaged (it used to answer with the damaged value, and a damaged file's error was a 400
 * blaming the client), and it keeps answering other requests.
 */
class DamagedDatabaseOverHttpTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @AfterEach
    void forget() {
        MatchesGame.forgetDatabases();
    }

    private static HttpResponse<String> analyze(BoyiServer server, String position) throws Exception {
        String body = "{\"game\":\"matches\",\"params\":{},\"position\":\"" + position + "\"}";
        return HTTP.send(HttpRequest.newBuilder(URI.create(server.url() + "api/analyze"))
                .timeout(Duration.ofSeconds(30)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void aDamagedTierAnswers500SayingTheDatabaseIsDamaged(@TempDir Path dir) throws Exception {
        TierGame tiers = MatchesGame.tiers(3, 4);
        new TierSolver(tiers, TierDatabase.create(dir, tiers)).solveAll();
        Path tier6 = dir.resolve("tier-006.bin");
        byte[] b = Files.readAllBytes(tier6);
        ByteBuffer buf = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
        for (int r = 0; r < buf.getLong(16); r++) {
            int code = buf.getShort(32 + 2 * r) & 0xFFFF;
            if ((code & 3) == 1 || (code & 3) == 3) {
                buf.putShort(32 + 2 * r, (short) (code ^ 2));   // win <-> loss
            }
        }
        Files.write(tier6, b);
        MatchesGame.useDatabase(dir);
        BoyiServer server = new BoyiServer(Catalogue.families(), Duration.ofSeconds(10)).start("127.0.0.1", 0);
        try {
            HttpResponse<String> r = analyze(server, "1-11/0000/00-0");
            assertThat(r.statusCode()).as(r.body()).isEqualTo(500);
            JsonNode error = JSON.readTree(r.body());
            assertThat(error.get("error").asText()).startsWith("the database is damaged: tier file " + tier6)
                    .contains("checksum").doesNotContain("Exception");
            assertThat(error.get("error_zh").asText()).startsWith("数据库已损坏");
            assertThat(error.get("status").asInt()).isEqualTo(500);
            assertThat(analyze(server, "1-11/0000/00-0").statusCode()).isEqualTo(500);
            HttpResponse<String> fine = analyze(server, "0000/0000/0000");
            assertThat(fine.statusCode()).as(fine.body()).isEqualTo(200);
        } finally {
            server.stop();
        }
    }
}
