package boyi.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The exact output of {@code boyi table}: text in both languages, JSON, long tables and the time bound. */
class TableCommandTest {

    @Test
    void grundyTableWithItsProvenPeriod() {
        Cli r = Cli.run("table", "subtraction", "1,3,4", "--upto", "13", "--lang", "en");
        assertThat(r.status()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).isEqualTo("""
                subtraction takes=1,3,4 play=normal, n = 0..13 (Grundy values)
                   n=0..13
                G  0 1 0 1 2 3 2 0 1 0 1 2 3 2
                period 7 from n = 0 (proven)
                Grundy values of one pile: period 7 from n = 0, found after 18 values (proven: the window of the 4 rows \
                before n = 4 repeats 7 rows later, and each row depends only on the 4 rows before it).
                """);
    }

    /**
     * Issue 28: "take one, or halve an even heap" printed "no period found", then the pattern
     * finder's false "period 256 from n = 769 (conjecture)", then the proof. One statement now:
     * the proof, with the JSON's automaton and formulas.
     */
    @Test
    void aRuleTableStatesItsProofOnce() {
        String text = "state n\nmove \"take 1\" if n >= 1 -> n - 1\nmove \"halve\" if n >= 2 and even(n) -> n / 2\n";
        Cli r = Cli.withInput(text, "table", "--rules", "-", "--upto", "2000", "--lang", "en");
        assertThat(r.status()).isZero();
        assertThat(r.out()).contains("Table to n = 2000: proven by automaton (base 2, 4 states): the losses are exactly what it accepts; 1000 losses")
                .doesNotContain("period 256").doesNotContain("conjecture").doesNotContain("no period found");
        Cli json = Cli.withInput(text, "table", "--rules", "-", "--upto", "60", "--json");
        assertThat(json.out()).contains("\"statement\":{\"status\":\"proven\"").contains("\"numeration\":\"msd_2\"")
                .contains("\"formulas\":[\"A n ").contains("\"period\":null");
    }

    @Test
    void parityRowsInChinese() {
        Cli r = Cli.run("table", "stones", "3", "--upto", "9", "--lang", "zh");
        assertThat(r.status()).isZero();
        assertThat(r.out()).isEqualTo("""
                stones m=3, n = 0..9（+ 先手必胜，0 平局，- 先手必败）
                     n=0..9
                偶/偶  0-0+0+0+0-
                偶/奇  +0+0-0+0+0
                奇/偶  -0+0+0+0-0
                奇/奇  0+0+0-0+0+
                从 n = 0 起周期为 8（已证明）
                每行是：轮到的一方所持球数的奇偶 / 对手所持球数的奇偶（开局为 偶/偶）。胜负：从 n = 0 起周期为 8，共算了 18 个值\
                （已证明：n = 3 之前的 3 行在 8 行之后原样重复，而每一行只取决于它前面的 3 行）。
                """);
    }

    @Test
    void jsonCarriesThePeriodAndBothLanguages() {
        Cli r = Cli.run("table", "kayles", "--upto", "5", "--json");
        assertThat(r.status()).isZero();
        assertThat(r.out()).startsWith("{\"kind\":\"grundy\",\"values\":[0,1,2,3,1,4],\"row_names_zh\":[\"G\"],"
                + "\"row_names_en\":[\"G\"],\"preperiod\":71,\"period\":12,\"saltus\":0,\"proven\":true,"
                + "\"proof_zh\":\"对 71 <= n < 2*71+12+2 = 156 逐一验证了 G(n+12) = G(n)");
        assertThat(r.out()).contains("\"proof_en\":\"G(n+12) = G(n) checked for 71 <= n < 2*71+12+2 = 156");
    }

    @Test
    void longTablesAreSummarised() {
        Cli r = Cli.run("table", "kayles", "--upto", "200000", "--lang", "en");
        assertThat(r.status()).isZero();
        assertThat(r.out().lines().count()).isLessThan(30);
        assertThat(r.out()).contains("G  4 1 2 8 1 4 7 2 1 8 2 7 4 1 2 8 1 4 7 2\n"   // n = 180..199
                        + "... (n = 200..200000 not shown: 199801 more; --json prints them all)\n"
                        + "G: largest value 8, 1 zeros (losses for the player to move)\n"
                        + "period 12 from n = 71 (proven)\n");
    }

    /** Written as it goes, the JSON of a long table is the text assembled from the same table. */
    @Test
    void longJsonIsWrittenAsItGoesWithTheSameText() {
        Cli r = Cli.run("table", "kayles", "--upto", "150000", "--json");
        assertThat(r.status()).isZero();
        boyi.solve.Table t = boyi.catalogue.Catalogue.family("kayles").instantiate(java.util.Map.of()).table(150000).orElseThrow();
        assertThat(t.rows().get(0).bytesPerValue()).isEqualTo(1);
        assertThat(r.out()).isEqualTo(boyi.util.Json.write(t.json()) + System.lineSeparator())
                .startsWith("{\"kind\":\"grundy\",\"values\":[0,1,2,3,1,4,3,2,1,4,2,6,4,1,2,7,")
                .contains(",4,1,2,8,1,4,7,2,1,8,2,7,4],\"row_names_zh\"");   // n = 149988..150000, period 12
    }

    @Test
    void maxSecondsStopsALongTableWithOneMessage() {
        Cli r = Cli.run("table", "grundy-game", "--upto", "100000000", "--max-seconds", "1", "--lang", "en");
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).endsWith("\n").contains("boyi table: --max-seconds 1: the table was not finished in 1 s (reached n = ")
                .contains("of 100000000); raise --max-seconds or lower --upto");
    }

    /** Runs where the heap is too small for 2*10^9 packed values and one copy (a heap of 5.3 GB or less). */
    @Test
    void tooLongForMemoryIsOneLine() {
        org.junit.jupiter.api.Assumptions.assumeTrue(2 * 2_000_000_001L > Runtime.getRuntime().maxMemory() / 4 * 3,
                "this heap holds a Kayles table to 2*10^9");
        Cli r = Cli.run("table", "kayles", "--upto", "2000000000");
        assertThat(r.isBadInput()).as(r.err()).isTrue();
        assertThat(r.err()).contains("more than three quarters of the memory available");
    }
}
