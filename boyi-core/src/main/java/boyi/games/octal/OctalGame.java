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

    public OctalGame() {
        super("octal", "八进制取子游戏", "Octal game",
                "Players in turn take tokens from one heap and may leave the rest as no heap, one heap or two heaps, "
                        + "as the octal code says; whoever cannot move loses. In the code d0.d1d2...dt the digit dk is the "
                        + "sum of 1 (taking k tokens may take the whole heap), 2 (may leave one heap) and 4 (may split the "
                        + "rest into two nonempty heaps); d0 = 4 allows splitting without taking. Examples: 0.77 Kayles, "
                        + "0.07 Dawson's Kayles, 0.137 Dawson's chess, 4.07.",
                List.of(new Parameter("code", "the octal code d0.d1d2...dt, digits 0-7, e.g. 0.77 (Kayles)", "0.77", null)),
                "heap sizes separated by spaces: 5 7 (0 for no heap)", "5 7");
    }

    @Override
    public String view() {
        return "pins";
    }

    @Override
    public GameInstance<?> instantiate(Map<String, String> given) {
        Map<String, String> values = Parameters.resolve(this, given);
        TakeAndBreak rule;
        try {
            rule = TakeAndBreak.octal(values.get("code"));
        } catch (boyi.util.BadInputException e) {
            throw new boyi.util.BadInputException(id() + ": parameter " + e.getMessage());
        }
        return new TakeAndBreakInstance(this, values, rule, "octal game " + rule.code());
    }
}
