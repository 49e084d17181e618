package boyi.games.takeaway;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.solve.OutcomeCells;
import boyi.solve.PeriodFinder;
import boyi.solve.RecurrenceRows;
import boyi.solve.RowRecurrence;
import boyi.theory.SubtractionRecurrence;
import java.util.Random;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The period finder's answers agree with plain computation of the whole sequence, for every n up
 * to a few thousand, on seeded random take sets: Grundy values, parity rows with remoteness (odd
 * and even wins) and misère outcomes.
 */
class PeriodFinderAgreementTest {

    private static final int N = 3000;

    static Stream<long[]> takeSets() {
        Random random = new Random(1846);
        return Stream.generate(() -> {
            TreeSet<Long> s = new TreeSet<>();
            int size = 1 + random.nextInt(4);
            while (s.size() < size) {
                s.add(1L + random.nextInt(random.nextBoolean() ? 12 : 40));
            }
            return s.stream().mapToLong(Long::longValue).toArray();
        }).limit(30);
    }

    /** Row n of the whole sequence, computed directly without any period. */
    private static int[][] direct(RowRecurrence r) {
        int[][] rows = new int[N + 1][r.cells()];
        for (int n = 0; n <= N; n++) {
            r.row(n, (m, c) -> rows[(int) m][c], rows[n]);
        }
        return rows;
    }

    private static void agree(RowRecurrence r, PeriodFinder.Kind kind) {
        int[][] direct = direct(r);
        RecurrenceRows p = PeriodFinder.find(r, kind);
        for (int n = 0; n <= N; n++) {
            for (int c = 0; c < r.cells(); c++) {
                int d = direct[n][c];
                switch (kind) {
                    case PLAIN -> assertThat(p.plain(n, c)).as("n=%d", n).isEqualTo(d);
                    case OUTCOME -> assertThat(p.outcome(n, c)).as("n=%d", n).isEqualTo(OutcomeCells.outcome(d));
                    case REMOTENESS -> assertThat(p.value(n, c)).as("n=%d cell %d", n, c).isEqualTo(OutcomeCells.value(d));
                }
            }
        }
        boyi.solve.Periodicity period = p.periodicity();
        if (kind != PeriodFinder.Kind.REMOTENESS && period.preperiod() > 0) {
            assertThat(holds(period.preperiod() - 1, p, period.period(), kind, r.cells())).as("preperiod is least").isFalse();
        }
        // the period is least: no smaller divisor period holds over the checked range
        for (long q = 1; q < period.period() && kind != PeriodFinder.Kind.REMOTENESS; q++) {
            if (period.period() % q == 0) {
                assertThat(holds(period.preperiod(), p, q, kind, r.cells())).as("smaller period %d", q).isFalse();
            }
        }
    }

    private static boolean holds(long from, RecurrenceRows p, long q, PeriodFinder.Kind kind, int cells) {
        for (long n = from; n + q <= N; n++) {
            for (int c = 0; c < cells; c++) {
                boolean same = kind == PeriodFinder.Kind.PLAIN ? p.plain(n, c) == p.plain(n + q, c)
                        : p.outcome(n, c) == p.outcome(n + q, c);
                if (!same) {
                    return false;
                }
            }
        }
        return true;
    }

    @ParameterizedTest
    @MethodSource("takeSets")
    void grundyValues(long[] takes) {
        agree(SubtractionRecurrence.grundy(takes), PeriodFinder.Kind.PLAIN);
    }

    @ParameterizedTest
    @MethodSource("takeSets")
    void takeBallRowsWithRemoteness(long[] takes) {
        agree(new ParityRecurrence(takes, true), PeriodFinder.Kind.REMOTENESS);
        agree(new ParityRecurrence(takes, true), PeriodFinder.Kind.OUTCOME);
    }

    @ParameterizedTest
    @MethodSource("takeSets")
    void stonesRowsWithRemoteness(long[] takes) {
        agree(new ParityRecurrence(takes, false), PeriodFinder.Kind.REMOTENESS);
    }

    @ParameterizedTest
    @MethodSource("takeSets")
    void misereAndNormalOutcomes(long[] takes) {
        agree(SubtractionRecurrence.outcomes(takes, true), PeriodFinder.Kind.REMOTENESS);
        agree(SubtractionRecurrence.outcomes(takes, false), PeriodFinder.Kind.REMOTENESS);
    }
}
