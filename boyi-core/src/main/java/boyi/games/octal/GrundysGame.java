package boyi.games.octal;

import boyi.games.ViewKind;
import boyi.games.Work;

import boyi.games.DescribedFamily;
import boyi.games.GameInstance;
import boyi.games.Parameters;
import boyi.games.heaprules.TakeAndBreakRule;
import boyi.solve.grundy.TakeAndBreak;
import boyi.util.Text;
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
                Text.of("两人轮流把某一堆分成大小不同的两个非空的堆；轮到谁无路可走谁就输（1 个和 2 个的堆不能再分）。",
                        "Players in turn split one heap into two nonempty heaps of different sizes; whoever cannot move "
                                + "loses (heaps of 1 and 2 cannot be split)."),
                List.of(), OctalGame.HEAPS_SYNTAX, "7 10");
    }

    @Override
    public long estimatedWork(Map<String, String> parameters, String position) {
        return Work.heaps(position);
    }

    @Override
    public ViewKind view() {
        return ViewKind.PILES;
    }

    @Override
    public GameInstance<?> instantiate(Map<String, String> given) {
        TakeAndBreak rule = TakeAndBreak.grundysGame();
        TakeAndBreakRule heapRule = new TakeAndBreakRule(rule);
        return new HeapGame(this, Parameters.resolve(this, given), heapRule, heapRule.values());
    }
}
