package boyi.web;

import boyi.rules.RuleFamily;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The rule files shipped with the web app (the repository's {@code rules/} folder, listed in its
 * {@code index.txt}): the editor's examples, contest-style games first, then the built-in
 * families written as rules. Read once.
 *
 * <pre>{@code
 * RuleExamples.all().get(0)   // {file=examples/divisor-game.boyi, id=divisor-game, name_zh=..., text=...}
 * }</pre>
 */
final class RuleExamples {

    private static List<Object> all;

    private RuleExamples() {
    }

    static synchronized List<Object> all() {
        if (all == null) {
            List<Object> out = new ArrayList<>();
            for (String file : read("index.txt").split("\n")) {
                if (file.isBlank()) {
                    continue;
                }
                String text = read(file.trim());
                String name = file.trim().substring(file.lastIndexOf('/') + 1).replace(".boyi", "");
                RuleFamily f = RuleFamily.of(text, name);
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("file", file.trim());
                m.put("id", f.id());
                m.put("name_zh", f.nameZh());
                m.put("name_en", f.nameEn());
                m.put("example", f.examplePosition());
                m.put("text", text);
                out.add(m);
            }
            all = List.copyOf(out);
        }
        return all;
    }

    private static String read(String name) {
        try (InputStream in = RuleExamples.class.getResourceAsStream("/rules/" + name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource rules/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read resource rules/" + name + ": " + e.getMessage(), e);
        }
    }
}
