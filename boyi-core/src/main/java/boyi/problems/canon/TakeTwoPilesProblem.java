package boyi.problems.canon;

import boyi.util.Text;
import boyi.problems.JudgeProblem;
import boyi.theory.WythoffJudgeOrder;
import java.util.List;

/**
 * {@code take-2-piles} (HDU 2177): Wythoff's game; {@code 0} when the first player loses, else
 * {@code 1} and one line {@code x y} (x <= y) per winning move: the equal-amount move, then the
 * move on the smaller pile, then the move on the larger pile (left out when a = b). Exact
 * integers to 10^18 ({@link WythoffJudgeOrder}). Lines {@code a b} until {@code 0 0}.
 *
 * <pre>{@code
 * new TakeTwoPilesProblem().solve("5 8\n0 0\n", List.of());   // "1\n4 7\n3 5\n"
 * }</pre>
 */
public final class TakeTwoPilesProblem extends JudgeProblem {

    /** The id of {@code boyi problem take-2-piles}. */
    public static final String ID = "take-2-piles";

    private static final Text PILE_A = Text.of("石子堆 a（或 0 0 结束）", "the pile a (or 0 0 to end)");
    private static final Text PILE_B = Text.of("石子堆 b（或 0 0 结束）", "the pile b (or 0 0 to end)");

    public TakeTwoPilesProblem() {
        super(ID, "取(2堆)石子游戏", "Take Stones from Two Piles",
                Text.of("威佐夫博弈：先手必败输出 0，否则输出 1 和所有必胜走法，以 0 0 结束。",
                        "Wythoff's game: 0 when the first player loses, else 1 and every winning move. Lines end with 0 0."));
    }

    @Override
    public String solve(String input, List<String> options) {
        return JudgeCases.untilZeroPair(input, PILE_A, PILE_B, (a, b, t) -> {
            List<long[]> moves = WythoffJudgeOrder.winningMoves(Math.min(a, b), Math.max(a, b));
            StringBuilder out = new StringBuilder(moves.isEmpty() ? "0\n" : "1\n");
            for (long[] m : moves) {
                out.append(m[0]).append(' ').append(m[1]).append('\n');
            }
            return out.toString();
        });
    }
}
