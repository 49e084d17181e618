package boyi.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.analysis.Analysis;
import boyi.analysis.Analyzer;
import boyi.catalogue.Catalogue;
import boyi.games.GameInstance;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.solve.Table;
import boyi.theory.WythoffTheory;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** What the rule language means: values against the Java families and theorems, and its errors. */
class RuleLanguageTest {

    private static RuleInstance game(String text) {
        return RuleFamily.of(text, "test").instantiate(Map.of());
    }

    @SuppressWarnings("unchecked")
    private static <P> Value javaValue(String id, Map<String, String> params, String position) {
        GameInstance<P> g = (GameInstance<P>) Catalogue.family(id).instantiate(params);
        return Analyzer.value(g, g.parse(position));
    }

    @Test
    void ballGameAgreesWithTheSubtractionFamilyUpToTenToTheEighteenth() {
        RuleInstance rules = game(RuleGamesContractTest.BALL_GAME);
        assertThat(rules.hasRecurrence()).isTrue();
        for (long n : new long[] {0, 1, 2, 9, 10, 15, 16, 100, 999, 1_000_000_007L, 1_000_000_000_000_000_000L}) {
            Value v = Analyzer.value(rules, RuleState.numbers(n));
            assertThat(v).as("n = %d", n).isEqualTo(javaValue("ball-game", Map.of(), String.valueOf(n)));
        }
        Table t = rules.table(100).orElseThrow();
        assertThat(t.periodicity().period()).isEqualTo(15);
        assertThat(t.periodicity().proven()).isTrue();
    }

    @Test
    void subtractionGrundyValuesAgreeWithTheFamilyAndTheParameterIsSet() {
        String text = """
                param takes = {1, 3, 4} "取数集合" "the take set"
                state n
                move "take {t}" for t in takes if t <= n -> n - t
                """;
        RuleInstance rules = RuleFamily.of(text, "sub").instantiate(Map.of("takes", "2,5,6"));
        Table t = rules.table(200).orElseThrow();
        assertThat(t.kind()).isEqualTo(Table.GRUNDY);
        Table java = Catalogue.family("subtraction").instantiate(Map.of("takes", "2,5,6")).table(200).orElseThrow();
        assertThat(t.values()[0]).isEqualTo(java.values()[0]);
        assertThat(t.periodicity().period()).isEqualTo(java.periodicity().period());
    }

    @Test
    void takeBallWithAComputedEndingAgreesWithTheFamily() {
        RuleInstance rules = game(RuleGamesContractTest.TAKE_BALL);
        for (long n = 0; n <= 40; n++) {
            Value v = Analyzer.value(rules, RuleState.numbers(n, 0, 0));
            assertThat(v.outcome()).as("n = %d", n).isEqualTo(javaValue("take-ball", Map.of("takes", "1,2,3"), String.valueOf(n)).outcome());
        }
    }

    @Test
    void wythoffLossesAreTheGoldenPairs() {
        RuleInstance rules = game(RuleGamesContractTest.WYTHOFF);
        Table t = rules.table(40).orElseThrow();
        for (int a = 0; a <= 40; a++) {
            for (int b = 0; b <= 40; b++) {
                boolean lost = t.values()[a][b] == 0;     // Grundy value 0
                assertThat(lost).as("(%d, %d)", a, b).isEqualTo(WythoffTheory.isCold(a, b));
            }
        }
    }

    @Test
    void kaylesAndGrundysGameAsHeapsMatchTheOctalFamilies() {
        Table kayles = game(RuleGamesContractTest.KAYLES).table(120).orElseThrow();
        assertThat(kayles.values()[0]).isEqualTo(Catalogue.family("kayles").instantiate(Map.of()).table(120).orElseThrow().values()[0]);
        Table grundy = game("""
                heaps n
                move "split {a}+{n - a}" for a in 1..(n - 1) / 2 -> a, n - a
                """).table(300).orElseThrow();
        assertThat(grundy.values()[0]).isEqualTo(Catalogue.family("grundy-game").instantiate(Map.of()).table(300).orElseThrow().values()[0]);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            // every split, n = k allowed: 7 per take
            "for k in {1, 2} if k <= n for a in 0..(n - k) / 2 -> a, n - k - a                           | 0.77",
            "for k in {1, 2} if n >= k and k != 7 for a in 0..(n - k) / 2 -> n - k - a, a                | 0.77",
            // the bits written one statement each, with constant takes (Dawson's Kayles)
            "if n == 2 -> none\\nmove if n > 2 -> n - 2\\nmove for a in 1..(n - 2) / 2 -> a, n - 2 - a     | 0.07",
            // Dawson's chess: 0.137
            "for t in {1, 2, 3} if t == n -> none\\nmove for t in {2, 3} if t < n -> n - t\\nmove for t in {3} for a in 1..(n - t) / 2 -> a, n - t - a | 0.137",
            // n = k not allowed: 6; a filter on k alone
            "for k in 1..4 if k < n and k != 3 for a in 0..(n - k) / 2 -> a, n - k - a                   | 0.6606",
            // not octal: unequal splits only (Grundy's game), a condition reading n, a take that depends on n
            "for a in 1..(n - 1) / 2 -> a, n - a                                                         | none",
            "for k in {1, 2} if k <= n and n % 2 == 0 -> n - k                                           | none",
            "for k in {1, 2} if k <= n -> n - k\\nmove if n >= 3 -> n / 2                                  | none"})
    void heapRulesOfAnOctalShapeAreRecognisedWithTheirCode(String moves, String code) {
        RuleInstance g = game("heaps n\nmove " + moves.replace("\\n", "\n") + "\n");
        assertThat(g.octalCode().orElse("none")).isEqualTo(code);
        if (!code.equals("none")) {
            Table rules = g.table(300).orElseThrow();
            Table octal = Catalogue.family("octal").instantiate(Map.of("code", code)).table(300).orElseThrow();
            assertThat(rules.values()[0]).isEqualTo(octal.values()[0]);
            boolean proven = octal.periodicity() != null && octal.periodicity().proven();
            assertThat(rules.periodicity() != null && rules.periodicity().proven()).as(code + " proven").isEqualTo(proven);
            if (proven) {
                assertThat(rules.periodicity().period()).isEqualTo(octal.periodicity().period());
            }
        }
    }

    @Test
    void sumsOfHeapsUseSpragueGrundyBeyondSearch() {
        RuleInstance kayles = game(RuleGamesContractTest.KAYLES);
        Analysis a = Analyzer.analyze(kayles, "300 301 302");
        assertThat(a.method().kind().id()).isEqualTo("theorem");
        assertThat(a.value().outcome()).isEqualTo(javaValue("kayles", Map.of(), "300 301 302").outcome());
    }

    @Test
    void loopsAreDrawsByRetrogradeAnalysis() {
        RuleInstance walk = game("""
                state n
                move "down" for d in {1} if n >= 1 -> n - 1
                move "up" for d in {1} if n < 5 -> n + 1
                """);
        for (long n = 0; n <= 5; n++) {
            assertThat(Analyzer.value(walk, RuleState.numbers(n))).isEqualTo(Value.DRAW);
        }
        RuleInstance escape = game("""
                state n
                move "down" for d in {1} if n >= 1 -> n - 1
                move "up" for d in {1} if n < 5 and n != 0 -> n + 1
                move "stop" for d in {1} if n == 3 -> 0
                """);
        // From 3 the mover goes to 0, where the opponent is stuck: a win in 1.
        assertThat(Analyzer.value(escape, RuleState.numbers(3))).isEqualTo(Value.win(1));
    }

    @Test
    void lolAsABoardAgreesWithTheFamily() {
        RuleInstance lol = game(RuleGamesContractTest.LOL);
        for (String row : new String[] {"***", "L**L", "L*L", "*****", "L*****L", "O**O*", "******"}) {
            Value v = Analyzer.value(lol, lol.parse(row));
            assertThat(v.outcome()).as(row).isEqualTo(javaValue("lol", Map.of(), row).outcome());
        }
    }

    @Test
    void movesCarryLabelsInBothLanguages() {
        Analysis a = Analyzer.analyze(game(RuleGamesContractTest.BALL_GAME), "10");
        assertThat(a.moves().get(0).label().en()).isEqualTo("take 7");
        assertThat(a.moves().get(0).label().zh()).isEqualTo("取 7 个");
        assertThat(a.explanation(boyi.util.Lang.ZH)).contains("周期");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "state n\\nmove for t in {1} -> n - t\\nfrob 3                  | 3 | 1 | unknown statement \"frob\"",
            "state n\\nmove for t in {1} if t <= m -> n - t                | 2 | 27 | unknown name \"m\"",
            "state a, b\\nmove for t in {1} -> a - t                     | 2 | 22 | should lead to 2 numbers",
            "state n\\nmove for t in {1} n - t                            | 2 | 19 | expected for, if or ->",
            "heaps n\\nmove for t in 1..n -> n - t, 1 +                   | 2 | 33 | a value is missing",
            "state n\\nmove \"x\" for t in {1} -> n - t\\nstate m          | 3 | 1 | declared once",
            "state n\\nmove for t in {} -> n - t                          | 2 | 15 | the set is empty",
            "board row \"LL\"\\nmove for i in cells -> cell[i] = 'L'        | 1 | 11 | 2 to 16 different characters",
            "state n\\nmove for t in {1} -> n - t\\nwhen n == 1 2           | 3 | 13 | expected \":\"",
            "state n\\nmove for t in {1} -> n - t\\nwhen n == 1 <= 2: win   | 3 | 13 | do not chain",
            "state n\\nmove \"a {\" for t in {1} -> n - t                  | 2 | 6 | has no matching }",
            "move for t in {1} -> n - t                                  | 1 | 1 | declare the state first",
            "state n\\nparam m = n                                        | 2 | 11 | must be a constant",
            "state n\\nmove for t in {1} -> n - t 'x                      | 2 | 28 | no closing quote",
            "state n\\nmove for t in {1} -> n - t @                       | 2 | 28 | unexpected character"})
    void parseErrorsNameLineAndColumn(String text, int line, int column, String message) {
        assertThatThrownBy(() -> RuleFamily.of(text.replace("\\n", "\n")))
                .isInstanceOfSatisfying(RuleException.class, e -> {
                    assertThat(e.getMessage()).contains(message);
                    assertThat(e.line()).isEqualTo(line);
                    assertThat(e.column()).isEqualTo(column);
                    assertThat(e.text().zh()).startsWith("规则第 " + line + " 行第 " + column + " 列：");
                });
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "state n\\nmove for t in {1, 2} -> n - t                   | 3  | 2 | 27 | makes n negative: -1",
            "state n\\nmove for t in 1..n -> n - t                     | 10000000 | 2 | 15 | is too large",
            "state n\\nmove for t in {1} if t <= n -> n / (n - 1)      | 1  | 2 | 34 | division by zero",
            "state n\\nmove for t in {1} if t <= n -> n * n * n       | 3000000 | 2 | 38 | integer overflow",
            "state n\\nmove for t in 1..99999 for u in 1..99999 -> t  | 5  | 2 | 1 | more than 100000 moves",
            "state n\\nmove for t in {1} if n > 0 -> n - 1\\nwhen stuck: n + 7 | 0 | 3 | 15 | an outcome is win, draw or loss"})
    void ruleErrorsWhileSolvingNameTheirPlace(String text, String position, int line, int column, String message) {
        RuleInstance g = game(text.replace("\\n", "\n"));
        assertThatThrownBy(() -> Analyzer.analyze(g, position)).isInstanceOfSatisfying(RuleException.class, e -> {
            assertThat(e.getMessage()).contains(message);
            assertThat(e.line()).isEqualTo(line);
            assertThat(e.column()).isEqualTo(column);
        });
    }

    @Test
    void aHugeTextOrDeepExpressionIsRefusedWithoutRunningAway() {
        assertThatThrownBy(() -> RuleFamily.of("#".repeat(20_001))).hasMessageContaining("at most 20000 are allowed");
        assertThatThrownBy(() -> RuleFamily.of("state n\nmove for t in {1} -> " + "(".repeat(500) + "n" + ")".repeat(500)))
                .hasMessageContaining("nested too deeply");
    }

    @Test
    void anUnboundedStateSpaceRunsOutOfBudgetNotMemory() {
        RuleInstance up = game("""
                state n
                move "up" for d in {1, 2} -> n + d
                """);
        assertThatThrownBy(() -> Analyzer.analyze(up, "0")).isInstanceOf(boyi.util.TooLargeException.class);
    }

    @Test
    void positionsAreCheckedAgainstTheShape() {
        RuleInstance w = game(RuleGamesContractTest.WYTHOFF);
        assertThatThrownBy(() -> w.parse("3")).hasMessageContaining("expected 2 whole numbers a b");
        assertThatThrownBy(() -> w.parse("3 -4")).hasMessageContaining("position number 2 \"-4\"");
        RuleInstance lol = game(RuleGamesContractTest.LOL);
        assertThatThrownBy(() -> lol.parse("L*X")).hasMessageContaining("\"X\" is not a board symbol");
        assertThat(Analyzer.value(lol, lol.parse("LOL")).outcome()).isEqualTo(Outcome.LOSS);
    }
}
