package boyi.theory;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class FibonacciSubtractionTheoryTest {

    private static final long[] FIB = {1, 2, 3, 5, 8, 13, 21, 34, 55, 89};

    private static List<List<Long>> children(List<Long> p) {
        List<List<Long>> out = new ArrayList<>();
        for (int i = 0; i < p.size(); i++) {
            for (long f : FIB) {
                if (f <= p.get(i)) {
                    List<Long> c = new ArrayList<>(p);
                    c.set(i, p.get(i) - f);
                    out.add(c);
                }
            }
        }
        return out;
    }

    @Test
    void threePilesAgreeWithSearchUpTo24Each() {
        BruteForce<List<Long>> search = new BruteForce<>(FibonacciSubtractionTheoryTest::children);
        for (long a = 0; a <= 24; a++) {
            for (long b = a; b <= 24; b++) {
                for (long c = b; c <= 24; c++) {
                    assertThat(FibonacciSubtractionTheory.moverWins(new long[] {a, b, c})).as("%d %d %d", a, b, c)
                            .isEqualTo(search.wins(List.of(a, b, c)));
                }
            }
        }
    }

    @Test
    void grundyValuesAreTheMexOfTheChildrenUpTo10To6() {
        byte[] g = FibonacciSubtractionTheory.table(FibonacciSubtractionTheory.MAX_PILE);
        assertThat(g[0]).isZero();
        for (int n = 1; n <= FibonacciSubtractionTheory.MAX_PILE; n += 997) {
            boolean[] seen = new boolean[64];
            for (long f : ZeckendorfTheory.fibonacciNumbers()) {
                if (f <= n) {
                    seen[g[n - (int) f]] = true;
                }
            }
            int mex = 0;
            while (seen[mex]) {
                mex++;
            }
            assertThat((int) g[n]).as("G(%d)", n).isEqualTo(mex);
        }
        assertThat(new int[] {g[1], g[2], g[3], g[4]}).containsExactly(1, 2, 3, 0);
    }
}
