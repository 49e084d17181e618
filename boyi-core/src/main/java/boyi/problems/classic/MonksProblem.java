package boyi.problems.classic;

import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import boyi.util.Text;
import boyi.util.WholeNumber;
import boyi.theory.StaircaseNimTheory;
import boyi.util.BadInputException;
import java.util.Arrays;
import java.util.List;

/**
 * {@code monks} (高僧斗法, Lanqiao Cup 2013): the monks' steps; prints {@code A B} (move the monk on
 * step A to step B), the winning first move with the smallest A, or {@code -1}. Staircase Nim,
 * O(n log n) for the sort and O(n) for the game; up to 10^5 monks and steps to 10^18.
 *
 * <pre>{@code
 * new MonksProblem().solve("1 5 9\n", List.of());   // "1 4\n"
 * }</pre>
 */
public final class MonksProblem extends JudgeProblem {

    /** The id of {@code boyi problem monks}. */
    public static final String ID = "monks";

    private static final Text STEP = Text.of("和尚所在的台阶", "a monk's step");

    public MonksProblem() {
        super(ID,
                "高僧斗法", "Monks on a staircase",
                Text.of("和尚站在不同台阶上往上走，不能踩到或越过上面的和尚，不能走的人输。输出必胜走法 A B，或 -1。",
                        "Monks on distinct steps move up, never onto or past the next; who cannot move loses. A winning move A B, or -1."));
    }

    @Override
    public String solve(String input, List<String> options) {
        long[] steps = readSteps(input);
        long[] move = StaircaseNimTheory.firstWinningMove(steps);
        return move == null ? "-1\n" : move[0] + " " + move[1] + "\n";
    }

    /** The steps, sorted; repeated steps are an error naming the second occurrence. */
    static long[] readSteps(String input) {
        Tokens t = new Tokens(input);
        long[] steps = new long[16];
        int n = 0;
        do {
            if (n == steps.length) {
                steps = Arrays.copyOf(steps, n * 2);
            }
            steps[n++] = t.nextLong(STEP, 1, WholeNumber.E18);
        } while (t.hasNext());
        steps = Arrays.copyOf(steps, n);
        long[] sorted = steps.clone();
        Arrays.sort(sorted);
        for (int i = 1; i < n; i++) {
            if (sorted[i] == sorted[i - 1]) {
                throw repeated(input, sorted[i]);
            }
        }
        return sorted;
    }

    private static BadInputException repeated(String input, long step) {
        Tokens again = new Tokens(input);
        boolean seen = false;
        while (true) {
            String token = again.next(STEP);
            if (Long.parseLong(token.startsWith("+") ? token.substring(1) : token) == step) {
                if (seen) {
                    Text where = again.where(token);
                    return new BadInputException(Text.of(where.zh() + "：台阶 " + step + " 重复了；两个和尚不能站在同一级台阶上",
                            where.en() + ": step " + step + " is repeated; two monks cannot stand on the same step"));
                }
                seen = true;
            }
        }
    }
}
