package boyi.games.pairs;

import boyi.games.ViewKind;
import boyi.games.FactoryFamily;
import boyi.games.BudgetedSearch;
import boyi.games.Numbers;
import boyi.games.Theorem;
import boyi.games.TheoremEvaluator;

import boyi.games.ComposedGame;
import boyi.games.GameFamily;
import boyi.games.MoveSelection;
import boyi.games.Theorem.Judgement;
import boyi.model.Impartial;
import boyi.model.Move;
import boyi.model.MoveShape;
import boyi.model.Notation;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.theory.WythoffJudgeOrder;
import boyi.theory.WythoffTheory;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Wythoff's game with every winning move listed (HDU 2177, 取(2堆)石子游戏): take any positive
 * number from one pile, or the same from both; whoever takes the last stone wins. The analysis
 * lists the winning moves in the judge's order ({@link WythoffJudgeOrder}), exact to 10^18.
 *
 * <pre>{@code
 * Analyzer.analyze(TakeTwoPilesGame.FAMILY.instantiate(Map.of()), "5 7").moves();   // to 3 5, 4 7 ...
 * }</pre>
 */
public final class TakeTwoPilesGame {

    private static final Pattern ONE = Pattern.compile("take (\\d{1,19}) from pile ([12])");
    private static final Pattern BOTH = Pattern.compile("take (\\d{1,19}) from both");

    public static final GameFamily FAMILY = new FactoryFamily("take-2-piles", "取(2堆)石子游戏（威佐夫，必胜走法全列）",
            "Take stones from two piles (Wythoff, every winning move)",
            Text.of("两堆石子，每次从一堆中取任意多个，或从两堆中取同样多个（至少一个）；取走最后一个石子的人胜。分析按题目的顺序列出所有必胜走法。",
                    "Two piles of stones; a move takes any positive number from one pile, or the same positive number from both; "
                            + "whoever takes the last stone wins. The analysis lists every winning move in the judge's order."),
            List.of(),
            Text.of("两堆的大小 a b（0..10^18）：5 7", "the two piles a b (0..10^18): 5 7"),
            ViewKind.PILES, "5 7", TakeTwoPilesGame::instance);

    private TakeTwoPilesGame() {
    }

    static Move<List<Long>> takeOne(List<Long> p, int pile, long k) {
        List<Long> out = new ArrayList<>(p);
        out.set(pile, p.get(pile) - k);
        return new Move<>("take " + k + " from pile " + (pile + 1), List.copyOf(out),
                MoveShape.of("pile").with("pile", pile + 1).with("amount", k));
    }

    static Move<List<Long>> takeBoth(List<Long> p, long k) {
        return new Move<>("take " + k + " from both", List.of(p.get(0) - k, p.get(1) - k), MoveShape.of("both").with("amount", k));
    }

    static final class Rules implements Impartial<List<Long>> {
        @Override
        public List<Move<List<Long>>> moves(List<Long> p) {
            long a = p.get(0);
            long b = p.get(1);
            if (a + b + Math.min(a, b) > 1_000_000) {
                throw new boyi.util.TooLargeException(Text.of("走法超过 1000000 种，无法全部列出", "more than 1000000 moves to list"));
            }
            List<Move<List<Long>>> out = new ArrayList<>();
            for (long k = 1; k <= Math.min(a, b); k++) {
                out.add(takeBoth(p, k));
            }
            for (long k = 1; k <= a; k++) {
                out.add(takeOne(p, 0, k));
            }
            for (long k = 1; k <= b; k++) {
                out.add(takeOne(p, 1, k));
            }
            return out;
        }

        @Override
        public Value primitive(List<Long> p) {
            return p.get(0) == 0 && p.get(1) == 0 ? Value.loss(0) : null;
        }
    }

    /** The winning moves in the judge's order, as moves of (a, b) in the order written. */
    static List<Move<List<Long>>> winning(List<Long> p) {
        long a = p.get(0);
        long b = p.get(1);
        boolean swapped = a > b;
        long s = Math.min(a, b);
        long t = Math.max(a, b);
        List<Move<List<Long>>> out = new ArrayList<>();
        List<long[]> wins = WythoffJudgeOrder.winningMoves(s, t);
        for (long[] w : wins) {
            Move<List<Long>> m;
            if (w[2] == WythoffJudgeOrder.BOTH) {
                m = takeBoth(p, s - w[0]);
            } else if (w[2] == WythoffJudgeOrder.SMALLER) {
                m = takeOne(p, swapped ? 1 : 0, s - w[0]);
            } else {
                m = takeOne(p, swapped ? 0 : 1, t - (w[0] == s ? w[1] : w[0]));
            }
            MoveSelection.addOnce(out, m);
        }
        return out;
    }

    static ComposedGame<List<Long>> instance(GameFamily family, java.util.Map<String, String> values) {
        Rules rules = new Rules();
        Notation<List<Long>> notation = new TwoNumbers(family.id(), "[\\s,]+", "a b", Text.of("一堆的石子数", "a pile size"), 0, Numbers.E18,
                TakeTwoPilesGame::label);
        BudgetedSearch<List<Long>> search = new BudgetedSearch<>(rules, notation, p -> (p.get(0) + 1.0) * (p.get(1) + 1.0) <= 20_000);
        Theorem<List<Long>> theorem = new Theorem<>(Text.of("威佐夫定理（精确整数运算）", "Wythoff's theorem (exact integers)"),
                TakeTwoPilesGame::judge);
        MoveSelection<List<Long>> shown = new MoveSelection<>() {
            @Override
            public List<Move<List<Long>>> moves(List<Long> p) {
                List<Move<List<Long>>> out = new ArrayList<>(winning(p));
                List<Move<List<Long>>> rest = complete(p) ? rules.moves(p) : List.of(takeOne(p, 0, Math.min(1, p.get(0))),
                        takeOne(p, 1, Math.min(1, p.get(1))));
                for (Move<List<Long>> m : rest) {
                    if (!m.name().startsWith("take 0")) {
                        MoveSelection.addOnce(out, m);
                    }
                }
                return out;
            }

            @Override
            public boolean complete(List<Long> p) {
                return p.get(0) + p.get(1) + Math.min(p.get(0), p.get(1)) <= 200;
            }
        };
        return ComposedGame.of(family, values, rules, notation).evaluators(TheoremEvaluator.withRemoteness(theorem, search, rules, notation, shown)).moves(shown)
                .reader((p, name) -> Optional.of(play(p, name, notation)), Text.EMPTY).build();
    }

    private static Text label(Move<List<Long>> move) {
        Matcher one = ONE.matcher(move.name());
        if (one.matches()) {
            return Text.of("从第 " + one.group(2) + " 堆取 " + one.group(1) + " 个", move.name());
        }
        Matcher both = BOTH.matcher(move.name());
        return both.matches() ? Text.of("两堆各取 " + both.group(1) + " 个", move.name()) : Text.same(move.name());
    }

    private static List<Long> play(List<Long> p, String name, Notation<List<Long>> notation) {
        String wanted = name.trim();
        Matcher zhOne = Pattern.compile("从第 ([12]) 堆取 (\\d{1,19}) 个").matcher(wanted);
        Matcher zhBoth = Pattern.compile("两堆各取 (\\d{1,19}) 个").matcher(wanted);
        if (zhOne.matches()) {
            wanted = "take " + zhOne.group(2) + " from pile " + zhOne.group(1);
        } else if (zhBoth.matches()) {
            wanted = "take " + zhBoth.group(1) + " from both";
        }
        try {
            Matcher one = ONE.matcher(wanted);
            if (one.matches()) {
                long k = Long.parseLong(one.group(1));
                int pile = Integer.parseInt(one.group(2)) - 1;
                if (k >= 1 && k <= p.get(pile)) {
                    return takeOne(p, pile, k).result();
                }
            }
            Matcher both = BOTH.matcher(wanted);
            if (both.matches()) {
                long k = Long.parseLong(both.group(1));
                if (k >= 1 && k <= Math.min(p.get(0), p.get(1))) {
                    return takeBoth(p, k).result();
                }
            }
        } catch (NumberFormatException e) {
            // not legal
        }
        throw new BadInputException(Text.of("\"" + name.trim() + "\" 不是局面 " + notation.format(p) + " 的合法走法（写作 \"take 2 from pile 1\" 或 \"take 1 from both\"）",
                "\"" + name.trim() + "\" is not a legal move in " + notation.format(p) + " (moves look like \"take 2 from pile 1\" or \"take 1 from both\")"));
    }

    static Judgement judge(List<Long> p) {
        long a = p.get(0);
        long b = p.get(1);
        long s = Math.min(a, b);
        long t = Math.max(a, b);
        long d = t - s;
        long cold = WythoffTheory.lower(d);
        String head = "两堆相差 " + d + "，差为 " + d + " 的必败局面是 (" + cold + ", " + (cold + d) + ")，其中 " + cold + " = ⌊" + d + "φ⌋ = ("
                + d + " + isqrt(5×" + d + "²)) / 2";
        String headEn = "The piles differ by " + d + "; the cold pair with difference " + d + " is (" + cold + ", " + (cold + d)
                + "), since floor(" + d + " phi) = (" + d + " + isqrt(5*" + d + "^2)) / 2 = " + cold;
        if (cold == s) {
            return new Judgement(Outcome.LOSS, Text.of(head + "：(" + s + ", " + t + ") 正是必败局面，先手必败（威佐夫定理）。",
                    headEn + ": (" + s + ", " + t + ") is cold, so the player to move loses (Wythoff's theorem)."), null);
        }
        List<long[]> wins = WythoffJudgeOrder.winningMoves(s, t);
        StringBuilder list = new StringBuilder();
        for (long[] w : wins) {
            list.append(list.length() > 0 ? ", " : "").append("(").append(w[0]).append(", ").append(w[1]).append(")");
        }
        return new Judgement(Outcome.WIN, Text.of(
                head + "，不是 (" + s + ", " + t + ")：先手必胜。按题目的顺序（两堆同取、取小堆、取大堆），必胜走法留下 " + list + "（威佐夫定理）。",
                headEn + ", not (" + s + ", " + t + "): the player to move wins. In the judge's order (both piles, the smaller pile, "
                        + "the larger pile) the winning moves leave " + list + " (Wythoff's theorem)."), null);
    }
}
