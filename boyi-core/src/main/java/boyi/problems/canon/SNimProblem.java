package boyi.problems.canon;

import boyi.games.heaprules.SubtractionRule;
import boyi.games.heaprules.TakeSet;
import boyi.util.Text;
import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import boyi.problems.canon.JudgeCases.NumberList;
import java.util.List;

/**
 * {@code s-nim} (HDU 1536, POJ 2960): per case a set S and m positions of heaps; one line of
 * {@code W}/{@code L} per case. Heap values by {@link SubtractionRule}: directly below 10^7,
 * through the proven period beyond (to 10^18), or a too-large error when no period appears
 * within 10^7 terms. Cases end with a line {@code 0}.
 *
 * <pre>{@code
 * new SNimProblem().solve("2 2 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n0\n", List.of());   // "LWW\n"
 * }</pre>
 */
public final class SNimProblem extends JudgeProblem {

    /** The id of {@code boyi problem s-nim}. */
    public static final String ID = "s-nim";

    static final int MAX_POSITIONS = 100_000;
    static final int MAX_HEAPS = 100_000;
    private static final NumberList SET = new NumberList(Text.of("集合 S 的大小 k（或 0 结束）", "k, the size of S (or 0 to end)"), 0,
            SubtractionRule.MAX_DIRECT_SIZE, Text.of("S 中的一个数", "an element of S"), 1, 10_000);
    private static final Text POSITIONS = Text.of("局面数 m", "m, the number of positions");
    private static final NumberList HEAPS = new NumberList(Text.of("堆数 l", "l, the number of heaps"), 0, MAX_HEAPS,
            Text.of("一堆的大小", "a heap size"), 0, Tokens.E18);

    public SNimProblem() {
        super(ID, "S-Nim（限定取数集合）", "S-Nim",
                Text.of("取数集合为 S 的尼姆：每次从一堆恰好取 s 个，s 属于 S；每个局面输出 W/L，以 0 结束。",
                        "Nim where a move takes exactly s stones, s from a set S; W/L for each position. Cases end with 0."));
    }

    @Override
    public String solve(String input, List<String> options) {
        return JudgeCases.untilEmptyList(input, SET, (set, t) -> {
            SubtractionRule rule = new SubtractionRule(TakeSet.of(set));
            int m = t.nextInt(POSITIONS, 1, MAX_POSITIONS);
            StringBuilder out = new StringBuilder();
            for (int p = 0; p < m; p++) {
                long xor = 0;
                for (long heap : HEAPS.read(t)) {
                    xor ^= rule.grundyOrNoPeriod(heap);
                }
                out.append(xor != 0 ? 'W' : 'L');
            }
            return out.append('\n').toString();
        });
    }
}
