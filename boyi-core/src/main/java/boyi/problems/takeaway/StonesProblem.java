package boyi.problems.takeaway;

import boyi.util.Text;
import boyi.games.takeaway.ParityGame;
import boyi.games.takeaway.ParityPosition;
import boyi.games.takeaway.StonesGame;
import boyi.model.Move;
import boyi.model.Outcome;
import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import java.util.List;

/**
 * 石头游戏: take 1..M (default 3); at the end an even holding beats an odd one. Prints
 * {@code R K}: the result 1/0/-1 and the smallest first take achieving it. The parity family
 * with win=even.
 *
 * <pre>{@code
 * new StonesProblem().solve("65\n", List.of())   // "-1 1\n"
 * }</pre>
 */
public final class StonesProblem extends JudgeProblem {

    /** The id of {@code boyi problem stones}. */
    public static final String ID = "stones";

    /** The family this problem evaluates with (the same one the catalogue lists). */
    private static final StonesGame FAMILY = new StonesGame();

    public StonesProblem() {
        super(ID,
                "石头游戏", "stones (even holding wins)",
                Text.of("每次取 1..M 个石子，最后手中石子为偶数的一方胜奇数的一方：输出结果和达到它的最小第一步取数。",
                        "Take 1..M stones; an even holding beats an odd one: the result and the smallest first take achieving it."));
    }

    @Override
    public String solve(String input, List<String> options) {
        Tokens t = new Tokens(input);
        long n = t.nextLong(Text.of("石子数 N", "the number of stones N"), 1, Tokens.E18);
        long m = t.hasNext() ? t.nextLong(Text.of("每次最多取的石子数 M", "the most stones a move takes M"), 1, 100) : 3;
        t.expectEnd();
        ParityGame.Instance game = FAMILY.game(m);
        ParityPosition start = ParityPosition.start(n);
        Outcome result = game.outcome(start);
        for (Move<ParityPosition> move : game.game().moves(start)) {
            if (game.outcome(move.result()).negate() == result) {
                return result.number() + " " + move.name().substring("take ".length()) + "\n";
            }
        }
        throw new IllegalStateException("no move achieves the value of " + n);
    }
}
