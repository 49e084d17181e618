package boyi.theory;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class FibonacciNimTheoryTest {

    /** (n, m): n stones left, the mover takes 1..min(m, n), the next mover may take twice that. */
    private static List<List<Long>> children(List<Long> p) {
        long n = p.get(0);
        long m = p.get(1);
        List<List<Long>> out = new ArrayList<>();
        for (long k = 1; k <= Math.min(m, n); k++) {
            out.add(List.of(n - k, 2 * k));
        }
        return out;
    }

    @Test
    void agreesWithSearchOnEveryPositionUpTo120() {
        BruteForce<List<Long>> search = new BruteForce<>(FibonacciNimTheoryTest::children);
        for (long n = 0; n <= 120; n++) {
            for (long m = 1; m <= n + 2; m++) {
                boolean wins = search.wins(List.of(n, m));
                assertThat(FibonacciNimTheory.moverWins(n, m)).as("(%d, %d)", n, m).isEqualTo(wins);
                long k = FibonacciNimTheory.winningTake(n, m);
                if (wins) {
                    assertThat(k).isBetween(1L, Math.min(n, m));
                    assertThat(search.wins(List.of(n - k, 2 * k))).as("take %d from (%d, %d)", k, n, m).isFalse();
                } else {
                    assertThat(k).isZero();
                }
                assertThat(FibonacciNimTheory.verdict(n, m).why().en()).isNotBlank();
            }
        }
    }

    @Test
    void startingPileIsLostExactlyForFibonacciNumbers() {
        for (long n = 2; n <= 5000; n++) {
            boolean fib = ZeckendorfTheory.isFibonacci(n);
            assertThat(FibonacciNimTheory.moverWins(n, n - 1)).as("n = %d", n).isEqualTo(!fib);
        }
    }

    @Test
    void zeckendorfIsASumOfNonConsecutiveFibonacciNumbersUpTo10To18() {
        long[] fib = ZeckendorfTheory.fibonacciNumbers();
        Random random = new Random(3);
        for (int i = 0; i < 5000; i++) {
            long n = 1 + Math.floorMod(random.nextLong(), 1_000_000_000_000_000_000L);
            List<Long> t = ZeckendorfTheory.terms(n);
            assertThat(t.stream().mapToLong(Long::longValue).sum()).isEqualTo(n);
            for (int j = 0; j + 1 < t.size(); j++) {
                int hi = java.util.Arrays.binarySearch(fib, t.get(j));
                int lo = java.util.Arrays.binarySearch(fib, t.get(j + 1));
                assertThat(hi - lo).isGreaterThanOrEqualTo(2);
            }
            long z = ZeckendorfTheory.smallestTerm(n);
            assertThat(z).isEqualTo(t.get(t.size() - 1));
            if (z < n) {
                // after taking z the opponent may take 2z but the next smallest term is bigger
                assertThat(ZeckendorfTheory.smallestTerm(n - z)).isGreaterThan(2 * z);
            }
        }
        assertThat(ZeckendorfTheory.isFibonacci(679891637638612258L)).isTrue();   // F(88)
        assertThat(FibonacciNimTheory.moverWins(679891637638612258L, 679891637638612257L)).isFalse();
        assertThat(FibonacciNimTheory.moverWins(679891637638612259L, 679891637638612258L)).isTrue();
    }
}
