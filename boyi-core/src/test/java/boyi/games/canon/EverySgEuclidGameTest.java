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

class EverySgEuclidGameTest extends GameContractTest<List<EuclidPair.Pair>> {

    @SuppressWarnings("unchecked")
    @Override
    protected GameInstance<List<EuclidPair.Pair>> instance() {
        return (GameInstance<List<EuclidPair.Pair>>) Catalogue.family("every-sg-euclid").instantiate(Map.of());
    }

    @Override
    protected List<List<EuclidPair.Pair>> smallPositions() {
        return pairs();
    }

    @Override
    protected boolean normalPlay() {
        return false;
    }

    static List<List<EuclidPair.Pair>> pairs() {
        List<EuclidPair.Pair> one = new java.util.ArrayList<>();
        for (long p = 0; p <= 5; p++) {
            for (long q = 0; q <= 5; q++) {
                one.add(new EuclidPair.Pair(p, q));
            }
        }
        List<List<EuclidPair.Pair>> out = new java.util.ArrayList<>();
        for (EuclidPair.Pair a : one) {
            out.add(List.of(a));
            for (EuclidPair.Pair b : one) {
                if (a.p() + a.q() + b.p() + b.q() <= 9) {
                    out.add(List.of(a, b));
                }
            }
        }
        return out;
    }

    @Test
    void theTrapAndHugePairs() {
        assertThat(Analyzer.analyze(instance(), "3 2").value().outcome()).isEqualTo(Outcome.LOSS);
        assertThat(Analyzer.analyze(instance(), "1 1, 1 1, 1 1").value().outcome()).isEqualTo(Outcome.WIN);
        var a = Analyzer.analyze(instance(), "1000000000000000000 999999999999999999, 3 2");
        assertThat(a.method().kind()).isEqualTo(Method.Kind.THEOREM);
        assertThat(a.moves()).hasSize(1);
        var after = instance().play(instance().parse("1000000000000000000 999999999999999999, 3 2"), a.moves().get(0).move());
        assertThat(Analyzer.value(instance(), after).outcome()).isEqualTo(a.value().outcome().negate());
    }
}
