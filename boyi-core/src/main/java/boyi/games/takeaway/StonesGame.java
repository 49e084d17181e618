package boyi.games.takeaway;

import boyi.games.heaprules.TakeSet;
import boyi.games.Work;

import boyi.games.Parameter;
import boyi.games.Parameters;
import boyi.util.Text;
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
public final class StonesGame extends ParityFamily {

    /** The largest m. */
    public static final long MAX_M = 10_000;

    public StonesGame() {
        super("stones", "石头游戏", "stones",
                Text.of("两人轮流取石头，每次取 1 到 m 个；取完后，持有偶数个的一方获胜，前提是对方持有奇数个，否则为平局。"
                                + "即取数为 1..m、win=even 的奇偶取球游戏。",
                        "Players alternately take 1 to m stones; when all are taken, the player holding an even number wins "
                        + "if the other holds an odd number, otherwise it is a draw. The parity family with takes 1..m and "
                        + "win=even."),
                List.of(new Parameter("m", Text.of("每次最多取的石头数，1..10000", "the most stones a move takes, 1..10000"),
                        "3", null)),
                ParityGame.POSITION_SYNTAX, "65");
    }

    @Override
    public long estimatedWork(Map<String, String> parameters, String position) {
        return Work.oneTo(Work.numbers(parameters.get("m")), Work.first(position), 4);
    }

    @Override
    public ParityGame.Instance instantiate(Map<String, String> given) {
        Map<String, String> v = Parameters.resolve(this, given);
        return game(Parameters.longValue(this, "m", v.get("m"), 1, MAX_M));
    }

    /** The game for an m already read (by a judge format, for instance), 1..{@link #MAX_M}. */
    public ParityGame.Instance game(long m) {
        TakeSet oneToM = TakeSet.of(LongStream.rangeClosed(1, m).toArray());
        return new ParityGame.Instance(this, oneToM, false, Map.of("m", Long.toString(m)));
    }
}
