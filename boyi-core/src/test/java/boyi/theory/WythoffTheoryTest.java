package boyi.theory;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

class WythoffTheoryTest {

    private static final int N = 60;

    private static List<List<Long>> children(List<Long> p) {
        long a = p.get(0);
        long b = p.get(1);
        List<List<Long>> out = new ArrayList<>();
        for (long x = 0; x < a; x++) {
            out.add(List.of(x, b));
        }
        for (long y = 0; y < b; y++) {
            out.add(List.of(a, y));
        }
        for (long d = 1; d <= Math.min(a, b); d++) {
            out.add(List.of(a - d, b - d));
        }
        return out;
    }

    @Test
    void agreesWithSearchOnEveryPositionUpTo60() {
        BruteForce<List<Long>> search = new BruteForce<>(WythoffTheoryTest::children);
        for (long a = 0; a <= N; a++) {
            for (long b = 0; b <= N; b++) {
                List<Long> p = List.of(a, b);
                assertThat(WythoffTheory.isCold(a, b)).as("(%d, %d)", a, b).isEqualTo(!search.wins(p));
                Set<List<Long>> expected = new HashSet<>();
                for (List<Long> c : children(p)) {
                    if (!search.wins(c)) {
                        expected.add(c);
                    }
                }
                Set<List<Long>> actual = new HashSet<>();
                for (long[] m : WythoffTheory.winningMoves(a, b)) {
                    actual.add(List.of(m[0], m[1]));
                }
                assertThat(actual).as("winning moves of (%d, %d)", a, b).isEqualTo(expected);
                assertThat(WythoffTheory.verdict(a, b).why().en()).isNotBlank();
            }
        }
    }

    @Test
    void coldPairsMatchTheMexRecurrence() {
        // a_k = mex of all earlier a_i, b_i; b_k = a_k + k.
        int n = 200_000;
        boolean[] used = new boolean[3 * n];
        int mex = 0;
        for (int k = 0; k < n; k++) {
            while (used[mex]) {
                mex++;
            }
            assertThat(WythoffTheory.lower(k)).as("a_%d", k).isEqualTo(mex);
            used[mex] = true;
            used[mex + k] = true;
        }
    }

    /** floor(k phi) by binary search on x < k phi  <=>  (2x - k)^2 < 5 k^2 (for 2x >= k). */
    private static BigInteger lowerBySearch(BigInteger k) {
        BigInteger lo = k;                        // k phi > k
        BigInteger hi = k.shiftLeft(1);           // k phi < 2k (k > 0)
        BigInteger fiveK2 = k.multiply(k).multiply(BigInteger.valueOf(5));
        while (lo.add(BigInteger.ONE).compareTo(hi) < 0) {
            BigInteger mid = lo.add(hi).shiftRight(1);
            BigInteger t = mid.shiftLeft(1).subtract(k);
            if (t.multiply(t).compareTo(fiveK2) < 0) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** floor(k phi) = sigma(k - 1) + 1 where sigma shifts the Zeckendorf representation up by one. */
    private static long lowerByZeckendorf(long k) {
        if (k == 0) {
            return 0;
        }
        long[] fib = ZeckendorfTheory.fibonacciNumbers();
        long shifted = 0;
        for (long t : ZeckendorfTheory.terms(k - 1)) {
            int i = java.util.Arrays.binarySearch(fib, t);
            shifted += fib[i + 1];
        }
        return shifted + 1;
    }

    @Test
    void hugeColdPairsAgreeWithTwoIndependentExactMethods() {
        Random random = new Random(42);
        BigInteger e18 = BigInteger.TEN.pow(18);
        for (int i = 0; i < 2000; i++) {
            long k = 1 + Math.floorMod(random.nextLong(), 600_000_000_000_000_000L) + (i < 50 ? 600_000_000_000_000_000L - 100 : 0);
            BigInteger bk = BigInteger.valueOf(k);
            long a = WythoffTheory.lower(k);
            assertThat(BigInteger.valueOf(a)).isEqualTo(lowerBySearch(bk));
            assertThat(a).isEqualTo(lowerByZeckendorf(k));
            assertThat(WythoffTheory.isCold(a, a + k)).isTrue();
            assertThat(WythoffTheory.isCold(a + k, a)).isTrue();
            assertThat(WythoffTheory.isCold(a + 1, a + k)).isFalse();
            assertThat(WythoffTheory.isCold(a, a + k - 1)).isFalse();
            // Beyond long: 10^30 scale.
            BigInteger big = bk.multiply(e18).add(BigInteger.valueOf(i));
            assertThat(WythoffTheory.lower(big)).isEqualTo(lowerBySearch(big));
        }
    }

    @Test
    void lowerAndUpperNumbersPartitionThePositiveIntegers() {
        Random random = new Random(7);
        for (int i = 0; i < 3000; i++) {
            BigInteger n = BigInteger.valueOf(1 + Math.floorMod(random.nextLong(), 1_000_000_000_000_000_000L));
            boolean lower = WythoffTheory.lowerIndex(n).signum() >= 0;
            boolean upper = WythoffTheory.upperIndex(n).signum() >= 0;
            assertThat(lower).as("%s is exactly one of lower, upper", n).isNotEqualTo(upper);
            if (lower) {
                assertThat(WythoffTheory.lower(WythoffTheory.lowerIndex(n))).isEqualTo(n);
            } else {
                BigInteger j = WythoffTheory.upperIndex(n);
                assertThat(WythoffTheory.lower(j).add(j)).isEqualTo(n);
            }
        }
    }

    @Test
    void winningMovesNear10To18LeadToColdPositions() {
        Random random = new Random(11);
        for (int i = 0; i < 500; i++) {
            long a = 1_000_000_000_000_000_000L - Math.floorMod(random.nextLong(), 1_000_000_000_000L);
            long b = 1_000_000_000_000_000_000L - Math.floorMod(random.nextLong(), 400_000_000_000_000_000L);
            List<long[]> wins = WythoffTheory.winningMoves(a, b);
            assertThat(wins.isEmpty()).isEqualTo(WythoffTheory.isCold(a, b));
            for (long[] m : wins) {
                assertThat(WythoffTheory.isCold(m[0], m[1])).isTrue();
                long da = a - m[0];
                long db = b - m[1];
                assertThat(da >= 0 && db >= 0 && (da == 0 || db == 0 || da == db) && da + db > 0).isTrue();
            }
        }
    }

    @Test
    void doublePrecisionGoldenRatioIsWrongSomewhereBelow10To18() {
        double phi = (1 + Math.sqrt(5)) / 2;
        long wrong = 0;
        for (long k = 1_000_000_000_000_000L; k < 1_000_000_000_000_000L + 1000; k++) {
            if ((long) Math.floor(k * phi) != WythoffTheory.lower(k)) {
                wrong++;
            }
        }
        assertThat(wrong).isPositive();
    }
}
