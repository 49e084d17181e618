package boyi.games.template;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analyzer;
import boyi.games.GameInstance;
import boyi.model.Value;
import boyi.testing.GameContractTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * THE TEST TO COPY with {@link TakeUpToGame}: the contract on every small position, and the
 * facts of the game (known values, a huge position).
 */
class TakeUpToGameTest extends GameContractTest<List<Long>> {

    @Override
    protected GameInstance<List<Long>> instance() {
        @SuppressWarnings("unchecked")
        GameInstance<List<Long>> g = (GameInstance<List<Long>>) new TakeUpToGame().instantiate(Map.of("m", "3"));
        return g;
    }

    /** Every position of one to three piles of 0..6 stones. */
    @Override
    protected List<List<Long>> smallPositions() {
        List<List<Long>> out = new ArrayList<>();
        for (long a = 0; a <= 6; a++) {
            out.add(List.of(a));
            for (long b = 0; b <= 6; b++) {
                out.add(List.of(a, b));
                out.add(List.of(a, b, (a + b) % 7));
            }
        }
        return out;
    }

    @Test
    void aMultipleOfMPlusOneIsLostAndTheRestWon() {
        GameInstance<List<Long>> g = instance();
        assertThat(Analyzer.value(g, List.of(8L))).isEqualTo(Value.loss(4));
        assertThat(Analyzer.value(g, List.of(5L, 6L)).outcome()).hasToString("WIN");
        // 5 -> 2 makes 2 xor 2 = 0 (6 -> 5 would too: 1 xor 1); among equal values the game's own move order decides
        assertThat(Analyzer.analyze(g, "5 6").bestMove()).contains("pile 1: take 3");
    }

    @Test
    void hugePilesAreDecidedByTheTheorem() {
        GameInstance<List<Long>> g = instance();
        // 10^18 mod 4 = 0 and 10^18 - 1 mod 4 = 3: XOR 3, a win
        assertThat(Analyzer.analyze(g, "1000000000000000000 999999999999999999").why().en()).contains("= 0 xor 3 = 3");
    }
}
