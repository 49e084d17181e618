package boyi.proof;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analyzer;
import boyi.games.heaps.MooreNimGame;
import boyi.model.Outcome;
import boyi.rules.RuleInstance;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Moore's Nim_2 on three piles from its rule file (rules/moore-nim.boyi): the prover's automaton
 * of the losses agrees with Moore's theorem, written here independently (every bit set in a
 * multiple of k + 1 = 3 piles), below 16 and at random positions up to 10^18, and with the
 * built-in family on small positions; the automaton with its accepting state flipped is refuted.
 */
class MooreNimProofTest {

    private static boolean mooreLoss(long... piles) {
        for (int bit = 0; bit < 63; bit++) {
            int set = 0;
            for (long p : piles) {
                set += (int) (p >>> bit) & 1;
            }
            if (set % 3 != 0) {
                return false;
            }
        }
        return true;
    }

    @Test
    void provenAndAgreesWithMooresTheorem() throws Exception {
        RuleInstance g = RuleProverTest.file("moore-nim.boyi");
        RuleProof p = RuleProver.prove(g);
        assertThat(p.status()).as(p.text().en()).isEqualTo(RuleProof.Status.PROVEN);
        assertThat(p.numeration().id()).isEqualTo("msd_2");
        for (long a = 0; a < 16; a++) {
            for (long b = 0; b < 16; b++) {
                for (long c = 0; c < 16; c++) {
                    assertThat(p.losses().accepts(a, b, c)).as("%d %d %d", a, b, c).isEqualTo(mooreLoss(a, b, c));
                }
            }
        }
        Random r = new Random(2);
        for (int i = 0; i < 100; i++) {
            long a = r.nextLong(1_000_000_000_000_000_001L);
            long[] v = i % 3 == 0 ? new long[] {a, a, a} : new long[] {a, r.nextLong(1_000_000_000_000_000_001L), a};
            assertThat(p.losses().accepts(v)).isEqualTo(mooreLoss(v));
        }
        var builtIn = new MooreNimGame().instantiate(Map.of("k", "2"));
        for (long a = 0; a <= 4; a++) {
            for (long b = 0; b <= 4; b++) {
                for (long c = 0; c <= 4; c++) {
                    Outcome o = Analyzer.analyze(builtIn, a + " " + b + " " + c).value().outcome();
                    assertThat(p.losses().accepts(a, b, c)).as("%d %d %d", a, b, c).isEqualTo(o == Outcome.LOSS);
                }
            }
        }
        RuleProof flipped = RuleProver.proveLosses(g, p.numeration(), p.losses().complementAccepting(p.losses().start()), null);
        assertThat(flipped.proven()).isFalse();
    }
}
