package boyi.games.heaps;

import boyi.games.sums.SumParameter;

import boyi.games.ViewKind;
import boyi.games.FactoryFamily;

import boyi.games.GameFamily;
import boyi.games.sums.SumRule;
import boyi.games.sums.Sums;
import boyi.util.Text;
import java.util.List;

/**
 * John (HDU 1907): candies of several colours; eat one or more of one colour; whoever eats the
 * last candy loses — misère Nim, decided by the Anti-SG rule of the sums package (and playable
 * under the other sum rules too).
 *
 * <pre>{@code
 * GameInstance<?> g = JohnGame.FAMILY.instantiate(Map.of());
 * Analyzer.analyze(g, "3 5 1").value();   // win: XOR 7, a pile above 1
 * }</pre>
 */
public final class JohnGame {

    public static final GameFamily FAMILY = new FactoryFamily("john", "John（反尼姆）", "John (misère Nim)",
            Text.of("几堆不同颜色的糖果，每次吃掉同一种颜色的任意多颗（至少一颗），吃到最后一颗糖的人输（反尼姆）。John 先吃。",
                    "Piles of candies, one per colour; a move eats one or more candies of one colour; whoever eats the very last "
                            + "candy loses (misère Nim). John moves first."),
            List.of(SumParameter.of(SumRule.MISERE)),
            Text.of("每种颜色的糖果数 0..10^18，用空格分隔：3 5 1", "the candies of each colour, 0..10^18, separated by spaces: 3 5 1"),
            ViewKind.PILES, "3 5 1",
            (family, values) -> Sums.heapInstance(family, values, HeapComponent.NIM,
                    SumRule.parse(family.id(), values.get("sum")), null));

    private JohnGame() {
    }
}
