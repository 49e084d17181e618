package boyi.sim;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;

/**
 * An exact fraction in lowest terms with a positive denominator.
 *
 * <pre>{@code
 * Rational r = Rational.of(BigInteger.valueOf(60), BigInteger.valueOf(1296));
 * r.toString();     // "5/108"
 * r.decimal(6);     // "0.046296"
 * }</pre>
 */
public record Rational(BigInteger numerator, BigInteger denominator) {

    public Rational {
        if (denominator.signum() <= 0) {
            throw new IllegalArgumentException("denominator must be positive");
        }
        BigInteger g = numerator.gcd(denominator);
        if (!g.equals(BigInteger.ONE) && g.signum() != 0) {
            numerator = numerator.divide(g);
            denominator = denominator.divide(g);
        }
        if (numerator.signum() == 0) {
            denominator = BigInteger.ONE;
        }
    }

    public static Rational of(BigInteger numerator, BigInteger denominator) {
        if (denominator.signum() < 0) {
            return new Rational(numerator.negate(), denominator.negate());
        }
        return new Rational(numerator, denominator);
    }

    public static Rational of(long numerator, long denominator) {
        return of(BigInteger.valueOf(numerator), BigInteger.valueOf(denominator));
    }

    /** The value rounded half-up to {@code places} digits after the point, e.g. {@code 0.046296}. */
    public String decimal(int places) {
        return new BigDecimal(numerator).divide(new BigDecimal(denominator), places, RoundingMode.HALF_UP).toPlainString();
    }

    public double doubleValue() {
        return new BigDecimal(numerator).divide(new BigDecimal(denominator), java.math.MathContext.DECIMAL64).doubleValue();
    }

    /** {@code 5/108}, or {@code 3} for a whole number. */
    @Override
    public String toString() {
        return denominator.equals(BigInteger.ONE) ? numerator.toString() : numerator + "/" + denominator;
    }
}
