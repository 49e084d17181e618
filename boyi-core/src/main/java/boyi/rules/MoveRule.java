package boyi.rules;

import java.util.List;

/**
 * One {@code move} statement: its label, its generators (loops over domains and conditions, in
 * the order written) and the state it leads to. Generating its moves at a position runs the
 * loops nested in order, skips assignments whose conditions fail, and hands each remaining one to
 * a visitor with the loop variables set in the environment.
 *
 * <pre>{@code
 * // move "take {t}" for t in {1, 3, 4} if t <= n -> n - t
 * rule.generate(env, limits, e -> out.add(e.slots[0] - e.slots[1]));
 * }</pre>
 *
 * @param label  the label in both languages with {@code {expr}} holes
 * @param steps  loops and conditions in order
 * @param result the new state: one expression per state variable (tuple), the heaps left
 *               (heaps), or cell assignments (boards)
 * @param player who may make the move: both players ({@code move}), or only Left
 *               ({@code move left}) or Right ({@code move right}) in a partizan game
 */
record MoveRule(Label label, List<Step> steps, Result result, int line, int column, Player player) {

    /** Who may make a move. */
    enum Player {
        BOTH, LEFT, RIGHT;

        /** Whether Left ({@code left}) or Right may make a move of this kind. */
        boolean allows(boolean left) {
            return this == BOTH || (this == LEFT) == left;
        }
    }

    /** A move either player may make (every move of an impartial game). */
    MoveRule(Label label, List<Step> steps, Result result, int line, int column) {
        this(label, steps, result, line, column, Player.BOTH);
    }

    /** A {@code for x in domain} loop or an {@code if} condition. */
    sealed interface Step permits Loop, Condition {
    }

    record Loop(int slot, String name, Domain domain, boolean symbols) implements Step {
    }

    record Condition(Expr test) implements Step {
    }

    /** What a loop runs over. */
    sealed interface Domain permits Items, Range, Divisors, Cells {
    }

    /** {@code {a, b, c}}, in the order written. */
    record Items(List<Expr> items) implements Domain {
    }

    /** {@code lo..hi}, both included, ascending. */
    record Range(Expr low, Expr high) implements Domain {
    }

    /** {@code divisors(x)}: the positive divisors of x, ascending. */
    record Divisors(Expr of) implements Domain {
    }

    /** {@code cells}: every cell of the board, 0..size-1. */
    record Cells() implements Domain {
    }

    /** The state a move leads to. */
    sealed interface Result permits Values, Assignments {
    }

    /** A tuple's new values, or the heaps a heap becomes (possibly none). */
    record Values(List<Expr> values) implements Result {
    }

    /** {@code cell[i] = s, ...} on a board. */
    record Assignments(List<Expr> cells, List<Expr> symbols) implements Result {
    }

    /** Called once for each assignment of the loop variables that passes every condition. */
    interface Visitor {
        void visit(Env env);
    }

    /** Runs the generators at the position in {@code env}, calling {@code visitor} for each move. */
    void generate(Env env, GenerationBudget limits, Visitor visitor) {
        run(0, env, limits, visitor);
    }

    // Recursion depth is the number of steps of one move statement, bounded by the parser (not by the input).
    private void run(int k, Env env, GenerationBudget limits, Visitor visitor) {
        if (k == steps.size()) {
            limits.move(this);
            visitor.visit(env);
            return;
        }
        Step step = steps.get(k);
        if (step instanceof Condition c) {
            if (c.test().eval(env) != 0) {
                run(k + 1, env, limits, visitor);
            }
            return;
        }
        Loop loop = (Loop) step;
        Domain domain = loop.domain();
        if (domain instanceof Items items) {
                for (Expr e : items.items()) {
                    limits.step(this);
                    env.slots[loop.slot()] = e.eval(env);
                    run(k + 1, env, limits, visitor);
                }
        } else if (domain instanceof Range r) {
                long lo = r.low().eval(env);
                long hi = r.high().eval(env);
                if (hi >= lo) {
                    limits.range(r.low(), lo, hi);
                    for (long x = lo; ; x++) {
                        limits.step(this);
                        env.slots[loop.slot()] = x;
                        run(k + 1, env, limits, visitor);
                        if (x == hi) {
                            break;
                        }
                    }
                }
        } else if (domain instanceof Divisors d) {
                long x = d.of().eval(env);
                if (x < 1) {
                    return;
                }
                limits.divisors(d.of(), x);
                java.util.List<Long> large = new java.util.ArrayList<>();
                for (long i = 1; i <= x / i; i++) {
                    limits.step(this);
                    if (x % i == 0) {
                        env.slots[loop.slot()] = i;
                        run(k + 1, env, limits, visitor);
                        if (i != x / i) {
                            large.add(x / i);
                        }
                    }
                }
                for (int i = large.size() - 1; i >= 0; i--) {
                    env.slots[loop.slot()] = large.get(i);
                    run(k + 1, env, limits, visitor);
                }
        } else {
                for (int i = 0; i < env.cells.length; i++) {
                    limits.step(this);
                    env.slots[loop.slot()] = i;
                    run(k + 1, env, limits, visitor);
                }
        }
    }
}
