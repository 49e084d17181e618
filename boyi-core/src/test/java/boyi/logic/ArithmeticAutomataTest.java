package boyi.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The atoms' automata against plain arithmetic: every pair below a bound, stepping the automaton digit by digit. */
class ArithmeticAutomataTest {

    /** Every number below {@code count}, as digits padded to one common length {@code >= minLength}. */
    private static int[][] paddedDigits(Numeration numeration, int count, int minLength) {
        int length = Math.max(minLength, numeration.digits(BigInteger.valueOf(count - 1)).length);
        int[][] all = new int[count][length];
        for (int n = 0; n < count; n++) {
            int[] d = numeration.digits(n);
            System.arraycopy(d, 0, all[n], length - d.length, d.length);
        }
        return all;
    }

    private static boolean accepts(Automaton a, int[]... tracks) {
        int b = a.numeration().digitsPerTrack();
        int state = a.start();
        for (int i = 0; i < tracks[0].length; i++) {
            int letter = 0;
            for (int[] t : tracks) {
                letter = letter * b + t[i];
            }
            state = a.step(state, letter);
        }
        return a.accepting(state);
    }

    @ParameterizedTest
    @ValueSource(strings = {"2", "3", "10", "fib"})
    void sumOrderAndEqualityAgreeOnEveryPairBelow300(String id) {
        Numeration numeration = Numeration.parse(id);
        Decider d = new Decider(numeration, 2_000_000);
        Automaton sum = d.compile("x + y = z", "x", "y", "z");
        Automaton less = d.compile("x < y", "x", "y");
        Automaton equal = d.compile("x = y", "x", "y");
        int below = 300;
        int[][] digits = paddedDigits(numeration, 2 * below + 4, 0);
        for (int x = 0; x < below; x++) {
            for (int y = 0; y < below; y++) {
                for (int z = Math.max(0, x + y - 2); z <= x + y + 2; z++) {
                    if (accepts(sum, digits[x], digits[y], digits[z]) != (z == x + y)) {
                        assertThat(z).as("%d + %d = %d in %s", x, y, z, id).isEqualTo(-1);
                    }
                }
                if (accepts(less, digits[x], digits[y]) != x < y || accepts(equal, digits[x], digits[y]) != (x == y)) {
                    assertThat(x).as("%d < %d or %d = %d in %s", x, y, x, y, id).isEqualTo(-1);
                }
            }
        }
    }

    /**
     * The Fibonacci adder accepts x + y for every pair below 10^4; since the sum is unique (decided
     * here too), it rejects every other z. The words are read in blocks of 7 letters whose
     * transitions are composed beforehand from single steps.
     */
    @Test
    void fibonacciAdderAcceptsEverySumBelow10000() {
        Numeration fib = Numeration.fibonacci();
        Decider d = new Decider(fib, 2_000_000);
        Automaton sum = d.compile("x + y = z", "x", "y", "z");
        int below = 10_000;
        int block = 7;
        int[][] digits = paddedDigits(fib, 2 * below, 3 * block);
        assertThat(digits[0].length).isEqualTo(3 * block);
        // the valid 7-digit blocks (no two adjacent 1s) and their numbers
        int[] blockIndex = new int[1 << block];
        int[] blocks = new int[1 << block];
        int blockCount = 0;
        for (int bits = 0; bits < 1 << block; bits++) {
            if ((bits & bits >> 1) == 0) {
                blockIndex[bits] = blockCount;
                blocks[blockCount++] = bits;
            }
        }
        int states = sum.stateCount();
        int[] after = new int[states * blockCount * blockCount * blockCount];
        for (int s = 0; s < states; s++) {
            for (int bx = 0; bx < blockCount; bx++) {
                for (int by = 0; by < blockCount; by++) {
                    for (int bz = 0; bz < blockCount; bz++) {
                        int state = s;
                        for (int i = block - 1; i >= 0; i--) {
                            int letter = (blocks[bx] >> i & 1) * 4 + (blocks[by] >> i & 1) * 2 + (blocks[bz] >> i & 1);
                            state = sum.step(state, letter);
                        }
                        after[((s * blockCount + bx) * blockCount + by) * blockCount + bz] = state;
                    }
                }
            }
        }
        int[][] blocksOf = new int[2 * below][3];
        for (int n = 0; n < 2 * below; n++) {
            for (int k = 0; k < 3; k++) {
                int bits = 0;
                for (int i = 0; i < block; i++) {
                    bits = bits * 2 + digits[n][k * block + i];
                }
                blocksOf[n][k] = blockIndex[bits];
            }
        }
        long accepted = 0;
        for (int x = 0; x < below; x++) {
            int[] bx = blocksOf[x];
            for (int y = 0; y < below; y++) {
                int[] by = blocksOf[y];
                int[] bz = blocksOf[x + y];
                int state = sum.start();
                for (int k = 0; k < 3; k++) {
                    state = after[((state * blockCount + bx[k]) * blockCount + by[k]) * blockCount + bz[k]];
                }
                if (sum.accepting(state)) {
                    accepted++;
                }
            }
        }
        assertThat(accepted).isEqualTo((long) below * below);
        assertThat(d.decide("A x,y E z x + y = z")).isTrue();
        assertThat(d.decide("A x,y,z,w (x + y = z & x + y = w => z = w)")).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"2", "fib"})
    void adderRejectsWrongSumsOnARandomSample(String id) {
        Automaton sum = new Decider(Numeration.parse(id), 2_000_000).compile("x + y = z", "x", "y", "z");
        SplittableRandom random = new SplittableRandom(28);
        for (int i = 0; i < 10_000; i++) {
            long x = random.nextLong(1_000_000_000_000L);
            long y = random.nextLong(1_000_000_000_000L);
            long z = x + y + random.nextLong(-3, 4);
            assertThat(sum.accepts(x, y, z)).as("%d + %d = %d", x, y, z).isEqualTo(z == x + y);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"2", "3", "10", "fib"})
    void constantsOfAnySize(String id) {
        Numeration numeration = Numeration.parse(id);
        Decider d = new Decider(numeration, 2_000_000);
        for (String c : new String[] {"0", "1", "7", "100", "123456789012345678901234567890"}) {
            Automaton a = d.compile("x = " + c, "x");
            BigInteger value = new BigInteger(c);
            for (int delta = -2; delta <= 2; delta++) {
                BigInteger n = value.add(BigInteger.valueOf(delta));
                if (n.signum() >= 0) {
                    assertThat(a.accepts(n)).as("%s = %s in %s", n, c, id).isEqualTo(delta == 0);
                }
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"2", "3", "10", "fib"})
    void productsQuotientsAndRemaindersByConstants(String id) {
        Numeration numeration = Numeration.parse(id);
        Decider d = new Decider(numeration, 2_000_000);
        int below = 250;
        int[][] digits = paddedDigits(numeration, 20 * below, 0);
        for (int c : numeration.isFibonacci() ? new int[] {1, 2, 3, 7} : new int[] {1, 2, 3, 7, 19}) {
            Automaton times = d.compile("y = " + c + "*x", "x", "y");
            Automaton quotient = d.compile("y = x / " + c, "x", "y");
            Automaton remainder = d.compile("y = x % " + c, "x", "y");
            for (int x = 0; x < below; x++) {
                for (int y = 0; y < below; y++) {
                    if (accepts(times, digits[x], digits[y]) != (y == c * x)
                            || accepts(quotient, digits[x], digits[y]) != (y == x / c)
                            || accepts(remainder, digits[x], digits[y]) != (y == x % c)) {
                        assertThat(y).as("y = %d*x, x / %d, x %% %d at x = %d in %s", c, c, c, x, id).isEqualTo(-1);
                    }
                }
                int y = c * x;
                assertThat(accepts(times, digits[x], digits[y])).isTrue();
            }
        }
    }

    /** Products composed by doubling are the same minimal automata as the direct ones. */
    @ParameterizedTest
    @ValueSource(strings = {"2", "3", "fib"})
    void doublingAgreesWithTheDirectProduct(String id) {
        Operations ops = new Operations(Numeration.parse(id), new StateBudget(2_000_000));
        Atoms atoms = new Atoms(ops);
        for (int c : new int[] {2, 5, 12, 30}) {
            Automaton direct = Relation.of(ops, atoms.linear(c, -1), "x", "z").automaton();
            Automaton doubled = atoms.timesByDoubling(BigInteger.valueOf(c)).automaton();
            assertThat(doubled.toText()).as("%d*x in %s", c, id).isEqualTo(direct.toText());
        }
    }

    @Test
    void largeConstantsByDoublingAgreeWithArithmetic() {
        Decider d = new Decider(Numeration.base(2), 2_000_000);
        Automaton times = d.compile("y = 1000*x", "x", "y");
        Automaton remainder = d.compile("y = x % 1000", "x", "y");
        SplittableRandom random = new SplittableRandom(1000);
        for (int i = 0; i < 2000; i++) {
            long x = random.nextLong(1L << 40);
            long y = random.nextInt(3) == 0 ? 1000 * x : random.nextLong(1L << 50);
            assertThat(times.accepts(x, y)).isEqualTo(y == 1000 * x);
            long r = random.nextInt(3) == 0 ? x % 1000 : random.nextLong(1000);
            assertThat(remainder.accepts(x, r)).isEqualTo(r == x % 1000);
        }
    }

    @Test
    void subtractionIsNaturalOnly() {
        Decider d = new Decider(Numeration.base(2), 2_000_000);
        Automaton a = d.compile("x - 3 = y", "x", "y");
        for (int x = 0; x < 50; x++) {
            for (int y = 0; y < 50; y++) {
                assertThat(a.accepts(x, y)).isEqualTo(x >= 3 && y == x - 3);
            }
        }
    }
}
