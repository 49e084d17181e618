package boyi.games.classic;

import boyi.games.ViewKind;
import boyi.games.pairs.EuclidMove;
import boyi.games.MoveLimit;

import boyi.games.ComposedGame;
import boyi.games.DescribedFamily;
import boyi.games.GameInstance;
import boyi.games.MoveSelection;
import boyi.games.MoveSyntax;
import boyi.games.Parameters;
import boyi.games.TheoremEvaluator;
import boyi.model.Impartial;
import boyi.model.Move;
import boyi.model.Symmetric;
import boyi.model.Value;
import boyi.theory.EuclidTheory;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Euclid's game (欧几里得游戏, POJ 2348): two numbers; a move subtracts a positive multiple of the
 * smaller from the larger, leaving it non-negative; whoever makes a number 0 wins. Value and
 * remoteness come exactly from {@link EuclidTheory} in O(log) steps, up to 10^18.
 *
 * <pre>{@code
 * GameInstance<EuclidGame.Pair> e = new EuclidGame().instantiate(Map.of());
 * Analyzer.analyze(e, "34 12").bestMove();   // "subtract 2*12 from 34"
 * }</pre>
 */
public final class EuclidGame extends DescribedFamily {

    /** {@code subtract 2*12 from 34}, in Chinese {@code 34 减去 2×12}. */
    private static final MoveSyntax MOVE = new MoveSyntax(EuclidMove.NAME, m -> EuclidMove.chinese(m.group(1), m.group(2), m.group(3)));

    /** The two numbers, in the order given. */
    public record Pair(long a, long b) {
    }

    public EuclidGame() {
        super("euclid", "欧几里得游戏", "Euclid's game",
                Text.of("两个正整数，每次从较大的数中减去较小数的正整数倍，结果不能为负；谁把一个数变成 0 谁获胜。",
                        "Two positive numbers; a move subtracts a positive multiple of the smaller from the larger, leaving it "
                                + "non-negative; whoever makes a number 0 wins."),
                List.of(),
                Text.of("两个数 0..10^18：34 12", "the two numbers 0..10^18: 34 12"), "34 12");
    }

    @Override
    public ViewKind view() {
        return ViewKind.PILES;
    }

    @Override
    public GameInstance<Pair> instantiate(Map<String, String> given) {
        Rules rules = new Rules();
        PairNotation<Pair> notation = new PairNotation<>(this, Text.of("一个数", "a number"), Pair::new, Pair::a, Pair::b,
                (p, m) -> MOVE.label(m.name()));
        return ComposedGame.of(this, Parameters.resolve(this, given), rules, notation)
                .evaluators(new TheoremEvaluator<>(p -> EuclidTheory.verdict(p.a(), p.b())))
                .moves(new Selection(rules))
                .reader(EuclidGame::read, Text.of("着法形如 \"34 减去 2×12\"", "moves look like \"subtract 2*12 from 34\""))
                .build();
    }

    private final class Rules implements Impartial<Pair>, Symmetric<Pair> {
        @Override
        public List<Move<Pair>> moves(Pair p) {
            long q = quotient(p);
            MoveLimit.check(EuclidGame.this, p.a() + " " + p.b(), q);
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

    /** The number of moves: the larger divided by the smaller (0 once a number is 0). */
    private static long quotient(Pair p) {
        long y = Math.min(p.a(), p.b());
        return y == 0 ? 0 : Math.max(p.a(), p.b()) / y;
    }

    /** Subtract k times the smaller from the larger (from the first number when equal). */
    private static Move<Pair> subtract(Pair p, long k) {
        boolean firstIsLarger = p.a() >= p.b();
        EuclidMove move = new EuclidMove(k, Math.min(p.a(), p.b()), Math.max(p.a(), p.b()));
        return new Move<>(move.name(), firstIsLarger ? new Pair(move.rest(), move.x()) : new Pair(move.x(), move.rest()));
    }

    private static Optional<Pair> read(Pair p, String name) {
        return MOVE.read(name, m -> {
            long k = Long.parseLong(m.group(1));
            Move<Pair> move = k >= 1 && k <= quotient(p) ? subtract(p, k) : null;
            return move != null && move.name().equals(name) ? move.result() : null;
        });
    }

    /** Every move up to the list limit, else the winning multiple and the largest and smallest ones. */
    private record Selection(Rules rules) implements MoveSelection<Pair> {
        @Override
        public List<Move<Pair>> moves(Pair p) {
            if (complete(p)) {
                return rules.moves(p);
            }
            long q = quotient(p);
            List<Move<Pair>> out = new ArrayList<>();
            out.add(subtract(p, EuclidTheory.winningMultiple(p.a(), p.b())));
            for (long j : new long[] {q, q - 1, 1, 2}) {
                MoveSelection.addOnce(out, subtract(p, j));
            }
            return out;
        }

        @Override
        public boolean complete(Pair p) {
            return quotient(p) <= LIST_LIMIT;
        }

        @Override
        public OptionalLong total(Pair p) {
            return OptionalLong.of(quotient(p));
        }
    }
}
