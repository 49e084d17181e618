package boyi.web;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.web.ApiClient.Reply;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code POST /api/rules/compare} (对拍 in the page) over real HTTP: a program's words for listed
 * positions against the exact values, the differing positions named; bad input a bilingual 400.
 */
class RulesCompareApiTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** Take 1 or 2: the losses are the multiples of 3. */
    private static final String TAKE_1_OR_2 = """
            game "取一或二" "Take one or two"
            state n
            move "取 {t} 个" "take {t}" for t in {1, 2} if t <= n -> n - t
            play normal
            """;
    @RegisterExtension
    static final TestServer api = new TestServer(ToyGames.families(), Duration.ofSeconds(5));

    private static ObjectNode compare(String positions, String outputs) {
        return JSON.createObjectNode().put("rules", TAKE_1_OR_2).put("positions", positions).put("outputs", outputs);
    }

    @Test
    void theDifferingPositionsAreNamed() throws Exception {
        List<String> positions = new ArrayList<>();
        List<String> outputs = new ArrayList<>();
        for (int n = 0; n <= 10; n++) {
            positions.add(String.valueOf(n));
            // a program that is wrong at 4 (a win) and at 6 (a loss)
            boolean loss = n % 3 == 0;
            outputs.add(n == 4 || n == 6 ? (loss ? "First" : "Second") : (loss ? "Second" : "First"));
        }
        Reply r = api.post("/api/rules/compare", JSON.writeValueAsString(compare(String.join("\n", positions), String.join("\n", outputs) + "\n")
                .put("words", "First,Second,Draw")));
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.body().get("compared").asInt()).isEqualTo(11);
        assertThat(r.body().get("differ").asInt()).isEqualTo(2);
        List<String> differing = new ArrayList<>();
        r.body().get("rows").forEach(row -> {
            if (!row.get("same").asBoolean()) {
                differing.add(row.get("position").asText() + " " + row.get("expected").asText() + " " + row.get("given").asText());
            }
        });
        assertThat(differing).containsExactly("4 First Second", "6 Second First");
    }

    @Test
    void badInputIsABilingual400() throws Exception {
        for (ObjectNode body : List.of(compare("1\n2", "win"), compare("", ""), compare("1", "win").put("words", "a,a,b"),
                compare("x y z", "win"), compare("1\n".repeat(Api.MOST_COMPARED + 1), "win\n".repeat(Api.MOST_COMPARED + 1)),
                JSON.createObjectNode().put("rules", TAKE_1_OR_2).put("positions", "1"))) {
            Reply r = api.post("/api/rules/compare", JSON.writeValueAsString(body));
            assertThat(r.status()).as(body.toString()).isEqualTo(400);
            assertThat(r.body().get("error").asText()).isNotBlank();
            assertThat(r.body().get("error_zh").asText()).isNotBlank();
        }
        Reply lines = api.post("/api/rules/compare", JSON.writeValueAsString(compare("1\n2", "win")));
        assertThat(lines.body().get("error").asText()).contains("1 lines for 2 positions");
    }
}
