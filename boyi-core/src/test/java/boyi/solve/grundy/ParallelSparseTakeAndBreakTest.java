package boyi.solve.grundy;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The sparse-space engine on several threads ({@link SparseTakeAndBreak#extendTo(int, int)}) gives
 * the values of one thread: blocks searched among the heaps below them, then finished in order.
 */
class ParallelSparseTakeAndBreakTest {

    /** Grundy's game past the first parallel block (65,536 on), two threads against one. */
    @Test
    void grundysGameOnTwoThreadsIsGrundysGameOnOne() {
        int upto = 140_000;
        SparseTakeAndBreak one = new SparseTakeAndBreak(TakeAndBreak.grundysGame());
        SparseTakeAndBreak two = new SparseTakeAndBreak(TakeAndBreak.grundysGame());
        one.extendTo(upto);
        two.extendTo(upto, 2);
        for (int n = 0; n <= upto; n++) {
            assertThat(two.grundy(n)).as("G(%d)", n).isEqualTo(one.grundy(n));
        }
        assertThat(two.rarePositions()).isEqualTo(one.rarePositions());
        assertThat(two.method()).isEqualTo(one.method());
    }

    /**
     * Small blocks from heap 1,024 on three threads against the direct engine: rules with single
     * takes (their heap may lie in the block), whole takes, several split takes, with and
     * without the period shortcut.
     */
    @ParameterizedTest
    @ValueSource(strings = {"0.77", "0.137", "4.07", "0.6", "0.127", "0.16", "0.37", "0.4", "0.156", "0.3122", "0.007"})
    void smallBlocksOnThreeThreadsAgreeWithTheDirectEngine(String code) {
        int upto = 12_000;
        TakeAndBreak rule = TakeAndBreak.octal(code);
        GrundySequence direct = new DirectTakeAndBreak(rule);
        direct.extendTo(upto);
        for (boolean shortcut : new boolean[] {false, true}) {
            SparseTakeAndBreak parallel = new SparseTakeAndBreak(rule, shortcut, 1_024, 64);
            parallel.extendTo(upto, 3);
            for (int n = 0; n <= upto; n++) {
                assertThat(parallel.grundy(n)).as("%s (shortcut %s): G(%d)", code, shortcut, n).isEqualTo(direct.grundy(n));
            }
        }
    }

    /** Grundy's game (unequal splits, many rare heaps) in blocks of 32 from heap 512, against the direct engine. */
    @Test
    void grundysGameInSmallBlocksAgreesWithTheDirectEngine() {
        int upto = 12_000;
        GrundySequence direct = new DirectTakeAndBreak(TakeAndBreak.grundysGame());
        direct.extendTo(upto);
        SparseTakeAndBreak parallel = new SparseTakeAndBreak(TakeAndBreak.grundysGame(), false, 512, 32);
        parallel.extendTo(upto, 2);
        for (int n = 0; n <= upto; n++) {
            assertThat(parallel.grundy(n)).as("G(%d)", n).isEqualTo(direct.grundy(n));
        }
    }
}
