package boyi.games.classic;

import boyi.solve.Table;
import boyi.games.DescribedFamily;
import boyi.games.Parameters;
import boyi.model.Decomposable;
import boyi.model.Move;
import boyi.model.Outcome;
import boyi.model.Symmetric;
import boyi.model.Value;
import boyi.theory.FibonacciSubtractionTheory;
import boyi.theory.ZeckendorfTheory;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Subtraction by Fibonacci numbers (HDU 1848, Fibonacci again and again): piles; a move takes 1,
 * 2, 3, 5, 8, ... stones from one pile; whoever takes the last stone wins. Decided by the XOR of
 * the piles' Grundy values ({@link FibonacciSubtractionTheory}), piles up to 10^6.
 *
 * <pre>{@code
 * GameInstance<?> g = new FibonacciSubtractionGame().instantiate(Map.of());
 * Analyzer.analyze(g, "1 4 1").value();   // loss: G = 1, 0, 1
 * }</pre>
 */
public final class FibonacciSubtractionGame extends DescribedFamily {

    private static final Pattern MOVE = Pattern.compile("pile (\\d+): take (\\d+)");
    private static final long[] FIB = ZeckendorfTheory.fibonacciNumbers();

    public FibonacciSubtractionGame() {
        super("fibonacci-subtraction", "斐波那契取石子", "Fibonacci subtraction (HDU 1848)",
                "Piles of stones; a move takes a Fibonacci number of stones (1, 2, 3, 5, 8, ...) from one pile; whoever "
                        + "takes the last stone wins.",
                List.of(),
                "pile sizes 0..10^6 separated by spaces: 1 4 1", "1 4 1");
    }

    @Override
    public String view() {
        return "takeaway";
    }

    @Override
    public Instance instantiate(Map<String, String> given) {
        return new Instance(this, Parameters.resolve(this, given));
    }

    /** Fibonacci subtraction; positions are the piles in the order given. */
    public static final class Instance extends PilesInstance {

        private final Rules rules = new Rules();

        Instance(FibonacciSubtractionGame family, Map<String, String> parameters) {
            super(family, parameters, FibonacciSubtractionTheory.MAX_PILE);
        }

        /** Impartial, a sum of its piles; canonical form sorts the piles. */
        private final class Rules implements Decomposable<List<Long>>, Symmetric<List<Long>> {
            @Override
            public List<Move<List<Long>>> moves(List<Long> piles) {
                List<Move<List<Long>>> out = new ArrayList<>();
                for (int i = 0; i < piles.size(); i++) {
                    for (long f : FIB) {
                        if (f > piles.get(i)) {
                            break;
                        }
                        out.add(take(piles, i, f));
                    }
                }
                return out;
            }

            @Override
            public Value primitive(List<Long> piles) {
                return piles.stream().allMatch(p -> p == 0) ? Value.loss(0) : null;
            }

            @Override
            public List<List<Long>> components(List<Long> piles) {
                return piles.stream().map(List::of).toList();
            }

            @Override
            public List<Long> canonical(List<Long> piles) {
                return piles.stream().sorted().toList();
            }
        }

        private static Move<List<Long>> take(List<Long> piles, int pile, long f) {
            return new Move<>("pile " + (pile + 1) + ": take " + f, replaced(piles, pile, piles.get(pile) - f));
        }

        @Override
        public Decomposable<List<Long>> game() {
            return rules;
        }

        @Override
        Outcome theoremOutcome(List<Long> piles) {
            return FibonacciSubtractionTheory.moverWins(unboxed(piles)) ? Outcome.WIN : Outcome.LOSS;
        }

        @Override
        String theoremExplanation(List<Long> piles) {
            return FibonacciSubtractionTheory.explain(unboxed(piles));
        }

        @Override
        public boolean showsAllMoves(List<Long> piles) {
            return piles.size() <= 10;
        }

        @Override
        public List<Move<List<Long>>> movesToShow(List<Long> piles) {
            if (showsAllMoves(piles)) {
                return rules.moves(piles);
            }
            List<Move<List<Long>>> out = new ArrayList<>();
            for (long[] w : FibonacciSubtractionTheory.winningMoves(unboxed(piles))) {
                out.add(take(piles, (int) w[0], w[1]));
                if (out.size() >= 20) {
                    break;
                }
            }
            for (int i = 0; i < 10; i++) {
                if (piles.get(i) > 0) {
                    addOnce(out, take(piles, i, 1));
                }
            }
            return out;
        }

        /** The Grundy values of one pile of n = 0..upto (the table the theorem XORs). */
        @Override
        public Optional<Table> table(long upto) {
            if (upto > FibonacciSubtractionTheory.MAX_PILE) {
                throw new TooLargeException("fibonacci-subtraction: the Grundy table goes up to "
                        + FibonacciSubtractionTheory.MAX_PILE + " stones, not " + upto);
            }
            byte[] g = FibonacciSubtractionTheory.table((int) upto);
            long[] row = new long[(int) upto + 1];
            for (int n = 0; n <= upto; n++) {
                row[n] = g[n];
            }
            return Optional.of(Table.grundy(row, null, boyi.util.Text.of(
                    "G(n) 是所有不超过 n 的斐波那契数 f = 1, 2, 3, 5, 8, ... 对应的 G(n - f) 的 mex；几堆的局面当且仅当各堆 G 的异或为 0 时必败。",
                    "G(n) = mex of G(n - f) over Fibonacci numbers f = 1, 2, 3, 5, 8, ... <= n; a position of several piles "
                            + "is lost exactly when the XOR of their G is 0.")));
        }

        @Override
        public List<Long> play(List<Long> piles, String name) {
            return playMatching(piles, name, MOVE, m -> {
                int pile = Integer.parseInt(m.group(1)) - 1;
                long f = Long.parseLong(m.group(2));
                boolean legal = pile >= 0 && pile < piles.size() && f <= piles.get(pile) && ZeckendorfTheory.isFibonacci(f);
                return legal ? take(piles, pile, f).result() : null;
            }, "(moves look like \"pile 1: take 3\")");
        }
    }
}
