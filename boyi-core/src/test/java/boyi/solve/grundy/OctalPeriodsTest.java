package boyi.solve.grundy;

import boyi.solve.Periodicity;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Known facts from the literature (OEIS, Winning Ways, Gangolli–Plambeck). */
class OctalPeriodsTest {

    /** A002186, Kayles (0.77), n = 0..104. */
    static final int[] KAYLES = {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4,
        7, 2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2,
        1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1};

    /** A002187, Dawson's chess (0.137), n = 0..104; Dawson's Kayles (0.07) has G(n) = a(n-1). */
    static final int[] DAWSONS_CHESS = {0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1,
        1, 0, 4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5,
        3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4, 8,
        1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4};

    /** A002188, Grundy's game, n = 0..104. */
    static final int[] GRUNDYS_GAME = {0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0,
        4, 1, 2, 3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3, 2, 1, 3, 2, 4,
        3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3, 7, 4, 3, 7, 4, 3, 5, 2, 3, 5, 2, 3, 5,
        2, 3};

    private static GrundySequence computed(TakeAndBreak rule, int upto) {
        GrundySequence s = new SparseTakeAndBreak(rule, false);
        s.extendTo(upto);
        return s;
    }

    /** The n below the preperiod whose value differs from the periodic continuation. */
    private static List<Integer> exceptions(GrundySequence s, long n0, long p) {
        List<Integer> out = new ArrayList<>();
        for (int n = 0; n < n0; n++) {
            long far = n + p * ((n0 + p - n) / p + 1);
            if (s.grundy(n) != s.grundy((int) far)) {
                out.add(n);
            }
        }
        return out;
    }

    /** G(first + i) = known[i] for every i. */
    private static void assertValuesFrom(GrundySequence s, int first, int[] known) {
        for (int i = 0; i < known.length; i++) {
            int n = first + i;
            assertThat(s.grundy(n)).as("G(%d)", n).isEqualTo(known[i]);
        }
    }

    private static void assertProvenPeriod(Periodicity p, long period, long preperiod) {
        assertThat(p.period()).isEqualTo(period);
        assertThat(p.preperiod()).isEqualTo(preperiod);
        assertThat(p.proven()).isTrue();
    }

    @Test
    void kaylesHasPeriod12From71Proven() {
        GrundySequence s = computed(TakeAndBreak.octal("0.77"), 2000);
        assertValuesFrom(s, 0, KAYLES);
        assertProvenPeriod(OctalPeriods.octal(s.values(), 2000, 2).orElseThrow(), 12, 71);
        assertThat(exceptions(s, 71, 12)).containsExactly(0, 3, 6, 9, 11, 15, 18, 21, 22, 28, 34, 39, 57, 70);
    }

    @Test
    void kaylesProofNeedsValuesTo167() {
        GrundySequence s = computed(TakeAndBreak.octal("0.77"), 200);
        // 2*71 + 2*12 + 2 - 1 = 167 values suffice; 166 do not.
        assertThat(OctalPeriods.octal(s.values(), 167, 2).orElseThrow().proven()).isTrue();
        Periodicity short166 = OctalPeriods.octal(s.values(), 166, 2).orElseThrow();
        assertThat(short166.proven()).isFalse();
        assertThat(short166.proof().en()).contains("would prove it with values up to n = 167");
        assertThat(short166.proof().zh()).contains("n = 167");
    }

    @Test
    void dawsonsChessHasPeriod34WithTheKnownExceptions() {
        GrundySequence s = computed(TakeAndBreak.octal("0.137"), 2000);
        assertValuesFrom(s, 0, DAWSONS_CHESS);
        assertProvenPeriod(OctalPeriods.octal(s.values(), 2000, 3).orElseThrow(), 34, 52);
        assertThat(exceptions(s, 52, 34)).containsExactly(0, 14, 16, 17, 31, 34, 51);
    }

    @Test
    void dawsonsKaylesIsDawsonsChessShiftedByOne() {
        GrundySequence s = computed(TakeAndBreak.octal("0.07"), 2000);
        assertValuesFrom(s, 1, DAWSONS_CHESS);
        assertProvenPeriod(OctalPeriods.octal(s.values(), 2000, 2).orElseThrow(), 34, 53); // last exception at n = 52
    }

    @Test
    void grundysGameMatchesOeisAndShowsNoPeriod() {
        GrundySequence s = computed(TakeAndBreak.grundysGame(), 20_000);
        assertValuesFrom(s, 0, GRUNDYS_GAME);
        assertThat(OctalPeriods.observed(s.values(), 20_000)).isEmpty();
    }

    @Test
    void gangolliPlambeck0127HasPeriod4From46578() {
        GrundySequence s = new SparseTakeAndBreak(TakeAndBreak.octal("0.127"));
        s.extendTo(100_000);
        assertProvenPeriod(OctalPeriods.octal(s.values(), 100_000, 3).orElseThrow(), 4, 46578); // last exception at n = 46577
    }

    @Test
    void observedPeriodNeedsTheSecondHalf() {
        PackedGrundyValues g = new PackedGrundyValues(16);
        int[] values = {5, 5, 5, 5, 5, 5, 1, 2, 1, 2};
        for (int v : values) {
            g.add(v);
        }
        // 1 2 1 2 repeats only at the end: too short to call a period.
        assertThat(OctalPeriods.observed(g, values.length - 1)).isEmpty();
        for (int i = 0; i < 10; i++) {
            g.add(1);
            g.add(2);
        }
        Periodicity p = OctalPeriods.observed(g, g.size() - 1).orElseThrow();
        assertThat(p.period()).isEqualTo(2);
        assertThat(p.preperiod()).isEqualTo(6);
        assertThat(p.proven()).isFalse();
        assertThat(p.reduce(1_000_000_000_000L)).isEqualTo(6);
    }

    @Test
    void packedValuesWiden() {
        PackedGrundyValues g = new PackedGrundyValues(2);
        g.add(3);
        assertThat(g.bytesPerValue()).isEqualTo(1);
        g.add(300);
        assertThat(g.bytesPerValue()).isEqualTo(2);
        g.add(70_000);
        assertThat(g.bytesPerValue()).isEqualTo(4);
        assertThat(new int[] {g.get(0), g.get(1), g.get(2)}).containsExactly(3, 300, 70_000);
    }
}
