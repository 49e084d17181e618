package boyi.games.heaps;

import boyi.games.CanonGames;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analyzer;
import boyi.games.GameInstance;
import boyi.model.Method;
import boyi.model.Outcome;
import java.util.List;
import org.junit.jupiter.api.Test;

class JohnGameTest {

    private static GameInstance<List<Long>> instance() {
        return CanonGames.game("john");
    }

    @Test
    void sampleAndHugePilesByTheAntiSgRule() {
        GameInstance<List<Long>> g = instance();
        assertThat(Analyzer.value(g, List.of(3L, 5L, 1L)).outcome()).isEqualTo(Outcome.WIN);
        assertThat(Analyzer.value(g, List.of(1L)).outcome()).isEqualTo(Outcome.LOSS);
        var a = Analyzer.analyze(g, "1000000000000000000 1000000000000000000 1");
        assertThat(a.value().outcome()).isEqualTo(Outcome.WIN);
        assertThat(a.method().kind()).isEqualTo(Method.Kind.THEOREM);
        assertThat(a.moves().get(0).value().outcome()).isEqualTo(Outcome.WIN);
        assertThat(g.play(List.of(1_000_000_000_000_000_000L, 1_000_000_000_000_000_000L, 1L), a.moves().get(0).move()))
                .isEqualTo(List.of(1_000_000_000_000_000_000L, 1_000_000_000_000_000_000L, 0L));
    }

    @Test
    void labelsInBothLanguagesArePlayable() {
        GameInstance<List<Long>> g = instance();
        var move = g.game().moves(List.of(3L, 1L)).get(1);
        assertThat(g.notation().label(List.of(3L, 1L), move).zh()).isEqualTo("第 1 堆：取 2 个");
        assertThat(g.play(List.of(3L, 1L), "第 1 堆：取 2 个")).isEqualTo(List.of(1L, 1L));
    }
}
