package boyi.pattern;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.catalogue.Catalogue;
import boyi.pattern.Finding.Kind;
import boyi.solve.Table;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Tables the engine computed with a proven period (take-ball, ball-game, Kayles): the findings are proven. */
class EngineTablesTest {

    private static Table table(String family, Map<String, String> parameters, long upto) {
        return Catalogue.family(family).instantiate(parameters).table(upto).orElseThrow();
    }

    private static PatternReport report(String family, Map<String, String> parameters, long upto) {
        return Patterns.ofTable(table(family, parameters, upto));
    }

    @Test
    void theParityRowsOfTakeBall() {
        Table t = table("parity", Map.of("takes", "1,2,3", "win", "odd"), 200);
        PatternReport r = Patterns.ofTable(t);
        Finding period = r.first(Kind.PERIOD).orElseThrow();
        assertThat(period.proven()).isTrue();
        assertThat(period.row()).isEqualTo(-1);
        assertThat(period.labelled().en()).isEqualTo("all rows: period 8 from n = 0 (proven)");
        assertThat(period.labelled().zh()).isEqualTo("各行从 n = 0 起周期为 8（已证明）");
        // one loss residue per parity row, each carried by the proven period
        assertThat(r.findings().stream().filter(f -> f.kind() == Kind.LOSS_RULE).map(f -> f.labelled().en()))
                .containsExactly(
                        "row even/even: loss exactly when n mod 8 = 5, win exactly when n mod 8 ∈ {1, 3, 7}, draw otherwise (proven)",
                        "row even/odd: loss exactly when n mod 8 = 0, win exactly when n mod 8 ∈ {2, 4, 6}, draw otherwise (proven)",
                        "row odd/even: loss exactly when n mod 8 = 4, win exactly when n mod 8 ∈ {0, 2, 6}, draw otherwise (proven)",
                        "row odd/odd: loss exactly when n mod 8 = 1, win exactly when n mod 8 ∈ {3, 5, 7}, draw otherwise (proven)");
        assertThat(r.explanation().zh()).startsWith("打表到 n = 200：各行从 n = 0 起周期为 8（已证明）；偶/偶 行：先手必败当且仅当 "
                + "n mod 8 = 5，先手必胜当且仅当 n mod 8 ∈ {1, 3, 7}，其余平局（已证明）；");
        Finding evenEven = r.findings().get(1);
        assertThat(evenEven.facts()).containsEntry("draw_residues", java.util.List.of(0L, 2L, 4L, 6L));
        long e18 = 1_000_000_000_000_000_000L;   // a multiple of 8
        assertThat(evenEven.predict(0, e18 + 5)).hasValue(-1);
        assertThat(evenEven.predict(0, e18 + 3)).hasValue(1);
        assertThat(evenEven.predict(0, e18)).hasValue(0);
        assertThat(period.predict(0, e18)).hasValue(t.values()[0][0]);
        assertThat(period.predict(3, e18 + 1)).hasValue(-1);
    }

    @Test
    void theBallGameTableProvesItsLossResidues() {
        // 取球游戏 (Lanqiao 2012): takes {1, 3, 7, 8}, whoever takes the last ball loses
        PatternReport r = report("ball-game", Map.of(), 100);
        assertThat(r.explanation().en()).startsWith("Table to n = 100: period 15 from n = 0 (proven); "
                + "loss exactly when n mod 15 ∈ {1, 3, 5, 7} (proven); 28 losses (P-positions) for n <= 100: 1, 3, 5, 7, 16,");
        assertThat(r.explanation().zh()).startsWith("打表到 n = 100：从 n = 0 起周期为 15（已证明）；先手必败当且仅当 n mod 15 ∈ {1, 3, 5, 7}（已证明）；");
        // the sample 1, 2, 10, 18 -> 0 1 1 0, and far beyond the table
        Finding loss = r.first(Kind.LOSS_RULE).orElseThrow();
        assertThat(new long[] {loss.predict(1).getAsLong(), loss.predict(2).getAsLong(), loss.predict(10).getAsLong(),
            loss.predict(18).getAsLong(), loss.predict(1_000_000_000_000_000_003L).getAsLong()}).containsExactly(-1, 1, 1, -1, 1);
    }

    @Test
    void kaylesFirstPlayerAlwaysWinsProvenByItsPeriod() {
        PatternReport r = report("kayles", Map.of(), 300);
        assertThat(r.explanation().en()).isEqualTo("Table to n = 300: period 12 from n = 71 (proven); for n >= 1: no position is a loss "
                + "(proven); 1 loss (P-position) for n <= 300: 0.");
    }
}
