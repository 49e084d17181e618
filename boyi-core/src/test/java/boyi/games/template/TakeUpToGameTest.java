package boyi.games.template;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analyzer;
import boyi.games.GameInstance;
import boyi.model.Value;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Facts of {@link TakeUpToGame} beyond the contract (known values, a huge position). The contract
 * itself runs on the small cases the family declares, in {@code CanonGamesContractTest}: a new
 * game needs a test of its own only for facts like these.
 */
class TakeUpToGameTest {

    private static GameInstance<List<Long>> instance() {
        @SuppressWarnings("unchecked")
        GameInstance<List<Long>> g = (GameInstance<List<Long>>) new TakeUpToGame().instantiate(Map.of("m", "3"));
        return g;
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
