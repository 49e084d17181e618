package boyi.games.classic;

import boyi.games.ViewKind;
import boyi.games.MoveLimit;

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
import boyi.games.Parameter;
import boyi.games.Parameters;
import boyi.games.PositionNumbers;
import boyi.games.TheoremEvaluator;
import boyi.games.heaps.HeapComponent;
import boyi.games.sums.ComponentMove;
import boyi.games.sums.SumGame;
import boyi.games.sums.SumRule;
import boyi.model.Move;
import boyi.model.MoveShape;
import boyi.model.Verdict;
import boyi.theory.NimTheory;
import boyi.util.Text;
import boyi.util.WholeNumber;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Function;

/**
 * Nim (尼姆博弈): piles of stones; a move takes any positive number from one pile. Normal play
 * (last stone wins) or misère (last stone loses), decided by {@link NimTheory} for any number of
 * piles of up to 10^18 stones; exact search gives the remoteness of small positions. The rules
 * are the sum of Nim heaps ({@link SumGame} over {@link HeapComponent#NIM}, as John's misère Nim
 * and {@code sum of=nim} play it) under Nim's own move names.
 *
 * <pre>{@code
 * GameInstance<List<Long>> nim = new NimGame().instantiate(Map.of());
 * Analyzer.analyze(nim, "3 4 5").bestMove();   // "pile 1: 3 -> 1": 3 xor 4 xor 5 = 2
 * }</pre>
 */
public final class NimGame extends DescribedFamily {

    /** {@code pile 1: 3 -> 1}, in Chinese {@code 第 1 堆：3 → 1}. */
    private static final MoveSyntax MOVE = new MoveSyntax("pile (\\d{1,9}): (\\d{1,19}) -> (\\d{1,19})",
            m -> "第 " + m.group(1) + " 堆：" + m.group(2) + " → " + m.group(3));
    /** Positions with at most this many positions below are searched for their remoteness. */
    private static final long SEARCHED = 20_000;

    public NimGame() {
        super("nim", "尼姆博弈", "Nim",
                Text.of("若干堆石子，每次从某一堆取走任意正数个。正常规则下取走最后一个的人获胜；反常规则下取走最后一个的人输。",
                        "Piles of stones; a move takes any positive number of stones from one pile. Under normal play whoever "
                                + "takes the last stone wins; under misère play whoever takes the last stone loses."),
                List.of(new Parameter("play", Text.of("正常规则（走最后一步的一方胜，写作 normal）或反常规则（走最后一步的一方负，写作 misere）",
                        "normal (last stone wins) or misere (last stone loses)"), "normal", "normal", List.of("normal", "misere"))),
                Text.of("各堆石子数 0..10^18，用空格分隔：3 4 5", "pile sizes 0..10^18 separated by spaces: 3 4 5"), "3 4 5");
    }

    @Override
    public ViewKind view() {
        return ViewKind.PILES;
    }

    @Override
    public GameInstance<List<Long>> instantiate(Map<String, String> given) {
        Map<String, String> v = Parameters.resolve(this, given);
        boolean misere = Parameters.choice(this, "play", v.get("play"), List.of("normal", "misere")).equals("misere");
        SumGame<Long> rules = SumGame.of(HeapComponent.NIM, misere ? SumRule.MISERE : SumRule.NORMAL, new PileMoves());
        PileNotation notation = new PileNotation(this, Text.of("堆的大小", "a pile size"), 0, WholeNumber.E18,
                Text.of("各堆的石子数", "the pile sizes"), (piles, m) -> MOVE.label(m.name()));
        Function<List<Long>, Verdict> theorem = piles -> NimTheory.verdict(unboxed(piles), misere);
        BudgetedSearch<List<Long>> search = new BudgetedSearch<>(rules, notation, piles -> BudgetedSearch.fewPositionsBelow(piles, SEARCHED));
        return ComposedGame.of(this, v, rules, notation)
                .evaluators(TheoremEvaluator.withRemoteness(theorem, search, rules, notation))
                .moves(new Selection(rules, misere))
                .reader(NimGame::read, Text.of("着法形如 \"第 1 堆：3 → 1\"", "moves look like \"pile 1: 3 -> 1\""))
                .build();
    }

    /** Nim's move names on the sums' moves of Nim heaps: {@code pile 1: 3 -> 1}, refused beyond {@link MoveLimit}. */
    private final class PileMoves implements SumGame.Naming<Long> {
        @Override
        public Move<List<Long>> move(List<Long> piles, int i, ComponentMove<Long> m) {
            return NimGame.move(piles, i, m.parts().get(0));
        }

        @Override
        public void checkCount(List<Long> piles, long count) {
            MoveLimit.check(NimGame.this, PositionNumbers.join(piles), count);
        }
    }

    /** The number of moves, saturated at 10^18 (compared with limits only). */
    private static long count(List<Long> piles) {
        long count = 0;
        for (long p : piles) {
            count = Math.min(count + p, WholeNumber.E18);
        }
        return count;
    }

    private static Move<List<Long>> move(List<Long> piles, int pile, long to) {
        return new Move<>("pile " + (pile + 1) + ": " + piles.get(pile) + " -> " + to, replaced(piles, pile, to),
                MoveShape.of("pile").with("pile", pile + 1).with("amount", piles.get(pile) - to));
    }

    private static Optional<List<Long>> read(List<Long> piles, String name) {
        return MOVE.read(name, m -> {
            int pile = Integer.parseInt(m.group(1)) - 1;
            long from = Long.parseLong(m.group(2));
            long to = Long.parseLong(m.group(3));
            boolean legal = pile >= 0 && pile < piles.size() && piles.get(pile) == from && to >= 0 && to < from;
            return legal ? move(piles, pile, to).result() : null;
        });
    }

    /** Every move up to the list limit, else the winning moves and from each of the first piles: take one, take all. */
    private record Selection(SumGame<Long> rules, boolean misere) implements MoveSelection<List<Long>> {
        @Override
        public List<Move<List<Long>>> moves(List<Long> piles) {
            if (complete(piles)) {
                return rules.moves(piles);
            }
            List<Move<List<Long>>> out = new ArrayList<>();
            for (NimTheory.PileMove m : NimTheory.winningMoves(unboxed(piles), misere)) {
                MoveSelection.addOnce(out, move(piles, m.pile(), m.to()));
                if (out.size() >= 20) {
                    break;
                }
            }
            for (int i = 0; i < piles.size() && i < 10; i++) {
                long p = piles.get(i);
                if (p > 0) {
                    MoveSelection.addOnce(out, move(piles, i, p - 1));
                    MoveSelection.addOnce(out, move(piles, i, 0));
                }
            }
            return out;
        }

        @Override
        public boolean complete(List<Long> piles) {
            // Searched positions list every move, so the quickest win is among them.
            return count(piles) <= LIST_LIMIT || BudgetedSearch.fewPositionsBelow(piles, SEARCHED);
        }

        @Override
        public OptionalLong total(List<Long> piles) {
            long count = 0;
            for (long p : piles) {
                if (count > Long.MAX_VALUE - p) {
                    return OptionalLong.empty();
                }
                count += p;
            }
            return OptionalLong.of(count);
        }
    }
}
