package boyi.solve;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.catalogue.Catalogue;
import boyi.util.Json;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A table's JSON written as it goes is the text the assembled writer made before tables were
 * packed: every row's values joined here as plain longs, the rest of the fields as they were.
 */
class StreamedTableTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "kayles                |                   | 30000",
        "octal                 | code=0.137        | 500",
        "subtraction           | takes=1,3,4       | 2000",
        "subtraction           | takes=2,5 play=misere | 300",
        "stones                | m=3               | 100",
        "take-ball             | takes=1,2,3       | 200",
        "wythoff               |                   | 20",
        "grundy-game           |                   | 1000",
        "fibonacci-subtraction |                   | 300",
        "all-but               | except=1,2        | 200"})
    void theStreamedTextIsTheAssembledText(String family, String params, int upto) throws IOException {
        Table t = Catalogue.family(family).instantiate(parameters(params)).table(upto).orElseThrow();
        String assembled = assembled(t);
        Pieces streamed = new Pieces();
        Json.write(streamed, t.json());
        assertThat(streamed.text.toString()).isEqualTo(assembled);
        // handed over in pieces of about 8 K characters, never as one string
        assertThat(streamed.longest).isLessThan(8192 + 1024);
        assertThat(Json.write(t.json())).isEqualTo(assembled);
        assertThat(Json.length(t.json())).isEqualTo(assembled.length());
        for (int r = 0; r < t.rows().size(); r++) {
            assertThat(t.values()[r]).hasSize(t.length()).isEqualTo(t.rows().get(r).toArray());
        }
    }

    /** An output that keeps the text and the longest piece it was handed. */
    private static final class Pieces implements Appendable {
        final StringBuilder text = new StringBuilder();
        int longest;

        @Override
        public Appendable append(CharSequence s) {
            longest = Math.max(longest, s.length());
            text.append(s);
            return this;
        }

        @Override
        public Appendable append(CharSequence s, int start, int end) {
            return append(s.subSequence(start, end));
        }

        @Override
        public Appendable append(char c) {
            return append(String.valueOf(c));
        }
    }

    private static Map<String, String> parameters(String text) {
        Map<String, String> m = new LinkedHashMap<>();
        if (text != null) {
            for (String kv : text.trim().split(" +")) {
                m.put(kv.substring(0, kv.indexOf('=')), kv.substring(kv.indexOf('=') + 1));
            }
        }
        return m;
    }

    /** The JSON as it was assembled: each row's values joined with commas, the other fields by the writer. */
    private static String assembled(Table t) {
        Map<String, Object> m = new LinkedHashMap<>(t.json());
        long[][] values = t.values();
        if (values.length == 1) {
            m.put("values", "@row 0@");
        } else {
            List<Map<String, Object>> rows = new java.util.ArrayList<>();
            for (int r = 0; r < values.length; r++) {
                Map<String, Object> row = new LinkedHashMap<>();
                row.put("name", t.rowNames().get(r).en());
                row.put("name_zh", t.rowNames().get(r).zh());
                row.put("values", "@row " + r + "@");
                rows.add(row);
            }
            m.put("rows", rows);
        }
        String text = Json.write(m);
        for (int r = 0; r < values.length; r++) {
            text = text.replace("\"@row " + r + "@\"", LongStream.of(values[r]).mapToObj(Long::toString)
                    .collect(Collectors.joining(",", "[", "]")));
        }
        return text;
    }
}
