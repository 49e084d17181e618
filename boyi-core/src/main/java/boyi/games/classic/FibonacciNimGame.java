package boyi.games.classic;

import boyi.games.DescribedFamily;
import boyi.games.Parameters;
import boyi.model.Impartial;
import boyi.model.Move;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.theory.FibonacciNimTheory;
import boyi.theory.ZeckendorfTheory;
import boyi.util.BadInputException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Fibonacci Nim (斐波那契博弈): one pile; the first move takes at least 1 but not all, then each
 * move takes at least 1 and at most twice the previous take; whoever takes the last stone wins.
 * A position is (stones left, the most the mover may take), decided by
 * {@link FibonacciNimTheory} (Zeckendorf) up to 10^18.
 *
 * <pre>{@code
 * GameInstance<?> f = new FibonacciNimGame().instantiate(Map.of());
 * Analyzer.analyze(f, "20").bestMove();   // "take 2": 20 = 13 + 5 + 2
 * }</pre>
 */
public final class FibonacciNimGame extends DescribedFamily {

    private static final Pattern MOVE = Pattern.compile("take (\\d+)");

    /** {@code stones} left, the mover may take 1..{@code most} (kept at most {@code stones}). */
    public record Pile(long stones, long most) {
        public Pile {
            most = Math.min(most, stones);
        }
    }

    public FibonacciNimGame() {
        super("fibonacci-nim", "斐波那契博弈", "Fibonacci Nim",
                "One pile; the first move takes at least 1 stone but not all, then each move takes at least 1 and at most "
                        + "twice what the opponent just took; whoever takes the last stone wins.",
                List.of(),
                "a starting pile n >= 2 (the first move may take up to n-1), or \"n m\": n stones left, take at most m: 20",
                "20");
    }

    @Override
    public String view() {
        return "balls";
    }

    @Override
    public Instance instantiate(Map<String, String> given) {
        return new Instance(this, Parameters.resolve(this, given));
    }

    /** Fibonacci Nim; positions are (stones, most). */
    public static final class Instance extends TheoremInstance<Pile> {

        private final Rules rules = new Rules();

        Instance(FibonacciNimGame family, Map<String, String> parameters) {
            super(family, parameters);
        }

        private final class Rules implements Impartial<Pile> {
            @Override
            public List<Move<Pile>> moves(Pile p) {
                checkMoveCount(family(), format(p), p.most());
                List<Move<Pile>> out = new ArrayList<>();
                for (long k = 1; k <= p.most(); k++) {
                    out.add(take(p, k));
                }
                return out;
            }

            @Override
            public Value primitive(Pile p) {
                return p.stones() == 0 ? Value.loss(0) : null;
            }
        }

        private static Move<Pile> take(Pile p, long k) {
            return new Move<>("take " + k, new Pile(p.stones() - k, 2 * k));
        }

        @Override
        public Impartial<Pile> game() {
            return rules;
        }

        @Override
        public Pile parse(String text) {
            long[] v = numbers(family(), text, "a number of stones", 0, NimGame.LIMIT);
            if (v.length == 1 && v[0] >= 2) {
                return new Pile(v[0], v[0] - 1);
            }
            if (v.length == 2 && (v[1] >= 1 || v[0] == 0)) {
                return new Pile(v[0], v[1]);
            }
            throw new BadInputException("fibonacci-nim: position \"" + text.trim() + "\": expected a starting pile n >= 2, "
                    + "or \"n m\" (n stones left, the mover may take 1..m, m >= 1)");
        }

        @Override
        public String format(Pile p) {
            return p.stones() + " " + p.most();
        }

        @Override
        boolean small(Pile p) {
            return p.stones() <= 100;
        }

        @Override
        Outcome theoremOutcome(Pile p) {
            return FibonacciNimTheory.moverWins(p.stones(), p.most()) ? Outcome.WIN : Outcome.LOSS;
        }

        @Override
        String theoremExplanation(Pile p) {
            return FibonacciNimTheory.explain(p.stones(), p.most());
        }

        @Override
        public boolean showsAllMoves(Pile p) {
            return p.most() <= 40;
        }

        @Override
        public List<Move<Pile>> movesToShow(Pile p) {
            if (showsAllMoves(p)) {
                return rules.moves(p);
            }
            List<Move<Pile>> out = new ArrayList<>();
            long win = FibonacciNimTheory.winningTake(p.stones(), p.most());
            if (win > 0) {
                out.add(take(p, win));
            }
            // Other takes worth seeing: the small ones, the Zeckendorf terms in reach, the largest.
            for (long k = 1; k <= 3; k++) {
                addOnce(out, take(p, k));
            }
            for (long t : ZeckendorfTheory.terms(p.stones())) {
                if (t <= p.most()) {
                    addOnce(out, take(p, t));
                }
            }
            addOnce(out, take(p, p.most()));
            return out;
        }

        @Override
        public Pile play(Pile p, String name) {
            return playMatching(p, name, MOVE, m -> {
                long k = Long.parseLong(m.group(1));
                return k >= 1 && k <= p.most() ? take(p, k).result() : null;
            }, "(take 1.." + p.most() + ", e.g. \"take 1\")");
        }
    }
}
