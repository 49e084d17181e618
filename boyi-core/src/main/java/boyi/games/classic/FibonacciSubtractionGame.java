package boyi.games.classic;

import boyi.games.ViewKind;
import boyi.games.PileNotation;

import static boyi.games.PositionNumbers.replaced;
import static boyi.games.PositionNumbers.unboxed;

import boyi.games.BudgetedSearch;
import boyi.games.ComposedGame;
import boyi.games.DescribedFamily;
import boyi.games.ExactRemoteness;
import boyi.games.GameInstance;
import boyi.games.MoveSelection;
import boyi.games.MoveSyntax;
import boyi.games.Parameters;
import boyi.games.TheoremEvaluator;
import boyi.model.Decomposable;
import boyi.model.Move;
import boyi.model.MoveShape;
import boyi.model.Symmetric;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.solve.Table;
import boyi.theory.FibonacciSubtractionTheory;
import boyi.theory.ZeckendorfTheory;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Subtraction by Fibonacci numbers (HDU 1848, Fibonacci again and again): piles; a move takes 1,
 * 2, 3, 5, 8, ... stones from one pile; whoever takes the last stone wins. Decided by the XOR of
 * the piles' Grundy values ({@link FibonacciSubtractionTheory}), piles up to 10^6; exact search
 * gives the remoteness of small positions.
 *
 * <pre>{@code
 * GameInstance<List<Long>> g = new FibonacciSubtractionGame().instantiate(Map.of());
 * Analyzer.analyze(g, "1 4 1").value();   // loss: G = 1, 0, 1
 * }</pre>
 */
public final class FibonacciSubtractionGame extends DescribedFamily {

    /** {@code pile 1: take 3}, in Chinese {@code 从第 1 堆取 3 个}. */
    private static final MoveSyntax MOVE = new MoveSyntax("pile (\\d{1,9}): take (\\d{1,19})",
            m -> "从第 " + m.group(1) + " 堆取 " + m.group(2) + " 个");
    private static final long[] FIB = ZeckendorfTheory.fibonacciNumbers();
    private static final long SEARCHED = 20_000;

    public FibonacciSubtractionGame() {
        super("fibonacci-subtraction", "斐波那契取石子", "Fibonacci subtraction (HDU 1848)",
                Text.of("若干堆石子，每次从某一堆取走斐波那契数个（1、2、3、5、8……）；取走最后一个的人获胜。",
                        "Piles of stones; a move takes a Fibonacci number of stones (1, 2, 3, 5, 8, ...) from one pile; whoever "
                                + "takes the last stone wins."),
                List.of(),
                Text.of("各堆石子数 0..10^6，用空格分隔：1 4 1", "pile sizes 0..10^6 separated by spaces: 1 4 1"), "1 4 1");
    }

    @Override
    public ViewKind view() {
        return ViewKind.TAKEAWAY;
    }

    @Override
    public GameInstance<List<Long>> instantiate(Map<String, String> given) {
        Rules rules = new Rules();
        PileNotation notation = new PileNotation(this, Text.of("堆的大小", "a pile size"), 0, FibonacciSubtractionTheory.MAX_PILE,
                Text.of("各堆的石子数", "the pile sizes"), (piles, m) -> MOVE.label(m.name()));
        Function<List<Long>, Verdict> theorem = piles -> FibonacciSubtractionTheory.verdict(unboxed(piles));
        BudgetedSearch<List<Long>> search = new BudgetedSearch<>(rules, notation, piles -> BudgetedSearch.fewPositionsBelow(piles, SEARCHED));
        return ComposedGame.of(this, Parameters.resolve(this, given), rules, notation)
                .evaluators(TheoremEvaluator.withRemoteness(theorem, search, rules, notation))
                .moves(new Selection(rules))
                .reader(FibonacciSubtractionGame::read, Text.of("着法形如 \"从第 1 堆取 3 个\"", "moves look like \"pile 1: take 3\""))
                .table(FibonacciSubtractionGame::table)
                .build();
    }

    /** Impartial, a sum of its piles; canonical form sorts the piles. */
    private static final class Rules implements Decomposable<List<Long>>, Symmetric<List<Long>> {
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
        return new Move<>("pile " + (pile + 1) + ": take " + f, replaced(piles, pile, piles.get(pile) - f),
                MoveShape.of("pile").with("pile", pile + 1).with("amount", f));
    }

    private static Optional<List<Long>> read(List<Long> piles, String name) {
        return MOVE.read(name, m -> {
            int pile = Integer.parseInt(m.group(1)) - 1;
            long f = Long.parseLong(m.group(2));
            boolean legal = pile >= 0 && pile < piles.size() && f <= piles.get(pile) && ZeckendorfTheory.isFibonacci(f);
            return legal ? take(piles, pile, f).result() : null;
        });
    }

    /** Every move up to the list limit (about 30 per pile), else the winning moves and "take 1" from the first piles. */
    private record Selection(Rules rules) implements MoveSelection<List<Long>> {
        @Override
        public List<Move<List<Long>>> moves(List<Long> piles) {
            if (complete(piles)) {
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
                    MoveSelection.addOnce(out, take(piles, i, 1));
                }
            }
            return out;
        }

        @Override
        public boolean complete(List<Long> piles) {
            // Searched positions list every move, so the quickest win is among them.
            return piles.size() <= 10 || BudgetedSearch.fewPositionsBelow(piles, SEARCHED);
        }
    }

    /** The Grundy values of one pile of n = 0..upto (the table the theorem XORs). */
    private static Optional<Table> table(long upto) {
        if (upto > FibonacciSubtractionTheory.MAX_PILE) {
            throw new TooLargeException(Text.format("fibonacci-subtraction：SG 表最多到 %d 个石子，不能到 %d",
                    "fibonacci-subtraction: the Grundy table goes up to %d stones, not %d", FibonacciSubtractionTheory.MAX_PILE, upto));
        }
        byte[] g = FibonacciSubtractionTheory.table((int) upto);
        long[] row = new long[(int) upto + 1];
        for (int n = 0; n <= upto; n++) {
            row[n] = g[n];
        }
        return Optional.of(Table.grundy(row, null, Text.of(
                "G(n) 是所有不超过 n 的斐波那契数 f = 1, 2, 3, 5, 8, ... 对应的 G(n - f) 的 mex；几堆的局面当且仅当各堆 G 的异或为 0 时必败。",
                "G(n) = mex of G(n - f) over Fibonacci numbers f = 1, 2, 3, 5, 8, ... <= n; a position of several piles "
                        + "is lost exactly when the XOR of their G is 0.")));
    }
}
