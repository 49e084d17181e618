package boyi.games.heaps;

import boyi.games.sums.SumParameter;

import boyi.games.ViewKind;
import boyi.games.FactoryFamily;

import boyi.games.GameFamily;
import boyi.games.Parameter;
import boyi.games.heaprules.SubtractionRule;
import boyi.games.heaprules.TakeSet;
import boyi.games.sums.SumRule;
import boyi.games.sums.Sums;
import boyi.solve.Periodicity;
import boyi.util.Text;
import java.util.List;

/**
 * S-Nim (HDU 1536): several heaps and a set S; a move takes exactly s stones from one heap, s in
 * S. Heap values from the Grundy sequence with its proven period ({@link SubtractionRule}).
 *
 * <pre>{@code
 * Analyzer.analyze(SNimGame.FAMILY.instantiate(Map.of("takes", "2,5")), "5 12").value();   // loss
 * }</pre>
 */
public final class SNimGame {

    public static final GameFamily FAMILY = new FactoryFamily("s-nim", "S-Nim（限定取数集合的尼姆）", "S-Nim",
            Text.of("几堆石子和一个取数集合 S，每次从一堆中恰好取走 s 个（s 属于 S，且不超过这堆的个数），不能走的人输。",
                    "Heaps of stones and a set S; a move removes exactly s stones from one heap, for some s in S not larger than "
                            + "the heap; the player with no move loses."),
            List.of(new Parameter("takes", Text.of("取数集合 S，用逗号分隔的 1..10000 的整数（最多 100 个）",
                            "the set S, comma-separated whole numbers 1..10000 (at most 100)"), "2,5", "2,5"),
                    SumParameter.of(SumRule.NORMAL)),
            Text.of("每堆的大小 0..10^18，用空格分隔：5 12", "heap sizes 0..10^18 separated by spaces: 5 12"),
            ViewKind.PILES, "5 12",
            (family, values) -> {
                SubtractionRule heap = new SubtractionRule(takes(family, "takes", values.get("takes")));
                return Sums.heapInstance(family, values, new HeapComponent(heap), SumRule.parse(family.id(), values.get("sum")), () -> {
                    Periodicity s = heap.grundyRows(heap.takes().max()).periodicity();
                    return new Sums.HeapPeriod(s.preperiod(), s.period(), Text.of(
                            "每个值只取决于前 max(S) 个值，长为 max(S) 的一段重复出现，周期由此得证",
                            "each value depends only on the previous max(S) values, and a window of max(S) values repeats, which proves the period"));
                });
            });

    private SNimGame() {
    }

    /** The largest element of S. */
    static final long MAX_TAKE = 10_000;

    /** S from parameter {@code name}: a take set of at most {@link SubtractionRule#MAX_DIRECT_SIZE} takes up to {@link #MAX_TAKE}. */
    static TakeSet takes(GameFamily family, String name, String text) {
        return TakeSet.parse(family, name, text, MAX_TAKE, SubtractionRule.MAX_DIRECT_SIZE);
    }
}
