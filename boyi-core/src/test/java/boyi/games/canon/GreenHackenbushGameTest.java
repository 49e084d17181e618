package boyi.games.canon;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analysis;
import boyi.analysis.Analyzer;
import boyi.catalogue.Catalogue;
import boyi.games.GameInstance;
import boyi.model.Impartial;
import boyi.model.Outcome;
import boyi.solve.GrundySolver;
import boyi.testing.GameContractTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class GreenHackenbushGameTest extends GameContractTest<List<Long>> {

    @SuppressWarnings("unchecked")
    static GameInstance<List<Long>> hackenbush() {
        return (GameInstance<List<Long>>) Catalogue.family("green-hackenbush").instantiate(Map.of());
    }

    @Override
    protected GameInstance<List<Long>> instance() {
        return hackenbush();
    }

    @Override
    protected List<List<Long>> smallPositions() {
        GameInstance<List<Long>> g = instance();
        List<List<Long>> out = new ArrayList<>();
        for (String s : List.of("none", "1-2", "1-1", "1-2 1-2", "1-2 2-3 3-1", "1-2 2-3 2-4 3-4", "1-2 1-3 3-4 4-5 5-3 3-3",
                "1-2 2-3 3-4 4-1", "1-2 1-3 1-4 2-5 2-6")) {
            out.add(g.parse(s));
        }
        Random random = new Random(94);
        for (int i = 0; i < 60; i++) {
            StringBuilder s = new StringBuilder();
            int edges = 1 + random.nextInt(6);
            for (int e = 0; e < edges; e++) {
                s.append(1 + random.nextInt(4)).append('-').append(1 + random.nextInt(4)).append(' ');
            }
            out.add(g.parse(s.toString()));
        }
        return out;
    }

    @Test
    void verdictGrundyIsTheSearchedGrundyValue() {
        GameInstance<List<Long>> g = instance();
        GrundySolver<List<Long>> search = new GrundySolver<>((Impartial<List<Long>>) g.game());
        for (List<Long> p : smallPositions()) {
            assertThat(Analyzer.verdict(g, p).grundy()).as("%s", g.format(p)).isEqualTo((long) search.grundy(p));
        }
    }

    @Test
    void looseEdgesFallAwayAndTheMethodNamesThePrinciple() {
        GameInstance<List<Long>> g = instance();
        assertThat(g.format(g.parse("2-1 5-6 3-2"))).isEqualTo("1-2 2-3");
        Analysis tree = Analyzer.analyze(g, "1-2 2-3");
        assertThat(tree.method().name().en()).isEqualTo("colon principle (trees)");
        Analysis christmas = Analyzer.analyze(g, "1-2 2-3 2-4 3-4");
        assertThat(christmas.method().name().zh()).isEqualTo("融合原理 + 冒号原理");
        assertThat(christmas.explanation()).contains("G = 2").contains("after cutting 1-2 the value is 0");
        assertThat(Analyzer.verdict(g, g.parse("1-2 2-3 2-4 3-4")).why().zh()).contains("剪断边 1-2");
        assertThat(g.play(g.parse("1-2 2-3"), "剪断边 2-3")).isEqualTo(g.parse("1-2"));
    }

    @Test
    void aLargeGraphIsDecidedWithASelectionOfMoves() {
        StringBuilder s = new StringBuilder();
        for (int v = 1; v < 10_000; v++) {
            s.append(v).append('-').append(v + 1).append(' ');
        }
        s.append("10000-1");                                     // one even cycle of 10000 edges: worth 0
        GameInstance<List<Long>> g = instance();
        Analysis a = Analyzer.analyze(g, s.toString());
        assertThat(a.value().outcome()).isEqualTo(Outcome.LOSS);
        assertThat(a.allMoves()).isFalse();
    }
}
