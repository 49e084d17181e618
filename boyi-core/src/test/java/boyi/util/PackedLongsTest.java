package boyi.util;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.solve.grundy.PackedGrundyValues;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** Packed rows give back every value, in the narrowest array its range allows. */
class PackedLongsTest {

    @ParameterizedTest
    @CsvSource({
        "-1, 1, 1",
        "0, 127, 1",
        "-128, 0, 1",
        "0, 128, 2",
        "-129, 0, 2",
        "-32768, 32767, 2",
        "0, 32768, 4",
        "-2147483648, 2147483647, 4",
        "0, 2147483648, 8",
        "-9223372036854775808, 9223372036854775807, 8"})
    void theRangeChoosesTheWidthAndEveryValueComesBack(long min, long max, int width) {
        Random random = new Random(min * 31 + max);
        long[] values = new long[1000];
        values[0] = min;
        values[1] = max;
        for (int i = 2; i < values.length; i++) {
            values[i] = min + Math.floorMod(random.nextLong(), max - min + 1 == 0 ? Long.MAX_VALUE : max - min + 1);
        }
        PackedLongs packed = PackedLongs.of(values);
        assertThat(packed.bytesPerValue()).isEqualTo(width);
        assertThat(packed.length()).isEqualTo(values.length);
        assertThat(packed.toArray()).isEqualTo(values);
    }

    @Test
    void aValueOutsideTheDeclaredRangeIsRefused() {
        assertThatThrownBy(() -> PackedLongs.of(3, 0, 5, n -> n * 3L)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("6 outside 0..5");
    }

    /** A table shares the Grundy values' byte array: later heaps, and a widening to two bytes, leave it as it was. */
    @ParameterizedTest
    @ValueSource(ints = {0, 1, 99})
    void aSharedRowKeepsItsValuesWhileTheSequenceGrows(int upto) {
        PackedGrundyValues g = new PackedGrundyValues(16);
        Random random = new Random(upto);
        long[] expected = new long[upto + 1];
        for (int n = 0; n <= upto; n++) {
            expected[n] = random.nextInt(128);
            g.add((int) expected[n]);
        }
        PackedLongs row = g.packed(upto);
        for (int n = 0; n < 5000; n++) {
            g.add(n % 7 == 0 ? 300 + n : n % 100);
        }
        assertThat(g.bytesPerValue()).isEqualTo(2);
        assertThat(row.toArray()).isEqualTo(expected);
        assertThat(g.packed(upto).toArray()).isEqualTo(expected);   // from the widened array, copied
    }

    /** The bulk comparison finds the first n where the row and itself shifted differ, as a scan does, at every width. */
    @ParameterizedTest
    @ValueSource(longs = {1, 200, 40_000, 3_000_000_000L})
    void theFirstDifferenceIsTheOneAScanFinds(long top) {
        Random random = new Random(top);
        for (int round = 0; round < 200; round++) {
            int period = 1 + random.nextInt(7);
            long[] values = new long[60 + random.nextInt(40)];
            for (int n = 0; n < values.length; n++) {
                values[n] = n < period ? top - random.nextInt(2) : values[n - period];
            }
            if (random.nextBoolean()) {
                values[period + random.nextInt(values.length - period)] = -top;
            }
            PackedLongs packed = PackedLongs.of(values);
            int from = random.nextInt(values.length - period);
            int to = from + random.nextInt(values.length - period - from + 1);
            int scan = -1;
            for (int n = from; n < to && scan < 0; n++) {
                scan = values[n + period] != values[n] ? n : -1;
            }
            assertThat(packed.firstDifference(from, to, period)).isEqualTo(scan);
        }
        assertThatThrownBy(() -> PackedLongs.of(new long[] {top, top}).firstDifference(0, 2, 1)).isInstanceOf(IndexOutOfBoundsException.class);
    }
}
