package boyi.problems.canon;

import boyi.util.Text;
import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import boyi.theory.LaskerNimTheory;
import java.util.List;

/**
 * {@code lasker-nim} (HDU 3032, "Nim or not Nim?"): take from one heap or split it into two;
 * {@code Alice} when the first player wins (XOR of {@link LaskerNimTheory#grundy} not 0), else
 * {@code Bob}. Boyi limits: N <= 10^6 heaps of 0..10^18.
 *
 * <pre>{@code
 * new LaskerNimProblem().solve("2\n3\n2 2 3\n2\n3 3\n", List.of());   // "Alice\nBob\n"
 * }</pre>
 */
public final class LaskerNimProblem extends JudgeProblem {

    public LaskerNimProblem() {
        super("lasker-nim", "拉斯克尼姆（可分堆）", "Nim or not Nim? (Lasker's Nim)",
                Text.of("从一堆中取任意个，或把一堆分成两堆；取走最后一个的人赢。输出 Alice/Bob。",
                        "Take any number from one heap or split a heap in two; whoever takes the last object wins. Alice/Bob."));
    }

    @Override
    public String solve(String input, List<String> options) {
        Tokens t = new Tokens(input);
        int cases = t.nextInt("the number of cases T", 1, CanonLimits.MAX_CASES);
        StringBuilder out = new StringBuilder();
        for (int c = 0; c < cases; c++) {
            int n = t.nextInt("the number of heaps N", 1, CanonLimits.MAX_PILES);
            long xor = 0;
            for (int i = 0; i < n; i++) {
                xor ^= LaskerNimTheory.grundy(t.nextLong("a heap size", 0, Tokens.E18));
            }
            out.append(xor != 0 ? "Alice\n" : "Bob\n");
        }
        t.expectEnd();
        return out.toString();
    }
}
