package boyi.logic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class NumerationTest {

    @Test
    void knownWords() {
        assertThat(Numeration.base(2).digits(6)).containsExactly(1, 1, 0);
        assertThat(Numeration.base(10).digits(BigInteger.valueOf(907))).containsExactly(9, 0, 7);
        assertThat(Numeration.base(3).digits(0)).isEmpty();
        assertThat(Numeration.fibonacci().digits(6)).containsExactly(1, 0, 0, 1);
        assertThat(Numeration.fibonacci().digits(12)).containsExactly(1, 0, 1, 0, 1);   // 8 + 3 + 1
        assertThat(Numeration.fibonacci().value(new int[] {0, 1, 0, 1})).isEqualTo(4);
        assertThat(Numeration.fibonacci().digits(Long.MAX_VALUE)).hasSize(91);
    }

    @Test
    void digitsAndValueAreInverseAndTheLongAndBigIntegerFormsAgree() {
        SplittableRandom random = new SplittableRandom(7);
        for (Numeration n : new Numeration[] {Numeration.base(2), Numeration.base(7), Numeration.fibonacci()}) {
            for (int i = 0; i < 2000; i++) {
                long v = i < 1000 ? i : random.nextLong(Long.MAX_VALUE);
                int[] d = n.digits(v);
                assertThat(n.digits(BigInteger.valueOf(v))).isEqualTo(d);
                assertThat(n.value(d)).isEqualTo(BigInteger.valueOf(v));
                if (d.length > 0) {
                    assertThat(d[0]).isNotZero();
                }
            }
        }
    }

    @Test
    void invalidWordsAndNamesAreRefused() {
        assertThatThrownBy(() -> Numeration.fibonacci().value(new int[] {1, 1}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("adjacent");
        assertThatThrownBy(() -> Numeration.base(2).value(new int[] {2})).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Numeration.base(11)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Numeration.parse("msd_12")).isInstanceOf(IllegalArgumentException.class);
        assertThat(Numeration.parse("base 3")).isEqualTo(Numeration.base(3));
        assertThat(Numeration.parse("Fibonacci").id()).isEqualTo("msd_fib");
        assertThat(Numeration.parse("msd_10").id()).isEqualTo("msd_10");
    }
}
