package boyi.games.classic;

import boyi.games.ViewKind;
import boyi.games.MoveLimit;

import static boyi.games.PositionNumbers.replaced;
import static boyi.games.PositionNumbers.unboxed;

import boyi.games.BudgetedSearch;
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
import boyi.theory.StaircaseNimTheory;
import boyi.util.BadInputException;
import boyi.util.Text;
import boyi.util.WholeNumber;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Function;

/**
 * The monks game (高僧斗法, staircase Nim): monks on distinct steps; a move sends one monk up any
 * number of steps, never onto or past the next monk above; the top monk cannot move; whoever
 * cannot move loses. Decided by {@link StaircaseNimTheory} in O(number of monks), steps up to
 * 10^18; exact search gives the remoteness of small positions.
 *
 * <pre>{@code
 * GameInstance<List<Long>> g = new MonksGame().instantiate(Map.of());
 * Analyzer.analyze(g, "1 5 9").bestMove();   // "monk on 1 to 4"
 * }</pre>
 */
public final class MonksGame extends DescribedFamily {

    /** {@code monk on 1 to 4}, in Chinese {@code 第 1 级的和尚移到第 4 级}. */
    private static final MoveSyntax MOVE = new MoveSyntax("monk on (\\d{1,19}) to (\\d{1,19})",
            m -> "第 " + m.group(1) + " 级的和尚移到第 " + m.group(2) + " 级");
    private static final long SEARCHED = 20_000;

    public MonksGame() {
        super("monks", "高僧斗法", "Monks on a staircase (staircase Nim)",
                Text.of("几个和尚站在楼梯的不同台阶上；每次把一个和尚往上移任意级，但不能踩到或越过上面的和尚，所以最上面的和尚不能动；"
                                + "不能移动的人输。",
                        "Monks stand on distinct steps of a staircase; a move sends one monk up any number of steps, never onto or "
                                + "past the next monk above, so the top monk cannot move; whoever cannot move loses."),
                List.of(),
                Text.of("和尚所在的台阶 1..10^18，互不相同，用空格分隔：1 5 8 10",
                        "the monks' steps 1..10^18, distinct, separated by spaces: 1 5 8 10"), "1 5 8 10");
    }

    @Override
    public ViewKind view() {
        return ViewKind.STAIRCASE;
    }

    @Override
    public GameInstance<List<Long>> instantiate(Map<String, String> given) {
        Rules rules = new Rules();
        Steps notation = new Steps(this);
        Function<List<Long>, Verdict> theorem = steps -> StaircaseNimTheory.verdict(unboxed(steps));
        BudgetedSearch<List<Long>> search = new BudgetedSearch<>(rules, notation, MonksGame::fewPositionsBelow);
        return ComposedGame.of(this, Parameters.resolve(this, given), rules, notation)
                .evaluators(TheoremEvaluator.withRemoteness(theorem, search, rules, notation))
                .moves(new Selection(rules))
                .reader(MonksGame::read, Text.of("着法形如 \"第 1 级的和尚移到第 4 级\"", "moves look like \"monk on 1 to 4\""))
                .build();
    }

    private final class Rules implements Impartial<List<Long>> {
        @Override
        public List<Move<List<Long>>> moves(List<Long> steps) {
            MoveLimit.check(MonksGame.this, PositionNumbers.join(steps), moveCount(steps));
            List<Move<List<Long>>> out = new ArrayList<>();
            for (int i = 0; i + 1 < steps.size(); i++) {
                for (long to = steps.get(i) + 1; to < steps.get(i + 1); to++) {
                    out.add(move(steps, i, to));
                }
            }
            return out;
        }

        @Override
        public Value primitive(List<Long> steps) {
            return moveCount(steps) == 0 ? Value.loss(0) : null;
        }
    }

    /** The steps, increasing, written separated by spaces; repeated steps are refused. */
    private static final class Steps implements Notation<List<Long>> {
        private final PositionNumbers numbers;

        Steps(GameFamily family) {
            this.numbers = new PositionNumbers(family, Text.of("和尚所在的台阶", "a monk's step"), 1, WholeNumber.E18);
        }

        @Override
        public List<Long> parse(String text) {
            long[] steps = numbers.some(text, Text.of("和尚所在的台阶", "the steps"));
            Arrays.sort(steps);
            for (int i = 1; i < steps.length; i++) {
                if (steps[i] == steps[i - 1]) {
                    throw new BadInputException("monks", Text.format("局面 \"%s\"：台阶 %d 重复了；两个和尚不能站在同一级台阶上",
                            "position \"%s\": step %d is repeated; two monks cannot stand on the same step",
                            text.trim(), steps[i]));
                }
            }
            return PositionNumbers.boxed(steps);
        }

        @Override
        public String format(List<Long> steps) {
            return PositionNumbers.join(steps);
        }

        @Override
        public Text label(List<Long> from, Move<List<Long>> m) {
            return MOVE.label(m.name());
        }
    }

    /** The number of legal moves (the free steps below the top monk), saturated at 10^18. */
    private static long moveCount(List<Long> steps) {
        long n = 0;
        for (int i = 0; i + 1 < steps.size(); i++) {
            n = Math.min(n + steps.get(i + 1) - steps.get(i) - 1, WholeNumber.E18);
        }
        return n;
    }

    /** The monks stay between the lowest step and the top one: at most C(top - lowest, n - 1) positions. */
    private static boolean fewPositionsBelow(List<Long> steps) {
        int n = steps.size();
        long span = steps.get(n - 1) - steps.get(0);
        java.math.BigInteger count = java.math.BigInteger.ONE;
        for (int i = 1; i < n; i++) {
            count = count.multiply(java.math.BigInteger.valueOf(span - i + 1)).divide(java.math.BigInteger.valueOf(i));
            if (count.compareTo(java.math.BigInteger.valueOf(SEARCHED)) > 0) {
                return false;
            }
        }
        return true;
    }

    private static Move<List<Long>> move(List<Long> steps, int monk, long to) {
        return new Move<>("monk on " + steps.get(monk) + " to " + to, replaced(steps, monk, to));
    }

    private static Optional<List<Long>> read(List<Long> steps, String name) {
        return MOVE.read(name, m -> {
            long from = Long.parseLong(m.group(1));
            long to = Long.parseLong(m.group(2));
            int i = steps.indexOf(from);
            boolean legal = i >= 0 && i + 1 < steps.size() && to > from && to < steps.get(i + 1);
            return legal ? move(steps, i, to).result() : null;
        });
    }

    /** Every move up to the list limit, else the winning moves and each of the first monks' shortest and longest move. */
    private record Selection(Rules rules) implements MoveSelection<List<Long>> {
        @Override
        public List<Move<List<Long>>> moves(List<Long> steps) {
            if (complete(steps)) {
                return rules.moves(steps);
            }
            List<Move<List<Long>>> out = new ArrayList<>();
            long[] s = unboxed(steps);
            for (long[] w : StaircaseNimTheory.winningMoves(s)) {
                out.add(move(steps, Arrays.binarySearch(s, w[0]), w[1]));
                if (out.size() >= 20) {
                    break;
                }
            }
            for (int i = 0; i + 1 < s.length && i < 10; i++) {
                if (s[i + 1] - s[i] > 1) {
                    MoveSelection.addOnce(out, move(steps, i, s[i] + 1));
                    MoveSelection.addOnce(out, move(steps, i, s[i + 1] - 1));
                }
            }
            return out;
        }

        @Override
        public boolean complete(List<Long> steps) {
            // Searched positions list every move, so the quickest win is among them.
            return moveCount(steps) <= LIST_LIMIT || fewPositionsBelow(steps);
        }

        @Override
        public OptionalLong total(List<Long> steps) {
            long n = moveCount(steps);
            return n < WholeNumber.E18 ? OptionalLong.of(n) : OptionalLong.empty();
        }
    }
}
