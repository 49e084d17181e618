package boyi.games.sums;

import boyi.games.TheoremEvaluator;
import boyi.model.Verdict;
import boyi.games.Theorem.Judgement;
import boyi.games.Theorem;
import boyi.model.Evaluator;
import boyi.model.Move;
import boyi.model.Notation;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.theory.AntiSgTheory;
import boyi.theory.EverySgTheory;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The evaluators of a sum, each with the numbers in its explanation: the Sprague–Grundy theorem
 * (XOR) under normal play, with a quick win in one, the Anti-SG rule under misère play where the
 * components claim it, the Every-SG steps; then exact search of the real rules.
 *
 * <pre>{@code
 * new SumJudgements<>(parts).evaluators();   // theorem with remoteness, then search
 * }</pre>
 */
final class SumJudgements<C> {

    /** The most moves of one component looked through for a win in one move. */
    static final long QUICK_WIN_MOVES = 10_000;

    /** Components named in an explanation. */
    private static final int NAMED = 8;

    private final SumParts<C> parts;

    SumJudgements(SumParts<C> parts) {
        this.parts = parts;
    }

    List<Evaluator<List<C>>> evaluators() {
        List<Evaluator<List<C>>> out = new ArrayList<>();
        Notation<List<C>> notation = parts.notation();
        switch (parts.rule) {
            case NORMAL -> out.addAll(TheoremEvaluator.withRemoteness(new Theorem<>(Text.of("SG 定理（异或和）",
                    "Sprague–Grundy theorem (XOR)"), this::normalJudgement), winInOneOrSearch(), parts.game, notation));
            case MISERE -> {
                if (parts.rules.antiSg()) {
                    out.addAll(TheoremEvaluator.withRemoteness(new Theorem<>(Text.of("Anti-SG（SJ 定理）",
                            "Anti-SG rule (SJ theorem)"), this::antiSgJudgement), parts.search, parts.game, notation));
                }
            }
            case EVERY_SG -> out.addAll(TheoremEvaluator.withRemoteness(new Theorem<>(Text.of("Every-SG 步数",
                    "Every-SG steps"), this::everySgJudgement), parts.search, parts.game, notation));
        }
        out.add(parts.search.lastResort());
        return out;
    }

    /** The exact value by {@link #winInOne} without a search, else by the search where the position is small. */
    private Evaluator<List<C>> winInOneOrSearch() {
        return new Evaluator<>() {
            @Override
            public Optional<Verdict> evaluate(List<C> p) {
                return parts.search.evaluate(p);
            }

            @Override
            public Optional<Value> value(List<C> p) {
                Value over = parts.game.primitive(p);   // the position a win in one leaves, however large
                return over != null ? Optional.of(over) : winInOne(p).or(() -> parts.search.value(p));
            }
        };
    }

    /**
     * Win in 1 without a search, under normal play: one component can still move and one of its
     * moves leaves nothing to move (a Lasker's Nim heap of 100 taken whole). Exact: no
     * win is quicker. Components with more than {@link #QUICK_WIN_MOVES} moves are not looked at.
     */
    Optional<Value> winInOne(List<C> p) {
        C live = null;
        for (C c : p) {
            if (parts.rules.moveCount(c) > 0) {
                if (live != null) {
                    return Optional.empty();
                }
                live = c;
            }
        }
        if (live == null || parts.rules.moveCount(live) > QUICK_WIN_MOVES) {
            return Optional.empty();
        }
        for (ComponentMove<C> m : parts.rules.moves(live)) {
            if (m.parts().stream().allMatch(part -> parts.rules.moveCount(part) == 0)) {
                return Optional.of(Value.win(1));
            }
        }
        return Optional.empty();
    }

    private Text xorText(List<C> p, long[] g, long x) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < g.length && i < NAMED; i++) {
            b.append(i > 0 ? " xor " : "").append("G(").append(parts.rules.format(p.get(i))).append(")=").append(g[i]);
        }
        if (g.length > NAMED) {
            b.append(" xor ...");
        }
        // one component: its value is the sum ("G(16)=1", not "G(16)=1 = 1")
        String en = g.length == 1 ? b.toString() : b.append(" = ").append(x).toString();
        String zh = en.replace(" xor ", " 异或 ").replace("...", "……（共 " + g.length + " 个）");
        return Text.of(zh, en.replace("...", "... (" + g.length + " in all)"));
    }

    Judgement normalJudgement(List<C> p) {
        long[] g = parts.grundies(p);
        if (g == null) {
            return null;
        }
        long x = 0;
        for (long v : g) {
            x ^= v;
        }
        Text head = xorText(p, g, x).then(Text.of("（" + parts.rules.grundyRule().zh() + "）。", "(" + parts.rules.grundyRule().en() + ")."));
        if (x == 0) {
            return new Judgement(Outcome.LOSS, head.then(Text.of("异或和为 0：无论怎么走都会使它变为非 0，先手必败（SG 定理）。",
                    "The XOR is 0: every move makes it non-zero, so the player to move loses (Sprague–Grundy).")), 0L);
        }
        Text move = Text.of("", "");
        for (Move<List<C>> m : parts.normalWinningMoves(p, g, x, 1)) {
            move = Text.of("，例如" + parts.game.label(p, m).zh(), ", e.g. " + parts.game.label(p, m).en());
        }
        return new Judgement(Outcome.WIN, head.then(Text.of("异或和不为 0：先手必胜，把某个子游戏的 SG 值 g 变为 g 异或 " + x
                + "，使异或和变为 0" + move.zh() + "（SG 定理）。", "The XOR is not 0: the player to move wins by changing one component's value g to g xor "
                + x + ", leaving XOR 0" + move.en() + " (Sprague–Grundy).")), x);
    }

    Judgement antiSgJudgement(List<C> p) {
        long[] g = parts.grundies(p);
        if (g == null) {
            return null;
        }
        long x = 0;
        int above = 0;
        for (long v : g) {
            x ^= v;
            above += v > 1 ? 1 : 0;
        }
        boolean wins = AntiSgTheory.moverWins(x, above > 0);
        Text head = xorText(p, g, x).then(Text.of("（" + parts.rules.grundyRule().zh() + "）；", "(" + parts.rules.grundyRule().en() + ");"));
        String xorZh = x == 0 ? "为 0" : "不为 0";
        String xorEn = x == 0 ? "0" : "not 0";
        String resultZh = wins ? "必胜" : "必败";
        String resultEn = wins ? "wins" : "loses";
        Text body = above > 0
                ? Text.of(String.format("有 %d 个子游戏的 SG 值大于 1，异或和%s，所以先手%s（Anti-SG：SG 值为 0 的子游戏不能再走，SJ 定理适用）。",
                        above, xorZh, resultZh),
                String.format(" %d component%s above 1 and the XOR is %s, so the player to move %s (Anti-SG: a component of value "
                        + "0 cannot move, so the SJ theorem applies).", above, above == 1 ? "'s value is" : "s' values are", xorEn, resultEn))
                : Text.of(String.format("没有 SG 值大于 1 的子游戏，异或和%s，所以先手%s（Anti-SG：只剩 SG 值 0 和 1 时，奇数个 1 对先手不利）。",
                        xorZh, resultZh),
                String.format(" no component's value is above 1 and the XOR is %s, so the player to move %s (Anti-SG: with "
                        + "only values 0 and 1 left, an odd number of 1s loses for the mover).", xorEn, resultEn));
        return new Judgement(wins ? Outcome.WIN : Outcome.LOSS, Text.of(head.zh() + body.zh(), head.en() + body.en()), null);
    }

    Judgement everySgJudgement(List<C> p) {
        long max = 0;
        int at = -1;
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < p.size(); i++) {
            Long s = parts.step(p.get(i));
            if (s == null) {
                return null;
            }
            if (i < NAMED) {
                b.append(i > 0 ? ", " : "").append("S(").append(parts.rules.format(p.get(i))).append(")=").append(s);
            }
            if (s > max) {
                max = s;
                at = i;
            }
        }
        if (p.size() > NAMED) {
            b.append(", ...");
        }
        if (at < 0) {
            return new Judgement(Outcome.LOSS, Text.of("每个子游戏都已结束：先手无路可走，必败（Every-SG）。",
                    "Every component is over: the player to move cannot move and loses (Every-SG)."), null);
        }
        boolean wins = EverySgTheory.moverWins(max);
        return new Judgement(wins ? Outcome.WIN : Outcome.LOSS, Text.of(
                String.format("步数 %s；最大步数 %d 在第 %d 个子游戏，是%s，所以先手%s（Every-SG：每个子游戏里赢的一方尽量拖长、输的一方尽快结束，最后结束的子游戏决定胜负）。",
                        b, max, at + 1, wins ? "奇数" : "偶数", wins ? "必胜" : "必败"),
                String.format("Steps %s; the greatest step is %d, in component %d, and it is %s, so the player to move %s (Every-SG: in "
                        + "each component the winner makes it last and the loser ends it soon, and the component that ends last decides).",
                        b, max, at + 1, wins ? "odd" : "even", wins ? "wins" : "loses")), null);
    }
}
