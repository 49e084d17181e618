package boyi.games.classic;

import boyi.games.ViewKind;
import boyi.games.MoveLimit;

import boyi.games.BudgetedSearch;
import boyi.games.ComposedGame;
import boyi.games.DescribedFamily;
import boyi.games.ExactRemoteness;
import boyi.games.GameInstance;
import boyi.games.MoveSelection;
import boyi.games.MoveSyntax;
import boyi.games.Parameters;
import boyi.games.TheoremEvaluator;
import boyi.model.Impartial;
import boyi.model.Move;
import boyi.model.MoveShape;
import boyi.model.Symmetric;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.solve.Table;
import boyi.theory.WythoffTheory;
import boyi.util.Text;
import boyi.util.TooLargeException;
import boyi.util.WholeNumber;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Function;

/**
 * Wythoff's game (威佐夫博弈): two piles; a move takes any positive number from one pile or the
 * same positive number from both; whoever takes the last stone wins. Decided exactly by
 * {@link WythoffTheory} (integer square roots, no floating point) for piles up to 10^18; exact
 * search gives the remoteness of piles up to 60.
 *
 * <pre>{@code
 * GameInstance<WythoffGame.Piles> w = new WythoffGame().instantiate(Map.of());
 * Analyzer.analyze(w, "7 10").bestMove();   // "take 1 from pile 1": (6, 10) is cold
 * }</pre>
 */
public final class WythoffGame extends DescribedFamily {

    /** {@code take 3 from pile 1}, {@code take 2 from both}; in Chinese {@code 从第 1 堆取 3 个}, {@code 两堆各取 2 个}. */
    private static final MoveSyntax MOVE = new MoveSyntax("take (\\d{1,19}) from (pile 1|pile 2|both)",
            m -> m.group(2).equals("both") ? "两堆各取 " + m.group(1) + " 个" : "从第 " + m.group(2).substring(5) + " 堆取 " + m.group(1) + " 个");
    /** The widest table (21 rows of outcomes). */
    private static final long TABLE_LIMIT = 100_000;
    private static final long SEARCHED = 60;

    /** Two piles, in the order given. */
    public record Piles(long a, long b) {
    }

    public WythoffGame() {
        super("wythoff", "威佐夫博弈", "Wythoff's game",
                Text.of("两堆石子，每次从一堆取走任意正数个，或者从两堆取走同样多的正数个；取走最后一个的人获胜。",
                        "Two piles; a move takes any positive number of stones from one pile, or the same positive number from "
                                + "both; whoever takes the last stone wins."),
                List.of(),
                Text.of("两堆的石子数 0..10^18：7 10", "the two pile sizes 0..10^18: 7 10"), "7 10");
    }

    @Override
    public ViewKind view() {
        return ViewKind.PILES;
    }

    @Override
    public GameInstance<Piles> instantiate(Map<String, String> given) {
        Rules rules = new Rules();
        PairNotation<Piles> notation = new PairNotation<>(this, Text.of("堆的大小", "a pile size"), Piles::new, Piles::a, Piles::b,
                (p, m) -> MOVE.label(m.name()));
        Function<Piles, Verdict> theorem = p -> WythoffTheory.verdict(p.a(), p.b());
        BudgetedSearch<Piles> search = new BudgetedSearch<>(rules, notation, p -> p.a() <= SEARCHED && p.b() <= SEARCHED);
        return ComposedGame.of(this, Parameters.resolve(this, given), rules, notation)
                .evaluators(TheoremEvaluator.withRemoteness(theorem, search, rules, notation))
                .moves(new Selection(rules))
                .reader(WythoffGame::read, Text.of("着法形如 \"从第 1 堆取 3 个\"、\"两堆各取 2 个\"",
                        "moves look like \"take 3 from pile 1\", \"take 2 from both\""))
                .table(WythoffGame::table)
                .build();
    }

    private final class Rules implements Impartial<Piles>, Symmetric<Piles> {
        @Override
        public List<Move<Piles>> moves(Piles p) {
            MoveLimit.check(WythoffGame.this, p.a() + " " + p.b(), count(p));
            List<Move<Piles>> out = new ArrayList<>();
            for (long k = 1; k <= p.a(); k++) {
                out.add(take(p, k, "pile 1"));
            }
            for (long k = 1; k <= p.b(); k++) {
                out.add(take(p, k, "pile 2"));
            }
            for (long k = 1; k <= Math.min(p.a(), p.b()); k++) {
                out.add(take(p, k, "both"));
            }
            return out;
        }

        @Override
        public Value primitive(Piles p) {
            return p.a() == 0 && p.b() == 0 ? Value.loss(0) : null;
        }

        @Override
        public Piles canonical(Piles p) {
            return p.a() <= p.b() ? p : new Piles(p.b(), p.a());
        }
    }

    /** The number of moves, a + b + min(a, b), saturated at 3*10^18 (no overflow). */
    private static long count(Piles p) {
        return Math.min(p.a() + p.b() + Math.min(p.a(), p.b()), 3 * WholeNumber.E18);
    }

    private static Move<Piles> take(Piles p, long k, String where) {
        Piles after = switch (where) {
            case "pile 1" -> new Piles(p.a() - k, p.b());
            case "pile 2" -> new Piles(p.a(), p.b() - k);
            default -> new Piles(p.a() - k, p.b() - k);
        };
        MoveShape shape = where.equals("both") ? MoveShape.of("both") : MoveShape.of("pile").with("pile", where.equals("pile 1") ? 1 : 2);
        return new Move<>("take " + k + " from " + where, after, shape.with("amount", k));
    }

    /** The move from p to (a, b) (one of the positions in reach). */
    private static Move<Piles> moveTo(Piles p, long a, long b) {
        if (a == p.a()) {
            return take(p, p.b() - b, "pile 2");
        }
        if (b == p.b()) {
            return take(p, p.a() - a, "pile 1");
        }
        return take(p, p.a() - a, "both");
    }

    private static Optional<Piles> read(Piles p, String name) {
        return MOVE.read(name, m -> {
            long k = Long.parseLong(m.group(1));
            String where = m.group(2);
            long limit = where.equals("pile 1") ? p.a() : where.equals("pile 2") ? p.b() : Math.min(p.a(), p.b());
            return k >= 1 && k <= limit ? take(p, k, where).result() : null;
        });
    }

    /** Every move up to the list limit, else the winning moves and the smallest and largest take of each kind. */
    private record Selection(Rules rules) implements MoveSelection<Piles> {
        @Override
        public List<Move<Piles>> moves(Piles p) {
            if (complete(p)) {
                return rules.moves(p);
            }
            List<Move<Piles>> out = new ArrayList<>();
            for (long[] w : WythoffTheory.winningMoves(p.a(), p.b())) {
                MoveSelection.addOnce(out, moveTo(p, w[0], w[1]));
            }
            long both = Math.min(p.a(), p.b());
            for (String where : List.of("pile 1", "pile 2", "both")) {
                long most = where.equals("pile 1") ? p.a() : where.equals("pile 2") ? p.b() : both;
                for (long k : new long[] {1, most}) {
                    if (k >= 1 && k <= most) {
                        MoveSelection.addOnce(out, take(p, k, where));
                    }
                }
            }
            return out;
        }

        @Override
        public boolean complete(Piles p) {
            return count(p) <= LIST_LIMIT;
        }

        @Override
        public OptionalLong total(Piles p) {
            return OptionalLong.of(count(p));
        }
    }

    /** Rows a = 0..min(upto, 20), columns b = 0..upto: the cold positions stand out as '-'. */
    private static Optional<Table> table(long upto) {
        if (upto > TABLE_LIMIT) {
            throw new TooLargeException(Text.format("wythoff：表最多到 b = %d，不能到 %d", "wythoff: the table goes up to b = %d, not %d",
                    TABLE_LIMIT, upto));
        }
        int rows = (int) Math.min(upto, 20) + 1;
        long[][] values = new long[rows][(int) upto + 1];
        List<Text> names = new ArrayList<>();
        for (int a = 0; a < rows; a++) {
            names.add(Text.same("a=" + a));
            // a cold pair (x, x + k) has x = floor(k phi) >= k, so its larger pile is at most twice
            // the smaller: b > 2a is never cold (2.1 million exact tests took seconds past any deadline)
            for (int b = 0; b <= upto; b++) {
                values[a][b] = b <= 2 * a && WythoffTheory.isCold(a, b) ? -1 : 1;
            }
        }
        return Optional.of(new Table(Table.OUTCOME, names, values, null, Text.of(
                "行是第一堆 a，列是第二堆 b。必败（负）的局面是冷位置 (floor(k phi), floor(k phi) + k) 及其对称位置。",
                "Rows: the first pile a; columns: the second pile b. The lost ('-') positions are the cold pairs "
                        + "(floor(k phi), floor(k phi) + k) and their mirror images.")));
    }
}
