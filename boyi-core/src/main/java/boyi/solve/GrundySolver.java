package boyi.solve;

import boyi.util.Text;
import boyi.model.Decomposable;
import boyi.model.Impartial;
import boyi.model.Move;
import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Grundy values of an impartial game under normal play: the mex of the children's values, and
 * the XOR of the components' values where the game is {@link Decomposable}. Iterative (an
 * explicit stack), memoised per component.
 *
 * <pre>{@code
 * GrundySolver<List<Integer>> s = new GrundySolver<>(nim);
 * s.grundy(List.of(3, 4, 5));   // 3 ^ 4 ^ 5 = 2: a first-player win
 * }</pre>
 */
public final class GrundySolver<P> {

    private final Impartial<P> game;
    private final Decomposable<P> parts;
    private final Map<P, Integer> memo = new HashMap<>();
    private final long budget;

    public GrundySolver(Impartial<P> game) {
        this(game, NegamaxSolver.DEFAULT_BUDGET);
    }

    /** @param budget the most positions to memoise before giving up with TooLargeException */
    public GrundySolver(Impartial<P> game, long budget) {
        this.game = game;
        this.parts = game instanceof Decomposable<P> d ? d : null;
        this.budget = budget;
    }

    public static <P> int solve(Impartial<P> game, P position) {
        return new GrundySolver<>(game).grundy(position);
    }

    /** The Grundy value of {@code root}: 0 exactly when the player to move loses. */
    public int grundy(P root) {
        Integer known = memo.get(root);
        if (known != null) {
            return known;
        }
        ArrayDeque<Frame<P>> stack = new ArrayDeque<>();
        stack.push(frame(root));
        Interruption stop = new Interruption();
        while (!stack.isEmpty()) {
            stop.check();
            Frame<P> f = stack.peek();
            boolean descended = false;
            while (f.next < f.dependencies.size()) {
                P d = f.dependencies.get(f.next);
                Integer g = memo.get(d);
                if (g == null) {
                    if (stack.size() > budget) {
                        throw new IllegalStateException("the game has a cycle or is too deep at " + d);
                    }
                    stack.push(frame(d));
                    descended = true;
                    break;
                }
                if (f.sum) {
                    f.xor ^= g;
                } else {
                    f.seen.set(g);
                }
                f.next++;
            }
            if (!descended) {
                int value = f.sum ? f.xor : f.seen.nextClearBit(0);
                memo.put(f.position, value);
                if (memo.size() > budget) {
                    throw new boyi.util.TooLargeException(Text.format(
                            "求 SG 值需要搜索超过 %d 个局面（超出内存预算）",
                            "the Grundy search needs more than %d positions (the memory budget)", budget));
                }
                stack.pop();
            }
        }
        return memo.get(root);
    }

    private Frame<P> frame(P position) {
        if (parts != null) {
            List<P> components = parts.components(position);
            if (components.size() > 1) {
                return new Frame<>(position, components, true);
            }
        }
        List<Move<P>> moves = game.moves(position);
        return new Frame<>(position, moves.stream().map(Move::result).toList(), false);
    }

    /** A position waiting for its dependencies: components (XOR) or children (mex). */
    private static final class Frame<P> {
        final P position;
        final List<P> dependencies;
        final boolean sum;
        final BitSet seen = new BitSet();
        int xor;
        int next;

        Frame(P position, List<P> dependencies, boolean sum) {
            this.position = position;
            this.dependencies = dependencies;
            this.sum = sum;
        }
    }
}
