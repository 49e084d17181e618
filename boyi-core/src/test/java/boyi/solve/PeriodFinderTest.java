package boyi.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.model.Outcome;
import boyi.model.Value;
import boyi.util.TooLargeException;
import org.junit.jupiter.api.Test;

class PeriodFinderTest {

    /** How the single cell of row n follows from the rows before it. */
    private interface CellRule {
        int cell(long n, RowRecurrence.Rows rows);
    }

    /** A recurrence with one cell per row, depending on at most {@code width} rows back. */
    private static RowRecurrence oneCell(long width, CellRule rule) {
        return new RowRecurrence() {
            @Override
            public long width() {
                return width;
            }

            @Override
            public int cells() {
                return 1;
            }

            @Override
            public void row(long n, Rows rows, int[] out) {
                out[0] = rule.cell(n, rows);
            }
        };
    }

    /** Grundy values of the subtraction game {1, 3, 4}: 0 1 0 1 2 3 2, period 7 from 0. */
    private static final RowRecurrence GRUNDY_134 = oneCell(4, (n, rows) -> {
        long seen = 0;
        for (int t : new int[] {1, 3, 4}) {
            if (t <= n) {
                seen |= 1L << rows.cell(n - t, 0);
            }
        }
        return Long.numberOfTrailingZeros(~seen);
    });

    /** A width-1 "remoteness" sequence growing by 3 a step: r(n) = 3n (not a real game). */
    private static final RowRecurrence FAST_GROWTH = oneCell(1, (n, rows) -> n == 0 ? OutcomeCells.of(Outcome.WIN, 0)
            : OutcomeCells.of(Outcome.WIN, OutcomeCells.remoteness(rows.cell(n - 1, 0)) + 3L));

    /** Counts up forever: never periodic. */
    private static final RowRecurrence COUNTER = oneCell(1, (n, rows) -> n == 0 ? 0 : rows.cell(n - 1, 0) + 1);

    @Test
    void grundyValuesOfOneThreeFour() {
        RecurrenceRows g = PeriodFinder.find(GRUNDY_134, PeriodFinder.Kind.PLAIN);
        assertThat(g.periodicity().period()).isEqualTo(7);
        assertThat(g.periodicity().preperiod()).isZero();
        long[] expected = {0, 1, 0, 1, 2, 3, 2};
        for (long n = 0; n < 100; n++) {
            assertThat(g.plain(n, 0)).isEqualTo(expected[(int) (n % 7)]);
        }
        long e18 = 1_000_000_000_000_000_000L;
        assertThat(g.plain(e18, 0)).isEqualTo(expected[(int) (e18 % 7)]);
        assertThat(g.periodicity().proof().en()).contains("period 7 from n = 0").contains("proven");
        assertThat(g.periodicity().proof().zh()).contains("从 n = 0 起周期为 7").contains("已证明");
        assertThat(g.locate(e18).en()).startsWith("n = 10^18 falls on offset " + e18 % 7);
        assertThat(g.locate(e18).zh()).startsWith("n = 10^18 落在周期的第 " + e18 % 7 + " 位");
    }

    @Test
    void remotenessGrowsArithmeticallyAndOverflowIsUnknownNotWrong() {
        RecurrenceRows r = PeriodFinder.find(FAST_GROWTH, PeriodFinder.Kind.REMOTENESS);
        assertThat(r.periodicity().period()).isEqualTo(1);
        assertThat(r.periodicity().saltus()).isEqualTo(3);
        assertThat(r.periodicity().proof().en()).startsWith("outcomes and remoteness: period 1 from n = ")
                .contains("remoteness +3 per period");
        assertThat(r.value(1_000_000_000_000_000_000L, 0)).isEqualTo(Value.win(3_000_000_000_000_000_000L));
        assertThat(r.value(Long.MAX_VALUE / 2, 0)).isEqualTo(Value.of(Outcome.WIN));
    }

    @Test
    void noPeriodWithinTheBudgetIsTooLarge() {
        assertThatThrownBy(() -> PeriodFinder.find(COUNTER, PeriodFinder.Kind.PLAIN, 10_000))
                .isInstanceOf(TooLargeException.class).hasMessageContaining("no period within the first 10000 values");
    }

    @Test
    void observedPeriodIsLeastPeriodThenLeastPreperiod() {
        long[] g = {5, 7, 0, 1, 0, 1, 0, 1, 0, 1};
        Periodicity p = ObservedPeriod.observed(n -> g[n], g.length - 1, false, "G").orElseThrow();
        assertThat(p).extracting(Periodicity::preperiod, Periodicity::period, Periodicity::proven).containsExactly(2L, 2L, false);
        assertThat(p.proof().en()).isEqualTo("G(n+2) = G(n) for 2 <= n <= 7 (observed on the values computed to n = 9, not proven).");
        assertThat(p.proof().zh()).contains("未证明");
        long[] counting = {1, 2, 3, 4, 5, 6};
        assertThat(ObservedPeriod.observed(n -> counting[n], 5, false, "G")).isEmpty();
        Periodicity up = ObservedPeriod.observed(n -> counting[n], 5, true, "G").orElseThrow();
        assertThat(up).extracting(Periodicity::preperiod, Periodicity::period, Periodicity::saltus).containsExactly(0L, 1L, 1L);
        long[] ones = {1, 1, 1, 1};
        assertThat(ObservedPeriod.observed(n -> ones[n], 3, false, "G").orElseThrow().period()).isEqualTo(1);
    }
}
