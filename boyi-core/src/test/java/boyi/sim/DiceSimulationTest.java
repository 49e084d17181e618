package boyi.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.catalogue.Catalogue;
import boyi.util.BadInputException;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class DiceSimulationTest {

    @Test
    void exactHouseEdgeOfTheClassicGameIs5Over108() {
        Rational edge = DiceRules.CLASSIC.exactHouseEdge();
        assertThat(edge).isEqualTo(Rational.of(5, 108));
        assertThat(edge.toString()).isEqualTo("5/108");
        assertThat(edge.decimal(6)).isEqualTo("0.046296");
        assertThat(DiceRules.CLASSIC.outcomes()).isEqualTo(1296);
    }

    /** The enumeration agrees with the binomial formula sum_k C(n,k) 5^(n-k) payout[k] / 6^n. */
    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 5, 6})
    void enumerationAgreesWithTheBinomialFormula(int dice) {
        long[] payouts = new long[dice + 1];
        for (int k = 0; k <= dice; k++) {
            payouts[k] = k == 0 ? -1 : k * k - 3;
        }
        DiceRules rules = new DiceRules(dice, payouts);
        BigInteger total = BigInteger.ZERO;
        for (int k = 0; k <= dice; k++) {
            BigInteger ways = binomial(dice, k).multiply(BigInteger.valueOf(5).pow(dice - k));
            total = total.add(ways.multiply(BigInteger.valueOf(payouts[k])));
        }
        assertThat(rules.exactHouseEdge()).isEqualTo(Rational.of(total.negate(), BigInteger.valueOf(6).pow(dice)));
    }

    private static BigInteger binomial(int n, int k) {
        BigInteger b = BigInteger.ONE;
        for (int i = 0; i < k; i++) {
            b = b.multiply(BigInteger.valueOf(n - i)).divide(BigInteger.valueOf(i + 1));
        }
        return b;
    }

    @Test
    void sameSeedSameResultWhateverTheThreads() {
        DiceEstimate one = DiceSimulation.run(DiceRules.CLASSIC, 300_001, 42, 1, null);
        DiceEstimate three = DiceSimulation.run(DiceRules.CLASSIC, 300_001, 42, 3, null);
        DiceEstimate again = DiceSimulation.run(DiceRules.CLASSIC, 300_001, 42, 3, null);
        assertThat(three).isEqualTo(one).isEqualTo(again);
        DiceEstimate other = DiceSimulation.run(DiceRules.CLASSIC, 300_001, 43, 3, null);
        assertThat(other.houseProfit()).isNotEqualTo(one.houseProfit());
    }

    @Test
    void estimateOfAModerateRunLiesInItsConfidenceInterval() {
        DiceEstimate e = DiceSimulation.run(DiceRules.CLASSIC, 2_000_000, 2012, 2, null);
        assertThat(e.covers(DiceRules.CLASSIC.exactHouseEdge())).isTrue();
        // exact variance per round: E[x^2] - E[x]^2 = 360/216 - (10/216)^2 = 1.66452, sd 1.29016,
        // so the half-width is 1.96 * 1.29016 / sqrt(2e6) = 0.0017881
        assertThat(e.halfWidth95()).isBetween(0.00175, 0.00183);
    }

    @Test
    void progressCountsEveryRound() {
        var done = new java.util.concurrent.atomic.AtomicLong();
        DiceSimulation.run(DiceRules.CLASSIC, 200_000, 1, 2, done);
        assertThat(done.get()).isEqualTo(200_000);
        assertThat(ProgressBar.line(50, 100, 1, "rounds")).startsWith("[###############...............]  50%");
    }

    @Test
    void diceProblemPrintsEstimateAndExactValue() {
        String out = Catalogue.problem("dice").solve("", List.of("--rounds", "100000", "--seed=7"));
        assertThat(out).matches("-?0\\.\\d{6}\nexact 5/108 = 0\\.046296\n");
        assertThat(Catalogue.problem("dice").solve("ignored", List.of("--seed", "7", "--rounds=100000"))).isEqualTo(out);
        assertThat(Catalogue.problem("dice").solve("", List.of())).endsWith("\nexact 5/108 = 0.046296\n");
    }

    @ParameterizedTest
    @ValueSource(strings = {"--rounds 0", "--rounds x", "--rounds", "--seed 1.5", "--speed 3", "--rounds 2000000000000"})
    void badOptionsGetOneLine(String options) {
        assertThatThrownBy(() -> Catalogue.problem("dice").solve("", List.of(options.split(" "))))
                .isInstanceOf(BadInputException.class).satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    @Test
    void badRulesAreNamed() {
        assertThatThrownBy(() -> DiceRules.of(3, "-1,1,2")).hasMessageContaining("expected 4 numbers");
        assertThatThrownBy(() -> DiceRules.of(3, "-1,1,x,10")).hasMessageContaining("entry 3 \"x\"");
        assertThatThrownBy(() -> DiceRules.of(9, "0,0,0,0,0,0,0,0,0,0")).hasMessageContaining("1..8");
        assertThatThrownBy(() -> DiceRules.of(1, "0,5000")).hasMessageContaining("-1000..1000");
    }
}
