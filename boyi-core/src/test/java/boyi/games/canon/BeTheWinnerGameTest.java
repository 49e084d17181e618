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

class BeTheWinnerGameTest extends GameContractTest<List<Long>> {

    @SuppressWarnings("unchecked")
    @Override
    protected GameInstance<List<Long>> instance() {
        return (GameInstance<List<Long>>) Catalogue.family("be-the-winner").instantiate(Map.of());
    }

    @Override
    protected List<List<Long>> smallPositions() {
        return SmallPositions.heapsWithTotal(3, 7);
    }

    @Override
    protected boolean normalPlay() {
        return false;
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
