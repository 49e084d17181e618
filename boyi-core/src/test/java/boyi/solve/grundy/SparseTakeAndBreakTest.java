package boyi.solve.grundy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SparseTakeAndBreakTest {

    private static final int AGREE_UP_TO = 20_000;

    /** Sparse (raw, and with the period shortcut) and direct agree on every n <= 20,000. */
    @ParameterizedTest
    @ValueSource(strings = {"0.77", "0.07", "0.137", "4.07", "0.6", "0.127", "0.007", "0.16", "0.37", "0.4",
            "0.72", "4.4", "0.156", "0.51", "0.3122"})
    void sparseAgreesWithDirect(String code) {
        TakeAndBreak rule = TakeAndBreak.octal(code);
        GrundySequence direct = new DirectTakeAndBreak(rule);
        GrundySequence sparse = new SparseTakeAndBreak(rule, false);
        GrundySequence shortcut = new SparseTakeAndBreak(rule, true);
        direct.extendTo(AGREE_UP_TO);
        sparse.extendTo(AGREE_UP_TO);
        shortcut.extendTo(AGREE_UP_TO);
        for (int n = 0; n <= AGREE_UP_TO; n++) {
            assertThat(sparse.grundy(n)).as("%s: sparse G(%d)", code, n).isEqualTo(direct.grundy(n));
            assertThat(shortcut.grundy(n)).as("%s: sparse with period shortcut G(%d)", code, n).isEqualTo(direct.grundy(n));
        }
    }

    @Test
    void grundysGameSparseAgreesWithDirect() {
        GrundySequence direct = new DirectTakeAndBreak(TakeAndBreak.grundysGame());
        GrundySequence sparse = new SparseTakeAndBreak(TakeAndBreak.grundysGame());
        direct.extendTo(AGREE_UP_TO);
        sparse.extendTo(AGREE_UP_TO);
        for (int n = 0; n <= AGREE_UP_TO; n++) {
            assertThat(sparse.grundy(n)).as("G(%d)", n).isEqualTo(direct.grundy(n));
        }
    }

    /** Both engines against the definition, written out plainly, on small heaps. */
    @ParameterizedTest
    @ValueSource(strings = {"0.77", "0.07", "4.07", "0.137", "0.7", "4.0", "0.5", "0.1", "0.4567", "4.321"})
    void enginesMatchTheDefinition(String code) {
        TakeAndBreak rule = TakeAndBreak.octal(code);
        int[] plain = plainGrundy(rule, 200);
        GrundySequence direct = new DirectTakeAndBreak(rule);
        GrundySequence sparse = new SparseTakeAndBreak(rule);
        direct.extendTo(200);
        sparse.extendTo(200);
        for (int n = 0; n <= 200; n++) {
            assertThat(direct.grundy(n)).as("%s direct G(%d)", code, n).isEqualTo(plain[n]);
            assertThat(sparse.grundy(n)).as("%s sparse G(%d)", code, n).isEqualTo(plain[n]);
        }
    }

    /** G(n) = mex of the options read straight off the code's digits. */
    static int[] plainGrundy(TakeAndBreak rule, int upto) {
        int[] g = new int[upto + 1];
        for (int n = 1; n <= upto; n++) {
            Set<Integer> options = new HashSet<>();
            for (int k = 0; k <= n; k++) {
                if (rule.takesWhole(k) && k == n) {
                    options.add(0);
                }
                if (rule.leavesOne(k) && n - k >= 1) {
                    options.add(g[n - k]);
                }
                if (rule.leavesTwo(k)) {
                    for (int a = 1; n - k - a >= 1; a++) {
                        if (!(rule.unequalSplits() && a == n - k - a)) {
                            options.add(g[a] ^ g[n - k - a]);
                        }
                    }
                }
            }
            int mex = 0;
            while (options.contains(mex)) {
                mex++;
            }
            g[n] = mex;
        }
        return g;
    }

    @Test
    void kaylesHasFewRareValues() {
        SparseTakeAndBreak kayles = new SparseTakeAndBreak(TakeAndBreak.octal("0.77"), false);
        kayles.extendTo(100_000);
        // Only G(n) = 0 and a few other early values are rare (mask: popcount parity).
        assertThat(kayles.rarePositions()).isLessThan(20);
        assertThat(kayles.grundy(100_000)).isEqualTo(kayles.grundy(100_000 - 12));
    }
}
