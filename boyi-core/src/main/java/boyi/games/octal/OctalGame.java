package boyi.games.octal;

import boyi.games.ViewKind;
import boyi.games.Work;

import boyi.games.DescribedFamily;
import boyi.games.GameInstance;
import boyi.games.Parameter;
import boyi.games.Parameters;
import boyi.games.heaprules.TakeAndBreakRule;
import boyi.solve.grundy.TakeAndBreak;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.List;
import java.util.Map;

/**
 * Octal games (take-and-break games in the Berlekamp–Conway–Guy code d0.d1d2...dt): digit dk
 * says what taking k tokens from one heap may leave: bit 1 nothing (the whole heap), bit 2 one
 * heap, bit 4 two nonempty heaps. 0.77 is Kayles, 0.07 Dawson's Kayles, 0.137 Dawson's chess.
 *
 * <pre>{@code
 * GameInstance<?> kayles = new OctalGame().instantiate(Map.of("code", "0.77"));
 * Analyzer.analyze(kayles, "5 7");   // win: G(5)=4 xor G(7)=2 = 6 ...
 * }</pre>
 */
public final class OctalGame extends DescribedFamily {

    /** The position syntax of every heap game. */
    static final Text HEAPS_SYNTAX = Text.of("用空格分开的各堆大小：5 7（没有堆写 0）",
            "heap sizes separated by spaces: 5 7 (0 for no heap)");

    public OctalGame() {
        super("octal", "八进制取子游戏", "Octal game",
                Text.of("两人轮流从某一堆中取走若干个，剩下的可以不留、留成一堆或分成两堆，具体由八进制代码规定；"
                                + "轮到谁无路可走谁就输。代码 d0.d1d2...dt 中，数字 dk 是以下几项之和：1（取 k 个时可以正好取完整堆）、"
                                + "2（可以留下一堆）、4（可以把剩下的分成两个非空的堆）；d0 = 4 表示不取也可以分堆。"
                                + "例如：0.77 凯尔斯保龄，0.07 道森保龄，0.137 道森象棋，4.07。",
                        "Players in turn take tokens from one heap and may leave the rest as no heap, one heap or two heaps, "
                        + "as the octal code says; whoever cannot move loses. In the code d0.d1d2...dt the digit dk is the "
                        + "sum of 1 (taking k tokens may take the whole heap), 2 (may leave one heap) and 4 (may split the "
                        + "rest into two nonempty heaps); d0 = 4 allows splitting without taking. Examples: 0.77 Kayles, "
                        + "0.07 Dawson's Kayles, 0.137 Dawson's chess, 4.07."),
                List.of(new Parameter("code", Text.of("八进制代码 d0.d1d2...dt，数字 0-7，例如 0.77（凯尔斯保龄）",
                        "the octal code d0.d1d2...dt, digits 0-7, e.g. 0.77 (Kayles)"), "0.77", null)),
                HEAPS_SYNTAX, "5 7");
    }

    @Override
    public long estimatedWork(Map<String, String> parameters, String position) {
        return Work.heaps(position);
    }

    @Override
    public ViewKind view() {
        return ViewKind.PINS;
    }

    @Override
    public GameInstance<?> instantiate(Map<String, String> given) {
        Map<String, String> values = Parameters.resolve(this, given);
        TakeAndBreak rule;
        try {
            rule = TakeAndBreak.octal(values.get("code"));
        } catch (BadInputException e) {
            throw new BadInputException(id(), Text.of(e.text().zh(), "parameter " + e.text().en()));
        }
        TakeAndBreakRule heapRule = new TakeAndBreakRule(rule);
        return new HeapGame(this, values, heapRule, heapRule.values());
    }
}
