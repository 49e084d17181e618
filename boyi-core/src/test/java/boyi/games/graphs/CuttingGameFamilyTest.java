package boyi.games.graphs;

import boyi.games.CanonGames;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analysis;
import boyi.analysis.Analyzer;
import boyi.games.GameInstance;
import boyi.model.Outcome;
import boyi.solve.Table;
import java.util.List;
import org.junit.jupiter.api.Test;

class CuttingGameFamilyTest {

    private static GameInstance<List<Integer>> instance() {
        return CanonGames.game("cutting-game");
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
