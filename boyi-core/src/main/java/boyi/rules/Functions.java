package boyi.rules;

import java.util.Map;

/**
 * The built-in functions of the rule language, all on exact whole numbers: {@code min}, {@code max}
 * (two or more arguments), {@code abs}, {@code gcd}, {@code pow}, {@code isqrt} (the integer square
 * root), {@code odd}, {@code even}, {@code square} (is a perfect square), {@code prime},
 * {@code popcount}, {@code fib} (the k-th Fibonacci number, fib(1) = fib(2) = 1), {@code
 * isfib} and {@code ispow(b, x)} (x is a power of b). An argument outside a function's domain is a rule error at the call.
 *
 * <pre>{@code
 * Functions.named("gcd").apply(call, new long[] {12, 18});   // 6
 * }</pre>
 */
final class Functions {

    /** A function with its number of arguments ({@code -2}: two or more). */
    record Function(String name, int arity, Body body) {
        long apply(Expr.Call at, long[] args) {
            return body.apply(at, args);
        }
    }

    interface Body {
        long apply(Expr.Call at, long[] args);
    }

    private static final Map<String, Function> ALL = Map.ofEntries(
            entry("min", -2, (at, a) -> least(a, 1)),
            entry("max", -2, (at, a) -> least(a, -1)),
            entry("abs", 1, (at, a) -> Math.absExact(a[0])),
            entry("gcd", 2, (at, a) -> gcd(a[0], a[1])),
            entry("pow", 2, Functions::pow),
            entry("isqrt", 1, (at, a) -> isqrt(at, a[0])),
            entry("odd", 1, (at, a) -> (a[0] & 1) != 0 ? 1 : 0),
            entry("even", 1, (at, a) -> (a[0] & 1) == 0 ? 1 : 0),
            entry("square", 1, (at, a) -> a[0] >= 0 && isqrt(at, a[0]) * isqrt(at, a[0]) == a[0] ? 1 : 0),
            entry("prime", 1, (at, a) -> java.math.BigInteger.valueOf(a[0]).isProbablePrime(64) && a[0] > 1 ? 1 : 0),
            entry("popcount", 1, (at, a) -> Long.bitCount(a[0])),
            entry("fib", 1, Functions::fib),
            entry("isfib", 1, (at, a) -> isFibonacci(a[0]) ? 1 : 0),
            entry("ispow", 2, (at, a) -> isPower(a[0], a[1]) ? 1 : 0));

    private Functions() {
    }

    private static Map.Entry<String, Function> entry(String name, int arity, Body body) {
        return Map.entry(name, new Function(name, arity, body));
    }

    /** The function with this name, or {@code null}. */
    static Function named(String name) {
        return ALL.get(name);
    }

    static String names() {
        return String.join(", ", new java.util.TreeSet<>(ALL.keySet()));
    }

    /** The least of {@code a} (at least one number) in the order of {@code sign * x}: min for 1, max for -1. */
    private static long least(long[] a, int sign) {
        long m = a[0];
        for (int i = 1; i < a.length; i++) {
            if (sign > 0 ? a[i] < m : a[i] > m) {
                m = a[i];
            }
        }
        return m;
    }

    private static long gcd(long a, long b) {
        a = Math.absExact(a);
        b = Math.absExact(b);
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        return a;
    }

    private static long pow(Expr.Call at, long[] a) {
        if (a[1] < 0) {
            throw at.error("pow 的指数不能为负数：" + a[1], "pow needs a non-negative exponent, not " + a[1]);
        }
        long result = 1;
        for (long i = 0; i < a[1]; i++) {
            result = Math.multiplyExact(result, a[0]);
            if (result == 0 || result == 1 && a[0] == 1) {
                return result;
            }
        }
        return result;
    }

    static long isqrt(Expr.Call at, long x) {
        if (x < 0) {
            throw at.error("isqrt 的参数不能为负数：" + x, "isqrt needs a non-negative number, not " + x);
        }
        long r = java.math.BigInteger.valueOf(x).sqrt().longValueExact();
        return r;
    }

    private static long fib(Expr.Call at, long[] a) {
        if (a[0] < 0 || a[0] > 92) {
            throw at.error("fib 的参数应为 0..92：" + a[0], "fib takes 0..92, not " + a[0]);
        }
        long x = 0;
        long y = 1;
        for (long i = 0; i < a[0]; i++) {
            long t = x + y;
            x = y;
            y = t;
        }
        return x;
    }

    /** Whether x is b^k for some k >= 0 (b >= 2; 1 = b^0). */
    private static boolean isPower(long b, long x) {
        if (b < 2 || x < 1) {
            return false;
        }
        while (x % b == 0) {
            x /= b;
        }
        return x == 1;
    }

    private static boolean isFibonacci(long n) {
        long x = 1;
        long y = 2;
        if (n == 1) {
            return true;
        }
        while (y < n && y > 0) {
            long t = x + y;
            x = y;
            y = t;
        }
        return y == n;
    }
}
