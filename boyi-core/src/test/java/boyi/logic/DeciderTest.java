package boyi.logic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.solve.Interruption;
import boyi.util.TooLargeException;
import java.math.BigInteger;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class DeciderTest {

    private static Decider base(int k) {
        return new Decider(Numeration.base(k), 2_000_000);
    }

    private static Decider fib() {
        return new Decider(Numeration.fibonacci(), 2_000_000);
    }

    @Test
    void knownTheoremsAreTrue() {
        Decider d = base(2);
        assertThat(d.decide("A x E y (x = 2*y | x = 2*y+1)")).isTrue();
        assertThat(d.decide("A x,y (x+y = y+x)")).isTrue();
        assertThat(d.decide("A x,y,z (x+(y+z) = (x+y)+z)")).isTrue();
        assertThat(d.decide("A x (x < x + 1)")).isTrue();
        assertThat(d.decide("A x (x / 3 * 3 + x % 3 = x)")).isTrue();
        assertThat(base(3).decide("A x E y (x = 2*y | x = 2*y+1)")).isTrue();
        assertThat(fib().decide("A x E y (x = 2*y | x = 2*y+1)")).isTrue();
        assertThat(fib().decide("A x,y (x+y = y+x)")).isTrue();
    }

    @Test
    void knownFalsehoodsAreFalse() {
        Decider d = base(2);
        assertThat(d.decide("E x (x + 1 = 0)")).isFalse();
        assertThat(d.decide("A x E y (x = 2*y)")).isFalse();
        assertThat(d.decide("E x (x - 3 = 0 & x < 3)")).isFalse();
        assertThat(fib().decide("A x (x = 0 | $isfib(x))")).isFalse();
    }

    @Test
    void smallestWitnesses() {
        assertThat(base(2).smallest("x % 7 = 3 & x > 10", "x")).hasValueSatisfying(
                v -> assertThat(v).containsExactly(BigInteger.valueOf(17)));
        assertThat(base(10).smallest("x % 7 = 3 & x > 10", "x").orElseThrow()[0]).isEqualTo(17);
        assertThat(fib().smallest("x % 7 = 3 & x > 10", "x").orElseThrow()[0]).isEqualTo(17);
        assertThat(base(2).smallest("x > 5 & x < 5", "x")).isEmpty();
    }

    @Test
    void budgetIsHeld() {
        Decider small = new Decider(Numeration.base(2), 50);
        assertThatThrownBy(() -> small.decide("A x (x % 97 = 3 => x > 2)"))
                .isInstanceOf(TooLargeException.class).hasMessageContaining("more than 50");
    }

    @Test
    void deadlineStops() {
        assertThatThrownBy(() -> Interruption.withDeadline(Duration.ofMillis(-1),
                () -> base(2).decide("A x,y (x+y = y+x)")))
                .isInstanceOf(Interruption.Stopped.class);
    }
}
