package boyi.logic;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * How a natural number is written as a word of digits, most significant digit first: base k
 * (2..10, every digit string is valid, leading zeros allowed) or Fibonacci/Zeckendorf (digits 0/1,
 * no two adjacent 1s, digit i from the right weighs F(i+2) = 1, 2, 3, 5, 8, ...).
 *
 * <pre>{@code
 * Numeration.base(2).digits(BigInteger.valueOf(6));        // [1, 1, 0]
 * Numeration.fibonacci().digits(BigInteger.valueOf(6));    // [1, 0, 0, 1]  (5 + 1)
 * Numeration.fibonacci().value(new int[] {0, 1, 0, 1});    // 4  (3 + 1)
 * Numeration.parse("msd_fib").id();                        // "msd_fib"
 * }</pre>
 */
public final class Numeration {

    private static final int FIBONACCI = 0;

    /** The base, or {@link #FIBONACCI}. */
    private final int base;

    private Numeration(int base) {
        this.base = base;
    }

    /** Base {@code k}, 2..10. */
    public static Numeration base(int k) {
        if (k < 2 || k > 10) {
            throw new IllegalArgumentException("the base of a numeration must be 2..10, not " + k);
        }
        return new Numeration(k);
    }

    /** Fibonacci (Zeckendorf) numeration. */
    public static Numeration fibonacci() {
        return new Numeration(FIBONACCI);
    }

    /** "msd_2"/"2"/"base 2"/"base2", "msd_fib"/"fib"/"fibonacci" (case and spaces ignored). */
    public static Numeration parse(String id) {
        String s = id.trim().toLowerCase(Locale.ROOT).replace(" ", "");
        if (s.equals("msd_fib") || s.equals("fib") || s.equals("fibonacci")) {
            return fibonacci();
        }
        String digits = s.startsWith("msd_") ? s.substring(4) : s.startsWith("base") ? s.substring(4) : s;
        if (digits.matches("[0-9]{1,2}")) {
            int k = Integer.parseInt(digits);
            if (k >= 2 && k <= 10) {
                return base(k);
            }
        }
        throw new IllegalArgumentException("unknown numeration \"" + id
                + "\": expected msd_2 .. msd_10 or msd_fib");
    }

    /** Walnut's name: "msd_2", ..., "msd_10", "msd_fib". */
    public String id() {
        return isFibonacci() ? "msd_fib" : "msd_" + base;
    }

    public boolean isFibonacci() {
        return base == FIBONACCI;
    }

    /** The base k, or 2 for Fibonacci: how many digits a track has. */
    public int digitsPerTrack() {
        return isFibonacci() ? 2 : base;
    }

    /** The canonical digits of {@code n >= 0}, most significant first, no leading zeros; [] for 0. */
    public int[] digits(BigInteger n) {
        if (n.signum() < 0) {
            throw new IllegalArgumentException("a number written in a numeration must be >= 0, not " + n);
        }
        if (isFibonacci()) {
            List<BigInteger> weights = fibonacciWeightsUpTo(n);
            int[] d = new int[weights.size()];
            BigInteger rest = n;
            for (int i = weights.size() - 1; i >= 0; i--) {
                if (weights.get(i).compareTo(rest) <= 0) {
                    d[weights.size() - 1 - i] = 1;
                    rest = rest.subtract(weights.get(i));
                }
            }
            return d;
        }
        if (n.bitLength() < 63) {
            return digits(n.longValueExact());
        }
        String s = n.toString(base);
        int[] d = new int[s.length()];
        for (int i = 0; i < d.length; i++) {
            d[i] = s.charAt(i) - '0';
        }
        return d;
    }

    /** {@link #digits(BigInteger)} of a long {@code n >= 0}. */
    public int[] digits(long n) {
        if (n < 0) {
            throw new IllegalArgumentException("a number written in a numeration must be >= 0, not " + n);
        }
        if (isFibonacci()) {
            return fibonacciDigits(n);
        }
        int length = 0;
        for (long m = n; m > 0; m /= base) {
            length++;
        }
        int[] d = new int[length];
        long m = n;
        for (int i = length - 1; i >= 0; i--) {
            d[i] = (int) (m % base);
            m /= base;
        }
        return d;
    }

    /** Zeckendorf digits of {@code n >= 0} by greedy subtraction of the largest weight (weights fit a long up to F(92)). */
    private static int[] fibonacciDigits(long n) {
        long[] weights = new long[91];
        int count = 0;
        long w = 1;
        long next = 2;
        while (w <= n) {
            weights[count++] = w;
            if (next < 0 || count == weights.length) {
                break;
            }
            long after = w + next;
            w = next;
            next = after;
        }
        int[] d = new int[count];
        long rest = n;
        for (int i = count - 1; i >= 0; i--) {
            if (weights[i] <= rest) {
                d[count - 1 - i] = 1;
                rest -= weights[i];
            }
        }
        return d;
    }

    /** The number written by {@code digits} (leading zeros allowed); IllegalArgumentException if invalid. */
    public BigInteger value(int[] digits) {
        int k = digitsPerTrack();
        for (int i = 0; i < digits.length; i++) {
            if (digits[i] < 0 || digits[i] >= k) {
                throw new IllegalArgumentException("digit " + digits[i] + " at position " + (i + 1)
                        + " is not a digit of " + id() + " " + Arrays.toString(digits));
            }
            if (isFibonacci() && i > 0 && digits[i] == 1 && digits[i - 1] == 1) {
                throw new IllegalArgumentException("two adjacent 1s at positions " + i + " and " + (i + 1)
                        + " are not a Zeckendorf word " + Arrays.toString(digits));
            }
        }
        if (isFibonacci()) {
            BigInteger v = BigInteger.ZERO;
            BigInteger w = BigInteger.ONE;
            BigInteger next = BigInteger.TWO;
            for (int i = digits.length - 1; i >= 0; i--) {
                if (digits[i] == 1) {
                    v = v.add(w);
                }
                BigInteger after = w.add(next);
                w = next;
                next = after;
            }
            return v;
        }
        BigInteger v = BigInteger.ZERO;
        BigInteger b = BigInteger.valueOf(base);
        for (int d : digits) {
            v = v.multiply(b).add(BigInteger.valueOf(d));
        }
        return v;
    }

    /** The Fibonacci weights 1, 2, 3, 5, ... that are at most {@code n}. */
    private static List<BigInteger> fibonacciWeightsUpTo(BigInteger n) {
        List<BigInteger> weights = new ArrayList<>();
        BigInteger w = BigInteger.ONE;
        BigInteger next = BigInteger.TWO;
        while (w.compareTo(n) <= 0) {
            weights.add(w);
            BigInteger after = w.add(next);
            w = next;
            next = after;
        }
        return weights;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Numeration other && other.base == base;
    }

    @Override
    public int hashCode() {
        return base;
    }

    @Override
    public String toString() {
        return id();
    }
}
