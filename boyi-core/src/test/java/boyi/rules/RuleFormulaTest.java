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

    /**
     * A heap game's moves by number of heaps left keep the rule text's order, so the proof's
     * formulas, and the states its decision procedure builds, are the same in every JVM: the map
     * was a {@code Map.copyOf}, whose order changes with each JVM's seed (this text's order 3, 1,
     * 0, 2 came out so only by chance, and {@code table --rules rules/kayles.boyi --json} listed
     * its formulas and "states_built" differently from one run to the next).
     */
    @Test
    void heapMovesKeepTheRuleTextsOrder() {
        RuleFormula f = RuleFormula.of(RuleParser.parse("""
                heaps n
                move "three" if n >= 4 -> 1, 1, n - 3
                move "one" if n >= 1 -> n - 1
                move "none" if n == 2 -> none
                move "two" for a in 1..(n - 1) / 2 -> a, n - 1 - a
                move "one again" if n >= 2 -> n - 2
                """, Map.of()));
        assertThat(f.heapMoves().keySet()).containsExactly(3, 1, 0, 2);
    }

    @Test
    void refusalsNameTheConstructAndItsPlace() throws IOException {
        Map<String, String> t = translations();
        assertThat(t.get("examples/subtract-a-square.boyi")).isEqualTo(
                "REFUSED not expressible in additive arithmetic: `isqrt(n)` at 8:47; no proof is claimed");
        assertThat(t.get("examples/divisor-game.boyi")).startsWith("REFUSED not expressible in additive arithmetic: `divisors(n)` at 8:");
        assertThat(t.get("multiplication.boyi")).contains("`p * k`");
        assertThat(t.get("euclid.boyi")).contains("`a / b`");
        assertThat(t.get("cet4.boyi")).contains("`popcount(t)`");
        assertThat(t.get("examples/sos.boyi")).contains("`board`");
        long refused = t.values().stream().filter(v -> v.startsWith("REFUSED")).count();
        assertThat(refused).isEqualTo(8);   // three boards, cet4, euclid, multiplication, divisors, squares
        RuleProgram p = RuleParser.parse("state n\nmove for k in 1..isqrt(n) -> n - k * k\n", Map.of());
        assertThatThrownBy(() -> RuleFormula.of(p)).isInstanceOf(RuleFormula.NotExpressible.class)
                .satisfies(e -> assertThat(((RuleFormula.NotExpressible) e).text().zh()).contains("无法用加法算术表达：`isqrt(n)`（第 2 行第 18 列）"));
    }

    /** The move formula, decided, relates each position exactly to the positions the rules' moves lead to. */
    @Test
    void theMoveFormulaHasExactlyTheRulesMoves() throws IOException {
        for (String f : new String[] {"wythoff.boyi", "examples/k-and-2k.boyi", "fibonacci-nim.boyi", "examples/no-repeat-take.boyi",
                "examples/halve-or-take-one.boyi", "kiki.boyi"}) {
            RuleProgram p = RuleParser.parse(Files.readString(rules().resolve(f), StandardCharsets.UTF_8), Map.of());
            RuleFormula t = RuleFormula.of(p);
            java.util.List<String> vars = new java.util.ArrayList<>(t.state());
            vars.addAll(t.next());
            boyi.logic.Automaton move = new boyi.logic.Decider(boyi.logic.Numeration.base(2), 2_000_000)
                    .compile(t.move(), vars.toArray(String[]::new));
            RuleGame g = new RuleGame(p);
            int k = t.state().size();
            int box = k == 1 ? 40 : 9;
            for (int a = 0; a < box; a++) {
                for (int b = 0; b < (k == 1 ? 1 : box); b++) {
                    long[] from = k == 1 ? new long[] {a} : new long[] {a, b};
                    java.util.Set<java.util.List<Long>> byRules = new java.util.HashSet<>();
                    g.moves(RuleState.numbers(from)).forEach(m -> byRules.add(java.util.Arrays.stream(m.result().values()).boxed().toList()));
                    for (int c = 0; c < box + 1; c++) {
                        for (int d = 0; d < (k == 1 ? 1 : box + 1); d++) {
                            long[] both = k == 1 ? new long[] {a, c} : new long[] {a, b, c, d};
                            java.util.List<Long> to = k == 1 ? java.util.List.of((long) c) : java.util.List.of((long) c, (long) d);
                            assertThat(move.accepts(both)).as("%s: %s -> %s", f, java.util.Arrays.toString(from), to)
                                    .isEqualTo(byRules.contains(to));
                        }
                    }
                }
            }
        }
    }
}
