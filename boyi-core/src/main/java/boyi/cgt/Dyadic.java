package boyi.cgt;

import java.math.BigInteger;

/**
 * An exact dyadic rational {@code numerator / 2^exponent} of any size: the numbers of short
 * games. Kept reduced (the numerator is odd whenever the exponent is positive), so equal
 * numbers have equal fields.
 *
 * <pre>{@code
 * Dyadic x = Dyadic.parse("25/16");
 * x.add(Dyadic.of(-1)).toString();      // "9/16"
 * Dyadic.simplestBetween(Dyadic.of(0), Dyadic.of(1)).toString();   // "1/2"
 * }</pre>
 *
 * @param numerator the numerator (odd when {@code exponent > 0})
 * @param exponent  the power of two in the denominator, at least 0
 */
public record Dyadic(BigInteger numerator, int exponent) implements Comparable<Dyadic> {

    public static final Dyadic ZERO = new Dyadic(BigInteger.ZERO, 0);
    public static final Dyadic ONE = new Dyadic(BigInteger.ONE, 0);
    public static final Dyadic MINUS_ONE = new Dyadic(BigInteger.ONE.negate(), 0);

    /** The largest exponent accepted from text (denominators up to 2^4096). */
    public static final int MAX_EXPONENT = 4096;

    public Dyadic {
        if (exponent < 0) {
            throw new IllegalArgumentException("negative exponent " + exponent);
        }
        if (exponent > 0 && !numerator.testBit(0)) {
            int shift = Math.min(numerator.signum() == 0 ? exponent : numerator.getLowestSetBit(), exponent);
            numerator = numerator.shiftRight(shift);
            exponent -= shift;
        }
    }

    public static Dyadic of(long n) {
        return new Dyadic(BigInteger.valueOf(n), 0);
    }

    public static Dyadic of(BigInteger numerator, int exponent) {
        return new Dyadic(numerator, exponent);
    }

    /**
     * Reads {@code 5}, {@code -7}, {@code 25/16}; the denominator must be a power of two.
     *
     * @throws NumberFormatException if the text is not such a number
     */
    public static Dyadic parse(String text) {
        int slash = text.indexOf('/');
        if (slash < 0) {
            return new Dyadic(new BigInteger(text), 0);
        }
        BigInteger num = new BigInteger(text.substring(0, slash));
        BigInteger den = new BigInteger(text.substring(slash + 1));
        if (den.signum() <= 0 || den.bitCount() != 1) {
            throw new NumberFormatException("the denominator " + den + " is not a power of two");
        }
        int exponent = den.getLowestSetBit();
        if (exponent > MAX_EXPONENT) {
            throw new NumberFormatException("the denominator is larger than 2^" + MAX_EXPONENT);
        }
        return new Dyadic(num, exponent);
    }

    public int signum() {
        return numerator.signum();
    }

    public boolean isInteger() {
        return exponent == 0;
    }

    public Dyadic negate() {
        return new Dyadic(numerator.negate(), exponent);
    }

    public Dyadic add(Dyadic other) {
        int e = Math.max(exponent, other.exponent);
        return new Dyadic(numerator.shiftLeft(e - exponent).add(other.numerator.shiftLeft(e - other.exponent)), e);
    }

    public Dyadic subtract(Dyadic other) {
        return add(other.negate());
    }

    /** This number times an integer (the slope of a wall in a thermograph). */
    public Dyadic times(long k) {
        return new Dyadic(numerator.multiply(BigInteger.valueOf(k)), exponent);
    }

    /** This number divided by {@code 2^k}. */
    public Dyadic shiftDown(int k) {
        return new Dyadic(numerator, exponent + k);
    }

    /** The largest integer at most this number. */
    public BigInteger floor() {
        return numerator.shiftRight(exponent);
    }

    /** The smallest integer at least this number. */
    public BigInteger ceiling() {
        return numerator.negate().shiftRight(exponent).negate();
    }

    public Dyadic min(Dyadic other) {
        return compareTo(other) <= 0 ? this : other;
    }

    public Dyadic max(Dyadic other) {
        return compareTo(other) >= 0 ? this : other;
    }

    @Override
    public int compareTo(Dyadic other) {
        int e = Math.max(exponent, other.exponent);
        return numerator.shiftLeft(e - exponent).compareTo(other.numerator.shiftLeft(e - other.exponent));
    }

    /**
     * The simplest number strictly between {@code low} and {@code high} (the number of the game
     * {@code {low | high}}); {@code null} stands for no bound on that side. The simplest is the
     * integer nearest 0 if one fits, otherwise the fraction with the smallest denominator.
     *
     * @throws IllegalArgumentException if {@code low >= high}
     */
    public static Dyadic simplestBetween(Dyadic low, Dyadic high) {
        if (low != null && high != null && low.compareTo(high) >= 0) {
            throw new IllegalArgumentException("no number between " + low + " and " + high);
        }
        boolean zeroFits = (low == null || low.signum() < 0) && (high == null || high.signum() > 0);
        if (zeroFits) {
            return ZERO;
        }
        if (high == null) {
            return new Dyadic(low.floor().add(BigInteger.ONE), 0);       // low >= 0
        }
        if (low == null) {
            return new Dyadic(high.ceiling().subtract(BigInteger.ONE), 0); // high <= 0
        }
        // both bounds on one side of 0: the integer nearest 0 strictly inside, else halve
        if (low.signum() >= 0) {
            BigInteger n = low.floor().add(BigInteger.ONE);
            if (new Dyadic(n, 0).compareTo(high) < 0) {
                return new Dyadic(n, 0);
            }
        } else {
            BigInteger n = high.ceiling().subtract(BigInteger.ONE);
            if (new Dyadic(n, 0).compareTo(low) > 0) {
                return new Dyadic(n, 0);
            }
        }
        // no integer strictly inside: the interval lies within (k, k+1]; the least k with a
        // multiple of 2^-k strictly inside gives a unique such multiple (the simplest)
        for (int k = 1; ; k++) {
            BigInteger m = low.numerator.shiftLeft(Math.max(0, k - low.exponent))
                    .shiftRight(Math.max(0, low.exponent - k)).add(BigInteger.ONE);
            Dyadic candidate = new Dyadic(m, k);
            if (candidate.compareTo(low) > 0 && candidate.compareTo(high) < 0) {
                return candidate;
            }
        }
    }

    /** CGSuite's text: {@code 5}, {@code -1/2}, {@code 25/16}. */
    @Override
    public String toString() {
        return exponent == 0 ? numerator.toString() : numerator + "/" + BigInteger.ONE.shiftLeft(exponent);
    }
}
