package boyi.games.pairs;

import boyi.games.ViewKind;
import boyi.games.FactoryFamily;
import boyi.games.BudgetedSearch;
import boyi.games.Numbers;
import boyi.games.Theorem;
import boyi.games.TheoremEvaluator;

import boyi.games.ComposedGame;
import boyi.games.GameFamily;
import boyi.games.Theorem.Judgement;
import boyi.model.Impartial;
import boyi.model.Move;
import boyi.model.Notation;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.theory.CornerGameTheory;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;

/**
 * kiki's game (HDU 2147): a coin in the top-right cell of an n x m board moves one cell left,
 * down, or diagonally down-left; whoever cannot move loses. The position is the board still
 * ahead of the coin, {@code n m} (the coin in its top-right corner); the player to move loses
 * exactly when n and m are both odd ({@link CornerGameTheory}).
 *
 * <pre>{@code
 * Analyzer.analyze(KikiGame.FAMILY.instantiate(Map.of()), "5 3").value();   // loss
 * }</pre>
 */
public final class KikiGame {

    public static final GameFamily FAMILY = new FactoryFamily("kiki", "kiki 的游戏（棋盘走角）", "kiki's game (corner the coin)",
            Text.of("n × m 的棋盘，硬币在右上角。每次把硬币向左、向下或向左下移动一格，不能移动的人输。kiki 先走。",
                    "An n x m board with a coin in the top-right cell; a move shifts it one cell left, one cell down, or one cell "
                            + "diagonally down-left; the player who cannot move loses. kiki moves first."),
            List.of(),
            Text.of("硬币前面还剩的棋盘 n m（行数和列数，1..10^18，硬币在它的右上角）：5 4",
                    "the board still ahead of the coin, n m (rows and columns, 1..10^18, the coin in its top-right cell): 5 4"),
            ViewKind.KIKI, "5 4", KikiGame::instance);

    private static final List<String> NAMES = List.of("left", "down", "down-left");
    private static final List<String> ZH = List.of("向左", "向下", "向左下");

    private KikiGame() {
    }

    static ComposedGame<List<Long>> instance(GameFamily family, java.util.Map<String, String> values) {
        Impartial<List<Long>> rules = new Impartial<>() {
            @Override
            public List<Move<List<Long>>> moves(List<Long> b) {
                long n = b.get(0);
                long m = b.get(1);
                List<Move<List<Long>>> out = new ArrayList<>();
                if (m > 1) {
                    out.add(new Move<>("left", List.of(n, m - 1)));
                }
                if (n > 1) {
                    out.add(new Move<>("down", List.of(n - 1, m)));
                }
                if (n > 1 && m > 1) {
                    out.add(new Move<>("down-left", List.of(n - 1, m - 1)));
                }
                return out;
            }

            @Override
            public Value primitive(List<Long> b) {
                return b.get(0) == 1 && b.get(1) == 1 ? Value.loss(0) : null;
            }
        };
        Notation<List<Long>> notation = new TwoNumbers(family.id(), "[\\s,x×]+", "n m", Text.of("棋盘的边长", "a board side"), 1, Numbers.E18,
                move -> NAMES.contains(move.name()) ? Text.of(ZH.get(NAMES.indexOf(move.name())), move.name()) : Text.same(move.name()));
        BudgetedSearch<List<Long>> search = new BudgetedSearch<>(rules, notation, b -> (double) b.get(0) * b.get(1) <= 20_000);
        Theorem<List<Long>> theorem = new Theorem<>(Text.of("奇偶性定理", "the parity rule"), KikiGame::judge);
        return ComposedGame.of(family, values, rules, notation).evaluators(TheoremEvaluator.withRemoteness(theorem, search, rules, notation)).build();
    }

    static Judgement judge(List<Long> b) {
        long n = b.get(0);
        long m = b.get(1);
        if (!CornerGameTheory.moverWins(m - 1, n - 1)) {
            return new Judgement(Outcome.LOSS, Text.of("n = " + n + " 和 m = " + m + " 都是奇数：每一步都会让其中一个变成偶数，对手再走一步又让两个都变回奇数，"
                            + "最后先手停在 1 × 1 上无路可走，先手必败。",
                    "n = " + n + " and m = " + m + " are both odd: every move makes one of them even, the opponent makes both odd again, "
                            + "and the player to move is finally stuck at 1 x 1: a loss."), 0L);
        }
        String move = n % 2 == 0 && m % 2 == 0 ? "down-left" : n % 2 == 0 ? "down" : "left";
        return new Judgement(Outcome.WIN, Text.of("n = " + n + " 和 m = " + m + " 不都是奇数：先手" + ZH.get(NAMES.indexOf(move))
                        + "走一格，把两个都变成奇数，先手必胜。",
                "n = " + n + " and m = " + m + " are not both odd: the player to move goes " + move + ", making both odd, and wins."), null);
    }
}
