package boyi.problems.canon;

import boyi.util.Text;
import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import boyi.theory.CircleKayles;
import java.util.List;
import java.util.Optional;

/**
 * {@code funny-game} (POJ 2484 A Funny Game): circle Kayles. One n per line until a line
 * {@code 0}; {@code Alice} (first player) wins exactly when n <= 2, by the second player's
 * symmetry strategy ({@link CircleKayles}). Boyi limit: n <= 10^18, constant time.
 *
 * <pre>{@code
 * new FunnyGameProblem().solve("3\n0\n", List.of());   // "Bob\n"
 * }</pre>
 */
public final class FunnyGameProblem extends JudgeProblem {

    /** The id of {@code boyi problem funny-game}. */
    public static final String ID = "funny-game";

    private static final Text COINS = Text.of("硬币数 n（一行 0 表示输入结束）", "n, the number of coins (a line 0 ends the input)");

    public FunnyGameProblem() {
        super(ID, "环形取硬币（POJ 2484 A Funny Game）", "A Funny Game (POJ 2484)",
                Text.of("n 枚硬币围成一圈，每次拿走一枚或相邻两枚，拿走最后一枚的人赢：先手 Alice 或 Bob 获胜。",
                        "n coins on a circle; remove one coin or two neighbours; whoever removes the last coin wins: Alice (first) "
                        + "or Bob."));
    }

    @Override
    public String solve(String input, List<String> options) {
        return JudgeCases.untilClosing(input, t -> {
            long n = t.nextLong(COINS, 0, Tokens.E18);
            return n == 0 ? Optional.empty() : Optional.of(CircleKayles.firstPlayerWins(n) ? "Alice\n" : "Bob\n");
        });
    }
}
