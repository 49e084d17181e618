package boyi.games.pairs;

import boyi.games.CanonGames;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analyzer;
import boyi.games.GameInstance;
import boyi.model.Outcome;
import java.util.List;
import org.junit.jupiter.api.Test;

class KikiGameTest {

    private static GameInstance<List<Long>> instance() {
        return CanonGames.game("kiki");
    }

    @Test
    void samplesAndHugeBoards() {
        assertThat(Analyzer.analyze(instance(), "5 3").value().outcome()).isEqualTo(Outcome.LOSS);
        assertThat(Analyzer.analyze(instance(), "6 6").value().outcome()).isEqualTo(Outcome.WIN);
        var a = Analyzer.analyze(instance(), "1000000000000000000 999999999999999999");
        assertThat(a.value().outcome()).isEqualTo(Outcome.WIN);
        assertThat(a.moves().get(0).move()).isEqualTo("down");
    }
}
