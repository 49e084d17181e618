package boyi.games.heaps;

import boyi.games.CanonGames;
import boyi.games.SmallPositions;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analyzer;
import boyi.games.GameInstance;
import boyi.model.Method;
import boyi.model.Outcome;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LaskerNimGameTest {

    private static GameInstance<List<Long>> instance() {
        return CanonGames.game("lasker-nim");
    }

    @Test
    void samplesAndHugeHeaps() {
        assertThat(Analyzer.analyze(instance(), "2 2 3").value().outcome()).isEqualTo(Outcome.WIN);
        assertThat(Analyzer.analyze(instance(), "3 3").value().outcome()).isEqualTo(Outcome.LOSS);
        var a = Analyzer.analyze(instance(), "999999999999999999 1000000000000000000");
        assertThat(a.value().outcome()).isEqualTo(Outcome.WIN);
        assertThat(a.moves().get(0).value().outcome()).isEqualTo(Outcome.WIN);
        assertThat(Analyzer.analyze(instance(), "7 8 16").value().outcome()).isEqualTo(Outcome.LOSS);   // g: 8 xor 7 xor 15 = 0

    }

    @Test
    void misereLaskerByTheAntiSgRuleAgreesWithSearch() {
        GameInstance<List<Long>> misere = CanonGames.game("lasker-nim", Map.of("sum", "misere"));
        var search = new boyi.solve.NegamaxSolver<>(misere.game());
        for (List<Long> p : SmallPositions.heapsWithTotal(3, 8)) {
            assertThat(Analyzer.verdict(misere, p).method().kind()).isEqualTo(Method.Kind.THEOREM);
            assertThat(Analyzer.value(misere, p).outcome()).as("%s", p).isEqualTo(search.value(p).outcome());
        }
    }
}
