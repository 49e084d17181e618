package boyi.problems.takeaway;

import boyi.model.Outcome;
import boyi.problems.JudgeProblem;
import boyi.problems.Tokens;
import boyi.util.Text;
import boyi.util.WholeNumber;
import boyi.theory.Bash;
import boyi.util.BadInputException;
import java.util.List;

/**
 * HDU 4764 Stone: Tang and Jiang write numbers growing by 1..k; whoever first writes N or more
 * loses. Writing N-1 wins, so this is Bash's game on a pile of N-1 with takes 1..k. Cases
 * {@code N k} until {@code 0 0} (or the end of the input).
 *
 * <pre>{@code
 * new TangJiangProblem().solve("1 1\n30 3\n10 2\n0 0\n", List.of())   // "Jiang\nTang\nJiang\n"
 * }</pre>
 */
public final class TangJiangProblem extends JudgeProblem {

    /** The id of {@code boyi problem tang-jiang}. */
    public static final String ID = "tang-jiang";

    public TangJiangProblem() {
        super(ID,
                "唐姜取石（HDU 4764 Stone）", "Stone (HDU 4764), Tang and Jiang",
                Text.of("轮流写数，每次比上一个大 1..k，先写到 N 或更大的人输：输出 Tang（先手）或 Jiang。",
                        "Write numbers growing by 1..k; whoever first writes N or more loses: Tang (first) or Jiang wins."));
    }

    @Override
    public String solve(String input, List<String> options) {
        Tokens t = new Tokens(input);
        StringBuilder out = new StringBuilder();
        while (true) {
            long n = t.nextLong(Text.of("上限 N（或以 0 0 结束）", "N (or 0 0 to end)"), 0, WholeNumber.E18);
            if (n == 0) {
                String k = t.next(Text.of("0（N = 0 表示结尾的 0 0）", "0, since N = 0 starts the end marker 0 0"));
                if (!k.matches("[+-]?0+")) {
                    Text where = t.where(k);
                    throw new BadInputException(Text.of(where.zh() + "：应为 0，因为 N = 0 表示结尾的 \"0 0\"（N 至少是 1）",
                            where.en() + ": expected 0, since N = 0 starts the end marker \"0 0\" (N must be at least 1)"));
                }
                break;
            }
            long k = t.nextLong(Text.of("每次最多增加的数 k", "k"), 1, WholeNumber.E18);
            out.append(Bash.value(n - 1, k, false).outcome() == Outcome.WIN ? "Tang\n" : "Jiang\n");
        }
        t.expectEnd();
        return out.toString();
    }
}
