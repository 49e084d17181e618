package boyi.games.graphs;

import boyi.games.CanonGames;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analysis;
import boyi.analysis.Analyzer;
import boyi.games.GameInstance;
import boyi.model.Outcome;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CoinTurningGameTest {

    private static GameInstance<List<Long>> instance() {
        return coins("mock-turtles");
    }

    private static GameInstance<List<Long>> coins(String rule) {
        return CanonGames.game("coin-turning", Map.of("rule", rule));
    }

    @Test
    void hugeCoinsGetAWinningMoveThatWins() {
        for (String rule : List.of("mock-turtles", "ruler")) {
            GameInstance<List<Long>> g = coins(rule);
            for (String p : List.of("7 1000000000000000000", "3 999999999999999999 1000000000000000000", "5 6 123456789012")) {
                Analysis a = Analyzer.analyze(g, p);
                assertThat(a.allMoves()).isFalse();
                if (a.value().outcome() == Outcome.WIN) {
                    List<Long> after = g.play(g.parse(p), a.bestMove().orElseThrow());
                    assertThat(Analyzer.value(g, after).outcome()).as("%s %s after %s", rule, p, a.bestMove().orElseThrow()).isEqualTo(Outcome.LOSS);
                }
            }
        }
    }

    @Test
    void labelsAndTheJudgeSample() {
        GameInstance<List<Long>> g = instance();
        assertThat(Analyzer.value(g, g.parse("0 1 2 3")).outcome()).isEqualTo(Outcome.LOSS);
        assertThat(g.format(g.parse("3 1 3"))).isEqualTo("1 3");
        var m = g.game().moves(g.parse("3")).get(1);
        assertThat(m.name()).isEqualTo("turn 3 2");
        assertThat(g.notation().label(g.parse("3"), m).zh()).isEqualTo("翻转 3、2 号硬币");
        assertThat(g.play(g.parse("3"), "turn coins 3, 2")).isEqualTo(List.of(2L));
        assertThat(coins("ruler").play(coins("ruler").parse("9"), "turn 6..9")).isEqualTo(List.of(6L, 7L, 8L));
    }
}
