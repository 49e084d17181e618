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
 * Lasker's Nim (HDU 3032, Nim or not Nim?): take from one heap or split one heap into two;
 * Multi-SG with the closed-form Grundy values of {@link boyi.games.heaprules.LaskerRule}.
 *
 * <pre>{@code
 * Analyzer.analyze(LaskerNimGame.FAMILY.instantiate(Map.of()), "3 3").value();   // loss
 * }</pre>
 */
public final class LaskerNimGame {

    public static final GameFamily FAMILY = new FactoryFamily("lasker-nim", "拉斯克尼姆（可分堆）", "Lasker's Nim (Nim or not Nim?)",
            Text.of("几堆石子，每次从一堆中取走任意多个，或者把一堆分成两堆非空的堆；取走最后一个石子的人胜。",
                    "Heaps of stones; a move takes any positive number from one heap, or splits one heap into two non-empty heaps; "
                            + "whoever takes the last stone wins."),
            List.of(SumParameter.of(SumRule.NORMAL)),
            Text.of("每堆的大小 0..10^18，用空格分隔：2 2 3", "heap sizes 0..10^18 separated by spaces: 2 2 3"),
            ViewKind.PILES, "2 2 3",
            (family, values) -> Sums.heapInstance(family, values, HeapComponent.LASKER, SumRule.parse(family.id(), values.get("sum")), null));

    private LaskerNimGame() {
    }
}
