package boyi.proof;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.logic.Automaton;
import boyi.rules.RuleFamily;
import boyi.rules.RuleInstance;
import boyi.rules.RuleTables;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The prover re-proves classics from their rule files and each proof agrees with the game's
 * theorem (written here independently) below a bound and at random positions up to 10^18; a
 * proven automaton with one accepting state flipped is refuted; games whose moves are not
 * additive get no proof.
 */
class RuleProverTest {

    static RuleInstance file(String name) throws IOException {
        Path p = Path.of("..", "rules", name);
        if (!Files.exists(p)) {
            p = Path.of("rules", name);
        }
        return RuleFamily.of(Files.readString(p, StandardCharsets.UTF_8)).instantiate(Map.of());
    }

    static RuleInstance text(String rules) {
        return RuleFamily.of(rules).instantiate(Map.of());
    }

    static final String TAKE_HALF = "state n\nmove \"take {t}\" for t in 1..n / 2 -> n - t\n";

    /** Flips of one state's acceptance that change the set (on some small position) fail the proof: the first two such states. */
    static void everyFlipIsRefuted(RuleInstance g, RuleProof p) {
        int flips = 0;
        for (int s = 0; s < p.automaton().stateCount() && flips < 2; s++) {
            Automaton flipped = p.automaton().complementAccepting(s);
            if (!changes(p.automaton(), flipped)) {
                continue;     // a state no valid word ends in (a Fibonacci word with 11)
            }
            flips++;
            RuleProof q = p.grundy() != null ? RuleProver.proveGrundy(g, p.numeration(), flipped)
                    : RuleProver.proveLosses(g, p.numeration(), flipped, p.draws());
            assertThat(q.proven()).as("state %d flipped", s).isFalse();
        }
        assertThat(flips).isPositive();
    }

    private static boolean changes(Automaton a, Automaton b) {
        int box = a.arity() == 1 ? 5000 : 200;
        for (long x = 0; x < box; x++) {
            for (long y = 0; y < (a.arity() == 1 ? 1 : box); y++) {
                long[] v = a.arity() == 1 ? new long[] {x} : new long[] {x, y};
                if (a.accepts(v) != b.accepts(v)) {
                    return true;
                }
            }
        }
        return false;
    }

    static long[] random(Random r, int k) {
        long[] v = new long[k];
        for (int i = 0; i < k; i++) {
            v[i] = (long) (r.nextDouble() * 1e18);
        }
        return v;
    }

    @Test
    void takeAtMostHalfLosesExactlyAtTwoToTheKMinusOne() {
        RuleInstance g = text(TAKE_HALF);
        RuleProof p = RuleProver.prove(g);
        assertThat(p.status()).isEqualTo(RuleProof.Status.PROVEN);
        assertThat(p.numeration().id()).isEqualTo("msd_2");
        for (long n = 0; n < 10_000; n++) {
            assertThat(p.losses().accepts(n)).as("n = %d", n).isEqualTo(((n + 1) & n) == 0);
        }
        Random r = new Random(28);
        for (int i = 0; i < 100; i++) {
            long n = random(r, 1)[0];
            assertThat(p.losses().accepts(n)).isEqualTo(((n + 1) & n) == 0);
            long m = (1L << (1 + r.nextInt(60))) - 1;
            assertThat(p.losses().accepts(m)).isTrue();
        }
        everyFlipIsRefuted(g, p);
    }

    /** Wythoff's losses: (a_k, a_k + k) and its mirror, a_k = floor(k * phi) = floor((k + sqrt(5 k^2)) / 2). */
    static boolean wythoffLoss(long a, long b) {
        long lo = Math.min(a, b);
        long hi = Math.max(a, b);
        BigInteger k = BigInteger.valueOf(hi - lo);
        BigInteger ak = k.add(k.multiply(k).multiply(BigInteger.valueOf(5)).sqrt()).shiftRight(1);
        return ak.longValueExact() == lo;
    }

    @Test
    void wythoffIsProvenInFibonacciAndAgreesWithBeattysTheorem() throws IOException {
        RuleInstance g = file("wythoff.boyi");
        RuleProof p = RuleProver.prove(g);
        assertThat(p.status()).isEqualTo(RuleProof.Status.PROVEN);
        assertThat(p.numeration().id()).isEqualTo("msd_fib");
        for (long a = 0; a < 200; a++) {
            for (long b = 0; b < 200; b++) {
                assertThat(p.losses().accepts(a, b)).as("%d %d", a, b).isEqualTo(wythoffLoss(a, b));
            }
        }
        Random r = new Random(1);
        for (int i = 0; i < 100; i++) {
            long k = (long) (r.nextDouble() * 6e17);
            long ak = BigInteger.valueOf(k).add(BigInteger.valueOf(k).multiply(BigInteger.valueOf(k)).multiply(BigInteger.valueOf(5)).sqrt())
                    .shiftRight(1).longValueExact();
            assertThat(p.losses().accepts(ak, ak + k)).isTrue();
            assertThat(p.losses().accepts(ak + k, ak)).isTrue();
            assertThat(p.losses().accepts(ak, ak + k + 1)).isFalse();
            long[] v = random(r, 2);
            assertThat(p.losses().accepts(v[0], v[1])).isEqualTo(wythoffLoss(v[0], v[1]));
        }
        everyFlipIsRefuted(g, p);
    }

    @Test
    void nimsGrundyValueIsTheHeapAndSumsAreTheXor() throws IOException {
        RuleInstance g = file("nim.boyi");
        RuleProof p = RuleProver.prove(g);
        assertThat(p.status()).isEqualTo(RuleProof.Status.PROVEN);
        assertThat(p.grundy()).isNotNull();
        for (long n = 0; n < 300; n++) {
            for (long v = 0; v < 300; v++) {
                assertThat(p.grundy().accepts(n, v)).isEqualTo(n == v);
            }
        }
        ProofAnswers answers = new ProofAnswers(g);
        Random r = new Random(3);
        for (int i = 0; i < 100; i++) {
            long[] h = random(r, 2 + i % 2);
            if (i % 4 == 0) {
                h[h.length - 1] = h.length == 2 ? h[0] : h[0] ^ h[1];
            }
            long x = 0;
            for (long a : h) {
                x ^= a;
            }
            var verdict = answers.evaluate(boyi.rules.RuleState.heaps(h)).orElseThrow();
            assertThat(verdict.value().outcome().number()).isEqualTo(x == 0 ? -1 : 1);
        }
        everyFlipIsRefuted(g, p);
    }

    @Test
    void bashAndTheBallGameAgreeWithSearchBelowTheBoundAndTheirPeriodsAbove() throws IOException {
        RuleInstance bash = file("bash.boyi");
        RuleProof p = RuleProver.prove(bash);
        assertThat(p.status()).isEqualTo(RuleProof.Status.PROVEN);
        Random r = new Random(5);
        for (int i = 0; i < 100; i++) {
            long n = random(r, 1)[0];
            assertThat(p.losses().accepts(n)).isEqualTo(n % 4 == 0);
        }
        everyFlipIsRefuted(bash, p);
        RuleInstance ball = file("ball-game.boyi");
        RuleProof q = RuleProver.prove(ball);
        assertThat(q.status()).isEqualTo(RuleProof.Status.PROVEN);
        byte[] t = RuleTables.outcomes(ball, 9_999);
        for (int n = 0; n < t.length; n++) {
            assertThat(q.losses().accepts(n)).as("n = %d", n).isEqualTo(t[n] == -1);
        }
        // misère {1, 3, 7, 8}: the table has period 15 from n = 0 (checked by search above)
        for (int i = 0; i < 100; i++) {
            long n = random(r, 1)[0];
            assertThat(q.losses().accepts(n)).isEqualTo(t[(int) (n % 15)] == -1);
        }
        everyFlipIsRefuted(ball, q);
    }

    /** The smallest term of n's Zeckendorf sum (n >= 1), by the greedy algorithm. */
    static long smallestZeckendorfTerm(long n) {
        java.util.List<Long> fib = new java.util.ArrayList<>(java.util.List.of(1L, 2L));
        while (fib.get(fib.size() - 1) <= n - fib.get(fib.size() - 2)) {
            fib.add(fib.get(fib.size() - 1) + fib.get(fib.size() - 2));
        }
        long last = n;
        for (int i = fib.size() - 1; i >= 0; i--) {
            if (fib.get(i) <= n) {
                n -= fib.get(i);
                last = fib.get(i);
            }
        }
        return last;
    }

    @Test
    void fibonacciNimLosesExactlyWhenTheTakeLimitIsBelowTheSmallestZeckendorfTerm() throws IOException {
        RuleInstance g = file("fibonacci-nim.boyi");   // state n, m: m is the most the mover may take
        RuleProof p = RuleProver.prove(g);
        assertThat(p.status()).isEqualTo(RuleProof.Status.PROVEN);
        assertThat(p.numeration().id()).isEqualTo("msd_fib");
        for (long n = 0; n < 300; n++) {
            for (long m = 0; m < 300; m++) {
                boolean loss = n == 0 || m < smallestZeckendorfTerm(n);
                assertThat(p.losses().accepts(n, m)).as("n = %d, m = %d", n, m).isEqualTo(loss);
            }
        }
        Random r = new Random(8);
        for (int i = 0; i < 100; i++) {
            long[] v = random(r, 2);
            long n = v[0] + 1;
            long m = i % 2 == 0 ? v[1] : Math.max(0, smallestZeckendorfTerm(n) - i % 3);
            assertThat(p.losses().accepts(n, m)).as("n = %d, m = %d", n, m).isEqualTo(m < smallestZeckendorfTerm(n));
        }
        everyFlipIsRefuted(g, p);
    }

    @Test
    void movesThatAreNotAdditiveGetNoProof() throws IOException {
        for (String f : new String[] {"examples/subtract-a-square.boyi", "examples/divisor-game.boyi"}) {
            RuleProof p = RuleProver.prove(file(f));
            assertThat(p.status()).as(f).isEqualTo(RuleProof.Status.NOT_EXPRESSIBLE);
            assertThat(p.text().en()).startsWith("not expressible in additive arithmetic: `");
        }
    }

    @Test
    void aFalseClaimGetsItsSmallestCounterexampleConfirmedBySearch() throws IOException {
        RuleInstance g = file("subtraction.boyi");   // takes {1, 3, 4}: losses n % 7 in {0, 2}
        ClaimCheck.Result wrong = ClaimCheck.check(g, "loss iff n % 5 in {0, 2}");
        assertThat(wrong.holds()).isFalse();
        BigInteger[] at = wrong.counterexample();
        assertThat(at[0]).isEqualTo(BigInteger.valueOf(5));
        assertThat(RuleTables.searchOutcome(g, 5)).isEqualTo(1);    // 5 -> 2 by taking 3
        assertThat(wrong.text().en()).contains("n = 5").contains("win by search");
        ClaimCheck.Result right = ClaimCheck.check(g, "loss iff n % 7 in {0, 2}");
        assertThat(right.holds()).isTrue();
        assertThat(right.text().en()).startsWith("true for every position");
    }

    @Test
    void theHalvingHeapsFalsePeriodIsNotWhatIsProven() {
        // heaps: take one, or halve an even heap; its table to 2000 looks periodic (256 from 769), but G(2048) != G(1792)
        RuleInstance g = text("heaps n\nmove for t in {1} if n >= 1 -> n - 1\nmove if n >= 2 and even(n) -> n / 2\n");
        long[] plain = RuleTables.heapGrundy(g, 2048);
        assertThat(plain[2048]).isNotEqualTo(plain[1792]);
        RuleProof p = RuleProver.prove(g);
        if (p.proven()) {
            for (int n = 0; n <= 2048; n++) {
                assertThat(p.grundy().accepts(n, plain[n])).as("G(%d)", n).isTrue();
            }
        }
    }
}
