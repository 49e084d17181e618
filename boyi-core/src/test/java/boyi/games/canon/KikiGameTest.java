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

class KikiGameTest extends GameContractTest<List<Long>> {

    @SuppressWarnings("unchecked")
    @Override
    protected GameInstance<List<Long>> instance() {
        return (GameInstance<List<Long>>) Catalogue.family("kiki").instantiate(Map.of());
    }

    @Override
    protected List<List<Long>> smallPositions() {
        return kikiBoards();
    }

    @Override
    protected boolean normalPlay() {
        return true;
    }

    static List<List<Long>> kikiBoards() {
        List<List<Long>> out = new java.util.ArrayList<>();
        for (long n = 1; n <= 9; n++) {
            for (long m = 1; m <= 9; m++) {
                out.add(List.of(n, m));
            }
        }
        return out;
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
