package boyi.games.classic;

import boyi.games.DescribedFamily;
import boyi.games.Parameters;
import boyi.model.Impartial;
import boyi.model.Move;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.theory.StaircaseNimTheory;
import boyi.util.BadInputException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The monks game (高僧斗法, staircase Nim): monks on distinct steps; a move sends one monk up any
 * number of steps, never onto or past the next monk above; the top monk cannot move; whoever
 * cannot move loses. Decided by {@link StaircaseNimTheory} in O(number of monks), steps up to
 * 10^18.
 *
 * <pre>{@code
 * GameInstance<?> g = new MonksGame().instantiate(Map.of());
 * Analyzer.analyze(g, "1 5 9").bestMove();   // "monk on 1 to 4"
 * }</pre>
 */
public final class MonksGame extends DescribedFamily {

    private static final Pattern MOVE = Pattern.compile("monk on (\\d+) to (\\d+)");

    public MonksGame() {
        super("monks", "高僧斗法", "Monks on a staircase (staircase Nim)",
                "Monks stand on distinct steps of a staircase; a move sends one monk up any number of steps, never onto or "
                        + "past the next monk above, so the top monk cannot move; whoever cannot move loses.",
                List.of(),
                "the monks' steps 1..10^18, distinct, separated by spaces: 1 5 8 10", "1 5 8 10");
    }

    @Override
    public String view() {
        return "staircase";
    }

    @Override
    public Instance instantiate(Map<String, String> given) {
        return new Instance(this, Parameters.resolve(this, given));
    }

    /** The monks game; positions are the steps, increasing. */
    public static final class Instance extends TheoremInstance<List<Long>> {

        private final Rules rules = new Rules();

        Instance(MonksGame family, Map<String, String> parameters) {
            super(family, parameters);
        }

        private final class Rules implements Impartial<List<Long>> {
            @Override
            public List<Move<List<Long>>> moves(List<Long> steps) {
                checkMoveCount(family(), format(steps), moveCount(steps));
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

        /** The number of legal moves (the free steps below the top monk), saturated at 10^18. */
        private static long moveCount(List<Long> steps) {
            long n = 0;
            for (int i = 0; i + 1 < steps.size(); i++) {
                n = Math.min(n + steps.get(i + 1) - steps.get(i) - 1, NimGame.LIMIT);
            }
            return n;
        }

        private static Move<List<Long>> move(List<Long> steps, int monk, long to) {
            return new Move<>("monk on " + steps.get(monk) + " to " + to, replaced(steps, monk, to));
        }

        @Override
        public Impartial<List<Long>> game() {
            return rules;
        }

        @Override
        public List<Long> parse(String text) {
            long[] steps = someNumbers(family(), text, "a monk's step", 1, NimGame.LIMIT, "the steps");
            Arrays.sort(steps);
            for (int i = 1; i < steps.length; i++) {
                if (steps[i] == steps[i - 1]) {
                    throw new BadInputException("monks: position \"" + text.trim() + "\": step " + steps[i]
                            + " is repeated; two monks cannot stand on the same step");
                }
            }
            return boxed(steps);
        }

        @Override
        public String format(List<Long> steps) {
            return join(steps);
        }

        @Override
        boolean small(List<Long> steps) {
            // The monks stay between the lowest step and the top one: C(top - lowest, n - 1) positions.
            int n = steps.size();
            long span = steps.get(n - 1) - steps.get(0);
            double count = 1;
            for (int i = 1; i < n; i++) {
                count = count * (span - i + 1) / i;
                if (count > 20_000) {
                    return false;
                }
            }
            return true;
        }

        @Override
        Outcome theoremOutcome(List<Long> steps) {
            return StaircaseNimTheory.heapXor(unboxed(steps)) != 0 ? Outcome.WIN : Outcome.LOSS;
        }

        @Override
        String theoremExplanation(List<Long> steps) {
            return StaircaseNimTheory.explain(unboxed(steps));
        }

        @Override
        public boolean showsAllMoves(List<Long> steps) {
            return moveCount(steps) <= 200;
        }

        @Override
        public List<Move<List<Long>>> movesToShow(List<Long> steps) {
            if (showsAllMoves(steps)) {
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
                    addOnce(out, move(steps, i, s[i] + 1));
                    addOnce(out, move(steps, i, s[i + 1] - 1));
                }
            }
            return out;
        }

        @Override
        public List<Long> play(List<Long> steps, String name) {
            return playMatching(steps, name, MOVE, m -> {
                long from = Long.parseLong(m.group(1));
                long to = Long.parseLong(m.group(2));
                int i = steps.indexOf(from);
                boolean legal = i >= 0 && i + 1 < steps.size() && to > from && to < steps.get(i + 1);
                return legal ? move(steps, i, to).result() : null;
            }, "(moves look like \"monk on 1 to 4\")");
        }
    }
}
