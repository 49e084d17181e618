package boyi.games.heaps;

import boyi.games.CanonGames;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analyzer;
import boyi.catalogue.Catalogue;
import boyi.games.GameInstance;
import boyi.model.Method;
import boyi.model.Outcome;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SNimGameTest {

    private static GameInstance<List<Long>> instance() {
        return CanonGames.game("s-nim", Map.of("takes", "2,5"));
    }

    @Test
    void sampleAndHugeHeapsThroughThePeriod() {
        assertThat(Analyzer.analyze(instance(), "5 12").value().outcome()).isEqualTo(Outcome.LOSS);
        assertThat(Analyzer.analyze(instance(), "2 4 7").value().outcome()).isEqualTo(Outcome.WIN);
        var a = Analyzer.analyze(instance(), "1000000000000000000 3");
        assertThat(a.method().kind()).isEqualTo(Method.Kind.THEOREM);
        var table = instance().table(30).orElseThrow();
        assertThat(table.periodicity().period()).isEqualTo(7L);
        assertThat(table.periodicity().proven()).isTrue();
    }

    @Test
    void misereSNimIsSearchedNotAntiSg() {
        GameInstance<?> misere = Catalogue.family("s-nim").instantiate(Map.of("takes", "2", "sum", "misere"));
        assertThat(Analyzer.analyze(misere, "4").method().kind()).isEqualTo(Method.Kind.SEARCH);
    }

    /** S is read as every take set is (Parameters.longList), with S-Nim's bound on its elements and their count. */
    @Test
    void theSetIsReadAsEveryTakeSetIs() {
        assertThat(SNimGame.takes(SNimGame.FAMILY, "takes", "5, 2,5").takes()).containsExactly(2, 5);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Catalogue.family("s-nim").instantiate(Map.of("takes", "0,5")))
                .hasMessage("s-nim: parameter takes=\"0\": expected a whole number 1..10000");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Catalogue.family("sum").instantiate(Map.of("of", "subtraction:2,x")))
                .hasMessage("sum: parameter of=\"x\": expected a whole number 1..10000");
        String many = java.util.stream.LongStream.rangeClosed(1, 101).mapToObj(Long::toString).collect(java.util.stream.Collectors.joining(","));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> SNimGame.takes(SNimGame.FAMILY, "takes", many))
                .hasMessageContaining("expected 1 to 100 whole numbers");
    }
}
