package boyi.solve;

import boyi.model.Game;
import boyi.model.Move;
import boyi.model.Value;
import java.util.ArrayDeque;
import java.util.List;

/**
 * Memoised negamax over an acyclic game: the value and remoteness of any position, with an
 * explicit stack (depth is limited by memory, never by the Java stack). Children are folded by
 * {@link RemotenessFold}; values are memoised as {@link ValueCode}s. Games with cycles need
 * {@link RetrogradeSolver}; this solver reports a cycle as an error.
 *
 * <pre>{@code
 * Value v = new NegamaxSolver<>(game).value(start);
 * Value v2 = NegamaxSolver.solve(game, start);        // the static shortcut
 * }</pre>
 */
public final class NegamaxSolver<P> {

    /** Default memory budget in positions. */
    public static final long DEFAULT_BUDGET = 20_000_000L;

    /** Marks a position whose value is being computed (on the current path). */
    private static final long IN_PROGRESS = -1;

    private final Game<P> game;
    private final PositionMemo<P> memo;

    public NegamaxSolver(Game<P> game) {
        this(game, DEFAULT_BUDGET);
    }

    /** @param budget the most positions to memoise before giving up with TooLargeException */
    public NegamaxSolver(Game<P> game, long budget) {
        this.game = game;
        this.memo = PositionMemo.of(game, budget);
    }

    public static <P> Value solve(Game<P> game, P position) {
        return new NegamaxSolver<>(game).value(position);
    }

    /** Positions memoised so far. */
    public int positionsSolved() {
        return memo.size();
    }

    /** The value of {@code root} for the player to move. */
    public Value value(P root) {
        long known = memo.get(root);
        if (known > 0) {
            return ValueCode.value(known);
        }
        ArrayDeque<Frame<P>> stack = new ArrayDeque<>();
        stack.push(new Frame<>(root));
        memo.put(root, IN_PROGRESS);
        Interruption stop = new Interruption();
        while (!stack.isEmpty()) {
            stop.check();
            Frame<P> f = stack.peek();
            if (f.moves == null) {
                Value primitive = game.primitive(f.position);
                if (primitive != null) {
                    memo.put(f.position, ValueCode.of(primitive));
                    stack.pop();
                    continue;
                }
                f.moves = game.moves(f.position);
                if (f.moves.isEmpty()) {
                    throw new IllegalStateException("position without moves is not primitive: " + f.position);
                }
            }
            boolean descended = false;
            while (f.next < f.moves.size()) {
                P child = f.moves.get(f.next).result();
                long code = memo.get(child);
                if (code == IN_PROGRESS) {
                    throw new IllegalStateException("the game has a cycle through " + child + "; use RetrogradeSolver");
                }
                if (code == ValueCode.ABSENT) {
                    memo.put(child, IN_PROGRESS);
                    stack.push(new Frame<>(child));
                    descended = true;
                    break;
                }
                f.fold.addCode(code);
                f.next++;
            }
            if (!descended) {
                memo.put(f.position, f.fold.resultCode());
                stack.pop();
            }
        }
        return ValueCode.value(memo.get(root));
    }

    /** One position on the explicit stack, folding its children's values as they arrive. */
    private static final class Frame<P> {
        final P position;
        final RemotenessFold fold = new RemotenessFold();
        List<Move<P>> moves;
        int next;

        Frame(P position) {
            this.position = position;
        }
    }
}
