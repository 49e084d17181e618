package boyi.check;

import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The input format of every judge problem for {@code boyi check}, one line each, made at first use.
 *
 * <pre>{@code
 * InputFormat bash = CheckFormats.of("bash");
 * CheckFormats.ids();   // take-ball, ball-game, ...
 * }</pre>
 */
public final class CheckFormats {

    private static final Map<String, Supplier<InputFormat>> FORMATS = new LinkedHashMap<>();

    static {
        FORMATS.put("take-ball", TakeawayInputs::takeBall);
        FORMATS.put("ball-game", TakeawayInputs::ballGame);
        FORMATS.put("stones", TakeawayInputs::stones);
        FORMATS.put("bash", TakeawayInputs::bash);
        FORMATS.put("bash-misere", TakeawayInputs::bashMisere);
        FORMATS.put("brave-game", TakeawayInputs::braveGame);
        FORMATS.put("tang-jiang", TakeawayInputs::tangJiang);
        FORMATS.put("monks", ClassicInputs::monks);
        FORMATS.put("fibonacci-again", ClassicInputs::fibonacciAgain);
        FORMATS.put("euclid", ClassicInputs::euclid);
        FORMATS.put("nim", ClassicInputs::nim);
        FORMATS.put("wythoff", ClassicInputs::wythoff);
        FORMATS.put("fibonacci", ClassicInputs::fibonacci);
        FORMATS.put("matches", BoardInputs::matches);
        FORMATS.put("matches-multi", BoardInputs::matchesMulti);
        FORMATS.put("lol", BoardInputs::lol);
        FORMATS.put("dice", BoardInputs::dice);
        FORMATS.put("john", CanonNimInputs::john);
        FORMATS.put("be-the-winner", CanonNimInputs::beTheWinner);
        FORMATS.put("lasker-nim", CanonNimInputs::laskerNim);
        FORMATS.put("s-nim", CanonNimInputs::sNim);
        FORMATS.put("every-sg-euclid", CanonNimInputs::everySgEuclid);
        FORMATS.put("georgia-bob", CanonNimInputs::georgiaBob);
        FORMATS.put("good-boy", CanonNimInputs::goodBoy);
        FORMATS.put("take-m-piles", CanonNimInputs::takeMPiles);
        FORMATS.put("take-2-piles", CanonNimInputs::takeTwoPiles);
        FORMATS.put("cet4", CanonNimInputs::cet4);
        FORMATS.put("multiplication", CanonNimInputs::multiplication);
        FORMATS.put("northcott", CanonNimInputs::northcott);
        FORMATS.put("kiki", CanonNimInputs::kiki);
        FORMATS.put("dag-chess", CanonGraphInputs::dagChess);
        FORMATS.put("tree-game", CanonGraphInputs::treeGame);
        FORMATS.put("christmas-game", CanonGraphInputs::christmasGame);
        FORMATS.put("mock-turtles", CanonGraphInputs::mockTurtles);
        FORMATS.put("funny-game", CanonGraphInputs::funnyGame);
        FORMATS.put("cutting-game", CanonGraphInputs::cuttingGame);
    }

    private CheckFormats() {
    }

    /** The ids with an input format, in catalogue order. */
    public static java.util.Set<String> ids() {
        return java.util.Collections.unmodifiableSet(FORMATS.keySet());
    }

    /** The input format of a judge problem. @throws BadInputException for an id without one */
    public static InputFormat of(String id) {
        Supplier<InputFormat> format = FORMATS.get(id);
        if (format == null) {
            String known = String.join(", ", FORMATS.keySet());
            throw new BadInputException(Text.of("未知的题目 \"" + id + "\"；已有：" + known,
                    "unknown problem \"" + id + "\"; known: " + known));
        }
        return format.get();
    }
}
