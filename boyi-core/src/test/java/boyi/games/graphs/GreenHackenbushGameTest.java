package boyi.games.graphs;

import boyi.games.CanonGames;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analysis;
import boyi.analysis.Analyzer;
import boyi.games.GameInstance;
import boyi.model.Outcome;
import java.util.List;
import org.junit.jupiter.api.Test;

class GreenHackenbushGameTest {

    private static GameInstance<List<Long>> instance() {
        return CanonGames.game("green-hackenbush");
    }

    @Test
    void looseEdgesFallAwayAndTheMethodNamesThePrinciple() {
        GameInstance<List<Long>> g = instance();
        assertThat(g.format(g.parse("2-1 5-6 3-2"))).isEqualTo("1-2 2-3");
        Analysis tree = Analyzer.analyze(g, "1-2 2-3");
        assertThat(tree.method().name().en()).isEqualTo("colon principle (trees); remoteness by exact search");
        Analysis christmas = Analyzer.analyze(g, "1-2 2-3 2-4 3-4");
        assertThat(christmas.method().name().zh()).isEqualTo("融合原理 + 冒号原理；步数：穷举搜索");
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
