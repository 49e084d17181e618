package boyi.rules;

import boyi.cgt.CanonicalGame;
import boyi.solve.Interruption;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Canonical values of the positions of a partizan rule game ({@code move left}, {@code move
 * right}): a position is the sum of its components (each heap of a {@code heaps} game; a tuple or
 * a board is one component), a component {@code {values Left's moves leave | values Right's moves
 * leave}}. Evaluated with an explicit stack (no recursion however long the game), each component
 * once and kept, at most {@code budget} components in all; a game that can return to a position
 * has no canonical form and is refused.
 *
 * <pre>{@code
 * RuleCanonical c = new RuleCanonical(RuleParser.parse(hackenbushText, Map.of()), 1_000_000);
 * c.value(RuleState.heaps(new long[] {0b110}));   // the string blue, red: 1/2
 * }</pre>
 */
final class RuleCanonical {

    private final RuleGame left;
    private final RuleGame right;
    private final boolean heaps;
    /** How a board splits into independent components, when its rule text establishes it. */
    private final Optional<BoardSplit> split;
    private final long budget;
    private final Map<RuleState, CanonicalGame> values = new ConcurrentHashMap<>();
    private final AtomicLong evaluated = new AtomicLong();

    /** @param budget the most components evaluated before a value is refused */
    RuleCanonical(RuleProgram program, long budget) {
        this(program, budget, true);
    }

    /** @param splitBoards whether a board is split into components where its rule text establishes that it may be */
    RuleCanonical(RuleProgram program, long budget, boolean splitBoards) {
        RuleGame whole = new RuleGame(program);
        this.left = new RuleGame(program.forPlayer(true), whole);
        this.right = new RuleGame(program.forPlayer(false), whole);
        this.heaps = program.shape() == RuleProgram.Shape.HEAPS;
        this.split = splitBoards ? BoardSplit.of(program) : Optional.empty();
        this.budget = budget;
    }

    /** Left's moves ({@code left}) or Right's, as a rule game of their own. */
    RuleGame player(boolean isLeft) {
        return isLeft ? left : right;
    }

    /**
     * The independent parts of a position whose values add up: its heaps, a board's components
     * ({@link BoardSplit}), or the position itself.
     */
    List<RuleState> components(RuleState position) {
        if (!heaps) {
            return split.isPresent() ? split.get().components(position) : List.of(position);
        }
        List<RuleState> out = new ArrayList<>(position.size());
        for (long h : position.numbersUnsafe()) {
            out.add(RuleState.owned(new long[] {h}));
        }
        return out;
    }

    /** Components evaluated so far. */
    long evaluated() {
        return evaluated.get();
    }

    /**
     * The canonical value of {@code position}.
     *
     * @throws TooLargeException past the budget or the deadline
     * @throws RuleException     when the game can return to a position, or a rule fails
     */
    CanonicalGame value(RuleState position) {
        CanonicalGame sum = CanonicalGame.ZERO;
        for (RuleState c : components(position)) {
            sum = sum.add(component(c));
        }
        return sum;
    }

    /** A component being evaluated: what each of its players' moves leaves, once generated. */
    private static final class Frame {
        final RuleState state;
        Option[] leftOptions;
        Option[] rightOptions;

        Frame(RuleState state) {
            this.state = state;
        }
    }

    /**
     * The components one move leaves, each with its value where it was known when the move was
     * generated (null: evaluated below this frame, looked up when the frame is finished).
     */
    private record Option(RuleState[] parts, CanonicalGame[] known) {
    }

    /** The value of one component, its options' components first (depth first, on an explicit stack). */
    CanonicalGame component(RuleState root) {
        CanonicalGame known = values.get(root);
        if (known != null) {
            return known;
        }
        Interruption stop = new Interruption();
        Deque<Frame> stack = new ArrayDeque<>();
        Set<RuleState> path = new HashSet<>();     // the components being evaluated, each below the one before
        stack.push(new Frame(root));
        while (!stack.isEmpty()) {
            stop.check();
            Frame f = stack.peek();
            if (f.leftOptions == null) {
                if (values.containsKey(f.state)) {
                    stack.pop();
                    continue;
                }
                if (evaluated.incrementAndGet() > budget) {
                    evaluated.decrementAndGet();
                    throw new TooLargeException(Text.of("标准型需要求值超过 " + budget + " 个局面（预算）",
                            "the canonical form needs more than " + budget + " positions evaluated (budget)"));
                }
                List<RuleState[]> leftResults = results(left, f.state);
                List<RuleState[]> rightResults = results(right, f.state);
                path.add(f.state);
                f.leftOptions = pushUnknown(leftResults, stack, path);
                f.rightOptions = pushUnknown(rightResults, stack, path);
                continue;
            }
            values.put(f.state, CanonicalGame.of(sums(f.leftOptions), sums(f.rightOptions)));
            path.remove(f.state);
            stack.pop();
        }
        return values.get(root);
    }

    private List<RuleState[]> results(RuleGame game, RuleState position) {
        List<RuleState[]> out = new ArrayList<>();
        game.expandInto(position, (name, next) -> out.add(components(next).toArray(new RuleState[0])));
        return out;
    }

    /**
     * Each result with the values known now; a component not known yet is pushed to be evaluated
     * (one on the path being evaluated means the game returns to it: no canonical form).
     */
    private Option[] pushUnknown(List<RuleState[]> results, Deque<Frame> stack, Set<RuleState> path) {
        Option[] out = new Option[results.size()];
        for (int i = 0; i < out.length; i++) {
            RuleState[] parts = results.get(i);
            CanonicalGame[] known = new CanonicalGame[parts.length];
            for (int k = 0; k < parts.length; k++) {
                RuleState c = parts[k];
                known[k] = values.get(c);
                if (known[k] != null) {
                    continue;        // a component on the path has no value yet: only unknown ones can close a cycle
                }
                if (path.contains(c)) {
                    throw new RuleException(1, 1, "这个游戏能回到已经走过的局面（如 " + c + "）：没有标准型（组合博弈论的标准型只用于必然结束的游戏）",
                            "the game can return to a position it has been in (such as " + c
                                    + "): it has no canonical form (canonical forms are for games that always end)");
                }
                stack.push(new Frame(c));
            }
            out[i] = new Option(parts, known);
        }
        return out;
    }

    private List<CanonicalGame> sums(Option[] options) {
        List<CanonicalGame> out = new ArrayList<>(options.length);
        for (Option o : options) {
            CanonicalGame sum = CanonicalGame.ZERO;
            for (int k = 0; k < o.parts().length; k++) {
                CanonicalGame v = o.known()[k];
                sum = sum.add(v != null ? v : values.get(o.parts()[k]));
            }
            out.add(sum);
        }
        return out;
    }
}
