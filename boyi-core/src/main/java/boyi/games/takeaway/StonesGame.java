package boyi.games.takeaway;

import boyi.games.DescribedFamily;
import boyi.games.Parameter;
import boyi.games.Parameters;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;

/**
 * 石头游戏 as a named instance of the {@link ParityGame} family: take 1..m, even holding wins.
 *
 * <pre>{@code
 * Analyzer.analyze(new StonesGame().instantiate(Map.of("m", "3")), "65");   // loss: 65 mod 8 = 1
 * }</pre>
 */
public final class StonesGame extends DescribedFamily {

    public StonesGame() {
        super("stones", "石头游戏", "stones",
                "Players alternately take 1 to m stones; when all are taken, the player holding an even number wins "
                        + "if the other holds an odd number, otherwise it is a draw. The parity family with takes 1..m and "
                        + "win=even.",
                List.of(new Parameter("m", "the most stones a move takes, 1..10000", "3", null)),
                ParityGame.POSITION_SYNTAX, "65");
    }

    @Override
    public String view() {
        return "balls";
    }

    @Override
    public ParityGame.Instance instantiate(Map<String, String> given) {
        Map<String, String> v = Parameters.resolve(this, given);
        long m = Parameters.longValue(this, "m", v.get("m"), 1, 10_000);
        TakeSet oneToM = TakeSet.of(LongStream.rangeClosed(1, m).toArray());
        return new ParityGame.Instance(this, oneToM, false, Map.of("m", Long.toString(m)));
    }
}
