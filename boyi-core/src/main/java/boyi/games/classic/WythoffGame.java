package boyi.games.classic;

import boyi.solve.Table;
import boyi.games.DescribedFamily;
import boyi.games.Parameters;
import boyi.model.Impartial;
import boyi.model.Move;
import boyi.model.Outcome;
import boyi.model.Symmetric;
import boyi.model.Value;
import boyi.theory.WythoffTheory;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Wythoff's game (威佐夫博弈): two piles; a move takes any positive number from one pile or the
 * same positive number from both; whoever takes the last stone wins. Decided exactly by
 * {@link WythoffTheory} (integer square roots, no floating point) for piles up to 10^18.
 *
 * <pre>{@code
 * GameInstance<?> w = new WythoffGame().instantiate(Map.of());
 * Analyzer.analyze(w, "7 10").bestMove();   // "take 1 from pile 1": (6, 10) is cold
 * }</pre>
 */
public final class WythoffGame extends DescribedFamily {

    private static final Pattern MOVE = Pattern.compile("take (\\d+) from (pile 1|pile 2|both)");
    /** The widest table (21 rows of outcomes). */
    private static final long TABLE_LIMIT = 100_000;

    /** Two piles, in the order given. */
    public record Piles(long a, long b) {
    }

    public WythoffGame() {
        super("wythoff", "威佐夫博弈", "Wythoff's game",
                "Two piles; a move takes any positive number of stones from one pile, or the same positive number from "
                        + "both; whoever takes the last stone wins.",
                List.of(),
                "the two pile sizes 0..10^18: 7 10", "7 10");
    }

    @Override
    public String view() {
        return "piles";
    }

    @Override
    public Instance instantiate(Map<String, String> given) {
        return new Instance(this, Parameters.resolve(this, given));
    }

    /** Wythoff's game; positions are pairs of piles. */
    public static final class Instance extends TheoremInstance<Piles> {

        private final Rules rules = new Rules();

        Instance(WythoffGame family, Map<String, String> parameters) {
            super(family, parameters);
        }

        private final class Rules implements Impartial<Piles>, Symmetric<Piles> {
            @Override
            public List<Move<Piles>> moves(Piles p) {
                checkMoveCount(family(), format(p), Math.min(p.a() + p.b() + Math.min(p.a(), p.b()), NimGame.LIMIT * 3));
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

        private static Move<Piles> take(Piles p, long k, String where) {
            Piles after = switch (where) {
                case "pile 1" -> new Piles(p.a() - k, p.b());
                case "pile 2" -> new Piles(p.a(), p.b() - k);
                default -> new Piles(p.a() - k, p.b() - k);
            };
            return new Move<>("take " + k + " from " + where, after);
        }

        /** The move from p to q (q one of the positions in reach). */
        private static Move<Piles> moveTo(Piles p, long a, long b) {
            if (a == p.a()) {
                return take(p, p.b() - b, "pile 2");
            }
            if (b == p.b()) {
                return take(p, p.a() - a, "pile 1");
            }
            return take(p, p.a() - a, "both");
        }

        @Override
        public Impartial<Piles> game() {
            return rules;
        }

        @Override
        public Piles parse(String text) {
            long[] v = numbers(family(), text, "a pile size", 0, NimGame.LIMIT, 2);
            return new Piles(v[0], v[1]);
        }

        @Override
        public String format(Piles p) {
            return p.a() + " " + p.b();
        }

        @Override
        boolean small(Piles p) {
            return p.a() <= 60 && p.b() <= 60;
        }

        @Override
        Outcome theoremOutcome(Piles p) {
            return WythoffTheory.isCold(p.a(), p.b()) ? Outcome.LOSS : Outcome.WIN;
        }

        @Override
        String theoremExplanation(Piles p) {
            return WythoffTheory.explain(p.a(), p.b());
        }

        @Override
        public boolean showsAllMoves(Piles p) {
            return p.a() + p.b() <= 60;
        }

        @Override
        public List<Move<Piles>> movesToShow(Piles p) {
            if (showsAllMoves(p)) {
                return rules.moves(p);
            }
            List<Move<Piles>> out = new ArrayList<>();
            for (long[] w : WythoffTheory.winningMoves(p.a(), p.b())) {
                addOnce(out, moveTo(p, w[0], w[1]));
            }
            long both = Math.min(p.a(), p.b());
            for (long k : new long[] {1, p.a()}) {
                if (k >= 1 && k <= p.a()) {
                    addOnce(out, take(p, k, "pile 1"));
                }
            }
            for (long k : new long[] {1, p.b()}) {
                if (k >= 1 && k <= p.b()) {
                    addOnce(out, take(p, k, "pile 2"));
                }
            }
            for (long k : new long[] {1, both}) {
                if (k >= 1 && k <= both) {
                    addOnce(out, take(p, k, "both"));
                }
            }
            return out;
        }

        /** Rows a = 0..min(upto, 20), columns b = 0..upto: the cold positions stand out as '-'. */
        @Override
        public Optional<Table> table(long upto) {
            if (upto > TABLE_LIMIT) {
                throw new TooLargeException("wythoff: the table goes up to b = " + TABLE_LIMIT + ", not " + upto);
            }
            int rows = (int) Math.min(upto, 20) + 1;
            long[][] values = new long[rows][(int) upto + 1];
            List<boyi.util.Text> names = new ArrayList<>();
            for (int a = 0; a < rows; a++) {
                names.add(boyi.util.Text.same("a=" + a));
                for (int b = 0; b <= upto; b++) {
                    values[a][b] = WythoffTheory.isCold(a, b) ? -1 : 1;
                }
            }
            return Optional.of(new Table(Table.OUTCOME, names, values, null, boyi.util.Text.of(
                    "行是第一堆 a，列是第二堆 b。必败（'-'）的局面是冷位置 (floor(k phi), floor(k phi) + k) 及其对称位置。",
                    "Rows: the first pile a; columns: the second pile b. The lost ('-') positions are the cold pairs "
                            + "(floor(k phi), floor(k phi) + k) and their mirror images.")));
        }

        @Override
        public Piles play(Piles p, String name) {
            return playMatching(p, name, MOVE, m -> {
                long k = Long.parseLong(m.group(1));
                String where = m.group(2);
                long limit = where.equals("pile 1") ? p.a() : where.equals("pile 2") ? p.b() : Math.min(p.a(), p.b());
                return k >= 1 && k <= limit ? take(p, k, where).result() : null;
            }, "(moves look like \"take 3 from pile 1\", \"take 2 from both\")");
        }
    }
}
