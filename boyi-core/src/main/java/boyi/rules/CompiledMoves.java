package boyi.rules;

import java.util.List;

/**
 * The move statements of a checked rule text, ready to run: for each statement its generator
 * (loops and conditions) and the expressions of the state it leads to, either compiled
 * ({@link #compile}: {@link CompiledExpr} nodes, loops as pre-built nested nodes) or
 * interpreted ({@link #interpret}: the reference, {@link MoveRule#generate} and {@link Expr#eval}).
 * Both keep every bound of {@link GenerationBudget} in the same order: one loop step counted (and the
 * deadline checked) per domain value, one move counted per move, ranges checked before they run.
 * A board's assignments ({@code cell[i] = s}) are compiled alike. A statement whose loops the
 * compiler does not know ({@code divisors}, or a kind added later) runs interpreted; the two forms are compared on every rule file by the tests.
 *
 * <pre>{@code
 * CompiledMoves m = CompiledMoves.compile(program);
 * m.generate(0, env, limits, e -> out.add(m.result(0, 0, e)));
 * }</pre>
 */
final class CompiledMoves {

    /** Runs one statement's loops and conditions, calling the visitor once per move. */
    @FunctionalInterface
    interface Generator {
        void run(Env env, GenerationBudget limits, MoveRule.Visitor visitor);
    }

    private final Generator[] generators;
    /** results[i][k]: the k-th value of statement i's new state; empty for board assignments. */
    private final CompiledExpr[][] results;
    /** cells[i][k], symbols[i][k]: the k-th assignment {@code cell[c] = s} of statement i; empty for numbers. */
    private final CompiledExpr[][] cells;
    private final CompiledExpr[][] symbols;
    /** The moves as progressions of table cells where they have that shape (compiled only), or null. */
    private final LinearMoves linear;

    private CompiledMoves(Generator[] generators, CompiledExpr[][] results, CompiledExpr[][] cells, CompiledExpr[][] symbols,
                          LinearMoves linear) {
        this.generators = generators;
        this.results = results;
        this.cells = cells;
        this.symbols = symbols;
        this.linear = linear;
    }

    /** The interpreter, as the reference. */
    static CompiledMoves interpret(RuleProgram p) {
        List<MoveRule> moves = p.moves();
        Generator[] g = new Generator[moves.size()];
        CompiledExpr[][] r = new CompiledExpr[moves.size()][];
        CompiledExpr[][] c = new CompiledExpr[moves.size()][];
        CompiledExpr[][] s = new CompiledExpr[moves.size()][];
        for (int i = 0; i < g.length; i++) {
            g[i] = moves.get(i)::generate;
            r[i] = interpreted(values(moves.get(i)));
            c[i] = interpreted(assigned(moves.get(i), true));
            s[i] = interpreted(assigned(moves.get(i), false));
        }
        return new CompiledMoves(g, r, c, s, null);
    }

    /** The compiled form. */
    static CompiledMoves compile(RuleProgram p) {
        List<MoveRule> moves = p.moves();
        Generator[] g = new Generator[moves.size()];
        CompiledExpr[][] r = new CompiledExpr[moves.size()][];
        CompiledExpr[][] c = new CompiledExpr[moves.size()][];
        CompiledExpr[][] s = new CompiledExpr[moves.size()][];
        for (int i = 0; i < g.length; i++) {
            g[i] = generator(moves.get(i));
            r[i] = compiled(values(moves.get(i)));
            c[i] = compiled(assigned(moves.get(i), true));
            s[i] = compiled(assigned(moves.get(i), false));
        }
        return new CompiledMoves(g, r, c, s, LinearMoves.of(p));
    }

    /** The moves as progressions of table cells ({@link LinearMoves}), or null: not compiled, or not of that shape. */
    LinearMoves linear() {
        return linear;
    }

    private static List<Expr> values(MoveRule m) {
        return m.result() instanceof MoveRule.Values v ? v.values() : List.of();
    }

    /** A board move's assigned cells ({@code cells}) or symbols; none for numbers. */
    private static List<Expr> assigned(MoveRule m, boolean cells) {
        return m.result() instanceof MoveRule.Assignments a ? (cells ? a.cells() : a.symbols()) : List.of();
    }

    private static CompiledExpr[] interpreted(List<Expr> es) {
        return es.stream().map(e -> (CompiledExpr) e::eval).toArray(CompiledExpr[]::new);
    }

    private static CompiledExpr[] compiled(List<Expr> es) {
        return es.stream().map(CompiledExpr::of).toArray(CompiledExpr[]::new);
    }

    void generate(int statement, Env env, GenerationBudget limits, MoveRule.Visitor visitor) {
        generators[statement].run(env, limits, visitor);
    }

    /** The k-th value of the state statement {@code statement} leads to, in the visitor's environment. */
    CompiledExpr result(int statement, int k) {
        return results[statement][k];
    }

    int resultCount(int statement) {
        return results[statement].length;
    }

    /** The cell of the k-th assignment {@code cell[c] = s} of board statement {@code statement}. */
    CompiledExpr assignedCell(int statement, int k) {
        return cells[statement][k];
    }

    /** The symbol of the k-th assignment of board statement {@code statement}. */
    CompiledExpr assignedSymbol(int statement, int k) {
        return symbols[statement][k];
    }

    /** The steps of {@code m} as nested nodes, built from the last step back; the interpreter where a loop is unknown. */
    private static Generator generator(MoveRule m) {
        Generator next = (env, limits, visitor) -> {
            limits.move(m);
            visitor.visit(env);
        };
        List<MoveRule.Step> steps = m.steps();
        for (int k = steps.size() - 1; k >= 0; k--) {
            MoveRule.Step step = steps.get(k);
            if (step instanceof MoveRule.Condition c) {
                next = condition(CompiledExpr.of(c.test()), next);
            } else if (step instanceof MoveRule.Loop loop && loop.domain() instanceof MoveRule.Range r) {
                next = range(m, loop.slot(), r, next);
            } else if (step instanceof MoveRule.Loop loop && loop.domain() instanceof MoveRule.Cells) {
                next = cells(m, loop.slot(), next);
            } else if (step instanceof MoveRule.Loop loop && loop.domain() instanceof MoveRule.Items items) {
                next = items(m, loop.slot(), items.items().stream().map(CompiledExpr::of).toArray(CompiledExpr[]::new), next);
            } else {
                return m::generate;
            }
        }
        return next;
    }

    private static Generator condition(CompiledExpr test, Generator next) {
        return (env, limits, visitor) -> {
            if (test.eval(env) != 0) {
                next.run(env, limits, visitor);
            }
        };
    }

    private static Generator range(MoveRule m, int slot, MoveRule.Range r, Generator next) {
        CompiledExpr low = CompiledExpr.of(r.low());
        CompiledExpr high = CompiledExpr.of(r.high());
        return (env, limits, visitor) -> {
            long lo = low.eval(env);
            long hi = high.eval(env);
            if (hi < lo) {
                return;
            }
            limits.range(r.low(), lo, hi);
            for (long x = lo; ; x++) {
                limits.step(m);
                env.slots[slot] = x;
                next.run(env, limits, visitor);
                if (x == hi) {
                    break;
                }
            }
        };
    }

    /** {@code for i in cells}: 0..size-1, one step counted per cell as {@link MoveRule#generate} does. */
    private static Generator cells(MoveRule m, int slot, Generator next) {
        return (env, limits, visitor) -> {
            for (int i = 0; i < env.cells.length; i++) {
                limits.step(m);
                env.slots[slot] = i;
                next.run(env, limits, visitor);
            }
        };
    }

    private static Generator items(MoveRule m, int slot, CompiledExpr[] items, Generator next) {
        return (env, limits, visitor) -> {
            for (CompiledExpr e : items) {
                limits.step(m);
                env.slots[slot] = e.eval(env);
                next.run(env, limits, visitor);
            }
        };
    }
}
