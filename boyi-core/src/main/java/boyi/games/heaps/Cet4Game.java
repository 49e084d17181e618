package boyi.games.heaps;

import boyi.games.sums.SumParameter;

import boyi.games.ViewKind;
import boyi.games.FactoryFamily;

import boyi.games.GameFamily;
import boyi.games.heaprules.PowerOfTwoRule;
import boyi.games.sums.SumRule;
import boyi.games.sums.Sums;
import boyi.util.Text;
import java.util.List;

/**
 * Good Luck in CET-4 (HDU 1847): take 1, 2, 4, 8, ... cards; Grundy value n mod 3
 * ({@link PowerOfTwoRule}), period 3 from 0.
 *
 * <pre>{@code
 * Analyzer.analyze(Cet4Game.FAMILY.instantiate(Map.of()), "3").value();   // loss
 * }</pre>
 */
public final class Cet4Game {

    /**
     * A pile of cards from which a move takes a power of two; a pile of value 0 (3 cards) can
     * still move, so misère sums are searched. Also {@code sum of=powers-of-two}'s component.
     */
    static final HeapComponent PILE = new HeapComponent(PowerOfTwoRule.RULE, Text.of("堆", "pile"),
            Text.of("牌数", "a number of cards"));

    public static final GameFamily FAMILY = new FactoryFamily("cet4", "取 2 的幂（CET-4）", "Take powers of two (CET-4)",
            Text.of("一堆 n 张牌，两人轮流取 1、2、4、8……张（2 的幂，不超过剩下的张数），取走最后一张的人胜。",
                    "A pile of n cards; players alternately take 1, 2, 4, 8, ... cards (a power of two, at most what is left); "
                            + "whoever takes the last card wins."),
            List.of(SumParameter.of(SumRule.NORMAL)),
            Text.of("每堆的牌数 0..10^18，用空格分隔：10", "the cards in each pile, 0..10^18, separated by spaces: 10"),
            ViewKind.TAKEAWAY, "10",
            (family, values) -> Sums.heapInstance(family, values, PILE, SumRule.parse(family.id(), values.get("sum")),
                    () -> new Sums.HeapPeriod(0, 3, Text.of("定理：2 的幂都不是 3 的倍数，所以 g(n) = n mod 3",
                            "theorem: no power of two is a multiple of 3, so g(n) = n mod 3"))));

    private Cet4Game() {
    }
}
