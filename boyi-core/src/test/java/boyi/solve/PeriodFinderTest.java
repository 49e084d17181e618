package boyi.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.model.Outcome;
import boyi.model.Value;
import boyi.util.TooLargeException;
import java.util.Optional;
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
        PeriodicRows g = PeriodFinder.find(GRUNDY_134, PeriodFinder.Kind.PLAIN);
        assertThat(g.period()).isEqualTo(7);
        assertThat(g.preperiod()).isZero();
        long[] expected = {0, 1, 0, 1, 2, 3, 2};
        for (long n = 0; n < 100; n++) {
            assertThat(g.plain(n, 0)).isEqualTo(expected[(int) (n % 7)]);
        }
        long e18 = 1_000_000_000_000_000_000L;
        assertThat(g.plain(e18, 0)).isEqualTo(expected[(int) (e18 % 7)]);
        assertThat(g.proof()).contains("period 7 from n = 0").contains("proven");
        assertThat(g.locate(e18)).startsWith("n = 10^18 falls on offset " + e18 % 7);
    }

    @Test
    void remotenessGrowsArithmeticallyAndOverflowIsUnknownNotWrong() {
        PeriodicRows r = PeriodFinder.find(FAST_GROWTH, PeriodFinder.Kind.REMOTENESS);
        assertThat(r.period()).isEqualTo(1);
        assertThat(r.shift()).isEqualTo(3);
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
        long[][] rows = {{5, 7, 0, 1, 0, 1, 0, 1, 0, 1}};
        assertThat(PeriodFinder.observed(rows, 3)).contains(new ObservedPeriod(2, 2));
        assertThat(PeriodFinder.observed(new long[][] {{1, 2, 3, 4, 5, 6}}, 3)).isEmpty();
        assertThat(PeriodFinder.observed(new long[] {1, 1, 1, 1}, 3)).contains(new ObservedPeriod(0, 1));
        // two rows must repeat together
        Optional<ObservedPeriod> two = PeriodFinder.observed(new long[][] {{0, 0, 0, 0, 0, 0}, {0, 1, 0, 1, 0, 1}}, 3);
        assertThat(two).contains(new ObservedPeriod(0, 2));
    }
}
