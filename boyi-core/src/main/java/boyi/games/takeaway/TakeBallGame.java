package boyi.games.takeaway;


import boyi.games.heaprules.TakeSet;
import boyi.games.Parameters;
import boyi.util.Text;
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
public final class TakeBallGame extends ParityFamily {

    public TakeBallGame() {
        super("take-ball", "取球博弈", "take-ball",
                Text.of("两人轮流取球，每次恰好取 t 个，t 属于取数集合；当哪种取法都取不了时，持有奇数个球的一方获胜，"
                                + "前提是对方持有偶数个，否则为平局。即 win=odd 的奇偶取球游戏（蓝桥杯 2016）。",
                        "Players alternately take exactly t balls for some t in the take set; when no take fits, the player "
                        + "holding an odd number of balls wins if the other holds an even number, otherwise it is a draw. "
                        + "The parity family with win=odd (Lanqiao Cup 2016)."),
                List.of(ParityGame.TAKES), ParityGame.POSITION_SYNTAX, "10");
    }

    @Override
    public ParityGame.Instance instantiate(Map<String, String> given) {
        Map<String, String> v = Parameters.resolve(this, given);
        return game(TakeSet.parse(this, "takes", v.get("takes")));
    }

    /** The game for a take set already read (by a judge format, for instance). */
    public ParityGame.Instance game(TakeSet takes) {
        return new ParityGame.Instance(this, takes, true, Map.of("takes", takes.toString()));
    }
}
