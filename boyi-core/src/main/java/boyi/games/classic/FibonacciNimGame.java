package boyi.games.classic;

import boyi.games.ViewKind;
import boyi.games.MoveLimit;

import boyi.games.ComposedGame;
import boyi.games.DescribedFamily;
import boyi.games.ExactRemoteness;
import boyi.games.GameFamily;
import boyi.games.GameInstance;
import boyi.games.MoveSelection;
import boyi.games.MoveSyntax;
import boyi.games.Parameters;
import boyi.games.PositionNumbers;
import boyi.games.TheoremEvaluator;
import boyi.model.Impartial;
import boyi.model.Move;
import boyi.model.Notation;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.theory.FibonacciNimTheory;
import boyi.theory.ZeckendorfTheory;
import boyi.util.BadInputException;
import boyi.util.Text;
import boyi.util.WholeNumber;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Function;

/**
 * Fibonacci Nim (斐波那契博弈): one pile; the first move takes at least 1 but not all, then each
 * move takes at least 1 and at most twice the previous take; whoever takes the last stone wins.
 * A position is (stones left, the most the mover may take), decided by
 * {@link FibonacciNimTheory} (Zeckendorf) up to 10^18; the exact table gives the remoteness up
 * to {@value FibonacciNimTable#STONES} stones.
 *
 * <pre>{@code
 * GameInstance<FibonacciNimGame.Pile> f = new FibonacciNimGame().instantiate(Map.of());
 * Analyzer.analyze(f, "20").bestMove();   // "take 2": 20 = 13 + 5 + 2
 * }</pre>
 */
public final class FibonacciNimGame extends DescribedFamily {

    /** {@code take 2}, in Chinese {@code 取 2 个}. */
    private static final MoveSyntax MOVE = new MoveSyntax("take (\\d{1,19})", m -> "取 " + m.group(1) + " 个");

    /** {@code stones} left, the mover may take 1..{@code most} (kept at most {@code stones}). */
    public record Pile(long stones, long most) {
        public Pile {
            most = Math.min(most, stones);
        }
    }

    public FibonacciNimGame() {
        super("fibonacci-nim", "斐波那契博弈", "Fibonacci Nim",
                Text.of("一堆石子；先手第一次至少取 1 个，但不能取完；以后每次至少取 1 个，至多取对手上一次所取数目的 2 倍；取走最后一个的人获胜。",
                        "One pile; the first move takes at least 1 stone but not all, then each move takes at least 1 and at most "
                                + "twice what the opponent just took; whoever takes the last stone wins."),
                List.of(),
                Text.of("开局的石子数 n ≥ 2（第一步最多取 n-1 个），或 \"n m\"：还剩 n 个，这一步最多取 m 个：20",
                        "a starting pile n >= 2 (the first move may take up to n-1), or \"n m\": n stones left, take at most m: 20"),
                "20");
    }

    @Override
    public ViewKind view() {
        return ViewKind.BALLS;
    }

    @Override
    public GameInstance<Pile> instantiate(Map<String, String> given) {
        Rules rules = new Rules();
        Piles notation = new Piles(this);
        Function<Pile, Verdict> theorem = p -> FibonacciNimTheory.verdict(p.stones(), p.most());
        Text how = Text.format("%d 个石子以内的精确步数表", "the exact table of positions up to %d stones", FibonacciNimTable.STONES);
        return ComposedGame.of(this, Parameters.resolve(this, given), rules, notation)
                .evaluators(new ExactRemoteness<>(theorem, FibonacciNimTable.EVALUATOR, how, rules, notation),
                        new TheoremEvaluator<>(theorem))
                .moves(new Selection(rules))
                .reader(FibonacciNimGame::read, Text.of("着法形如 \"取 1 个\"", "moves look like \"take 1\""))
                .build();
    }

    private final class Rules implements Impartial<Pile> {
        @Override
        public List<Move<Pile>> moves(Pile p) {
            MoveLimit.check(FibonacciNimGame.this, p.stones() + " " + p.most(), p.most());
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

    /** A starting pile {@code n}, or {@code n m}; written as {@code n m}. */
    private static final class Piles implements Notation<Pile> {
        private final PositionNumbers numbers;

        Piles(GameFamily family) {
            this.numbers = new PositionNumbers(family, Text.of("石子数", "a number of stones"), 0, WholeNumber.E18);
        }

        @Override
        public Pile parse(String text) {
            long[] v = numbers.read(text);
            if (v.length == 1 && v[0] >= 2) {
                return new Pile(v[0], v[0] - 1);
            }
            if (v.length == 2 && (v[1] >= 1 || v[0] == 0)) {
                return new Pile(v[0], v[1]);
            }
            throw new BadInputException("fibonacci-nim", Text.format(
                    "局面 \"%s\"：应为开局的石子数 n ≥ 2，或 \"n m\"（还剩 n 个，这一步可取 1..m 个，m ≥ 1）",
                    "position \"%s\": expected a starting pile n >= 2, or \"n m\" (n stones left, the mover may take "
                            + "1..m, m >= 1)", text.trim()));
        }

        @Override
        public String format(Pile p) {
            return p.stones() + " " + p.most();
        }

        @Override
        public Text label(Pile from, Move<Pile> m) {
            return MOVE.label(m.name());
        }
    }

    private static Move<Pile> take(Pile p, long k) {
        return new Move<>("take " + k, new Pile(p.stones() - k, 2 * k));
    }

    private static Optional<Pile> read(Pile p, String name) {
        return MOVE.read(name, m -> {
            long k = Long.parseLong(m.group(1));
            return k >= 1 && k <= p.most() ? take(p, k).result() : null;
        });
    }

    /** Every move up to the list limit, else the winning take, the small takes, the Zeckendorf terms in reach and the largest. */
    private record Selection(Rules rules) implements MoveSelection<Pile> {
        @Override
        public List<Move<Pile>> moves(Pile p) {
            if (complete(p)) {
                return rules.moves(p);
            }
            List<Move<Pile>> out = new ArrayList<>();
            long win = FibonacciNimTheory.winningTake(p.stones(), p.most());
            if (win > 0) {
                out.add(take(p, win));
            }
            for (long k = 1; k <= 3; k++) {
                MoveSelection.addOnce(out, take(p, k));
            }
            for (long t : ZeckendorfTheory.terms(p.stones())) {
                if (t <= p.most()) {
                    MoveSelection.addOnce(out, take(p, t));
                }
            }
            MoveSelection.addOnce(out, take(p, p.most()));
            return out;
        }

        @Override
        public boolean complete(Pile p) {
            // Up to the table's reach every move is listed, so the quickest win is among them.
            return p.most() <= LIST_LIMIT || p.stones() <= FibonacciNimTable.STONES;
        }

        @Override
        public OptionalLong total(Pile p) {
            return OptionalLong.of(p.most());
        }
    }
}
