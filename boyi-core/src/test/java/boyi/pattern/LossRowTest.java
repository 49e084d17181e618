package boyi.pattern;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.solve.ObservedPeriod;
import boyi.solve.Periodicity;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The losses read off a proven period agree with a scan of the whole row: the count, the first
 * losses and {@link ObservedPeriod#plain}'s period of the losses, on seeded random rows that
 * repeat from a preperiod (Grundy rows with and without a saltus, outcome rows with draws, loss
 * patterns whose own period is a proper divisor of the row's).
 */
class LossRowTest {

    static Stream<Arguments> rows() {
        Random random = new Random(30_1);
        List<Arguments> out = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            ValueKind kind = i % 3 == 2 ? ValueKind.OUTCOME : ValueKind.GRUNDY;
            int e = random.nextInt(4) == 0 ? 0 : random.nextInt(25);
            int p = 1 + random.nextInt(random.nextBoolean() ? 4 : 16);
            long s = kind == ValueKind.GRUNDY && random.nextInt(4) == 0 ? 1 + random.nextInt(3) : 0;
            int last = random.nextInt(6) == 0 ? random.nextInt(40) : 50 + random.nextInt(3000);
            out.add(Arguments.of(kind, row(random, kind, e, p, s, last), new Periodicity(e, p, s, true, Text.EMPTY)));
        }
        return out.stream();
    }

    /** Values 0..last with {@code x(n + p) = x(n) + s} from e; the losses of the period often repeat sooner. */
    private static long[] row(Random random, ValueKind kind, int e, int p, long s, int last) {
        int d = p;
        for (int k = 2; k <= p; k++) {
            if (p % k == 0 && random.nextBoolean()) {
                d = p / k;
                break;
            }
        }
        boolean[] lossBlock = new boolean[d];
        for (int j = 0; j < d; j++) {
            lossBlock[j] = random.nextInt(3) == 0;
        }
        long[] x = new long[last + 1];
        for (int n = 0; n <= last; n++) {
            if (n >= e + p) {
                x[n] = x[n - p] + s;
            } else if (n >= e) {
                x[n] = lossBlock[(n - e) % d] ? (kind == ValueKind.GRUNDY ? 0 : -1) : kind == ValueKind.GRUNDY ? 1 + random.nextInt(3)
                        : random.nextInt(2);
            } else {
                x[n] = kind == ValueKind.GRUNDY ? random.nextInt(3) : random.nextInt(3) - 1;
            }
        }
        return x;
    }

    @ParameterizedTest
    @MethodSource("rows")
    void agreesWithAScanOfTheWholeRow(ValueKind kind, long[] row, Periodicity proven) {
        LossRow fast = LossRow.of(kind, boyi.util.PackedLongs.of(row), proven);
        LossRow scan = LossRow.of(kind, boyi.util.PackedLongs.of(row), null);
        long[] losses = LongStream.range(0, row.length).filter(n -> kind.isLoss(row[(int) n])).toArray();
        assertThat(fast.count()).isEqualTo(scan.count()).isEqualTo(losses.length);
        assertThat(fast.first(50)).isEqualTo(scan.first(50))
                .isEqualTo(LongStream.of(losses).limit(50).boxed().toList());
        Optional<long[]> plain = ObservedPeriod.plain((i, j) -> kind.isLoss(row[i]) == kind.isLoss(row[j]), row.length - 1);
        assertThat(fast.observedPeriod().map(Arrays::toString)).isEqualTo(plain.map(Arrays::toString));
    }
}
