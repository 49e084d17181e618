package boyi.games.canon;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analysis;
import boyi.analysis.Analyzer;
import boyi.catalogue.Catalogue;
import boyi.games.GameInstance;
import boyi.model.Outcome;
import boyi.solve.Table;
import boyi.testing.GameContractTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CuttingGameFamilyTest extends GameContractTest<List<Integer>> {

    @SuppressWarnings("unchecked")
    static GameInstance<List<Integer>> cutting() {
        return (GameInstance<List<Integer>>) Catalogue.family("cutting-game").instantiate(Map.of());
    }

    @Override
    protected GameInstance<List<Integer>> instance() {
        return cutting();
    }

    @Override
    protected List<List<Integer>> smallPositions() {
        GameInstance<List<Integer>> g = instance();
        List<List<Integer>> out = new ArrayList<>();
        for (int w = 1; w <= 5; w++) {
            for (int h = w; h <= 5; h++) {
                out.add(g.parse(w + "x" + h));
            }
        }
        for (String s : List.of("2x4 2x4", "2x4 3x4", "1x1 4x4", "1x3 2x2", "2x2 2x3 2x5", "4x4 3x5")) {
            out.add(g.parse(s));
        }
        return out;
    }

    @Test
    void largeSheetsGetAWinningCutThatWins() {
        GameInstance<List<Integer>> g = instance();
        for (String p : List.of("300x400", "200x200 17x91", "500x499")) {
            Analysis a = Analyzer.analyze(g, p);
            if (a.value().outcome() == Outcome.WIN) {
                List<Integer> after = g.play(g.parse(p), a.bestMove().orElseThrow());
                assertThat(Analyzer.value(g, after).outcome()).isEqualTo(Outcome.LOSS);
            }
        }
        assertThat(g.play(g.parse("4x2"), "把 2x4 剪成 2x2 和 2x2")).isEqualTo(g.parse("2x2 2x2"));
    }

    @Test
    void tableMatchesThePublishedAnswers() {
        Table t = instance().table(4).orElseThrow();
        assertThat(t.values()[1][2]).isEqualTo(-1);     // 2 x 2: LOSE
        assertThat(t.values()[2][2]).isEqualTo(-1);     // 3 x 2: LOSE
        assertThat(t.values()[3][2]).isEqualTo(1);      // 4 x 2: WIN
    }
}
