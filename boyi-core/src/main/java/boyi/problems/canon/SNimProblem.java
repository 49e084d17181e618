package boyi.problems.canon;

import boyi.util.Text;
import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import boyi.theory.SubtractionSetSequence;
import java.util.List;

/**
 * {@code s-nim} (HDU 1536, POJ 2960): per case a set S and m positions of heaps; one line of
 * {@code W}/{@code L} per case. Heap values by {@link SubtractionSetSequence}: directly below 10^7,
 * through the proven period beyond (to 10^18), or a too-large error when no period appears
 * within 10^7 terms. Cases end with a line {@code 0}.
 *
 * <pre>{@code
 * new SNimProblem().solve("2 2 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n0\n", List.of());   // "LWW\n"
 * }</pre>
 */
public final class SNimProblem extends JudgeProblem {

    static final int MAX_POSITIONS = 100_000;
    static final int MAX_HEAPS = 100_000;

    public SNimProblem() {
        super("s-nim", "S-Nim（限定取数集合）", "S-Nim",
                Text.of("取数集合为 S 的尼姆：每次从一堆恰好取 s 个，s 属于 S；每个局面输出 W/L，以 0 结束。",
                        "Nim where a move takes exactly s stones, s from a set S; W/L for each position. Cases end with 0."));
    }

    @Override
    public String solve(String input, List<String> options) {
        Tokens t = new Tokens(input);
        StringBuilder out = new StringBuilder();
        while (true) {
            int k = t.nextInt("k, the size of S (or 0 to end)", 0, SubtractionSetSequence.MAX_SIZE);
            if (k == 0) {
                break;
            }
            long[] set = new long[k];
            for (int i = 0; i < k; i++) {
                set[i] = t.nextLong("an element of S", 1, 10_000);
            }
            SubtractionSetSequence sequence = new SubtractionSetSequence(set);
            int m = t.nextInt("m, the number of positions", 1, MAX_POSITIONS);
            for (int p = 0; p < m; p++) {
                int l = t.nextInt("l, the number of heaps", 0, MAX_HEAPS);
                long xor = 0;
                for (int i = 0; i < l; i++) {
                    xor ^= sequence.grundy(t.nextLong("a heap size", 0, Tokens.E18));
                }
                out.append(xor != 0 ? 'W' : 'L');
            }
            out.append('\n');
        }
        t.expectEnd();
        return out.toString();
    }
}
