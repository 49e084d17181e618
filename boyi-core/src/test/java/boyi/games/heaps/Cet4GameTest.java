package boyi.games.heaps;

import boyi.games.CanonGames;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analyzer;
import boyi.games.GameInstance;
import boyi.model.Outcome;
import java.util.List;
import org.junit.jupiter.api.Test;

class Cet4GameTest {

    private static GameInstance<List<Long>> instance() {
        return CanonGames.game("cet4");
    }

    @Test
    void multiplesOfThreeLoseAndTheTableHasPeriodThree() {
        assertThat(Analyzer.analyze(instance(), "3").value().outcome()).isEqualTo(Outcome.LOSS);
        assertThat(Analyzer.analyze(instance(), "1000000000000000000").value().outcome()).isEqualTo(Outcome.WIN);
        var t = instance().table(12).orElseThrow();
        assertThat(t.values()[0]).containsExactly(0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0);
        assertThat(t.periodicity().period()).isEqualTo(3L);
    }
}
