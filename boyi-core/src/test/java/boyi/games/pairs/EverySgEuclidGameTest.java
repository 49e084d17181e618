package boyi.games.pairs;

import boyi.games.CanonGames;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analyzer;
import boyi.games.GameInstance;
import boyi.model.Method;
import boyi.model.Outcome;
import java.util.List;
import org.junit.jupiter.api.Test;

class EverySgEuclidGameTest {

    private static GameInstance<List<EuclidPair.Pair>> instance() {
        return CanonGames.game("every-sg-euclid");
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
