package boyi.games.classic;

import boyi.games.DescribedFamily;
import boyi.games.Parameters;
import boyi.model.Impartial;
import boyi.model.Move;
import boyi.model.Outcome;
import boyi.model.Symmetric;
import boyi.model.Value;
import boyi.theory.EuclidTheory;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Euclid's game (欧几里得游戏, POJ 2348): two numbers; a move subtracts a positive multiple of the
 * smaller from the larger, leaving it non-negative; whoever makes a number 0 wins. Value and
 * remoteness come exactly from {@link EuclidTheory} in O(log) steps, up to 10^18.
 *
 * <pre>{@code
 * GameInstance<?> e = new EuclidGame().instantiate(Map.of());
 * Analyzer.analyze(e, "34 12").bestMove();   // "subtract 1*12 from 34"
 * }</pre>
 */
public final class EuclidGame extends DescribedFamily {

    private static final Pattern MOVE = Pattern.compile("subtract (\\d+)\\*(\\d+) from (\\d+)");

    /** The two numbers, in the order given. */
    public record Pair(long a, long b) {
    }

    public EuclidGame() {
        super("euclid", "欧几里得游戏", "Euclid's game",
                "Two positive numbers; a move subtracts a positive multiple of the smaller from the larger, leaving it "
                        + "non-negative; whoever makes a number 0 wins.",
                List.of(),
                "the two numbers 0..10^18: 34 12", "34 12");
    }

    @Override
    public String view() {
        return "piles";
    }

    @Override
    public Instance instantiate(Map<String, String> given) {
        return new Instance(this, Parameters.resolve(this, given));
    }

    /** Euclid's game; positions are pairs, a pair with a 0 is over. */
    public static final class Instance extends TheoremInstance<Pair> {

        private final Rules rules = new Rules();

        Instance(EuclidGame family, Map<String, String> parameters) {
            super(family, parameters);
        }

        private final class Rules implements Impartial<Pair>, Symmetric<Pair> {
            @Override
            public List<Move<Pair>> moves(Pair p) {
                if (Math.min(p.a(), p.b()) == 0) {
                    return List.of();
                }
                long q = Math.max(p.a(), p.b()) / Math.min(p.a(), p.b());
                checkMoveCount(family(), format(p), q);
                List<Move<Pair>> out = new ArrayList<>();
                for (long k = 1; k <= q; k++) {
                    out.add(subtract(p, k));
                }
                return out;
            }

            @Override
            public Value primitive(Pair p) {
                return Math.min(p.a(), p.b()) == 0 ? Value.loss(0) : null;
            }

            @Override
            public Pair canonical(Pair p) {
                return p.a() >= p.b() ? p : new Pair(p.b(), p.a());
            }
        }

        /** Subtract k times the smaller from the larger (from the first number when equal). */
        private static Move<Pair> subtract(Pair p, long k) {
            boolean firstIsLarger = p.a() >= p.b();
            long x = firstIsLarger ? p.a() : p.b();
            long y = firstIsLarger ? p.b() : p.a();
            Pair after = firstIsLarger ? new Pair(x - k * y, y) : new Pair(y, x - k * y);
            return new Move<>("subtract " + k + "*" + y + " from " + x, after);
        }

        @Override
        public Impartial<Pair> game() {
            return rules;
        }

        @Override
        public Pair parse(String text) {
            long[] v = numbers(family(), text, "a number", 0, NimGame.LIMIT, 2);
            return new Pair(v[0], v[1]);
        }

        @Override
        public String format(Pair p) {
            return p.a() + " " + p.b();
        }

        @Override
        boolean small(Pair p) {
            return false;
        }

        /** Exact, remoteness included, for every pair: the theorem walks the Euclid quotients. */
        @Override
        public Value value(Pair p) {
            return EuclidTheory.value(p.a(), p.b());
        }

        @Override
        Outcome theoremOutcome(Pair p) {
            return value(p).outcome();
        }

        @Override
        String theoremExplanation(Pair p) {
            return EuclidTheory.explain(p.a(), p.b());
        }

        @Override
        public String explain(Pair p) {
            return theoremExplanation(p) + " Remoteness exact from the quotients.";
        }

        private static long quotient(Pair p) {
            long y = Math.min(p.a(), p.b());
            return y == 0 ? 0 : Math.max(p.a(), p.b()) / y;
        }

        @Override
        public boolean showsAllMoves(Pair p) {
            return quotient(p) <= 40;
        }

        @Override
        public List<Move<Pair>> movesToShow(Pair p) {
            if (showsAllMoves(p)) {
                return rules.moves(p);
            }
            long q = quotient(p);
            List<Move<Pair>> out = new ArrayList<>();
            long k = EuclidTheory.winningMultiple(p.a(), p.b());
            out.add(subtract(p, k));
            for (long j : new long[] {q, q - 1, 1, 2}) {
                addOnce(out, subtract(p, j));
            }
            return out;
        }

        @Override
        public Pair play(Pair p, String name) {
            return playMatching(p, name, MOVE, m -> {
                long k = Long.parseLong(m.group(1));
                long y = Long.parseLong(m.group(2));
                long x = Long.parseLong(m.group(3));
                Move<Pair> move = k >= 1 && k <= quotient(p) ? subtract(p, k) : null;
                boolean legal = move != null && move.name().equals("subtract " + k + "*" + y + " from " + x);
                return legal ? move.result() : null;
            }, "(moves look like \"subtract 2*12 from 34\")");
        }
    }
}
