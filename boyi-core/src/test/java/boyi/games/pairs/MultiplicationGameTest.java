package boyi.games.pairs;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analyzer;
import boyi.catalogue.Catalogue;
import boyi.games.GameInstance;
import boyi.model.Method;
import boyi.model.Outcome;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MultiplicationGameTest {

    @Test
    void samplesAndHugeTargets() {
        assertThat(Analyzer.analyze(Catalogue.family("multiplication").instantiate(Map.of("n", "17")), "1").value().outcome()).isEqualTo(Outcome.LOSS);
        GameInstance<?> big = Catalogue.family("multiplication").instantiate(Map.of("n", "1000000000000000000"));
        var a = Analyzer.analyze(big, "1");
        assertThat(a.method().kind()).isEqualTo(Method.Kind.THEOREM);
        assertThat(a.moves()).hasSize(8);
        assertThat(Analyzer.analyze(big, "999999999999999999").value().outcome()).isEqualTo(Outcome.WIN);
    }
}
