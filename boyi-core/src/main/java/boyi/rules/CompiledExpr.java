package boyi.rules;

/**
 * An expression of a checked rule text compiled into a tree of pre-resolved nodes (closure
 * compilation): every operator is chosen once, when the tree is built, so an evaluation runs no
 * string switch and walks no AST. Constant subtrees are folded; a variable minus a constant or a
 * variable, the commonest shapes of moves, get nodes of their own. The semantics are the
 * interpreter's ({@link Expr#eval}), which stays the reference: exact 64-bit arithmetic whose
 * overflow, division by zero or bad argument is the same rule error at the same place in the
 * text. Nodes the compiler does not know (membership, a board's height, and any kind added
 * to the language later) are evaluated by the interpreter itself. Nothing is read but the
 * environment: no code is generated from the text, its names and labels stay data.
 *
 * <pre>{@code
 * CompiledExpr e = CompiledExpr.of(nMinusK);   // n - k
 * e.eval(env);                                  // env.slots[0] - env.slots[2], overflow checked
 * }</pre>
 */
@FunctionalInterface
interface CompiledExpr {

    long eval(Env env);

    /** The compiled form of {@code e}. */
    static CompiledExpr of(Expr e) {
        Long c = constantOrNull(e);
        if (c != null) {
            long v = c;
            return env -> v;
        }
        if (e instanceof Expr.Slot s) {
            int i = s.slot;
            return env -> env.slots[i];
        }
        if (e instanceof Expr.Unary u) {
            return unary(u);
        }
        if (e instanceof Expr.Binary b) {
            return binary(b);
        }
        if (e instanceof Expr.Choice ch) {
            CompiledExpr test = of(ch.condition);
            CompiledExpr then = of(ch.then);
            CompiledExpr otherwise = of(ch.otherwise);
            return env -> test.eval(env) != 0 ? then.eval(env) : otherwise.eval(env);
        }
        if (e instanceof Expr.Call call) {
            return call(call);
        }
        if (e instanceof Expr.Cell cell) {
            return cell(cell);
        }
        if (e instanceof Expr.BoardSize b) {
            return switch (b.which) {
                case "size" -> env -> env.cells.length;
                case "width" -> env -> env.width;
                default -> b::eval;
            };
        }
        return e::eval;
    }

    /** {@code cell[i]}, the index checked against the board as {@link Expr.Cell#eval} does. */
    private static CompiledExpr cell(Expr.Cell c) {
        CompiledExpr index = of(c.index);
        return env -> env.cells[onBoard(c, index.eval(env), env.cells)];
    }

    /** {@code i} as an index of {@code cells}, or the error {@link Expr.Cell#eval} gives off the board. */
    private static int onBoard(Expr.Cell c, long i, byte[] cells) {
        if (i < 0 || i >= cells.length) {
            throw c.offBoard(i, cells.length);
        }
        return (int) i;
    }

    /** {@code cell[i] == s} with s a constant (a board condition's commonest part), or null for another shape. */
    private static CompiledExpr cellIs(Expr.Binary b) {
        Long symbol = constantOrNull(b.right);
        if (!(b.left instanceof Expr.Cell c) || symbol == null) {
            return null;
        }
        long s = symbol;
        CompiledExpr index = of(c.index);
        return env -> env.cells[onBoard(c, index.eval(env), env.cells)] == s ? 1 : 0;
    }

    /** The folded constant, or null when {@code e} reads something or its constant is an error (kept for evaluation time). */
    private static Long constantOrNull(Expr e) {
        try {
            return e.constant();
        } catch (RuleException error) {
            return null;
        }
    }

    /** A built-in function on its compiled arguments ({@link Expr.Call#apply}). */
    private static CompiledExpr call(Expr.Call c) {
        CompiledExpr[] arguments = java.util.Arrays.stream(c.arguments).map(CompiledExpr::of).toArray(CompiledExpr[]::new);
        return env -> {
            long[] values = new long[arguments.length];
            for (int i = 0; i < values.length; i++) {
                values[i] = arguments[i].eval(env);
            }
            return c.apply(values);
        };
    }

    private static CompiledExpr unary(Expr.Unary u) {
        CompiledExpr x = of(u.operand);
        if (u.op.equals("-")) {
            return env -> {
                long v = x.eval(env);
                if (v == Long.MIN_VALUE) {
                    throw Expr.overflow(u);
                }
                return -v;
            };
        }
        return env -> x.eval(env) == 0 ? 1 : 0;
    }

    private static CompiledExpr binary(Expr.Binary b) {
        CompiledExpr l = of(b.left);
        CompiledExpr r = of(b.right);
        Long rc = constantOrNull(b.right);
        int ls = b.left instanceof Expr.Slot s ? s.slot : -1;
        int rs = b.right instanceof Expr.Slot s ? s.slot : -1;
        switch (b.op) {
            case "and":
                return env -> l.eval(env) != 0 && r.eval(env) != 0 ? 1 : 0;
            case "or":
                return env -> l.eval(env) != 0 || r.eval(env) != 0 ? 1 : 0;
            case "+":
                return env -> {
                    long x = l.eval(env);
                    long y = r.eval(env);
                    long s = x + y;
                    if (((x ^ s) & (y ^ s)) < 0) {
                        throw Expr.overflow(b);
                    }
                    return s;
                };
            case "-":
                return minus(b, l, r, rc, ls, rs);
            case "*":
                return env -> {
                    try {
                        return Math.multiplyExact(l.eval(env), r.eval(env));
                    } catch (ArithmeticException e) {
                        throw Expr.overflow(b);
                    }
                };
            case "/":
                return env -> {
                    long x = l.eval(env);
                    long y = r.eval(env);
                    try {
                        return Expr.Binary.floorDivExact(x, b.nonZero(y));
                    } catch (ArithmeticException e) {
                        throw Expr.overflow(b);
                    }
                };
            case "%":
                return env -> {
                    long x = l.eval(env);
                    return Expr.Binary.remainder(x, b.nonZero(r.eval(env)));
                };
            case "^":
                return env -> l.eval(env) ^ r.eval(env);
            case "==": {
                CompiledExpr cellIs = cellIs(b);
                return cellIs != null ? cellIs : env -> l.eval(env) == r.eval(env) ? 1 : 0;
            }
            case "!=":
                return env -> l.eval(env) != r.eval(env) ? 1 : 0;
            case "<":
                return env -> l.eval(env) < r.eval(env) ? 1 : 0;
            case "<=":
                return ls >= 0 && rs >= 0 ? env -> env.slots[ls] <= env.slots[rs] ? 1 : 0 : env -> l.eval(env) <= r.eval(env) ? 1 : 0;
            case ">":
                return env -> l.eval(env) > r.eval(env) ? 1 : 0;
            case ">=":
                return env -> l.eval(env) >= r.eval(env) ? 1 : 0;
            default:
                return b::eval;
        }
    }

    /** {@code x - y}, with nodes of their own for slot - constant and slot - slot. */
    private static CompiledExpr minus(Expr.Binary b, CompiledExpr l, CompiledExpr r, Long rc, int ls, int rs) {
        if (ls >= 0 && rc != null) {
            long c = rc;
            return env -> {
                long x = env.slots[ls];
                long d = x - c;
                if (((x ^ c) & (x ^ d)) < 0) {
                    throw Expr.overflow(b);
                }
                return d;
            };
        }
        if (ls >= 0 && rs >= 0) {
            return env -> {
                long x = env.slots[ls];
                long y = env.slots[rs];
                long d = x - y;
                if (((x ^ y) & (x ^ d)) < 0) {
                    throw Expr.overflow(b);
                }
                return d;
            };
        }
        return env -> {
            long x = l.eval(env);
            long y = r.eval(env);
            long d = x - y;
            if (((x ^ y) & (x ^ d)) < 0) {
                throw Expr.overflow(b);
            }
            return d;
        };
    }
}
