package boyi.games.octal;

import boyi.games.ViewKind;
import boyi.games.Work;

import boyi.games.DescribedFamily;
import boyi.games.GameInstance;
import boyi.games.Parameter;
import boyi.games.Parameters;
import boyi.games.heaprules.AllButRule;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.List;
import java.util.Map;

/**
 * All-but subtraction games: take any number of tokens from one heap except the numbers in a
 * finite excluded set X. Siegel (2005) proved every such Grundy sequence is eventually
 * arithmetic periodic: G(n + p) = G(n) + s from some n0 on; the p, s and n0 shown here are
 * observed on the computed values, not proven.
 *
 * <pre>{@code
 * GameInstance<?> g = new AllButSubtraction().instantiate(Map.of("except", "1"));
 * Analyzer.analyze(g, "10");   // G(10) = 5 (G(n) = floor(n/2)): a win
 * }</pre>
 */
public final class AllButSubtraction extends DescribedFamily {

    /** The most excluded numbers. */
    static final int MAX_EXCLUDED = 1000;

    public AllButSubtraction() {
        super("all-but", "排除集取子游戏", "All-but subtraction game",
                Text.of("两人轮流从某一堆中取走任意个，但不能取排除集中的个数；轮到谁无路可走谁就输。排除集为 none 时就是尼姆博弈。"
                                + "Siegel 证明了这类游戏的 SG 值最终都是算术周期的。",
                        "Players in turn take any number of tokens from one heap except the numbers in the excluded set; "
                                + "whoever cannot move loses. With the excluded set none it is Nim. Siegel proved that "
                                + "the Grundy values of every such game are eventually arithmetic periodic."),
                List.of(new Parameter("except", Text.of("排除的取数，用逗号分隔的正整数，或 none",
                        "the excluded take counts, comma-separated positive integers, or none"), "1,2", null)),
                OctalGame.HEAPS_SYNTAX, "5 7");
    }

    @Override
    public long estimatedWork(Map<String, String> parameters, String position) {
        return Work.allBut(Work.largest(position), Work.numbers(parameters.get("except")).size());
    }

    @Override
    public ViewKind view() {
        return ViewKind.PILES;
    }

    @Override
    public GameInstance<?> instantiate(Map<String, String> given) {
        Map<String, String> values = Parameters.resolve(this, given);
        String text = values.get("except");
        long[] excluded = text.equalsIgnoreCase("none") ? new long[0]
                : Parameters.longList(this, "except", text, 1, 1_000_000);
        if (excluded.length > MAX_EXCLUDED) {
            throw new BadInputException(id(), Text.format("参数 except 最多 %d 个排除的数",
                    "parameter except: at most %d excluded numbers", MAX_EXCLUDED));
        }
        AllButRule rule = new AllButRule(excluded);
        return new HeapGame(this, values, rule, rule.values());
    }
}
