package boyi.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.util.Lang;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Which rule files translate into additive arithmetic, and which are refused with which construct. */
class RuleFormulaTest {

    static Path rules() {
        Path fromModule = Path.of("..", "rules");
        return Files.isDirectory(fromModule) ? fromModule : Path.of("rules");
    }

    /** Every rule file: its translation, or the construct that refused it. */
    static Map<String, String> translations() throws IOException {
        Map<String, String> out = new TreeMap<>();
        for (Path dir : new Path[] {rules(), rules().resolve("examples")}) {
            try (Stream<Path> files = Files.list(dir)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".boyi")).sorted().toList()) {
                    String id = (dir.endsWith("examples") ? "examples/" : "") + f.getFileName();
                    RuleProgram p = RuleParser.parse(Files.readString(f, StandardCharsets.UTF_8), Map.of());
                    try {
                        RuleFormula t = RuleFormula.of(p);
                        out.put(id, t.heaps() ? "heaps " + t.heapMoves() : t.move());
                    } catch (RuleFormula.NotExpressible e) {
                        out.put(id, "REFUSED " + e.text().in(Lang.EN));
                    }
                }
            }
        }
        return out;
    }

    @Test
    void printAll() throws IOException {
        translations().forEach((k, v) -> System.out.println(k + " => " + v));
    }
}
