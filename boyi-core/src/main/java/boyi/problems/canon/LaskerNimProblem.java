package boyi.problems.canon;

import boyi.util.Text;
import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import boyi.problems.canon.JudgeCases.NumberList;
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

    /** The id of {@code boyi problem lasker-nim}. */
    public static final String ID = "lasker-nim";

    private static final NumberList HEAPS = new NumberList(Text.of("堆数 N", "the number of heaps N"), 1, CanonLimits.MAX_PILES,
            Text.of("一堆的大小", "a heap size"), 0, Tokens.E18);

    public LaskerNimProblem() {
        super(ID, "拉斯克尼姆（可分堆）", "Nim or not Nim? (Lasker's Nim)",
                Text.of("从一堆中取任意个，或把一堆分成两堆；取走最后一个的人赢。输出 Alice/Bob。",
                        "Take any number from one heap or split a heap in two; whoever takes the last object wins. Alice/Bob."));
    }

    @Override
    public String solve(String input, List<String> options) {
        return JudgeCases.counted(input, (t, c) -> {
            long xor = 0;
            for (long heap : HEAPS.read(t)) {
                xor ^= LaskerNimTheory.grundy(heap);
            }
            return xor != 0 ? "Alice\n" : "Bob\n";
        });
    }
}
