package boyi.games.heaps;

import boyi.games.ViewKind;
import boyi.games.FactoryFamily;
import boyi.games.BudgetedSearch;
import boyi.games.Theorem;
import boyi.games.TheoremEvaluator;

import boyi.games.ComposedGame;
import boyi.games.GameFamily;
import boyi.games.MoveSelection;
import boyi.games.Theorem.Judgement;
import boyi.games.sums.SumRule;
import boyi.games.sums.Sums;
import boyi.model.Evaluator;
import boyi.model.Move;
import boyi.model.MoveShape;
import boyi.model.Outcome;
import boyi.theory.NimTheory;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Nim with every winning move counted and listed (HDU 1850 "Being a Good Boy", HDU 2176 取(m堆)石子):
 * pile a offers exactly one winning move, to {@code a xor s} (s the nim-sum), when that is
 * smaller; the analysis names how many there are and lists them (up to 100) before the other
 * moves.
 *
 * <pre>{@code
 * Analyzer.analyze(TakeMPilesGame.FAMILY.instantiate(Map.of()), "5 7 8 9 10").explanation();   // 3 winning moves ...
 * }</pre>
 */
public final class TakeMPilesGame {

    /** Winning moves listed at most. */
    static final int LISTED = 100;

    public static final GameFamily FAMILY = new FactoryFamily("take-m-piles", "取(m堆)石子游戏（必胜走法全列）",
            "Take stones from m piles (every winning move)",
            Text.of("m 堆石子，每次从一堆中取走任意多个（至少一个），取走最后一个石子的人胜；分析会数出并列出所有必胜的第一步。",
                    "m piles of stones; a move takes any positive number from one pile; whoever takes the last stone wins. The "
                            + "analysis counts and lists every winning first move."),
            List.of(),
            Text.of("每堆的大小 0..10^18，用空格分隔：5 7 8 9 10", "pile sizes 0..10^18 separated by spaces: 5 7 8 9 10"),
            ViewKind.PILES, "5 7 8 9 10", TakeMPilesGame::instance);

    private TakeMPilesGame() {
    }

    static ComposedGame<List<Long>> instance(GameFamily family, java.util.Map<String, String> values) {
        ComposedGame<List<Long>> base = Sums.heapInstance(family, values, HeapComponent.NIM, SumRule.NORMAL, null);
        MoveSelection<List<Long>> shown = new MoveSelection<>() {
            @Override
            public List<Move<List<Long>>> moves(List<Long> piles) {
                List<Move<List<Long>>> out = new ArrayList<>(winning(piles, LISTED));
                for (Move<List<Long>> m : base.movesToShow(piles)) {
                    MoveSelection.addOnce(out, m);
                }
                return out;
            }

            @Override
            public boolean complete(List<Long> piles) {
                return base.showsAllMoves(piles);
            }
        };
        List<Evaluator<List<Long>>> evaluators = new ArrayList<>(TheoremEvaluator.withRemoteness(
                new Theorem<>(Text.of("布顿定理（必胜走法计数）", "Bouton's theorem (winning moves counted)"), TakeMPilesGame::judge),
                new BudgetedSearch<>(base.game(), base.notation(), piles -> BudgetedSearch.fewPositionsBelow(piles, 20_000)),
                base.game(), base.notation(), shown));
        evaluators.addAll(base.evaluators());
        return ComposedGame.of(family, values, base.game(), base.notation()).evaluators(evaluators).moves(shown)
                .reader((p, name) -> Optional.of(base.play(p, name)), Text.EMPTY).table(base::table).build();
    }

    /** Up to {@code limit} winning moves, piles in order. */
    static List<Move<List<Long>>> winning(List<Long> piles, int limit) {
        List<Move<List<Long>>> out = new ArrayList<>();
        for (NimTheory.PileMove m : NimTheory.winningMoves(piles.stream().mapToLong(Long::longValue).toArray(), false)) {
            if (out.size() == limit) {
                break;
            }
            List<Long> after = new ArrayList<>(piles);
            after.set(m.pile(), m.to());
            out.add(new Move<>("heap " + (m.pile() + 1) + ": take " + (m.from() - m.to()), List.copyOf(after),
                    MoveShape.of("pile").with("pile", m.pile() + 1).with("amount", m.from() - m.to())));
        }
        return out;
    }

    static Judgement judge(List<Long> piles) {
        long[] heaps = piles.stream().mapToLong(Long::longValue).toArray();
        long x = NimTheory.nimSum(heaps);
        StringBuilder sum = new StringBuilder();
        for (int i = 0; i < piles.size() && i < 8; i++) {
            sum.append(i == 0 ? "" : " xor ").append(piles.get(i));
        }
        String shown = sum + (piles.size() > 8 ? " xor ..." : "");
        if (x == 0) {
            return new Judgement(Outcome.LOSS, Text.of("各堆异或和 " + shown.replace(" xor ", " 异或 ") + " = 0：先手必败，必胜的第一步有 0 种（布顿定理）。",
                    "The XOR of the piles " + shown + " = 0: the player to move loses; there are 0 winning first moves (Bouton's theorem)."), 0L);
        }
        List<NimTheory.PileMove> moves = NimTheory.winningMoves(heaps, false);
        long count = moves.size();
        StringBuilder list = new StringBuilder();
        for (NimTheory.PileMove m : moves.subList(0, Math.min(5, moves.size()))) {
            list.append(list.length() > 0 ? ", " : "").append(m.from()).append(" -> ").append(m.to());
        }
        if (count > 5) {
            list.append(", ...");
        }
        return new Judgement(Outcome.WIN, Text.of(
                "各堆异或和 s = " + shown.replace(" xor ", " 异或 ") + " = " + x + "，不为 0：先手必胜。每堆 a 至多有一种必胜走法，即变成 a 异或 s（当它比 a 小时，也就是 a 在 s 的最高位上是 1）；"
                        + "共有 " + count + " 种必胜的第一步：" + list + "（布顿定理）。",
                "The XOR of the piles is s = " + shown + " = " + x + ", not 0: the player to move wins. Each pile a offers at most one winning move, "
                        + "to a xor s (when that is smaller, i.e. a has a 1 at the highest bit of s); there are " + count
                        + " winning first moves: " + list + " (Bouton's theorem)."), x);
    }
}
