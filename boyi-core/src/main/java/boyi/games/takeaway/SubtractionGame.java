package boyi.games.takeaway;

import boyi.games.ViewKind;
import boyi.games.Work;

import boyi.games.DescribedFamily;
import boyi.games.GameFamily;
import boyi.games.GameParts;
import boyi.games.Parameter;
import boyi.games.Parameters;
import boyi.games.PartsInstance;
import boyi.games.PositionNumbers;
import boyi.games.heaprules.SubtractionRule;
import boyi.games.heaprules.TakeSet;
import boyi.games.heaps.HeapComponent;
import boyi.games.sums.ComponentMove;
import boyi.games.sums.SumGame;
import boyi.games.sums.SumRule;
import boyi.model.Move;
import boyi.model.MoveShape;
import boyi.model.Notation;
import boyi.solve.Table;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Subtraction games: piles, a move takes exactly t from one pile for a t in the take set; under
 * normal play the player who cannot move loses, under misère play wins. One pile is solved by its
 * outcome rows and their proven period (n up to 10^18); several piles by exact search when the
 * position is small (remoteness too), else under normal play by the XOR of the piles' Grundy
 * values (Sprague–Grundy).
 *
 * <pre>{@code
 * GameInstance<?> g = new SubtractionGame().instantiate(Map.of("takes", "1,3,4"));
 * Analyzer.analyze(g, "10 20");   // Sprague-Grundy: G(10) ^ G(20)
 * }</pre>
 */
public final class SubtractionGame extends DescribedFamily {

    public SubtractionGame() {
        super("subtraction", "减法博弈", "subtraction game",
                Text.of("每次从某一堆中恰好取走 t 个，t 属于取数集合。正常规则下无路可走的一方输；反常规则（misere）下无路可走的一方赢。",
                        "A move takes exactly t stones from one pile, for some t in the take set. Under normal play the player "
                        + "who cannot move loses; under misère play that player wins."),
                List.of(new Parameter("takes", Text.of("取数集合，用逗号分隔的整数 1..10^18",
                                "the take set, comma-separated whole numbers 1..10^18"), "1,3,4", null),
                        PlayConvention.PARAMETER),
                Text.of("一个或多个堆的大小 0..10^18，用空格分开：10 20", "one or more pile sizes 0..10^18 separated by spaces: 10 20"),
                "10");
    }

    @Override
    public long estimatedWork(Map<String, String> parameters, String position) {
        return Work.takeSet(Work.numbers(parameters.get("takes")), Work.largest(position), 1);
    }

    @Override
    public ViewKind view() {
        return ViewKind.TAKEAWAY;
    }

    @Override
    public Instance instantiate(Map<String, String> given) {
        Map<String, String> v = Parameters.resolve(this, given);
        return game(this, TakeSet.parse(this, "takes", v.get("takes")), PlayConvention.misere(this, v));
    }

    /** The game for a take set and play convention already read (by a named game's judge format, for instance). */
    public static Instance game(GameFamily family, TakeSet takes, boolean misere) {
        return new Instance(family, takes, misere);
    }

    /**
     * A subtraction game with its take set and play convention fixed; positions are pile lists.
     * The rules are the sum of the take set's heaps ({@link SumGame} over {@link SubtractionRule},
     * as S-Nim and {@code sum of=subtraction:…} play them) under the family's own move names.
     */
    public static final class Instance implements PartsInstance<List<Long>> {

        private final GameParts<List<Long>> parts;
        private final SubtractionEvaluators evaluate;

        Instance(GameFamily family, TakeSet takes, boolean misere) {
            SubtractionRule rule = new SubtractionRule(takes);
            SumGame<Long> rules = SumGame.of(new HeapComponent(rule), misere ? SumRule.MISERE : SumRule.NORMAL, new TakeMoves());
            this.evaluate = new SubtractionEvaluators(rule, misere, rules);
            this.parts = new GameParts<>(family, PlayConvention.shown("takes", takes.toString(), misere), rules,
                    new PileNotation(family), evaluate.inOrder());
        }

        @Override
        public GameParts<List<Long>> parts() {
            return parts;
        }

        /** The Grundy value of one pile under normal play. */
        public long grundy(long n) {
            return evaluate.grundy(n);
        }

        @Override
        public Optional<Table> table(long upto) {
            return Optional.of(evaluate.table(upto));
        }
    }

    /** The family's move names on the sums' moves: {@code take 2} on one pile, {@code take 2 from pile 1} on several. */
    private static final class TakeMoves implements SumGame.Naming<Long> {
        @Override
        public Move<List<Long>> move(List<Long> piles, int i, ComponentMove<Long> m) {
            long t = piles.get(i) - m.parts().get(0);
            List<Long> next = PositionNumbers.replaced(piles, i, m.parts().get(0));
            return piles.size() == 1 ? new Move<>("take " + t, next, MoveShape.of("pile").with("amount", t))
                    : new Move<>("take " + t + " from pile " + (i + 1), next, MoveShape.of("pile").with("pile", i + 1).with("amount", t));
        }

        /** Every move is listed: a position has at most (number of piles) x (number of takes) of them. */
        @Override
        public void checkCount(List<Long> piles, long count) {
        }
    }

    /** Positions: pile sizes separated by spaces; moves: 取 2 个 / take 2, 从第 1 堆取 2 个 / take 2 from pile 1. */
    private static final class PileNotation implements Notation<List<Long>> {

        private final GameFamily family;

        PileNotation(GameFamily family) {
            this.family = family;
        }

        @Override
        public List<Long> parse(String text) {
            String t = text.trim();
            if (t.isEmpty()) {
                throw new BadInputException(family.id(), Text.of("缺少局面：" + family.positionSyntax().zh(),
                        "missing the position: " + family.positionSyntax().en()));
            }
            List<Long> piles = new ArrayList<>();
            for (String w : t.split("\\s+")) {
                int pile = piles.size() + 1;
                piles.add(Parameters.wholeNumber(family, Text.of("初始局面第 " + pile + " 堆 ", "starting position, pile " + pile + " "),
                        w, 0, TakeSet.LIMIT));
            }
            return List.copyOf(piles);
        }

        @Override
        public String format(List<Long> piles) {
            return String.join(" ", piles.stream().map(String::valueOf).toList());
        }

        @Override
        public Text label(List<Long> from, Move<List<Long>> move) {
            return TakeSet.label(move.name());
        }
    }
}
