package boyi.games.graphs;

import boyi.games.CanonGames;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.analysis.Analysis;
import boyi.analysis.Analyzer;
import boyi.games.GameInstance;
import boyi.model.Move;
import boyi.model.Outcome;
import boyi.util.BadInputException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DagTokensGameTest {

    private static GameInstance<List<Integer>> instance() {
        return dag("0-1,0-2,1-3,2-3,3-4,0-4,5-0,5-3,2-4");
    }

    private static GameInstance<List<Integer>> dag(String edges) {
        return CanonGames.game("dag-tokens", Map.of("edges", edges));
    }

    @Test
    void theJudgeSampleGraph() {
        GameInstance<List<Integer>> g = dag("0-1,0-2,2-3");
        Analysis a = Analyzer.analyze(g, "0 2");
        assertThat(a.value().outcome()).isEqualTo(Outcome.WIN);
        assertThat(a.explanation()).contains("G(0)=2 xor G(2)=1 = 3");
        assertThat(Analyzer.verdict(g, g.parse("0")).why().zh()).contains("先手必胜");
        Move<List<Integer>> m = g.game().moves(g.parse("0 2")).get(0);
        assertThat(g.notation().label(g.parse("0 2"), m).zh()).isEqualTo("把 0 上的一枚棋子移到 1");
        assertThat(g.play(g.parse("0 2"), "把 0 上的一枚棋子移到 1")).isEqualTo(List.of(1, 2));
    }

    @Test
    void aCycleOrABadEdgeIsRefused() {
        assertThatThrownBy(() -> dag("0-1,1-2,2-0")).isInstanceOf(BadInputException.class)
                .hasMessage("dag-tokens: parameter edges has the cycle 0 -> 1 -> 2 -> 0: tokens move on a graph without cycles");
        assertThatThrownBy(() -> dag("0-1,1")).isInstanceOf(BadInputException.class).hasMessageContaining("edge 2 \"1\"");
    }

    @Test
    void aLongChainIsSolvedWithoutRecursion() {
        StringBuilder edges = new StringBuilder();
        for (int v = 0; v < 300_000; v++) {
            edges.append(v == 0 ? "" : ",").append(v).append('-').append(v + 1);
        }
        GameInstance<List<Integer>> g = dag(edges.toString());
        assertThat(Analyzer.value(g, g.parse("0")).outcome()).isEqualTo(Outcome.LOSS);   // 300000 steps: even
        assertThat(Analyzer.value(g, g.parse("1")).outcome()).isEqualTo(Outcome.WIN);
    }
}
