package boyi.solve;

import boyi.model.EncodedMoves;
import boyi.model.Game;
import boyi.model.Move;
import boyi.model.Value;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;

/**
 * Memoised negamax over an acyclic game: the value and remoteness of any position, with an
 * explicit stack (depth is limited by memory, never by the Java stack). Children are folded by
 * {@link RemotenessFold}; values are memoised as {@link ValueCode}s. Games with cycles need
 * {@link RetrogradeSolver}; this solver reports a cycle as an error. Games that generate moves on
 * encodings ({@link EncodedMoves}) are searched on {@code long}s, memoised under
 * {@link EncodedMoves#memoKey}.
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
    private final EncodedMoves<P> encoded;
    private final LongLongMap encodedMemo;
    private final long budget;
    private long millisBudget = Long.MAX_VALUE;

    public NegamaxSolver(Game<P> game) {
        this(game, DEFAULT_BUDGET);
    }

    /** @param budget the most positions to memoise before giving up with TooLargeException */
    public NegamaxSolver(Game<P> game, long budget) {
        this.game = game;
        this.budget = budget;
        @SuppressWarnings("unchecked")
        EncodedMoves<P> e = game instanceof EncodedMoves<?> em ? (EncodedMoves<P>) em : null;
        this.encoded = e;
        this.memo = e == null ? PositionMemo.of(game, budget) : null;
        this.encodedMemo = e == null ? null : new LongLongMap(1 << 12, budget);
    }

    /** Bounds each call of {@link #value} to {@code millis}; past it the call throws TooLargeException. */
    public NegamaxSolver<P> timeLimit(long millis) {
        this.millisBudget = millis;
        return this;
    }

    public static <P> Value solve(Game<P> game, P position) {
        return new NegamaxSolver<>(game).value(position);
    }

    /** Positions memoised so far. */
    public int positionsSolved() {
        return encoded != null ? encodedMemo.size() : memo.size();
    }

    /** The value of {@code root} for the player to move. */
    public Value value(P root) {
        if (encoded != null) {
            return valueEncoded(encoded.encode(root));
        }
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

    /** The search on encodings: per depth the position, its children and the next child to fold. */
    private Value valueEncoded(long rootCode) {
        EncodedMoves<P> g = encoded;
        LongLongMap m = encodedMemo;
        long known = m.get(g.memoKey(rootCode));
        if (known > 0) {
            return ValueCode.value(known);
        }
        long deadline = millisBudget == Long.MAX_VALUE ? Long.MAX_VALUE : System.nanoTime() + millisBudget * 1_000_000L;
        int capacity = 16;
        long[] codes = new long[capacity];
        long[] keys = new long[capacity];
        long[][] children = new long[capacity][];
        int[] count = new int[capacity];
        int[] next = new int[capacity];
        RemotenessFold[] folds = new RemotenessFold[capacity];
        int d = 0;
        codes[0] = rootCode;
        keys[0] = g.memoKey(rootCode);
        count[0] = -2;
        long steps = 0;
        while (d >= 0) {
            if ((++steps & 0xffff) == 0 && (System.nanoTime() > deadline || Thread.currentThread().isInterrupted())) {
                throw new TooLargeException(Text.format("超过时间上限 %d 秒", "more than %d s (the time budget)", millisBudget / 1000));
            }
            if (count[d] == -2) {
                if (children[d] == null) {
                    children[d] = new long[g.maxMoves()];
                    folds[d] = new RemotenessFold();
                }
                count[d] = g.children(codes[d], children[d]);
                next[d] = 0;
                folds[d].reset();
                if (count[d] <= 0) {
                    Value v = count[d] == 0 ? Value.loss(0) : g.primitive(g.decode(codes[d]));
                    d = finish(m, keys, d, ValueCode.of(v));
                    continue;
                }
            }
            boolean descended = false;
            while (next[d] < count[d]) {
                long child = children[d][next[d]];
                long key = g.memoKey(child);
                long code = m.get(key);
                if (code == IN_PROGRESS) {
                    throw new IllegalStateException("the game has a cycle through " + g.decode(child) + "; use RetrogradeSolver");
                }
                if (code == ValueCode.ABSENT) {
                    if (d + 1 == capacity) {
                        capacity *= 2;
                        codes = Arrays.copyOf(codes, capacity);
                        keys = Arrays.copyOf(keys, capacity);
                        children = Arrays.copyOf(children, capacity);
                        count = Arrays.copyOf(count, capacity);
                        next = Arrays.copyOf(next, capacity);
                        folds = Arrays.copyOf(folds, capacity);
                    }
                    put(m, key, IN_PROGRESS);
                    d++;
                    codes[d] = child;
                    keys[d] = key;
                    count[d] = -2;
                    descended = true;
                    break;
                }
                folds[d].addCode(code);
                next[d]++;
            }
            if (!descended) {
                d = finish(m, keys, d, folds[d].resultCode());
            }
        }
        return ValueCode.value(m.get(g.memoKey(rootCode)));
    }

    /** Memoises the value of depth {@code d} and returns the parent's depth (which reads it from the memo). */
    private int finish(LongLongMap m, long[] keys, int d, long code) {
        put(m, keys[d], code);
        return d - 1;
    }

    private void put(LongLongMap m, long key, long code) {
        try {
            m.put(key, code);
        } catch (TooLargeException e) {
            throw new TooLargeException(Text.format("需要超过 %d 个局面（内存上限）", "more than %d positions (the memory budget)", budget));
        }
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
