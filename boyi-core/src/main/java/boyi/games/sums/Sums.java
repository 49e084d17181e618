package boyi.games.sums;

import boyi.games.ComposedGame;
import boyi.games.GameFamily;
import boyi.games.MoveSelection;
import boyi.games.BudgetedSearch;
import boyi.games.TheoremEvaluator;
import boyi.model.Verdict;
import boyi.games.Theorem.Judgement;
import boyi.games.Theorem;
import boyi.model.Evaluator;
import boyi.model.Move;
import boyi.model.Notation;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.solve.GrundySolver;
import boyi.solve.Table;
import boyi.theory.AntiSgTheory;
import boyi.theory.EverySgTheory;
import boyi.util.BadInputException;
import boyi.util.InputText;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.LongFunction;

/**
 * Builds the game instance of a sum of components under a {@link SumRule}: the real rules
 * ({@link SumGame}), the notation, and the evaluators — Sprague–Grundy (XOR) under normal play,
 * the Anti-SG rule under misère play where it holds, Every-SG steps, each with the numbers in its
 * explanation — followed by exact search of the real rules on small positions.
 *
 * <pre>{@code
 * GameInstance<List<Long>> john = Sums.instance(family, values, HeapComponent.NIM, SumRule.MISERE, n -> Optional.empty());
 * Analyzer.analyze(john, "3 5 1").value();   // win
 * }</pre>
 */
public final class Sums {

    /** Positions below which exact search also gives the remoteness. */
    static final double SMALL = 20_000;
    /** The most moves of one component looked through for a win in one move. */
    static final long QUICK_WIN_MOVES = 10_000;
    /** Moves listed in full up to this many. */
    static final long SHOW_ALL = 200;
    /** Components named in an explanation. */
    private static final int NAMED = 8;

    private Sums() {
    }

    public static <C> ComposedGame<List<C>> instance(GameFamily family, Map<String, String> values,
                                                      ComponentRules<C> rules, SumRule rule,
                                                      LongFunction<Optional<Table>> tables) {
        if (rule == SumRule.EVERY_SG && rules.splits()) {
            throw new BadInputException(Text.format("%s：Every-SG 规则要求每步只改变一个子游戏而不拆分，这个游戏会拆分",
                    "%s: the Every-SG rule needs components that never split, and this game splits them", family.id()));
        }
        Parts<C> parts = new Parts<>(family, rules, rule);
        return ComposedGame.of(family, values, parts.game, parts.notation()).evaluators(parts.evaluators())
                .moves(parts.shown())                .reader((p, name) -> Optional.of(parts.play(p, name)), Text.EMPTY).table(tables).build();
    }

    /** A proven period of the Grundy values of one heap, for the table. */
    public record HeapPeriod(long preperiod, long period, Text proof) {
    }

    /** The largest table over n. */
    public static final long MAX_TABLE = 1_000_000;

    /**
     * A sum of heaps with a table over one heap of n = 0..upto: Grundy values under normal play
     * (with the period where one is proven), outcomes under misère play and Every-SG.
     *
     * @param period the proven period of the Grundy values, or null
     */
    public static ComposedGame<List<Long>> heapInstance(GameFamily family, Map<String, String> values,
                                                         ComponentRules<Long> rules, SumRule rule,
                                                         java.util.function.Supplier<HeapPeriod> period) {
        if (rule == SumRule.EVERY_SG && rules.splits()) {
            return instance(family, values, rules, rule, n -> Optional.empty());
        }
        Parts<Long> parts = new Parts<>(family, rules, rule);
        List<Evaluator<List<Long>>> evaluators = parts.evaluators();
        LongFunction<Optional<Table>> tables = upto -> Optional.of(heapTable(family, evaluators, rule, upto, period));
        return ComposedGame.of(family, values, parts.game, parts.notation()).evaluators(evaluators).moves(parts.shown())
                .reader((p, name) -> Optional.of(parts.play(p, name)), Text.EMPTY).table(tables).build();
    }

    private static Table heapTable(GameFamily family, List<Evaluator<List<Long>>> evaluators, SumRule rule, long upto,
                                   java.util.function.Supplier<HeapPeriod> period) {
        if (upto > MAX_TABLE) {
            throw new BadInputException(Text.format("%s：表格最多到 n = %d", "%s: the table goes up to n = %d at most",
                    family.id(), MAX_TABLE));
        }
        long[] row = new long[(int) upto + 1];
        for (int n = 0; n <= upto; n++) {
            // each value may scan a heap's moves: a request's deadline stops the table between values
            boyi.solve.Interruption.checkNow();
            boyi.model.Verdict v = null;
            for (Evaluator<List<Long>> e : evaluators) {
                Optional<boyi.model.Verdict> got = e.evaluate(List.of((long) n));
                if (got.isPresent()) {
                    v = got.get();
                    break;
                }
            }
            if (v == null) {
                throw new boyi.util.TooLargeException(Text.format("%s：n = %d 无法判定", "%s: n = %d cannot be decided", family.id(), n));
            }
            row[n] = rule == SumRule.NORMAL && v.grundy() != null ? v.grundy()
                    : v.value().outcome() == Outcome.WIN ? 1 : v.value().outcome() == Outcome.LOSS ? -1 : 0;
        }
        HeapPeriod p = rule == SumRule.NORMAL && period != null ? period.get() : null;
        if (rule == SumRule.NORMAL) {
            return Table.grundy(row, p == null ? null : new boyi.solve.Periodicity(p.preperiod(), p.period(), 0, true, p.proof()),
                    p == null ? Text.of("一堆 n 个的 SG 值", "Grundy values of one heap of n") : p.proof());
        }
        return new Table(Table.OUTCOME, List.of(Text.same(rule.id())), new long[][] {row}, null,
                Text.of("一堆 n 个，按" + rule.description().zh(), "one heap of n under " + rule.description().en()));
    }

    /** The parts of one instance, sharing the rules and the memos. */
    private static final class Parts<C> {
        final GameFamily family;
        final ComponentRules<C> rules;
        final SumRule rule;
        final SumGame<C> game;
        final SumGame<C> normal;
        final BudgetedSearch<List<C>> search;
        private GrundySolver<List<C>> grundySearch;
        private final EverySgSteps<C> steps;

        Parts(GameFamily family, ComponentRules<C> rules, SumRule rule) {
            this.family = family;
            this.rules = rules;
            this.rule = rule;
            this.game = SumGame.of(rules, rule);
            this.normal = SumGame.of(rules, SumRule.NORMAL);
            this.search = new BudgetedSearch<>(game, notation(), p -> weight(p) <= SMALL);
            this.steps = new EverySgSteps<>(rules, BudgetedSearch.DEFAULT_BUDGET);
        }

        double weight(List<C> p) {
            double w = 1;
            for (C c : p) {
                w *= rules.weight(c);
            }
            if (rule == SumRule.EVERY_SG) {
                w *= p.size();
            }
            return w;
        }

        Notation<List<C>> notation() {
            SumGame<C> g = game;
            return new Notation<>() {
                @Override
                public List<C> parse(String text) {
                    String t = text.trim();
                    if (t.isEmpty()) {
                        throw new BadInputException(Text.of(family.id() + "：局面为空，应写出至少一个" + rules.word().zh(),
                                family.id() + ": the position is empty; write at least one " + rules.word().en()));
                    }
                    String[] words = t.split(rules.separator().isBlank() ? "[\\s,]+" : "\\s*" + rules.separator().trim() + "\\s*");
                    List<C> out = new ArrayList<>(words.length);
                    for (String w : words) {
                        out.add(rules.parse(w));
                    }
                    return List.copyOf(out);
                }

                @Override
                public String format(List<C> position) {
                    StringBuilder b = new StringBuilder();
                    for (C c : position) {
                        b.append(b.length() > 0 ? rules.separator() : "").append(rules.format(c));
                    }
                    return b.toString();
                }

                @Override
                public Text label(List<C> from, Move<List<C>> move) {
                    return g.label(from, move);
                }
            };
        }

        /** The Grundy value of one component: closed form, else search when small, else null. */
        Long grundy(C c) {
            OptionalLong closed = rules.grundy(c);
            if (closed.isPresent()) {
                return closed.getAsLong();
            }
            if (rules.weight(c) > SMALL) {
                return null;
            }
            synchronized (this) {
                if (grundySearch == null) {
                    grundySearch = new GrundySolver<>((SumGame.Normal<C>) normal, BudgetedSearch.DEFAULT_BUDGET);
                }
                return (long) grundySearch.grundy(List.of(c));
            }
        }

        /** The Every-SG step of one component: closed form, else search when small, else null. */
        Long step(C c) {
            OptionalLong closed = rules.step(c);
            if (closed.isPresent()) {
                return closed.getAsLong();
            }
            return rules.weight(c) > SMALL ? null : steps.step(c);
        }

        List<Evaluator<List<C>>> evaluators() {
            List<Evaluator<List<C>>> out = new ArrayList<>();
            Notation<List<C>> notation = notation();
            switch (rule) {
                case NORMAL -> out.addAll(TheoremEvaluator.withRemoteness(new Theorem<>(Text.of("SG 定理（异或和）",
                        "Sprague–Grundy theorem (XOR)"), this::normalJudgement), winInOneOrSearch(), game, notation));
                case MISERE -> {
                    if (rules.antiSg()) {
                        out.addAll(TheoremEvaluator.withRemoteness(new Theorem<>(Text.of("Anti-SG（SJ 定理）",
                                "Anti-SG rule (SJ theorem)"), this::antiSgJudgement), search, game, notation));
                    }
                }
                case EVERY_SG -> out.addAll(TheoremEvaluator.withRemoteness(new Theorem<>(Text.of("Every-SG 步数",
                        "Every-SG steps"), this::everySgJudgement), search, game, notation));
            }
            out.add(search.lastResort());
            return out;
        }

        /** The exact value by {@link #winInOne} without a search, else by the search where the position is small. */
        private Evaluator<List<C>> winInOneOrSearch() {
            return new Evaluator<>() {
                @Override
                public Optional<Verdict> evaluate(List<C> p) {
                    return search.evaluate(p);
                }

                @Override
                public Optional<Value> value(List<C> p) {
                    Value over = game.primitive(p);   // the position a win in one leaves, however large
                    return over != null ? Optional.of(over) : winInOne(p).or(() -> search.value(p));
                }
            };
        }

        /**
         * Win in 1 without a search, under normal play: one component can still move and one of
         * its moves leaves nothing to move (a Lasker's Nim heap of 100 taken whole). Exact: no
         * win is quicker. Components with more than {@link #QUICK_WIN_MOVES} moves are not looked at.
         */
        Optional<Value> winInOne(List<C> p) {
            C live = null;
            for (C c : p) {
                if (rules.moveCount(c) > 0) {
                    if (live != null) {
                        return Optional.empty();
                    }
                    live = c;
                }
            }
            if (live == null || rules.moveCount(live) > QUICK_WIN_MOVES) {
                return Optional.empty();
            }
            for (ComponentMove<C> m : rules.moves(live)) {
                if (m.parts().stream().allMatch(part -> rules.moveCount(part) == 0)) {
                    return Optional.of(Value.win(1));
                }
            }
            return Optional.empty();
        }

        private long[] grundies(List<C> p) {
            long[] g = new long[p.size()];
            for (int i = 0; i < g.length; i++) {
                Long v = grundy(p.get(i));
                if (v == null) {
                    return null;
                }
                g[i] = v;
            }
            return g;
        }

        private Text xorText(List<C> p, long[] g, long x) {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < g.length && i < NAMED; i++) {
                b.append(i > 0 ? " xor " : "").append("G(").append(rules.format(p.get(i))).append(")=").append(g[i]);
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
            long[] g = grundies(p);
            if (g == null) {
                return null;
            }
            long x = 0;
            for (long v : g) {
                x ^= v;
            }
            Text head = xorText(p, g, x).then(Text.of("（" + rules.grundyRule().zh() + "）。", "(" + rules.grundyRule().en() + ")."));
            if (x == 0) {
                return new Judgement(Outcome.LOSS, head.then(Text.of("异或和为 0：无论怎么走都会使它变为非 0，先手必败（SG 定理）。",
                        "The XOR is 0: every move makes it non-zero, so the player to move loses (Sprague–Grundy).")), 0L);
            }
            Text move = Text.of("", "");
            for (Move<List<C>> m : normalWinningMoves(p, g, x, 1)) {
                move = Text.of("，例如" + game.label(p, m).zh(), ", e.g. " + game.label(p, m).en());
            }
            return new Judgement(Outcome.WIN, head.then(Text.of("异或和不为 0：先手必胜，把某个子游戏的 SG 值 g 变为 g 异或 " + x
                    + "，使异或和变为 0" + move.zh() + "（SG 定理）。", "The XOR is not 0: the player to move wins by changing one component's value g to g xor "
                    + x + ", leaving XOR 0" + move.en() + " (Sprague–Grundy).")), x);
        }

        /** Up to {@code limit} moves to XOR 0, closed form where known, else among the listed moves. */
        List<Move<List<C>>> normalWinningMoves(List<C> p, long[] g, long x, int limit) {
            List<Move<List<C>>> out = new ArrayList<>();
            for (int i = 0; i < p.size() && out.size() < limit; i++) {
                long target = g[i] ^ x;
                if (target >= g[i]) {
                    continue;
                }
                Optional<ComponentMove<C>> m = rules.moveToGrundy(p.get(i), target);
                if (m.isEmpty() && rules.moveCount(p.get(i)) <= 10_000) {
                    for (ComponentMove<C> c : rules.moves(p.get(i))) {
                        if (partsGrundy(c) == target) {
                            m = Optional.of(c);
                            break;
                        }
                    }
                }
                int at = i;
                m.ifPresent(c -> out.add(game.single(p, at, c)));
            }
            return out;
        }

        private long partsGrundy(ComponentMove<C> m) {
            long x = 0;
            for (C c : m.parts()) {
                Long v = grundy(c);
                if (v == null) {
                    return -1;
                }
                x ^= v;
            }
            return x;
        }

        Judgement antiSgJudgement(List<C> p) {
            long[] g = grundies(p);
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
            Text head = xorText(p, g, x).then(Text.of("（" + rules.grundyRule().zh() + "）；", "(" + rules.grundyRule().en() + ");"));
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
                Long s = step(p.get(i));
                if (s == null) {
                    return null;
                }
                if (i < NAMED) {
                    b.append(i > 0 ? ", " : "").append("S(").append(rules.format(p.get(i))).append(")=").append(s);
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

        MoveSelection<List<C>> shown() {
            return new MoveSelection<>() {
                @Override
                public List<Move<List<C>>> moves(List<C> p) {
                    if (complete(p)) {
                        return game.moves(p);
                    }
                    return interestingMoves(p);
                }

                @Override
                public boolean complete(List<C> p) {
                    return countMoves(p) <= SHOW_ALL;
                }
            };
        }

        long countMoves(List<C> p) {
            if (rule != SumRule.EVERY_SG) {
                return game.singleMoveCount(p);
            }
            long count = 1;
            for (C c : p) {
                long k = rules.moveCount(c);
                if (k > 0) {
                    count = k > SHOW_ALL || count * k > SHOW_ALL ? SHOW_ALL + 1 : count * k;
                }
            }
            return game.allOver(p) ? 0 : count;
        }

        List<Move<List<C>>> interestingMoves(List<C> p) {
            List<Move<List<C>>> out = new ArrayList<>();
            if (rule == SumRule.EVERY_SG) {
                StringBuilder name = new StringBuilder();
                List<C> after = new ArrayList<>(p);
                for (int i = 0; i < p.size(); i++) {
                    if (rules.moveCount(p.get(i)) == 0) {
                        continue;
                    }
                    Optional<ComponentMove<C>> m = rules.stepMove(p.get(i));
                    if (m.isEmpty()) {
                        return out;
                    }
                    name.append(name.length() > 0 ? "; " : "").append(game.prefix(i)).append(m.get().name());
                    after.set(i, m.get().parts().get(0));
                }
                out.add(new Move<>(name.toString(), List.copyOf(after)));
                return out;
            }
            long[] g = grundies(p);
            if (g != null) {
                long x = 0;
                for (long v : g) {
                    x ^= v;
                }
                if (rule == SumRule.NORMAL || bigCount(g) >= 2) {
                    out.addAll(normalWinningMoves(p, g, x, 20));
                } else if (bigCount(g) == 1) {
                    for (int i = 0; i < g.length; i++) {
                        if (g[i] > 1) {
                            long ones = x ^ g[i];             // the parity of the other 1-values
                            int at = i;
                            rules.moveToGrundy(p.get(i), ones == 1 ? 0 : 1).ifPresent(m -> out.add(game.single(p, at, m)));
                        }
                    }
                }
            }
            for (int i = 0; i < p.size() && i < 10; i++) {
                if (rules.moveCount(p.get(i)) <= 20) {
                    for (ComponentMove<C> m : rules.moves(p.get(i))) {
                        Move<List<C>> whole = game.single(p, i, m);
                        if (out.stream().noneMatch(o -> o.name().equals(whole.name()))) {
                            out.add(whole);
                        }
                    }
                }
            }
            return out;
        }

        private static int bigCount(long[] g) {
            int n = 0;
            for (long v : g) {
                n += v > 1 ? 1 : 0;
            }
            return n;
        }

        /** The position after the named move (its move-syntax name or either label). */
        List<C> play(List<C> p, String name) {
            String wanted = name.trim();
            if (countMoves(p) <= SumGame.MOVE_LIMIT && (rule != SumRule.EVERY_SG || countMoves(p) <= SHOW_ALL)) {
                List<Move<List<C>>> moves = game.moves(p);
                for (Move<List<C>> m : moves) {
                    if (m.name().equals(wanted)) {
                        return m.result();
                    }
                }
                for (Move<List<C>> m : moves) {
                    Text label = game.label(p, m);
                    if (InputText.normalize(label.zh()).equals(wanted) || label.en().equals(wanted)) {
                        return m.result();
                    }
                }
            } else {
                List<C> after = new ArrayList<>(p);
                boolean ok = !wanted.isEmpty();
                java.util.Set<Integer> moved = new java.util.HashSet<>();
                for (String part : wanted.split(";\\s*")) {
                    ok &= playOne(p, after, part, moved);
                }
                if (rule == SumRule.EVERY_SG) {
                    for (int i = 0; i < p.size(); i++) {
                        ok &= moved.contains(i) || rules.moveCount(p.get(i)) == 0;
                    }
                } else {
                    ok &= moved.size() == 1;
                }
                if (ok) {
                    List<C> flat = new ArrayList<>();
                    for (Object o : after) {
                        if (o instanceof Split<?> s) {
                            @SuppressWarnings("unchecked")
                            List<C> parts = (List<C>) s.parts();
                            flat.addAll(parts);
                        } else {
                            @SuppressWarnings("unchecked")
                            C c = (C) o;
                            flat.add(c);
                        }
                    }
                    return List.copyOf(flat);
                }
            }
            throw new BadInputException(Text.format("\"%s\" 不是局面 %s 的合法走法（走法写作 \"%s1: ...\"）",
                    "\"%s\" is not a legal move in %s (moves look like \"%s1: ...\")", wanted, notation().format(p),
                    rules.word().en() + " "));
        }

        private record Split<C>(List<C> parts) {
        }

        @SuppressWarnings({"unchecked", "rawtypes"})
        private boolean playOne(List<C> p, List after, String part, java.util.Set<Integer> moved) {
            String prefix = rules.word().en() + " ";
            int colon = part.indexOf(": ");
            if (!part.startsWith(prefix) || colon < 0) {
                return false;
            }
            int i;
            try {
                i = Integer.parseInt(part.substring(prefix.length(), colon).trim()) - 1;
            } catch (NumberFormatException e) {
                return false;
            }
            if (i < 0 || i >= p.size() || !moved.add(i)) {
                return false;
            }
            Optional<ComponentMove<C>> m = parseMove(p.get(i), part.substring(colon + 2).trim());
            if (m.isEmpty()) {
                return false;
            }
            after.set(i, m.get().parts().size() == 1 ? m.get().parts().get(0) : new Split<>(m.get().parts()));
            return true;
        }

        private Optional<ComponentMove<C>> parseMove(C c, String inner) {
            return rules.move(c, inner);
        }
    }

}
