package boyi.theory;

import java.util.ArrayList;
import java.util.List;

/**
 * Zeckendorf's theorem: every positive integer is, in exactly one way, a sum of Fibonacci numbers
 * 1, 2, 3, 5, 8, ... no two of them consecutive. Found greedily (take the largest Fibonacci number
 * that fits, repeat), exact for every {@code long}.
 *
 * <pre>{@code
 * ZeckendorfTheory.terms(20);          // [13, 5, 2]
 * ZeckendorfTheory.smallestTerm(20);   // 2
 * ZeckendorfTheory.isFibonacci(13);    // true
 * }</pre>
 */
public final class ZeckendorfTheory {

    /** The distinct Fibonacci numbers 1, 2, 3, 5, 8, ... that fit in a {@code long}. */
    private static final long[] FIB = fibonacci();

    private ZeckendorfTheory() {
    }

    private static long[] fibonacci() {
        List<Long> f = new ArrayList<>(List.of(1L, 2L));
        while (true) {
            long a = f.get(f.size() - 2);
            long b = f.get(f.size() - 1);
            if (b > Long.MAX_VALUE - a) {
                break;
            }
            f.add(a + b);
        }
        return f.stream().mapToLong(Long::longValue).toArray();
    }

    /** 1, 2, 3, 5, 8, ... up to the largest below 2^63. */
    public static long[] fibonacciNumbers() {
        return FIB.clone();
    }

    /** The Zeckendorf terms of {@code n >= 1}, largest first; empty for 0. */
    public static List<Long> terms(long n) {
        List<Long> out = new ArrayList<>();
        for (int i = FIB.length - 1; i >= 0 && n > 0; i--) {
            if (FIB[i] <= n) {
                out.add(FIB[i]);
                n -= FIB[i];
            }
        }
        return out;
    }

    /** The smallest Zeckendorf term of {@code n >= 1}. */
    public static long smallestTerm(long n) {
        if (n <= 0) {
            throw new IllegalArgumentException("no Zeckendorf term of " + n);
        }
        long last = 0;
        for (int i = FIB.length - 1; i >= 0 && n > 0; i--) {
            if (FIB[i] <= n) {
                last = FIB[i];
                n -= FIB[i];
            }
        }
        return last;
    }

    public static boolean isFibonacci(long n) {
        for (long f : FIB) {
            if (f == n) {
                return true;
            }
            if (f > n) {
                return false;
            }
        }
        return false;
    }

    /** {@code 20 = 13 + 5 + 2}; long sums keep the first three terms and the last. */
    public static String show(long n) {
        List<Long> t = terms(n);
        StringBuilder b = new StringBuilder().append(n).append(" = ");
        for (int i = 0; i < t.size(); i++) {
            if (t.size() > 6 && i == 3) {
                b.append(" + ... (").append(t.size()).append(" terms)");
                i = t.size() - 2;
                continue;
            }
            b.append(i == 0 ? "" : " + ").append(t.get(i));
        }
        return b.toString();
    }
}
