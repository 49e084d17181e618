package boyi.games.graphs;

import boyi.games.CanonGames;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analysis;
import boyi.analysis.Analyzer;
import boyi.games.GameInstance;
import boyi.games.graphs.CircleKaylesGame.Ring;
import boyi.model.Outcome;
import boyi.solve.Table;
import org.junit.jupiter.api.Test;

class CircleKaylesGameTest {

    private static GameInstance<Ring> instance() {
        return CanonGames.game("circle-kayles");
    }

    @Test
    void theSymmetryStrategyIsTheReason() {
        GameInstance<Ring> g = instance();
        Analysis a = Analyzer.analyze(g, "1000000000000000000");
        assertThat(a.value().outcome()).isEqualTo(Outcome.LOSS);
        assertThat(a.method().name().en()).isEqualTo("symmetry strategy");
        assertThat(Analyzer.verdict(g, g.parse("circle 3")).why().zh()).contains("对称策略");
        Analysis rows = Analyzer.analyze(g, "rows 1000000000000000000 3");
        assertThat(rows.value().outcome()).isEqualTo(Outcome.WIN);
        Ring after = g.play(g.parse("rows 1000000000000000000 3"), rows.bestMove().orElseThrow());
        assertThat(Analyzer.value(g, after).outcome()).isEqualTo(Outcome.LOSS);
        assertThat(g.play(g.parse("circle 5"), "取走 2 枚")).isEqualTo(g.parse("rows 3"));
    }

    @Test
    void tableOfCircles() {
        Table t = instance().table(40).orElseThrow();
        assertThat(t.values()[0][1]).isEqualTo(1);
        assertThat(t.values()[0][2]).isEqualTo(2);
        for (int n = 3; n <= 40; n++) {
            assertThat(t.values()[0][n]).isZero();
        }
        assertThat(t.periodicity().period()).isEqualTo(1);
        assertThat(t.periodicity().preperiod()).isEqualTo(3);
    }
}
