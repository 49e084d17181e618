package boyi.rules;

/**
 * A compiled expression of the rule language: whole numbers (exact {@code long}; an overflow is
 * a rule error), truth values as 1 and 0, the outcomes {@code win}, {@code draw}, {@code loss} as
 * 1, 0 and -1. Each node knows its place in the rule text for error messages and whether it reads
 * the state (a state variable or a cell), which the rule analysis uses to recognise games with a
 * fixed set of takes.
 *
 * <pre>{@code
 * Expr e = new Expr.Binary(1, 5, "-", new Expr.Slot(1, 1, "n", 0, true), new Expr.Number(1, 5, 3));
 * e.eval(env);   // n - 3
 * }</pre>
 */
abstract class Expr {

    final int line;
    final int column;

    Expr(int line, int column) {
        this.line = line;
        this.column = column;
    }

    abstract long eval(Env env);

    /** Whether the value depends on the state (a state variable, a cell, the board size). */
    abstract boolean readsState();

    /** The constant value, when the expression reads nothing. */
    Long constant() {
        return null;
    }

    RuleException error(String zh, String en) {
        return new RuleException(line, column, zh, en);
    }

    /** The error of an outcome (a {@code when} value) that is not win, draw or loss. */
    RuleException notAnOutcome(long v) {
        return error("结局应为 win、draw 或 loss（1、0、-1），这里算出 " + v,
                "an outcome is win, draw or loss (1, 0, -1); this gives " + v);
    }

    /** A whole number written in the text, or a parameter's value. */
    static final class Number extends Expr {
        final long value;

        Number(int line, int column, long value) {
            super(line, column);
            this.value = value;
        }

        @Override
        long eval(Env env) {
            return value;
        }

        @Override
        boolean readsState() {
            return false;
        }

        @Override
        Long constant() {
            return value;
        }
    }

    /** A state variable or a loop variable, by its slot in the environment. */
    static final class Slot extends Expr {
        final String name;
        final int slot;
        final boolean state;

        Slot(int line, int column, String name, int slot, boolean state) {
            super(line, column);
            this.name = name;
            this.slot = slot;
            this.state = state;
        }

        @Override
        long eval(Env env) {
            return env.slots[slot];
        }

        @Override
        boolean readsState() {
            return state;
        }
    }

    /** {@code cell[i]}: the symbol (its index in the board's symbols) in cell i, from 0. */
    static final class Cell extends Expr {
        final Expr index;

        Cell(int line, int column, Expr index) {
            super(line, column);
            this.index = index;
        }

        @Override
        long eval(Env env) {
            long i = index.eval(env);
            if (i < 0 || i >= env.cells.length) {
                throw offBoard(i, env.cells.length);
            }
            return env.cells[(int) i];
        }

        /** The error of reading cell {@code i} of a board of {@code size} cells, where there is none. */
        RuleException offBoard(long i, int size) {
            return error("cell[" + i + "] 不在棋盘上（格子编号 0.." + (size - 1) + "）",
                    "cell[" + i + "] is off the board (cells 0.." + (size - 1) + ")");
        }

        @Override
        boolean readsState() {
            return true;
        }
    }

    /** {@code size}, {@code width} or {@code height} of the board. */
    static final class BoardSize extends Expr {
        final String which;

        BoardSize(int line, int column, String which) {
            super(line, column);
            this.which = which;
        }

        @Override
        long eval(Env env) {
            return switch (which) {
                case "size" -> env.cells.length;
                case "width" -> env.width;
                default -> env.cells.length / Math.max(1, env.width);
            };
        }

        @Override
        boolean readsState() {
            return true;
        }
    }

    /** A prefix operator: {@code -x} or {@code not x}. */
    static final class Unary extends Expr {
        final String op;
        final Expr operand;

        Unary(int line, int column, String op, Expr operand) {
            super(line, column);
            this.op = op;
            this.operand = operand;
        }

        @Override
        long eval(Env env) {
            long v = operand.eval(env);
            if (op.equals("-")) {
                if (v == Long.MIN_VALUE) {
                    throw overflow(this);
                }
                return -v;
            }
            return v == 0 ? 1 : 0;
        }

        @Override
        boolean readsState() {
            return operand.readsState();
        }

        @Override
        Long constant() {
            return operand.constant() == null ? null : eval(new Env(0));
        }
    }

    /** An infix operator; {@code and}/{@code or} evaluate their right side only when needed. */
    static final class Binary extends Expr {
        final String op;
        final Expr left;
        final Expr right;

        Binary(int line, int column, String op, Expr left, Expr right) {
            super(line, column);
            this.op = op;
            this.left = left;
            this.right = right;
        }

        @Override
        long eval(Env env) {
            long a = left.eval(env);
            switch (op) {
                case "and":
                    return a != 0 && right.eval(env) != 0 ? 1 : 0;
                case "or":
                    return a != 0 || right.eval(env) != 0 ? 1 : 0;
                default:
                    break;
            }
            long b = right.eval(env);
            try {
                return switch (op) {
                    case "+" -> Math.addExact(a, b);
                    case "-" -> Math.subtractExact(a, b);
                    case "*" -> Math.multiplyExact(a, b);
                    case "/" -> floorDivExact(a, nonZero(b));
                    case "%" -> remainder(a, nonZero(b));
                    case "^" -> a ^ b;
                    case "==" -> a == b ? 1 : 0;
                    case "!=" -> a != b ? 1 : 0;
                    case "<" -> a < b ? 1 : 0;
                    case "<=" -> a <= b ? 1 : 0;
                    case ">" -> a > b ? 1 : 0;
                    case ">=" -> a >= b ? 1 : 0;
                    default -> throw new IllegalStateException(op);
                };
            } catch (ArithmeticException e) {
                throw overflow(this);
            }
        }

        /** Floor division; -2^63 / -1 (2^63) overflows like every other result beyond 64 bits. */
        static long floorDivExact(long a, long b) {
            if (a == Long.MIN_VALUE && b == -1) {
                throw new ArithmeticException("overflow");
            }
            return Math.floorDiv(a, b);
        }

        /** The remainder in 0..|b|-1 (never negative, whatever the signs): 7 % -3 = 1, -7 % 3 = 2. */
        static long remainder(long a, long b) {
            long r = Math.floorMod(a, b);          // in (b, 0] when b < 0
            return r < 0 ? r - b : r;              // r - b < |b| <= 2^63: no overflow
        }

        long nonZero(long b) {
            if (b == 0) {
                throw error("除以 0", "division by zero");
            }
            return b;
        }

        @Override
        boolean readsState() {
            return left.readsState() || right.readsState();
        }

        @Override
        Long constant() {
            Long a = left.constant();
            Long b = right.constant();
            return a == null || b == null ? null : eval(new Env(0));
        }
    }

    /** {@code c ? a : b}. */
    static final class Choice extends Expr {
        final Expr condition;
        final Expr then;
        final Expr otherwise;

        Choice(int line, int column, Expr condition, Expr then, Expr otherwise) {
            super(line, column);
            this.condition = condition;
            this.then = then;
            this.otherwise = otherwise;
        }

        @Override
        long eval(Env env) {
            return condition.eval(env) != 0 ? then.eval(env) : otherwise.eval(env);
        }

        @Override
        boolean readsState() {
            return condition.readsState() || then.readsState() || otherwise.readsState();
        }

        @Override
        Long constant() {
            Long c = condition.constant();
            return c == null ? null : c != 0 ? then.constant() : otherwise.constant();
        }
    }

    /** {@code x in {a, b, ...}} or {@code x in lo..hi}: 1 when x is one of the items or in the range. */
    static final class Member extends Expr {
        final Expr item;
        final Expr[] items;
        final Expr low;
        final Expr high;

        Member(int line, int column, Expr item, Expr[] items, Expr low, Expr high) {
            super(line, column);
            this.item = item;
            this.items = items;
            this.low = low;
            this.high = high;
        }

        @Override
        long eval(Env env) {
            long x = item.eval(env);
            if (items == null) {
                return low.eval(env) <= x && x <= high.eval(env) ? 1 : 0;
            }
            for (Expr e : items) {
                if (e.eval(env) == x) {
                    return 1;
                }
            }
            return 0;
        }

        @Override
        boolean readsState() {
            if (item.readsState() || items == null && (low.readsState() || high.readsState())) {
                return true;
            }
            if (items != null) {
                for (Expr e : items) {
                    if (e.readsState()) {
                        return true;
                    }
                }
            }
            return false;
        }
    }

    /** A built-in function: see {@link Functions}. */
    static final class Call extends Expr {
        final Functions.Function function;
        final Expr[] arguments;

        Call(int line, int column, Functions.Function function, Expr[] arguments) {
            super(line, column);
            this.function = function;
            this.arguments = arguments;
        }

        @Override
        long eval(Env env) {
            long[] values = new long[arguments.length];
            for (int i = 0; i < values.length; i++) {
                values[i] = arguments[i].eval(env);
            }
            return apply(values);
        }

        /** The function at these argument values; an arithmetic failure is an overflow at the call. */
        long apply(long[] values) {
            try {
                return function.apply(this, values);
            } catch (ArithmeticException e) {
                throw overflow(this);
            }
        }

        @Override
        boolean readsState() {
            for (Expr a : arguments) {
                if (a.readsState()) {
                    return true;
                }
            }
            return false;
        }
    }

    static RuleException overflow(Expr at) {
        return at.error("整数溢出（超出 ±9.2×10^18）", "integer overflow (beyond ±9.2*10^18)");
    }
}
