package boyi.games.canon;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analyzer;
import boyi.catalogue.Catalogue;
import boyi.games.GameInstance;
import boyi.model.Method;
import boyi.model.Outcome;
import boyi.testing.GameContractTest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class Cet4GameTest extends GameContractTest<List<Long>> {

    @SuppressWarnings("unchecked")
    @Override
    protected GameInstance<List<Long>> instance() {
        return (GameInstance<List<Long>>) Catalogue.family("cet4").instantiate(Map.of());
    }

    @Override
    protected List<List<Long>> smallPositions() {
        return SmallPositions.heaps(2, 12);
    }

    @Override
    protected boolean normalPlay() {
        return true;
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
