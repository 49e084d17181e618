package boyi.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link Automaton#completion} (the first tracks given, the rest read off without building an
 * automaton) agrees with {@link Decider#smallest} of the formula with the first variables set to
 * constants, in base 2, base 3 and Fibonacci numeration, on random values up to 10^18.
 */
class CompletionTest {

    private static final String[] FORMULAS = {
        "y < x & 2*y >= x",                         // one free track: the least y with x/2 <= y < x
        "x = y + z & y > z + 3",                    // two free tracks
        "(x = y + 7 | y = x + 5) & y % 3 = 1",      // a target larger than x
        "y > x & z = 2*y",                          // free tracks longer than the fixed one
    };

    @Test
    void agreesWithTheSmallestOfTheFormulaWithConstants() {
        Random random = new Random(28);
        for (Numeration n : new Numeration[] {Numeration.base(2), Numeration.base(3), Numeration.fibonacci()}) {
            for (String f : FORMULAS) {
                String[] free = f.contains("z") ? new String[] {"y", "z"} : new String[] {"y"};
                String[] tracks = new String[free.length + 1];
                tracks[0] = "x";
                System.arraycopy(free, 0, tracks, 1, free.length);
                Decider d = new Decider(n, 2_000_000);
                Automaton a = d.compile(f, tracks);
                for (int i = 0; i < 12; i++) {
                    BigInteger x = BigInteger.valueOf(i < 6 ? i : random.nextLong(1_000_000_000_000_000_001L));
                    Optional<BigInteger[]> expected = new Decider(n, 2_000_000).smallest("E x (x = " + x + " & " + f + ")", free);
                    Optional<BigInteger[]> actual = a.completion(x);
                    assertThat(actual.map(Arrays::toString)).as(n.id() + ": " + f + " at x = " + x)
                            .isEqualTo(expected.map(Arrays::toString));
                }
            }
        }
    }
}
