package boyi.games.takeaway;

import boyi.games.GameFamily;
import boyi.games.Parameter;
import boyi.games.Parameters;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * 取球博弈 (Lanqiao Cup 2016) as a named instance of the {@link ParityGame} family: a take set,
 * odd holding wins.
 *
 * <pre>{@code
 * new TakeBallGame().instantiate(Map.of("takes", "1,2,3")).analyze("5");   // loss
 * }</pre>
 */
public final class TakeBallGame implements GameFamily {

    @Override
    public String id() {
        return "take-ball";
    }

    @Override
    public String nameZh() {
        return "取球博弈";
    }

    @Override
    public String nameEn() {
        return "take-ball";
    }

    @Override
    public String rules() {
        return "Players alternately take exactly t balls for some t in the take set; when no take fits, the player "
                + "holding an odd number of balls wins if the other holds an even number, otherwise it is a draw. "
                + "The parity family with win=odd (Lanqiao Cup 2016).";
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(new Parameter("takes", "the take set, comma-separated whole numbers 1..10^18", "1,2,3", null));
    }

    @Override
    public String positionSyntax() {
        return new ParityGame().positionSyntax();
    }

    @Override
    public String examplePosition() {
        return "10";
    }

    @Override
    public ParityGame.Instance instantiate(Map<String, String> given) {
        Map<String, String> v = Parameters.resolve(this, given);
        TakeSet takes = TakeSet.parse(this, "takes", v.get("takes"));
        Map<String, String> shown = new LinkedHashMap<>();
        shown.put("takes", takes.toString());
        return new ParityGame.Instance(this, takes, true, shown);
    }
}
