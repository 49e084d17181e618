package boyi.problems.canon;

import boyi.util.Text;
import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import boyi.theory.PowersOfTwoTheory;
import java.util.List;

/**
 * {@code cet4} (HDU 1847): take a power of two; {@code Kiki} when the first player wins (3 does
 * not divide n, {@link PowersOfTwoTheory}), else {@code Cici}. One n per line until end of input;
 * Boyi limit n <= 10^18.
 *
 * <pre>{@code
 * new Cet4Problem().solve("1\n3\n", List.of());   // "Kiki\nCici\n"
 * }</pre>
 */
public final class Cet4Problem extends JudgeProblem {

    /** The id of {@code boyi problem cet4}. */
    public static final String ID = "cet4";

    private static final Text CARDS = Text.of("牌数 n", "the number of cards n");

    public Cet4Problem() {
        super(ID, "Good Luck in CET-4 Everybody!（取 2 的幂）", "Good Luck in CET-4 Everybody!",
                Text.of("n 张牌，每次取 1、2、4、8……张，取走最后一张的人赢。输出 Kiki/Cici。",
                        "n cards; take 1, 2, 4, 8, ... cards; whoever takes the last card wins. Kiki/Cici."));
    }

    @Override
    public String solve(String input, List<String> options) {
        return JudgeCases.untilEnd(input, (t, c) ->
                PowersOfTwoTheory.moverWins(t.nextLong(CARDS, 1, Tokens.E18)) ? "Kiki\n" : "Cici\n");
    }
}
