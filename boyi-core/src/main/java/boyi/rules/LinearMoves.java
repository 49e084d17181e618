package boyi.rules;

import boyi.solve.Interruption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The moves of a tuple rule text as arithmetic progressions of table cells, for filling a table
 * of one or two numbers ({@link TupleGrundy}) without generating a move. It applies where every
 * move statement has at most one loop (a range or a list) and each value of the state it leads
 * to is built from the loop variable with {@code +}, {@code -} and unary minus only, its other
 * parts not reading the loop variable ({@code a - k}, {@code b}, {@code a - k + 1}): each value is
 * then an exact affine function of the loop variable, so over a range its extremes, and any
 * overflow, are at the two ends, and the cells one statement reaches are
 * {@code first + stride * (k - low)}.
 *
 * <p>The fast path only answers when it can vouch that the moves would be generated without an
 * error and all lead back into the table: both ends of every range evaluated (compiled, overflow
 * checked) with every value in 0..upto and every cell before the current one, the
 * {@link GenerationBudget} bounds met counting every loop value as a move, and no condition
 * failing. Otherwise {@link Filler#reached} answers false and the caller generates that position's
 * moves as usual, which gives the reference's values, error or refusal. Conditions and list items
 * are evaluated at each loop value, in the order the generator evaluates them; the deadline is
 * checked once per statement (a range has at most {@link GenerationBudget#MAX_MOVES} values).
 *
 * <pre>{@code
 * LinearMoves.Filler f = LinearMoves.of(wythoff).filler(2, 499);
 * f.reached(new long[] {3, 5}, 3 * 500 + 5, cell -> mark(cell));   // 11 cells: (2,5) (1,5) (0,5) (3,4) ... (0,2)
 * }</pre>
 */
final class LinearMoves {

    /**
     * One move statement: conditions before its loop, the loop (a range, a list, or none when
     * {@code slot} < 0), conditions after it, and the values of the state it leads to with the
     * slope of each in the loop variable.
     */
    private record Statement(CompiledExpr[] before, int slot, CompiledExpr low, CompiledExpr high, CompiledExpr[] items,
                             CompiledExpr[] after, CompiledExpr[] values, long[] slopes) {
    }

    private final Statement[] statements;
    /** The environment's size: state variables and loop variables. */
    private final int slots;

    private LinearMoves(Statement[] statements, int slots) {
        this.statements = statements;
        this.slots = slots;
    }

    /** The linear form of a tuple program's moves, or null when a statement has another shape. */
    static LinearMoves of(RuleProgram p) {
        if (p.shape() != RuleProgram.Shape.TUPLE) {
            return null;
        }
        List<Statement> out = new ArrayList<>();
        for (MoveRule m : p.moves()) {
            Statement s = statement(m);
            if (s == null) {
                return null;
            }
            out.add(s);
        }
        return new LinearMoves(out.toArray(Statement[]::new), p.slots());
    }

    private static Statement statement(MoveRule m) {
        if (!(m.result() instanceof MoveRule.Values v)) {
            return null;
        }
        List<CompiledExpr> before = new ArrayList<>();
        List<CompiledExpr> after = new ArrayList<>();
        MoveRule.Loop loop = null;
        for (MoveRule.Step step : m.steps()) {
            if (step instanceof MoveRule.Condition c) {
                (loop == null ? before : after).add(CompiledExpr.of(c.test()));
            } else if (loop == null && step instanceof MoveRule.Loop l
                    && (l.domain() instanceof MoveRule.Range || l.domain() instanceof MoveRule.Items)) {
                loop = l;
            } else {
                return null;
            }
        }
        int slot = loop == null ? -1 : loop.slot();
        long[] slopes = new long[v.values().size()];
        for (int i = 0; i < slopes.length; i++) {
            Long slope = slope(v.values().get(i), slot);
            if (slope == null) {
                return null;
            }
            slopes[i] = slope;
        }
        CompiledExpr low = null;
        CompiledExpr high = null;
        CompiledExpr[] items = null;
        if (loop != null && loop.domain() instanceof MoveRule.Range r) {
            low = CompiledExpr.of(r.low());
            high = CompiledExpr.of(r.high());
        } else if (loop != null) {
            items = ((MoveRule.Items) loop.domain()).items().stream().map(CompiledExpr::of).toArray(CompiledExpr[]::new);
        }
        return new Statement(before.toArray(CompiledExpr[]::new), slot, low, high, items, after.toArray(CompiledExpr[]::new),
                v.values().stream().map(CompiledExpr::of).toArray(CompiledExpr[]::new), slopes);
    }

    /**
     * The slope of {@code e} in the loop variable of slot {@code slot} when {@code e} is affine in it
     * by {@code +}, {@code -} and unary minus alone (0 when it does not read it), else null.
     * Recursion depth: the expression's, bounded by the parser.
     */
    static Long slope(Expr e, int slot) {
        if (!reads(e, slot)) {
            return 0L;
        }
        try {
            if (e instanceof Expr.Slot) {
                return 1L;
            }
            if (e instanceof Expr.Unary u && u.op.equals("-")) {
                Long s = slope(u.operand, slot);
                return s == null ? null : Math.negateExact(s);
            }
            if (e instanceof Expr.Binary b && (b.op.equals("+") || b.op.equals("-"))) {
                Long l = slope(b.left, slot);
                Long r = slope(b.right, slot);
                if (l == null || r == null) {
                    return null;
                }
                return b.op.equals("+") ? Math.addExact(l, r) : Math.subtractExact(l, r);
            }
        } catch (ArithmeticException tooSteep) {
            return null;
        }
        return null;
    }

    /** Whether {@code e} may read slot {@code slot} (true for a kind of node not known here). */
    static boolean reads(Expr e, int slot) {
        if (e instanceof Expr.Number || e instanceof Expr.BoardSize) {
            return false;
        }
        if (e instanceof Expr.Slot s) {
            return s.slot == slot;
        }
        if (e instanceof Expr.Unary u) {
            return reads(u.operand, slot);
        }
        if (e instanceof Expr.Binary b) {
            return reads(b.left, slot) || reads(b.right, slot);
        }
        if (e instanceof Expr.Choice c) {
            return reads(c.condition, slot) || reads(c.then, slot) || reads(c.otherwise, slot);
        }
        if (e instanceof Expr.Cell c) {
            return reads(c.index, slot);
        }
        if (e instanceof Expr.Member m) {
            return reads(m.item, slot) || m.items != null && Arrays.stream(m.items).anyMatch(x -> reads(x, slot))
                    || m.items == null && (reads(m.low, slot) || reads(m.high, slot));
        }
        if (e instanceof Expr.Call c) {
            return Arrays.stream(c.arguments).anyMatch(x -> reads(x, slot));
        }
        return true;
    }

    /** Receives the table cells a position's moves lead to, one call per move. */
    @FunctionalInterface
    interface CellSink {
        void reached(int cell);
    }

    /** The scratch space of one table of {@code numbers} (1 or 2) numbers of 0..upto, for one thread. */
    Filler filler(int numbers, int upto) {
        return new Filler(numbers, upto);
    }

    /** Finds the cells the moves of one tuple after another lead to; one thread at a time. */
    final class Filler {
        private final Env env;
        private final int upto;
        /** The weight of each number in a cell's index (row-major: the last number fastest). */
        private final long[] weights;
        /** strides[i]: how far statement i's next cell is from its last one. */
        private final long[] strides;
        private final Interruption stop = new Interruption();
        private int moves;
        private long steps;

        private Filler(int numbers, int upto) {
            this.env = new Env(slots);
            this.upto = upto;
            this.weights = numbers == 1 ? new long[] {1} : new long[] {upto + 1L, 1};
            this.strides = new long[statements.length];
            for (int i = 0; i < statements.length; i++) {
                long stride = 0;
                for (int k = 0; k < statements[i].slopes.length; k++) {
                    stride += statements[i].slopes[k] * weights[k];    // |slope| is at most the expression's size
                }
                strides[i] = stride;
            }
        }

        /**
         * Hands {@code sink} the cell each move of {@code at} (the tuple of cell {@code current})
         * leads to, in the order the moves are generated, and answers true; or answers false, after
         * some cells or none, when the moves must be generated instead (a possible error or bound,
         * or a move not back into the table): the caller then forgets the cells it was handed.
         */
        boolean reached(long[] at, int current, CellSink sink) {
            System.arraycopy(at, 0, env.slots, 0, at.length);
            moves = 0;
            steps = 0;
            try {
                for (int i = 0; i < statements.length; i++) {
                    stop.check();
                    if (!add(statements[i], strides[i], current, sink)) {
                        return false;
                    }
                }
            } catch (RuleException mayFailAsGenerated) {
                return false;
            }
            return true;
        }

        /** Hands on the cells of one statement; false when it cannot vouch for them. */
        private boolean add(Statement s, long stride, int current, CellSink sink) {
            if (!all(s.before)) {
                return true;
            }
            if (s.slot < 0) {
                return one(s, current, sink);
            }
            if (s.items != null) {
                for (CompiledExpr item : s.items) {
                    if (++steps > GenerationBudget.MAX_STEPS) {
                        return false;
                    }
                    env.slots[s.slot] = item.eval(env);
                    if (all(s.after) && !one(s, current, sink)) {
                        return false;
                    }
                }
                return true;
            }
            long lo = s.low.eval(env);
            long hi = s.high.eval(env);
            if (hi < lo) {
                return true;
            }
            long last = hi - lo;
            steps += last + 1;
            if (last < 0 || last >= GenerationBudget.MAX_MOVES || steps > GenerationBudget.MAX_STEPS
                    || moves + last + 1 > GenerationBudget.MAX_MOVES) {
                return false;
            }
            env.slots[s.slot] = hi;
            long end = cell(s, current);
            env.slots[s.slot] = lo;
            long first = cell(s, current);
            if (first < 0 || end < 0) {
                return false;
            }
            // both ends are cells of the table, so with two values or more the stride is smaller than the table
            int step = last == 0 ? 0 : (int) stride;
            int c = (int) first;
            if (s.after.length == 0) {
                for (int j = 0; j <= last; j++, c += step) {
                    sink.reached(c);
                }
                moves += (int) last + 1;
                return true;
            }
            for (int j = 0; j <= last; j++, c += step) {
                env.slots[s.slot] = lo + j;
                if (all(s.after)) {
                    sink.reached(c);
                    moves++;
                }
            }
            return true;
        }

        /** Hands on the one move of a statement with its loop variable (if any) set. */
        private boolean one(Statement s, int current, CellSink sink) {
            long c = cell(s, current);
            if (c < 0 || ++moves > GenerationBudget.MAX_MOVES) {
                return false;
            }
            sink.reached((int) c);
            return true;
        }

        /** The cell of statement {@code s}'s move as the environment stands; -1 when a value leaves 0..upto or the cell is not earlier. */
        private long cell(Statement s, int current) {
            long index = 0;
            for (int i = 0; i < s.values.length; i++) {
                long v = s.values[i].eval(env);
                if (v < 0 || v > upto) {
                    return -1;
                }
                index += v * weights[i];
            }
            return index < current ? index : -1;
        }

        private boolean all(CompiledExpr[] tests) {
            for (CompiledExpr t : tests) {
                if (t.eval(env) == 0) {
                    return false;
                }
            }
            return true;
        }
    }
}
