package boyi.games.octal;

import boyi.games.DescribedFamily;
import boyi.games.GameFamily;
import boyi.games.GameInstance;
import boyi.games.Parameter;
import boyi.games.Parameters;
import boyi.solve.grundy.TakeAndBreak;
import java.util.List;
import java.util.Map;

/**
 * Grundy's game: split one heap into two nonempty heaps of different sizes. Its Grundy values
 * (OEIS A002188) have been computed to 2^35 without a period appearing.
 *
 * <pre>{@code
 * GameInstance<?> g = new GrundysGame().instantiate(Map.of());
 * Analyzer.analyze(g, "7");   // G(7) = 0: a loss
 * }</pre>
 */
public final class GrundysGame extends DescribedFamily {

    public GrundysGame() {
        super("grundy-game", "格伦迪游戏", "Grundy's game",
                "Players in turn split one heap into two nonempty heaps of different sizes; whoever cannot move "
                        + "loses (heaps of 1 and 2 cannot be split).",
                List.of(),
                "heap sizes separated by spaces: 7 10 (0 for no heap)", "7 10");
    }

    @Override
    public String view() {
        return "piles";
    }

    @Override
    public GameInstance<?> instantiate(Map<String, String> given) {
        return new TakeAndBreakInstance(this, Parameters.resolve(this, given), TakeAndBreak.grundysGame(),
                "Grundy's game");
    }
}
