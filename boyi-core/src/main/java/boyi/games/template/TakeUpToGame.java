package boyi.games.template;

import boyi.games.BudgetedSearch;
import boyi.games.ComposedGame;
import boyi.games.DescribedFamily;
import boyi.games.GameInstance;
import boyi.games.MoveLimit;
import boyi.games.MoveSyntax;
import boyi.games.Parameter;
import boyi.games.Parameters;
import boyi.games.PileNotation;
import boyi.games.PositionNumbers;
import boyi.games.SmallCases;
import boyi.games.Theorem;
import boyi.games.Theorem.Judgement;
import boyi.games.TheoremEvaluator;
import boyi.model.Impartial;
import boyi.model.Move;
import boyi.model.MoveShape;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.util.Text;
import boyi.util.WholeNumber;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * THE TEMPLATE TO COPY for a new game with a theorem (as GamesmanOne ships template_regular.c):
 * piles of stones, a move takes 1..m stones from one pile, whoever takes the last stone wins.
 * Compiled and tested like every family, but not in the catalogue. Copy this file, rename it,
 * change the five marked parts (the move names, the texts, the theorem, the small cases, the
 * rule), add one line to {@code Catalogue.games()}, and run {@code CanonGamesContractTest}: the
 * contract checks the theorem against plain search on every small case, the texts in both
 * languages, the moves and the explanations. Everything else (CLI, web, tables, play) follows;
 * a test of its own ({@code TakeUpToGameTest}) is only for facts beyond the contract.
 *
 * <pre>{@code
 * GameInstance<List<Long>> g = new TakeUpToGame().instantiate(Map.of("m", "3"));
 * Analyzer.analyze(g, "5 6").bestMove();   // "pile 1: take 3": G = 5 mod 4 xor 6 mod 4 = 1 xor 2 = 3
 * }</pre>
 */
public final class TakeUpToGame extends DescribedFamily {

    // (1) the move names, and their Chinese labels: "pile 1: take 3" / "第 1 堆：取 3"
    private static final MoveSyntax MOVE = new MoveSyntax("pile (\\d{1,9}): take (\\d{1,19})",
            m -> "第 " + m.group(1) + " 堆：取 " + m.group(2));
    /** Positions with at most this many positions below are searched for their remoteness. */
    private static final long SEARCHED = 20_000;

    public TakeUpToGame() {
        // (2) id, names, rules (first sentence: the one-line rule), parameters, position syntax, example
        super("take-up-to", "每堆取至多 m 个", "Take up to m",
                Text.of("若干堆石子，每次从某一堆取走 1 到 m 个；取走最后一个的人获胜。",
                        "Piles of stones; a move takes 1 to m stones from one pile; whoever takes the last stone wins."),
                List.of(new Parameter("m", Text.of("每次最多取的个数，1..1000", "the most stones one move takes, 1..1000"), "3", "3")),
                Text.of("各堆的石子数，用空格分开：5 6", "the pile sizes separated by spaces: 5 6"), "5 6");
    }

    @Override
    public GameInstance<List<Long>> instantiate(Map<String, String> given) {
        Map<String, String> values = Parameters.resolve(this, given);
        long m = Parameters.longValue(this, "m", values.get("m"), 1, 1000);
        Rules rules = new Rules(m);
        PileNotation notation = new PileNotation(this, Text.of("一堆的石子数", "a pile size"), 0, WholeNumber.E18,
                Text.of("各堆的石子数", "the pile sizes"), (piles, move) -> MOVE.label(move.name()));
        Theorem<List<Long>> theorem = new Theorem<>(Text.of("SG 定理（每堆 SG 值 = n mod (m+1)）",
                "Sprague–Grundy (each pile's value n mod (m+1))"), piles -> judge(piles, m));
        BudgetedSearch<List<Long>> search = new BudgetedSearch<>(rules, notation, piles -> BudgetedSearch.fewPositionsBelow(piles, SEARCHED));
        return ComposedGame.of(this, values, rules, notation)
                .evaluators(TheoremEvaluator.withRemoteness(theorem, search, rules, notation))
                .build();
    }

    // (3) the theorem: the outcome and a reason that carries the position's numbers, in both languages
    static Judgement judge(List<Long> piles, long m) {
        long xor = 0;
        StringBuilder terms = new StringBuilder();
        for (long p : piles) {
            xor ^= p % (m + 1);
            terms.append(terms.length() == 0 ? "" : " xor ").append(p % (m + 1));
        }
        String sum = "G(" + PositionNumbers.join(piles) + ") = " + terms + " = " + xor;
        return xor != 0
                ? new Judgement(Outcome.WIN, Text.of(sum + "，不为 0：先手必胜。", sum + ", not 0: the player to move wins."), xor)
                : new Judgement(Outcome.LOSS, Text.of(sum + "：先手必败。", sum + ": the player to move loses."), 0L);
    }

    // (4) the small cases: positions small enough for plain search, on which the contract checks the theorem
    @Override
    public List<SmallCases> smallCases() {
        return List.of(SmallCases.of(Map.of("m", "3"), SmallCases.piles(3, 6)));
    }

    // (5) the rules: the moves of a position and the end; impartial (both players have the same moves)
    private final class Rules implements Impartial<List<Long>> {
        private final long m;

        Rules(long m) {
            this.m = m;
        }

        @Override
        public List<Move<List<Long>>> moves(List<Long> piles) {
            MoveLimit.check(TakeUpToGame.this, piles, p -> Math.min(p, m));
            List<Move<List<Long>>> out = new ArrayList<>();
            for (int i = 0; i < piles.size(); i++) {
                for (long k = 1; k <= Math.min(m, piles.get(i)); k++) {
                    out.add(new Move<>("pile " + (i + 1) + ": take " + k, PositionNumbers.replaced(piles, i, piles.get(i) - k),
                            MoveShape.of("pile").with("pile", i + 1).with("amount", k)));
                }
            }
            return out;
        }

        @Override
        public Value primitive(List<Long> piles) {
            return piles.stream().allMatch(p -> p == 0) ? Value.loss(0) : null;
        }
    }
}
