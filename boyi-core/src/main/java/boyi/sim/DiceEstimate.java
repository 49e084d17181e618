package boyi.sim;

import java.math.BigInteger;

/**
 * The result of a {@link DiceSimulation}: the house's total profit over the rounds played
 * (exact), the estimate of the house edge (profit / rounds) and its 95% confidence interval
 * from the sample variance (normal approximation: estimate ± 1.96 standard errors).
 *
 * <pre>{@code
 * e.edge();                  // exact fraction profit/rounds
 * e.halfWidth95();           // e.g. 0.00195 for a million rounds
 * }</pre>
 *
 * @param houseProfit minus the sum of the player's net gains
 * @param sumSquares  the sum of the squared gains (for the variance)
 */
public record DiceEstimate(DiceRules rules, long rounds, long seed, long houseProfit, long sumSquares) {

    /** The simulated house edge, exactly: profit / rounds. */
    public Rational edge() {
        return Rational.of(houseProfit, rounds);
    }

    public String edgeDecimal(int places) {
        return edge().decimal(places);
    }

    /** Sample standard deviation of the house's profit per round. */
    public double standardDeviation() {
        if (rounds < 2) {
            return 0;
        }
        // n * sum(x^2) - (sum x)^2, exact, over n (n - 1)
        BigInteger n = BigInteger.valueOf(rounds);
        BigInteger s = BigInteger.valueOf(houseProfit);
        BigInteger num = n.multiply(BigInteger.valueOf(sumSquares)).subtract(s.multiply(s));
        return Math.sqrt(Rational.of(num, n.multiply(n.subtract(BigInteger.ONE))).doubleValue());
    }

    /** Half the width of the 95% confidence interval: 1.96 standard errors. */
    public double halfWidth95() {
        return 1.959964 * standardDeviation() / Math.sqrt(rounds);
    }

    /** Whether {@code value} lies in the 95% confidence interval. */
    public boolean covers(Rational value) {
        return Math.abs(value.doubleValue() - edge().doubleValue()) <= halfWidth95();
    }
}
