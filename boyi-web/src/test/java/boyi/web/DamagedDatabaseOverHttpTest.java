package boyi.web;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.catalogue.Catalogue;
import boyi.games.matches.MatchesSolutions;
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
 * A damaged database behind {@code serve --db}: the server answers 503 saying the database is
 * damaged and how to repair it (it used to answer with the damaged value, then 500; a damaged
 * file's error was a 400 blaming the client, and so was a missing tier file until issue 31), and
 * it keeps answering other requests.
 */
class DamagedDatabaseOverHttpTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @AfterEach
    void forget() {
        MatchesSolutions.forgetDatabases();
    }

    private static HttpResponse<String> analyze(BoyiServer server, String position) throws Exception {
        String body = "{\"game\":\"matches\",\"params\":{},\"position\":\"" + position + "\"}";
        return HTTP.send(HttpRequest.newBuilder(URI.create(server.url() + "api/analyze"))
                .timeout(Duration.ofSeconds(30)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void aDamagedTierAnswers503SayingTheDatabaseIsDamagedAndHowToRepairIt(@TempDir Path dir) throws Exception {
        TierGame tiers = MatchesSolutions.tiers(3, 4);
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
        MatchesSolutions.useDatabase(dir);
        BoyiServer server = new BoyiServer(Catalogue.families(), Duration.ofSeconds(10)).start("127.0.0.1", 0);
        try {
            HttpResponse<String> r = analyze(server, "1-11/0000/00-0");
            assertDamaged(r, "the database is damaged: tier file " + tier6, dir);
            assertThat(JSON.readTree(r.body()).get("error").asText()).contains("checksum");
            assertThat(analyze(server, "1-11/0000/00-0").statusCode()).isEqualTo(503);
            HttpResponse<String> fine = analyze(server, "0000/0000/0000");
            assertThat(fine.statusCode()).as(fine.body()).isEqualTo(200);
        } finally {
            server.stop();
        }
    }

    /** Issue 31: a missing tier file was a 400 (the client blamed), a damaged one a 500: both are 503 with the repair. */
    @Test
    void aMissingTierFileIsTheSameKindOfAnswer(@TempDir Path dir) throws Exception {
        TierGame tiers = MatchesSolutions.tiers(3, 4);
        new TierSolver(tiers, TierDatabase.create(dir, tiers)).solveAll();
        Path tier6 = dir.resolve("tier-006.bin");
        Files.delete(tier6);
        MatchesSolutions.useDatabase(dir);
        BoyiServer server = new BoyiServer(Catalogue.families(), Duration.ofSeconds(10)).start("127.0.0.1", 0);
        try {
            assertDamaged(analyze(server, "1-11/0000/00-0"), "the database is damaged: cannot read tier file " + tier6, dir);
            assertThat(analyze(server, "0000/0000/0000").statusCode()).isEqualTo(200);
        } finally {
            server.stop();
        }
    }

    private static void assertDamaged(HttpResponse<String> r, String start, Path dir) throws Exception {
        assertThat(r.statusCode()).as(r.body()).isEqualTo(503);
        JsonNode error = JSON.readTree(r.body());
        String repair = "boyi strong-solve matches 3x4 --db " + dir;
        assertThat(error.get("error").asText()).startsWith(start).endsWith("; to repair it: " + repair + " (solves the damaged tiers again)")
                .doesNotContain("Exception");
        assertThat(error.get("error_zh").asText()).startsWith("数据库已损坏").contains("修复：" + repair);
        assertThat(error.get("status").asInt()).isEqualTo(503);
    }
}
