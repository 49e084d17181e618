package boyi.games.canon;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analysis;
import boyi.analysis.Analyzer;
import boyi.catalogue.Catalogue;
import boyi.games.GameInstance;
import boyi.games.canon.CircleKaylesGame.Ring;
import boyi.model.Impartial;
import boyi.model.Outcome;
import boyi.solve.GrundySolver;
import boyi.solve.Table;
import boyi.testing.GameContractTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CircleKaylesGameTest extends GameContractTest<Ring> {

    @SuppressWarnings("unchecked")
    static GameInstance<Ring> circle() {
        return (GameInstance<Ring>) Catalogue.family("circle-kayles").instantiate(Map.of());
    }

    @Override
    protected GameInstance<Ring> instance() {
        return circle();
    }

    @Override
    protected List<Ring> smallPositions() {
        GameInstance<Ring> g = instance();
        List<Ring> out = new ArrayList<>();
        for (int n = 0; n <= 12; n++) {
            out.add(g.parse("circle " + n));
        }
        for (int a = 0; a <= 7; a++) {
            for (int b = a; b <= 7; b++) {
                out.add(g.parse("rows " + a + " " + b));
            }
        }
        return out;
    }

    @Test
    void verdictGrundyIsTheSearchedGrundyValue() {
        GameInstance<Ring> g = instance();
        GrundySolver<Ring> search = new GrundySolver<>((Impartial<Ring>) g.game());
        for (Ring p : smallPositions()) {
            assertThat(Analyzer.verdict(g, p).grundy()).as("%s", g.format(p)).isEqualTo((long) search.grundy(p));
        }
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
