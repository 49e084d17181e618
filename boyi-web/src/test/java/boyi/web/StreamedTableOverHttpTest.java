package boyi.web;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.catalogue.Catalogue;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code /api/table} writes its answer as it goes: the text is the one Jackson assembles from the
 * table with every value a {@code long} (as the answer was made before it was streamed), and an
 * error still comes whole, with its status, before any byte of a table.
 */
class StreamedTableOverHttpTest {

    private static BoyiServer server;
    private static ApiClient api;

    @BeforeAll
    static void start() {
        server = new BoyiServer(Catalogue.families(), Duration.ofSeconds(30)).start("127.0.0.1", 0);
        api = new ApiClient(server);
    }

    @AfterAll
    static void stop() {
        server.stop();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "kayles      |                | 100000",
        "subtraction | takes=1,3,4    | 50000",
        "stones      | m=3            | 3000",
        "wythoff     |                | 20",
        "grundy-game |                | 2000"})
    void theStreamedAnswerIsTheAssembledOne(String family, String param, int upto) throws Exception {
        Map<String, String> params = new LinkedHashMap<>();
        if (param != null) {
            params.put(param.substring(0, param.indexOf('=')), param.substring(param.indexOf('=') + 1));
        }
        ApiClient.Reply r = api.get("/api/table?game=" + family + (param == null ? "" : "&" + param) + "&upto=" + upto);
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.contentType()).isEqualTo("application/json;charset=utf-8");
        var game = Catalogue.family(family).instantiate(params);
        Map<String, Object> expected = new LinkedHashMap<>();
        expected.put("game", game.describe());
        expected.put("upto", upto);
        expected.putAll(game.table(upto).orElseThrow().jsonWithLongRows());
        assertThat(r.text()).isEqualTo(new ObjectMapper().writeValueAsString(expected));
    }

    @Test
    void anErrorComesWholeWithItsStatus() throws Exception {
        ApiClient.Reply r = api.get("/api/table?game=kayles&upto=100001");
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.text()).isEqualTo("{\"error\":\"upto=\\\"100001\\\": expected a whole number 0..100000\","
                + "\"error_zh\":\"upto=\\\"100001\\\"：应为 0..100000 的整数\",\"status\":400}");
    }
}
