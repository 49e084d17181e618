package boyi.games.template;

import boyi.games.BudgetedSearch;
import boyi.games.ComposedGame;
import boyi.games.DescribedFamily;
import boyi.games.GameInstance;
import boyi.games.MoveLimit;
import boyi.games.MoveSelection;
import boyi.games.MoveSyntax;
import boyi.games.Parameters;
import boyi.games.PileNotation;
import boyi.games.PositionNumbers;
import boyi.games.Theorem;
import boyi.games.Theorem.Judgement;
import boyi.games.TheoremEvaluator;
import boyi.model.Impartial;
import boyi.model.Move;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.util.Text;
import boyi.util.WholeNumber;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * THE TEMPLATE TO COPY for a game whose positions have too many moves to list (a pile of 10^18
 * has 5 * 10^17 moves): piles, a move takes at most half of one pile, whoever cannot move loses.
 * A pile's Grundy value is g(2k) = k, g(2k+1) = g(k), so a move to any value is found in closed
 * form, and the analysis lists a selection: the winning moves, then from each of the first piles
 * the smallest and the largest take ({@code .moves(selection)}). Without one, {@code solve}
 * refuses such a position although the theorem decides it.
 *
 * <pre>{@code
 * GameInstance<List<Long>> g = new TakeHalfGame().instantiate(Map.of());
 * Analyzer.analyze(g, "1000000000000000000").bestMove();   // "pile 1: take 423539247696576513": to 2^59 - 1, worth 0
 * }</pre>
 */
public final class TakeHalfGame extends DescribedFamily {

    private static final MoveSyntax MOVE = new MoveSyntax("pile (\\d{1,9}): take (\\d{1,19})",
            m -> "第 " + m.group(1) + " 堆：取 " + m.group(2));
    private static final long SEARCHED = 20_000;

    public TakeHalfGame() {
        super("take-half", "每次至多取一半", "Take at most half",
                Text.of("若干堆石子，每次从某一堆取走至少 1 个、至多一半；轮到谁不能取谁输。",
                        "Piles of stones; a move takes at least 1 and at most half of one pile; whoever cannot move loses."),
                List.of(), Text.of("各堆的石子数 0..10^18，用空格分开：9 10", "pile sizes 0..10^18 separated by spaces: 9 10"), "9 10");
    }

    @Override
    public GameInstance<List<Long>> instantiate(Map<String, String> given) {
        Map<String, String> values = Parameters.resolve(this, given);
        Rules rules = new Rules();
        PileNotation notation = new PileNotation(this, Text.of("一堆的石子数", "a pile size"), 0, WholeNumber.E18,
                Text.of("各堆的石子数", "the pile sizes"), (piles, move) -> MOVE.label(move.name()));
        Theorem<List<Long>> theorem = new Theorem<>(Text.of("SG 定理（g(2k)=k，g(2k+1)=g(k)）",
                "Sprague–Grundy (g(2k)=k, g(2k+1)=g(k))"), TakeHalfGame::judge);
        BudgetedSearch<List<Long>> search = new BudgetedSearch<>(rules, notation, piles -> BudgetedSearch.fewPositionsBelow(piles, SEARCHED));
        return ComposedGame.of(this, values, rules, notation)
                .evaluators(TheoremEvaluator.withRemoteness(theorem, search, rules, notation))
                .moves(MoveSelection.of(piles -> selection(rules, piles), piles -> count(piles) <= MoveSelection.LIST_LIMIT))
                .build();
    }

    /** g(2k) = k, g(2k+1) = g(k): the options of n are the piles ceil(n/2)..n-1. */
    static long grundy(long n) {
        while (n % 2 == 1) {
            n /= 2;
        }
        return n / 2;
    }

    /** The pile below n worth {@code target} that one move reaches, or -1: the piles worth t are 2t, 4t+1, 8t+3, ... */
    static long pileWorth(long n, long target) {
        for (long p = 2 * target; p <= n - 1; p = 2 * p + 1) {
            if (p >= n - n / 2) {
                return p;
            }
        }
        return -1;
    }

    static Judgement judge(List<Long> piles) {
        long xor = 0;
        StringBuilder terms = new StringBuilder();
        for (long p : piles) {
            xor ^= grundy(p);
            terms.append(terms.length() == 0 ? "" : " xor ").append(grundy(p));
        }
        String sum = "G(" + PositionNumbers.join(piles) + ") = " + terms + " = " + xor;
        return xor != 0
                ? new Judgement(Outcome.WIN, Text.of(sum + "，不为 0：先手必胜。", sum + ", not 0: the player to move wins."), xor)
                : new Judgement(Outcome.LOSS, Text.of(sum + "：先手必败。", sum + ": the player to move loses."), 0L);
    }

    /** The number of moves, saturated at 10^18. */
    private static long count(List<Long> piles) {
        long count = 0;
        for (long p : piles) {
            count = Math.min(WholeNumber.E18, count + p / 2);
        }
        return count;
    }

    private static Move<List<Long>> take(List<Long> piles, int i, long k) {
        return new Move<>("pile " + (i + 1) + ": take " + k, PositionNumbers.replaced(piles, i, piles.get(i) - k));
    }

    /** Every move when few; else the winning moves (closed form), then take 1 and take half from the first piles. */
    private static List<Move<List<Long>>> selection(Rules rules, List<Long> piles) {
        if (count(piles) <= MoveSelection.LIST_LIMIT) {
            return rules.moves(piles);
        }
        long xor = judge(piles).grundy();
        List<Move<List<Long>>> out = new ArrayList<>();
        for (int i = 0; i < piles.size() && xor != 0; i++) {
            long to = pileWorth(piles.get(i), grundy(piles.get(i)) ^ xor);
            if (to >= 0) {
                MoveSelection.addOnce(out, take(piles, i, piles.get(i) - to));
            }
        }
        for (int i = 0; i < piles.size() && i < 10; i++) {
            if (piles.get(i) >= 2) {
                MoveSelection.addOnce(out, take(piles, i, 1));
                MoveSelection.addOnce(out, take(piles, i, piles.get(i) / 2));
            }
        }
        return out;
    }

    private final class Rules implements Impartial<List<Long>> {
        @Override
        public List<Move<List<Long>>> moves(List<Long> piles) {
            MoveLimit.check(TakeHalfGame.this, PositionNumbers.join(piles), count(piles));
            List<Move<List<Long>>> out = new ArrayList<>();
            for (int i = 0; i < piles.size(); i++) {
                for (long k = 1; k <= piles.get(i) / 2; k++) {
                    out.add(take(piles, i, k));
                }
            }
            return out;
        }

        @Override
        public Value primitive(List<Long> piles) {
            return piles.stream().allMatch(p -> p <= 1) ? Value.loss(0) : null;
        }
    }
}
