package boyi.games.heaps;

import boyi.games.CanonGames;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analyzer;
import boyi.games.GameInstance;
import boyi.model.Method;
import boyi.model.Outcome;
import java.util.List;
import org.junit.jupiter.api.Test;

class BeTheWinnerGameTest {

    private static GameInstance<List<Long>> instance() {
        return CanonGames.game("be-the-winner");
    }

    @Test
    void sampleAndHugeRows() {
        assertThat(Analyzer.analyze(instance(), "2 2").value().outcome()).isEqualTo(Outcome.LOSS);
        assertThat(Analyzer.analyze(instance(), "3").value().outcome()).isEqualTo(Outcome.WIN);
        var a = Analyzer.analyze(instance(), "1000000000000000000 7");
        assertThat(a.value().outcome()).isEqualTo(Outcome.WIN);
        assertThat(a.method().kind()).isEqualTo(Method.Kind.THEOREM);
        assertThat(a.moves().get(0).value().outcome()).isEqualTo(Outcome.WIN);
    }
}
