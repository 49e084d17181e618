package boyi.games.takeaway;

import boyi.games.ViewKind;
import boyi.games.ComposedGame;
import boyi.games.DescribedFamily;
import boyi.games.GameFamily;
import boyi.games.GameInstance;
import boyi.games.MoveSelection;
import boyi.games.MoveSyntax;
import boyi.games.Parameter;
import boyi.games.Parameters;
import boyi.games.TheoremEvaluator;
import boyi.model.Game;
import boyi.model.Impartial;
import boyi.model.Move;
import boyi.model.Notation;
import boyi.model.Value;
import boyi.solve.Table;
import boyi.theory.Bash;
import boyi.util.BadInputException;
import boyi.util.InputText;
import boyi.util.Text;
import boyi.util.TooLargeException;
import boyi.util.WholeNumber;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.TreeSet;

/**
 * Bash's game (巴什博弈), normal and misère, solved by the closed form in {@link Bash} for piles
 * and takes up to 10^18. Counting to 100 (报数: say 1..10 more each turn, whoever says 100 wins)
 * is {@code bash 10 100}.
 *
 * <pre>{@code
 * GameInstance<Long> g = new BashGame().instantiate(Map.of("m", "10"));
 * Analyzer.analyze(g, "100").bestMove();   // "take 1": 100 mod 11 = 1
 * }</pre>
 */
public final class BashGame extends DescribedFamily {

    /** {@code take 2}, in Chinese {@code 取 2 个}. */
    private static final MoveSyntax MOVE = new MoveSyntax("take (\\d{1,19})", m -> "取 " + m.group(1) + " 个");

    public BashGame() {
        super("bash", "巴什博弈", "Bash's game",
                Text.of("一堆石子，每次取 1 到 m 个；正常规则下取走最后一个的人获胜，反常规则下取走最后一个的人输。"
                                + "报数游戏（每次报 1 到 10 个数，谁报到 100 谁赢）就是 m=10、一堆 100 个。",
                        "One pile; a move takes 1 to m stones; under normal play whoever takes the last stone wins, under "
                                + "misère play whoever takes the last stone loses. Counting to 100 by adding 1..10 (报数) is m=10 "
                                + "with a pile of 100."),
                List.of(
                        new Parameter("m", Text.of("每次最多取的石子数，1..10^18", "the most stones a move may take, 1..10^18"), "3", null),
                        new Parameter("play", Text.of("正常规则（走最后一步的一方胜，写作 normal）或反常规则（走最后一步的一方负，写作 misere）",
                                "normal (last stone wins) or misere (last stone loses)"), "normal", "normal", List.of("normal", "misere"))),
                Text.of("石子数 0..10^18：10", "the pile size, 0..10^18: 10"), "10");
    }

    @Override
    public ViewKind view() {
        return ViewKind.BALLS;
    }

    @Override
    public GameInstance<Long> instantiate(Map<String, String> given) {
        Map<String, String> v = Parameters.resolve(this, given);
        long m = Parameters.longValue(this, "m", v.get("m"), 1, WholeNumber.E18);
        boolean misere = PlayConvention.misere(this, v);
        Game<Long> rules = misere ? new Rules(m, misere) : new NormalRules(m);
        return ComposedGame.of(this, PlayConvention.shown("m", Long.toString(m), misere), rules, new Pile(this))
                .evaluators(new TheoremEvaluator<>(n -> Bash.verdict(n, m, misere)))
                .moves(new Selection(rules, m, misere))
                .reader((n, name) -> read(n, m, name), Text.format("取 t 个，1 ≤ t ≤ min(n, %d)，如 \"取 1 个\"",
                        "take t with 1 <= t <= min(n, %d), e.g. \"take 1\"", m))
                .table(upto -> table(upto, m, misere))
                .build();
    }

    /** The moves and end of a pile; the normal-play version is impartial. */
    private static class Rules implements Game<Long> {
        final long m;
        final boolean misere;

        Rules(long m, boolean misere) {
            this.m = m;
            this.misere = misere;
        }

        @Override
        public List<Move<Long>> moves(Long n) {
            long k = Math.min(n, m);
            if (k > 1_000_000) {
                throw new TooLargeException(Text.format("一堆 %d 个、m=%d 时有 %d 种着法，太多，无法一一列出",
                        "a pile of %d with m=%d has %d moves; too many to list", n, m, k));
            }
            List<Move<Long>> out = new ArrayList<>();
            for (long t = 1; t <= k; t++) {
                out.add(take(n, t));
            }
            return out;
        }

        @Override
        public Value primitive(Long n) {
            return n == 0 ? (misere ? Value.win(0) : Value.loss(0)) : null;
        }
    }

    private static final class NormalRules extends Rules implements Impartial<Long> {
        NormalRules(long m) {
            super(m, false);
        }
    }

    /** A pile size 0..10^18; moves are labelled {@code 取 2 个} / {@code take 2}. */
    private record Pile(GameFamily family) implements Notation<Long> {
        @Override
        public Long parse(String text) {
            String t = InputText.normalize(text).trim();
            OptionalLong n = WholeNumber.parse(t, 0, WholeNumber.E18);
            if (n.isPresent()) {
                return n.getAsLong();
            }
            String shown = InputText.shorten(t, 40);
            throw new BadInputException(family.id(), Text.format("局面 \"%s\"：应为石子数，0..10^18 的整数",
                    "position \"%s\": expected the pile size, a whole number 0..10^18", shown));
        }

        @Override
        public String format(Long n) {
            return Long.toString(n);
        }

        @Override
        public Text label(Long from, Move<Long> m) {
            return MOVE.label(m.name());
        }
    }

    private static Move<Long> take(long n, long t) {
        return new Move<>("take " + t, n - t);
    }

    private static Optional<Long> read(long n, long m, String name) {
        return MOVE.read(name, x -> {
            long t = Long.parseLong(x.group(1));
            return t >= 1 && t <= Math.min(n, m) ? n - t : null;
        });
    }

    /** Every take up to the list limit, else takes 1, 2, the winning take and the two largest. */
    private record Selection(Game<Long> rules, long m, boolean misere) implements MoveSelection<Long> {
        @Override
        public List<Move<Long>> moves(Long n) {
            if (complete(n)) {
                return rules.moves(n);
            }
            long k = Math.min(n, m);
            TreeSet<Long> takes = new TreeSet<>(List.of(1L, 2L, k - 1, k));
            long win = Bash.winningTake(n, m, misere);
            if (win > 0) {
                takes.add(win);
            }
            return takes.stream().map(t -> take(n, t)).toList();
        }

        @Override
        public boolean complete(Long n) {
            return Math.min(n, m) <= LIST_LIMIT;
        }

        @Override
        public OptionalLong total(Long n) {
            return OptionalLong.of(Math.min(n, m));
        }
    }

    private static Optional<Table> table(long upto, long m, boolean misere) {
        TableLimit.check(Text.of("表", "a table"), upto, 1);
        long[][] values = new long[1][(int) upto + 1];
        for (int n = 0; n <= upto; n++) {
            values[0][n] = Bash.value(n, m, misere).outcome().number();
        }
        Text why = misere
                ? Text.format("巴什定理（反常规则）：n = 0 必胜，n 除以 %1$d 余 1 必败，其余必胜。",
                        "Bash theorem (misère): n = 0 wins and n mod %1$d = 1 loses, everything else wins.", m + 1)
                : Text.format("巴什定理：n 是 %1$d 的倍数时必败，其余必胜。",
                        "Bash theorem: n mod %1$d = 0 loses, everything else wins.", m + 1);
        return Optional.of(new Table(Table.OUTCOME, List.of(Text.of("胜负", "outcome")), values,
                new boyi.solve.Periodicity(0, m + 1, 0, true, why), why));
    }
}
