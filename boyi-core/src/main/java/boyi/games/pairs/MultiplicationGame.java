package boyi.games.pairs;

import boyi.games.ViewKind;
import boyi.games.FactoryFamily;
import boyi.games.BudgetedSearch;
import boyi.games.Numbers;
import boyi.games.Theorem;
import boyi.games.TheoremEvaluator;

import boyi.games.ComposedGame;
import boyi.games.GameFamily;
import boyi.games.Parameter;
import boyi.games.Theorem.Judgement;
import boyi.model.Game;
import boyi.model.Move;
import boyi.model.MoveShape;
import boyi.model.Notation;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.solve.Table;
import boyi.theory.MultiplicationGameTheory;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The multiplication game (HDU 1517, POJ 2505, UVa 847): p starts at 1; players multiply it in
 * turn by 2..9; the first to make {@code p >= n} wins. The position is the current p (kept at n
 * once reached, so nothing overflows); the 9/18 rule decides ({@link MultiplicationGameTheory}).
 *
 * <pre>{@code
 * Analyzer.analyze(MultiplicationGame.FAMILY.instantiate(Map.of("n", "162")), "1").value();   // win
 * }</pre>
 */
public final class MultiplicationGame {

    public static final GameFamily FAMILY = new FactoryFamily("multiplication", "乘法游戏", "A Multiplication Game",
            Text.of("p 从 1 开始，两人轮流把 p 乘以 2 到 9 中的一个整数，先使 p ≥ n 的人胜。Stan 先走。",
                    "p starts at 1; the players alternately multiply p by an integer from 2 to 9; the first to make p >= n wins. "
                            + "Stan moves first."),
            List.of(new Parameter("n", Text.of("目标 n，2..10^18", "the target n, 2..10^18"), "162", "162")),
            Text.of("当前的 p（1..n）：1", "the current p (1..n): 1"),
            ViewKind.MULTIPLICATION, "1", MultiplicationGame::instance);

    private MultiplicationGame() {
    }

    static ComposedGame<Long> instance(GameFamily family, java.util.Map<String, String> values) {
        long n = Numbers.parse(Text.of(family.id() + " 的参数 n", family.id() + " n"), Text.of("目标 n", "the target n"), values.get("n"), 2, Numbers.E18);
        Game<Long> rules = new Game<>() {
            @Override
            public List<Move<Long>> moves(Long p) {
                List<Move<Long>> out = new ArrayList<>();
                if (p >= n) {
                    return out;
                }
                for (int k = 2; k <= 9; k++) {
                    out.add(new Move<>("multiply by " + k, p > (n - 1) / k ? n : p * k, MoveShape.of("multiply").with("factor", k)));
                }
                return out;
            }

            @Override
            public Value primitive(Long p) {
                return p >= n ? Value.loss(0) : null;
            }
        };
        Notation<Long> notation = new Notation<>() {
            @Override
            public Long parse(String text) {
                return Numbers.parse(family.id(), Text.of("当前的 p", "the current p"), text, 1, n);
            }

            @Override
            public String format(Long p) {
                return Long.toString(p);
            }

            @Override
            public Text label(Long from, Move<Long> move) {
                return Text.of("乘以 " + move.name().substring("multiply by ".length()), move.name());
            }
        };
        BudgetedSearch<Long> search = new BudgetedSearch<>(rules, notation, p -> n <= 1_000_000_000L);
        Theorem<Long> theorem = new Theorem<>(Text.of("九/十八法则", "the 9/18 rule"), p -> judge(n, p));
        return ComposedGame.of(family, values, rules, notation).evaluators(TheoremEvaluator.withRemoteness(theorem, search, rules, notation))
                .table(upto -> Optional.of(table(upto))).build();
    }

    static Judgement judge(long n, long p) {
        if (p >= n) {
            return new Judgement(Outcome.LOSS, Text.of("p = " + p + " ≥ n = " + n + "：对手已经达到目标，先手输了。",
                    "p = " + p + " >= n = " + n + ": the opponent has reached the target, so the player to move has lost."), null);
        }
        long c = MultiplicationGameTheory.ceilDiv(n, p);
        StringBuilder chain = new StringBuilder().append(c);
        long r = c;
        while (r > 18) {
            r = MultiplicationGameTheory.ceilDiv(r, 18);
            chain.append(" -> ").append(r);
        }
        boolean wins = r <= 9;
        String head = "还需要的倍数 c = ⌈" + n + "/" + p + "⌉ = " + c + "；不断除以 18 向上取整直到不超过 18：" + chain + "，";
        String headEn = "The factor still needed is c = ceil(" + n + "/" + p + ") = " + c + "; dividing by 18, rounding up, until at most 18: "
                + chain + ", ";
        if (!wins) {
            return new Judgement(Outcome.LOSS, Text.of(head + "结果在 10..18 之间：先手必败（乘以 2..9 后对手总能把它带回这一段）（九/十八法则）。",
                    headEn + "which is in 10..18: the player to move loses (whatever factor 2..9 is chosen, the opponent brings it "
                            + "back to this band) (the 9/18 rule)."), null);
        }
        int best = 9;
        for (int k = 2; k <= 9; k++) {
            long next = MultiplicationGameTheory.ceilDiv(c, k);
            if (next <= 1 || !MultiplicationGameTheory.moverWins(next)) {
                best = k;
                break;
            }
        }
        return new Judgement(Outcome.WIN, Text.of(head + "结果不超过 9：先手必胜，例如乘以 " + best + "（九/十八法则）。",
                headEn + "which is at most 9: the player to move wins, e.g. multiply by " + best + " (the 9/18 rule)."), null);
    }

    /** The first player's outcome for each target n = 0..upto (p = 1; n < 2 is already reached). */
    static Table table(long upto) {
        if (upto > 1_000_000) {
            throw new BadInputException("multiplication", Text.of("表格最多到 n = 1000000", "the table goes up to n = 1000000 at most"));
        }
        long[] row = new long[(int) upto + 1];
        for (int n = 0; n <= upto; n++) {
            row[n] = n < 2 ? -1 : MultiplicationGameTheory.moverWins(n) ? 1 : -1;
        }
        return new Table(Table.OUTCOME, List.of(Text.same("p=1")), new long[][] {row}, null, Text.of(
                "n 在 2..9、19..162、325..2916、……时 Stan（先手）胜：9/18 规律，没有周期",
                "Stan (first) wins for n in 2..9, 19..162, 325..2916, ...: the 9/18 rule, no period"));
    }
}
