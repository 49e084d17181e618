package boyi.logic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/** The examples in the Javadoc of the public types of boyi.logic say what the code does. */
class JavadocExamplesTest {

    @Test
    void numeration() {
        assertThat(Numeration.base(2).digits(BigInteger.valueOf(6))).containsExactly(1, 1, 0);
        assertThat(Numeration.fibonacci().digits(BigInteger.valueOf(6))).containsExactly(1, 0, 0, 1);
        assertThat(Numeration.fibonacci().value(new int[] {0, 1, 0, 1})).isEqualTo(4);
        assertThat(Numeration.parse("msd_fib").id()).isEqualTo("msd_fib");
    }

    @Test
    void automaton() {
        Automaton even = new Decider(Numeration.base(2), 1000).compile("E y x = 2*y", "x");
        assertThat(even.stateCount()).isEqualTo(2);
        assertThat(even.accepts(10)).isTrue();
        assertThat(even.accepts(7)).isFalse();
        assertThat(Automaton.fromText(even.toText()).accepts(4)).isTrue();
    }

    @Test
    void decider() {
        Decider d = new Decider(Numeration.base(2), 2_000_000);
        assertThat(d.decide("A x E y (x = 2*y | x = 2*y+1)")).isTrue();
        assertThat(d.smallest("x % 7 = 3 & x > 10", "x").orElseThrow()).containsExactly(BigInteger.valueOf(17));
        Automaton odd = d.compile("E y x = 2*y+1", "x");
        assertThat(odd.stateCount()).isEqualTo(2);
        assertThat(d.define("odd", odd).decide("A x ($odd(x) <=> ~$odd(x+1))")).isTrue();
    }

    @Test
    void formulaException() {
        Decider decider = new Decider(Numeration.base(2), 1000);
        assertThatThrownBy(() -> decider.decide("E x x * y = 1"))
                .isInstanceOfSatisfying(FormulaException.class, e -> {
                    assertThat(e.column()).isEqualTo(7);
                    assertThat(e.text().en()).isEqualTo("formula, column 7: a product needs a constant on one side");
                });
    }

    @Test
    void automatonGuess() {
        Automaton fives = AutomatonGuess.guess(Numeration.base(2), 1, t -> t[0] % 5 == 0, 1023, 100_000);
        assertThat(fives.stateCount()).isEqualTo(5);
        assertThat(fives.accepts(1_000_000_000_000L)).isTrue();
    }
}
