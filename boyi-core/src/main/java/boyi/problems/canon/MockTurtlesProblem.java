package boyi.problems.canon;

import boyi.util.Text;
import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import boyi.problems.canon.JudgeCases.NumberList;
import boyi.theory.CoinTurning;
import java.util.Arrays;
import java.util.List;

/**
 * {@code mock-turtles} (HDU 3537 Daizhenyang's Coin): Mock Turtles on a row of coins numbered
 * from 0. Cases until the end of the input: n, then the n heads-up positions (a position listed
 * twice is still one coin). {@code Yes} when the first player LOSES (the XOR of the heads' odious
 * values {@link CoinTurning#mockTurtle} is 0), {@code No} when he wins. Boyi limits: n <= 10^6,
 * positions <= 10^18.
 *
 * <pre>{@code
 * new MockTurtlesProblem().solve("1\n0\n", List.of());   // "No\n": one head worth 1
 * }</pre>
 */
public final class MockTurtlesProblem extends JudgeProblem {

    /** The id of {@code boyi problem mock-turtles}. */
    public static final String ID = "mock-turtles";

    public static final int MAX_COINS = 1_000_000;
    private static final NumberList HEADS = new NumberList(Text.of("正面朝上的硬币数 n", "n, the number of heads-up coins"), 0, MAX_COINS,
            Text.of("一枚正面朝上的硬币的位置", "the position of a heads-up coin"), 0, Tokens.E18);

    public MockTurtlesProblem() {
        super(ID, "翻硬币（HDU 3537 Daizhenyang's Coin，Mock Turtles）", "Daizhenyang's Coin (HDU 3537), Mock Turtles",
                Text.of("每次翻 1、2 或 3 枚硬币，最右边那枚须由正面翻到反面；不能翻的人输。先手必败输出 Yes，必胜输出 No。",
                        "Turn over 1, 2 or 3 coins, the rightmost from heads to tails; whoever cannot move loses. Yes if the first "
                        + "player loses, No if he wins."));
    }

    @Override
    public String solve(String input, List<String> options) {
        return JudgeCases.untilEnd(input, (t, c) -> {
            long[] heads = HEADS.read(t);
            Arrays.sort(heads);
            long x = 0;
            for (int i = 0; i < heads.length; i++) {
                if (i == 0 || heads[i] != heads[i - 1]) {   // a position listed again is the same coin
                    x ^= CoinTurning.mockTurtle(heads[i]);
                }
            }
            return x == 0 ? "Yes\n" : "No\n";
        });
    }
}
