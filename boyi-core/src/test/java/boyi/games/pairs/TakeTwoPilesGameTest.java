package boyi.games.pairs;

import boyi.games.CanonGames;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analyzer;
import boyi.games.GameInstance;
import boyi.model.Outcome;
import java.util.List;
import org.junit.jupiter.api.Test;

class TakeTwoPilesGameTest {

    private static GameInstance<List<Long>> instance() {
        return CanonGames.game("take-2-piles");
    }

    @Test
    void everyWinningMoveFirstInTheJudgeOrder() {
        var a = Analyzer.analyze(instance(), "5 7");
        assertThat(a.moves().subList(0, 3)).extracting(m -> m.result()).containsExactlyInAnyOrder("3 5", "4 7", "5 3");
        assertThat(instance().movesToShow(List.of(5L, 7L)).subList(0, 3)).extracting(m -> m.name())
                .containsExactly("take 2 from both", "take 1 from pile 1", "take 4 from pile 2");
        for (int i = 0; i < 3; i++) {
            assertThat(a.moves().get(i).value().outcome()).isEqualTo(Outcome.WIN);
        }
        assertThat(a.moves().get(3).value().outcome()).isEqualTo(Outcome.LOSS);
        var big = Analyzer.analyze(instance(), "1000000000000000000 999999999999999999");
        assertThat(big.value().outcome()).isEqualTo(Outcome.WIN);
        assertThat(big.moves().get(0).value().outcome()).isEqualTo(Outcome.WIN);
    }
}
