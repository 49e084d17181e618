package boyi.games.takeaway;

import boyi.games.DescribedFamily;
import boyi.games.Parameter;
import boyi.games.Parameters;
import java.util.List;
import java.util.Map;

/**
 * 取球博弈 (Lanqiao Cup 2016) as a named instance of the {@link ParityGame} family: a take set,
 * odd holding wins.
 *
 * <pre>{@code
 * Analyzer.analyze(new TakeBallGame().instantiate(Map.of("takes", "1,2,3")), "5");   // loss
 * }</pre>
 */
public final class TakeBallGame extends DescribedFamily {

    public TakeBallGame() {
        super("take-ball", "取球博弈", "take-ball",
                "Players alternately take exactly t balls for some t in the take set; when no take fits, the player "
                        + "holding an odd number of balls wins if the other holds an even number, otherwise it is a draw. "
                        + "The parity family with win=odd (Lanqiao Cup 2016).",
                List.of(new Parameter("takes", "the take set, comma-separated whole numbers 1..10^18", "1,2,3", null)),
                ParityGame.POSITION_SYNTAX, "10");
    }

    @Override
    public String view() {
        return "balls";
    }

    @Override
    public ParityGame.Instance instantiate(Map<String, String> given) {
        Map<String, String> v = Parameters.resolve(this, given);
        TakeSet takes = TakeSet.parse(this, "takes", v.get("takes"));
        return new ParityGame.Instance(this, takes, true, Map.of("takes", takes.toString()));
    }
}
