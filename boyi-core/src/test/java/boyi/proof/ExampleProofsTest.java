package boyi.proof;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.rules.RuleInstance;
import boyi.rules.RuleTables;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The contest-style games of {@code rules/examples/} that the prover proves (issue 28): each proof
 * agrees with exact search on every position of a table larger than the one it was guessed from
 * where that is cheap (one number to 4095, one heap to 1023, two numbers to 60), and the proven
 * automaton with one accepting state flipped is refuted (two flips each).
 */
class ExampleProofsTest {

    @ParameterizedTest
    @ValueSource(strings = {"halve-or-take-one", "k-and-2k", "misere-wythoff", "no-repeat-take", "split-heaps"})
    void provenAgreesWithSearchAndAFlippedStateIsRefuted(String name) throws Exception {
        RuleInstance g = RuleProverTest.file("examples/" + name + ".boyi");
        RuleProof p = RuleProver.prove(g);
        assertThat(p.status()).as(p.text().en()).isEqualTo(RuleProof.Status.PROVEN);
        if (p.grundy() != null) {
            long[] values = RuleTables.heapGrundy(g, 1023);
            for (int n = 0; n < values.length; n++) {
                assertThat(p.grundy().accepts(n, values[n])).as("G(%d) = %d", n, values[n]).isTrue();
            }
        } else if (g.program().variables().size() == 1) {
            byte[] t = RuleTables.outcomes(g, 4095);
            for (int n = 0; n < t.length; n++) {
                assertThat(p.losses().accepts(n)).as("n = %d", n).isEqualTo(t[n] == -1);
            }
        } else {
            int limit = 60;
            byte[] t = RuleTables.outcomes(g, limit);
            for (int a = 0; a <= limit; a++) {
                for (int b = 0; b <= limit; b++) {
                    assertThat(p.losses().accepts(a, b)).as("%d %d", a, b).isEqualTo(t[a * (limit + 1) + b] == -1);
                }
            }
        }
        RuleProverTest.everyFlipIsRefuted(g, p);
    }
}
