package boyi.games.heaps;

import boyi.games.CanonGames;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analyzer;
import boyi.games.GameInstance;
import boyi.model.Outcome;
import java.util.List;
import org.junit.jupiter.api.Test;

class TakeMPilesGameTest {

    private static GameInstance<List<Long>> instance() {
        return CanonGames.game("take-m-piles");
    }

    @Test
    void countsAndListsEveryWinningMove() {
        var a = Analyzer.analyze(instance(), "5 7 8 9 10");
        assertThat(a.explanation()).contains("there are 3 winning first moves: 8 -> 1, 9 -> 0, 10 -> 3");
        assertThat(a.moves().stream().filter(m -> m.value().outcome() == Outcome.WIN)).hasSize(3);
        var huge = new StringBuilder();
        for (int i = 0; i < 1000; i++) {
            huge.append(1_000_000_000_000_000_000L - i).append(" ");
        }
        var b = Analyzer.analyze(instance(), huge.toString());
        assertThat(b.allMoves()).isFalse();
        assertThat(b.moves().get(0).value().outcome()).isEqualTo(b.value().outcome());
    }
}
