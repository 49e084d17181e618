package boyi.logic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.util.TooLargeException;
import java.util.SplittableRandom;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

class AutomatonGuessTest {

    /** The guess agrees with the truth on every tuple <= limit (checked by the guesser) and on fresh ones far beyond. */
    private static void agreesBeyond(Automaton a, Predicate<long[]> truth, long from, long to) {
        SplittableRandom random = new SplittableRandom(from);
        for (int i = 0; i < 3000; i++) {
            long[] t = new long[a.arity()];
            for (int k = 0; k < t.length; k++) {
                t[k] = random.nextLong(from, to);
            }
            assertThat(a.accepts(t)).as("tuple %s", java.util.Arrays.toString(t)).isEqualTo(truth.test(t));
        }
    }

    @Test
    void multiplesOfFiveInBase2HaveFiveStates() {
        Predicate<long[]> fives = t -> t[0] % 5 == 0;
        Automaton a = AutomatonGuess.guess(Numeration.base(2), 1, fives, 1023, 100_000);
        assertThat(a.stateCount()).isEqualTo(5);
        agreesBeyond(a, fives, 1024, Long.MAX_VALUE);
        assertThat(a.toText()).isEqualTo(new Decider(Numeration.base(2), 100_000).compile("x % 5 = 0", "x").toText());
    }

    @Test
    void oneLessThanAPowerOfTwo() {
        Predicate<long[]> truth = t -> Long.bitCount(t[0] + 1) == 1;
        Automaton a = AutomatonGuess.guess(Numeration.base(2), 1, truth, 255, 100_000);
        assertThat(a.stateCount()).isEqualTo(3);   // leading zeros, ones, dead
        agreesBeyond(a, truth, 256, Long.MAX_VALUE - 1);
        for (int k = 8; k < 63; k++) {
            assertThat(a.accepts((1L << k) - 1)).isTrue();
        }
    }

    @Test
    void nimTriplesInBase2AreOneStatePlusDead() {
        Predicate<long[]> truth = t -> (t[0] ^ t[1] ^ t[2]) == 0;
        Automaton a = AutomatonGuess.guess(Numeration.base(2), 3, truth, 31, 100_000);
        assertThat(a.stateCount()).isEqualTo(2);
        agreesBeyond(a, truth, 0, 1L << 40);
        for (long x = 0; x < 1000; x += 7) {
            assertThat(a.accepts(x, x ^ 12345, 12345)).isTrue();
        }
    }

    @Test
    void wythoffPairsInFibonacciNumeration() {
        int size = 400;
        boolean[][] loss = DeciderTest.wythoffLosses(size);
        Predicate<long[]> table = t -> loss[(int) t[0]][(int) t[1]];
        Automaton a = AutomatonGuess.guess(Numeration.fibonacci(), 2, table, size - 1, 1_000_000);
        Decider d = new Decider(Numeration.fibonacci(), 2_000_000).define("low", DeciderTest.lowerWythoffPairs());
        Automaton known = d.compile("$low(x,y) | $low(y,x) | x = 0 & y = 0", "x", "y");
        assertThat(a.toText()).isEqualTo(known.toText());
        // fresh P-positions far beyond the table: (floor(n*phi), floor(n*phi^2)) for n up to 10^6, exactly
        for (long n = 1; n < 1_000_000; n += 997) {
            long lower = lowerWythoff(n);
            assertThat(a.accepts(lower, lower + n)).isTrue();
            assertThat(a.accepts(lower, lower + n + 1)).isFalse();
        }
    }

    /** floor(n * phi) = floor((n + sqrt(5 n^2)) / 2), with an exact integer square root. */
    private static long lowerWythoff(long n) {
        long square = 5 * n * n;
        long root = (long) Math.sqrt((double) square);
        while (root * root > square) {
            root--;
        }
        while ((root + 1) * (root + 1) <= square) {
            root++;
        }
        return (n + root) / 2;
    }

    @Test
    void aTableTooSmallOrNotAutomaticFindsNothing() {
        Predicate<long[]> squares = t -> {
            long r = (long) Math.sqrt((double) t[0]);
            return r * r == t[0];
        };
        assertThat(AutomatonGuess.guessIfAny(Numeration.base(2), 1, squares, 255, 100_000)).isEmpty();
        assertThatThrownBy(() -> AutomatonGuess.guess(Numeration.base(2), 1, squares, 255, 100_000))
                .isInstanceOf(TooLargeException.class).hasMessageContaining("255");
        assertThatThrownBy(() -> AutomatonGuess.guess(Numeration.base(2), 1, t -> t[0] % 97 == 0, 1 << 16, 40))
                .isInstanceOf(TooLargeException.class).hasMessageContaining("more than 40");
    }
}
