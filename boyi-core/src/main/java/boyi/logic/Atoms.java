package boyi.logic;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.Map;

/**
 * The automata of the atoms every formula is built from: linear equations with small coefficients
 * (equality, the adder, multiplication by small constants), order, constants of any size, powers
 * of the base, bitwise xor; products, quotients and remainders by large constants are composed
 * from them by doubling. Each result accepts only tuples of valid words and is minimal.
 */
final class Atoms {

    /** Products by constants up to this size are one linear automaton; larger ones are composed by doubling. */
    static final int DIRECT_PRODUCT_LIMIT = 64;

    private final Operations ops;
    private final Map<BigInteger, Relation> products = new HashMap<>();
    private final Map<BigInteger, Relation> divisions = new HashMap<>();

    Atoms(Operations ops) {
        this.ops = ops;
    }

    /**
     * The tuples with {@code sum c[i]*x[i] = 0}. Read msd first, the state is the value of the prefix
     * read so far: in base k one number {@code a} (the prefix's weighted sum; it becomes
     * {@code k*a + digit sum} per letter); in Fibonacci the pair {@code (a, b)} with prefix value
     * {@code a*F(n+3) + b*F(n+2)} when n digits remain, which becomes {@code (a+b, a+digit sum)}.
     * A state is dead when no remaining digits can bring the sum back to 0.
     */
    Automaton linear(int... c) {
        Numeration numeration = ops.numeration();
        int arity = c.length;
        int b = numeration.digitsPerTrack();
        long positive = 0;
        long negative = 0;
        for (int ci : c) {
            positive += Math.max(ci, 0);
            negative += Math.max(-ci, 0);
        }
        long bound = Math.max(positive, negative);
        TableBuilder table = new TableBuilder(numeration, arity, ops.budget());
        int letters = table.letters();
        int[] digitSum = new int[letters];
        for (int l = 0; l < letters; l++) {
            int rest = l;
            for (int t = arity - 1; t >= 0; t--) {
                digitSum[l] += c[t] * (rest % b);
                rest /= b;
            }
        }
        Map<Long, Integer> ids = new HashMap<>();
        java.util.List<long[]> values = new java.util.ArrayList<>();
        int dead = table.add(false);
        ids.put(key(0, 0), table.add(true));
        values.add(null);
        values.add(new long[] {0, 0});
        for (int state = 1; state < table.size(); state++) {
            long[] v = values.get(state);
            for (int l = 0; l < letters; l++) {
                long a;
                long bb;
                if (numeration.isFibonacci()) {
                    a = v[0] + v[1];
                    bb = v[0] + digitSum[l];
                } else {
                    a = v[0] * b + digitSum[l];
                    bb = 0;
                }
                int target;
                if (hopeless(numeration.isFibonacci(), a, bb, bound)) {
                    target = dead;
                } else {
                    Integer known = ids.get(key(a, bb));
                    if (known == null) {
                        boolean accept = numeration.isFibonacci() ? 2 * a + bb == 0 : a == 0;
                        known = table.add(accept);
                        ids.put(key(a, bb), known);
                        values.add(new long[] {a, bb});
                    }
                    target = known;
                }
                table.set(state, l, target);
            }
        }
        for (int l = 0; l < letters; l++) {
            table.set(dead, l, dead);
        }
        return ops.restrictToValid(table.build(1));
    }

    /**
     * Whether no suffix can cancel the prefix value. Base k: the suffix adds at most
     * {@code bound * (k^n - 1)} in absolute value, so {@code |a| > bound} is hopeless. Fibonacci:
     * a valid suffix of n digits is below F(n+2), so the prefix needs {@code |a*r + b| < bound} for
     * {@code r = F(n+3)/F(n+2)}, which lies in [3/2, 2] for every n; hopeless when {@code a*r + b}
     * keeps one sign over that interval and exceeds {@code bound} at both ends.
     */
    private static boolean hopeless(boolean fibonacci, long a, long b, long bound) {
        if (!fibonacci) {
            return Math.abs(a) > bound;
        }
        long low = 3 * a + 2 * b;     // 2 * (a * 3/2 + b)
        long high = 2 * a + b;        // a * 2 + b
        boolean oneSign = low > 0 && high > 0 || low < 0 && high < 0;
        return oneSign && Math.abs(low) > 2 * bound && Math.abs(high) > bound;
    }

    private static long key(long a, long b) {
        return a * 0x1_0000_0000L + b;
    }

    /** x = y. */
    Automaton equal() {
        return linear(1, -1);
    }

    /** x + y = z. */
    Automaton sum() {
        return linear(1, 1, -1);
    }

    /** x < y: digits compared from the most significant (for valid words of equal length this is the order of the values). */
    Automaton less() {
        TableBuilder table = new TableBuilder(ops.numeration(), 2, ops.budget());
        int b = ops.numeration().digitsPerTrack();
        int equalSoFar = table.add(false);
        int smaller = table.add(true);
        int larger = table.add(false);
        for (int x = 0; x < b; x++) {
            for (int y = 0; y < b; y++) {
                int l = x * b + y;
                table.set(equalSoFar, l, x < y ? smaller : x == y ? equalSoFar : larger);
                table.set(smaller, l, smaller);
                table.set(larger, l, larger);
            }
        }
        return ops.restrictToValid(table.build(equalSoFar));
    }

    /** x = c, for any c >= 0: leading zeros, then the canonical digits of c. */
    Automaton constant(BigInteger c) {
        int[] digits = ops.numeration().digits(c);
        TableBuilder table = new TableBuilder(ops.numeration(), 1, ops.budget());
        int b = ops.numeration().digitsPerTrack();
        int dead = table.add(false);
        int first = table.add(digits.length == 0);
        for (int i = 0; i < digits.length; i++) {
            table.add(i == digits.length - 1);
        }
        for (int d = 0; d < b; d++) {
            table.set(dead, d, dead);
            table.set(first, d, d == 0 ? first : digits.length > 0 && d == digits[0] ? first + 1 : dead);
            for (int i = 1; i <= digits.length; i++) {
                table.set(first + i, d, i < digits.length && d == digits[i] ? first + i + 1 : dead);
            }
        }
        return ops.minimise(table.build(first));
    }

    /** The words 0*10*: powers of the base in base k, Fibonacci numbers 1, 2, 3, 5, ... in Fibonacci numeration. */
    Automaton powers() {
        TableBuilder table = new TableBuilder(ops.numeration(), 1, ops.budget());
        int b = ops.numeration().digitsPerTrack();
        int dead = table.add(false);
        int zeros = table.add(false);
        int one = table.add(true);
        for (int d = 0; d < b; d++) {
            table.set(dead, d, dead);
            table.set(zeros, d, d == 0 ? zeros : d == 1 ? one : dead);
            table.set(one, d, d == 0 ? one : dead);
        }
        return ops.minimise(table.build(zeros));
    }

    /** x xor y = z (base 2). */
    Automaton xor() {
        TableBuilder table = new TableBuilder(ops.numeration(), 3, ops.budget());
        int dead = table.add(false);
        int ok = table.add(true);
        for (int l = 0; l < 8; l++) {
            table.set(dead, l, dead);
            table.set(ok, l, Integer.bitCount(l) % 2 == 0 ? ok : dead);
        }
        return ops.minimise(table.build(ok));
    }

    /** The relation z = c * x over tracks ("x", "z"), for c >= 0. */
    Relation times(BigInteger c) {
        Relation known = products.get(c);
        if (known != null) {
            return known;
        }
        Relation result;
        if (c.signum() == 0) {
            result = Relation.of(ops, constant(BigInteger.ZERO), "z").widen(ops, new String[] {"x", "z"});
        } else if (c.compareTo(BigInteger.valueOf(DIRECT_PRODUCT_LIMIT)) <= 0) {
            result = Relation.of(ops, linear(c.intValueExact(), -1), "x", "z");
        } else {
            result = timesByDoubling(c);
        }
        products.put(c, result);
        return result;
    }

    /** {@link #times} composed by doubling, most significant bit of c first ({@code z' = 2*z + bit*x}), for c >= 1. */
    Relation timesByDoubling(BigInteger c) {
        Relation result = Relation.of(ops, equal(), "x", "z");
        for (int bit = c.bitLength() - 2; bit >= 0; bit--) {
            Relation step = Relation.of(ops, linear(2, c.testBit(bit) ? 1 : 0, -1), "w", "x", "z");
            result = rename(result, "x", "w").and(ops, step).exists(ops, "w");
        }
        return result;
    }

    /** The relation t = c*q + r with r < c, over tracks ("q", "r", "t"), for c > 0. */
    Relation division(BigInteger c) {
        Relation known = divisions.get(c);
        if (known != null) {
            return known;
        }
        Relation remainderSmall = Relation.of(ops, less(), "r", "c")
                .and(ops, Relation.of(ops, constant(c), "c")).exists(ops, "c");
        Relation result;
        if (c.compareTo(BigInteger.valueOf(DIRECT_PRODUCT_LIMIT)) <= 0) {
            result = Relation.of(ops, linear(c.intValueExact(), 1, -1), "q", "r", "t").and(ops, remainderSmall);
        } else {
            Relation product = rename(times(c), "q", "m");
            Relation sum = Relation.of(ops, sum(), "m", "r", "t");
            result = product.and(ops, sum).exists(ops, "m").and(ops, remainderSmall);
        }
        divisions.put(c, result);
        return result;
    }

    /** The relation {@code r} over tracks ("x", "z") with the tracks renamed to {@code x}, {@code z}. */
    Relation rename(Relation r, String x, String z) {
        return Relation.of(ops, r.automaton(), x, z);
    }
}
