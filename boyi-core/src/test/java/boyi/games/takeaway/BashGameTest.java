package boyi.games.takeaway;

import boyi.analysis.Analyzer;
import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analysis;
import boyi.catalogue.Catalogue;
import boyi.games.GameInstance;
import boyi.model.Value;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class BashGameTest {

    @SuppressWarnings("unchecked")
    static GameInstance<Long> game(long m, String play) {
        return (GameInstance<Long>) Catalogue.family("bash").instantiate(Map.of("m", Long.toString(m), "play", play));
    }

    static List<Long> pilesUpTo60() {
        return LongStream.rangeClosed(0, 60).boxed().toList();
    }

    @Nested
    class Normal extends FixedInstanceContract<Long> {
        Normal() {
            super(game(3, "normal"), pilesUpTo60(), true);
        }
    }

    @Nested
    class Misere extends FixedInstanceContract<Long> {
        Misere() {
            super(game(4, "misere"), pilesUpTo60(), false);
        }
    }

    @Test
    void countingToOneHundred() {
        Analysis a = Analyzer.analyze(game(10, "normal"), "100");
        assertThat(a.bestMove()).contains("take 1");
        assertThat(a.explanation()).contains("100 mod 11 = 1");
        assertThat(a.value()).isEqualTo(Value.win(19));
    }

    @Test
    void hugePilesAndTakes() {
        long e18 = 1_000_000_000_000_000_000L;
        GameInstance<Long> g = game(e18, "normal");
        Analysis a = Analyzer.analyze(g, Long.toString(e18));
        assertThat(a.value()).isEqualTo(Value.win(1));
        assertThat(a.bestMove()).contains("take " + e18);
        assertThat(a.allMoves()).isFalse();
        assertThat(Analyzer.value(game(3, "misere"), e18 + 1)).isEqualTo(Value.loss(2 * (e18 / 4) + 1));
    }
}
