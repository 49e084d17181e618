package boyi.check;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.catalogue.Catalogue;
import boyi.problems.Problem;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.LongFunction;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The classic mistakes of contestants, written here as answers per case, shrunk from large random
 * failing inputs: every result is 1-minimal (checked by trying each single simplification here,
 * apart from the shrinker) and is the known smallest failing input.
 */
class ShrinkToLocalMinimumTest {

    /** A wrong solution of a problem whose cases are each one number or one list: its answer to a case. */
    private record Mistake(String problem, java.util.function.Function<long[], String> answer, String smallest) {

        /** Whether the wrong solution's output for the cases differs from Boyi's. */
        boolean fails(InputFormat format, List<long[]> cases) {
            Problem p = Catalogue.problem(problem);
            StringBuilder wrong = new StringBuilder();
            for (long[] c : cases) {
                wrong.append(answer.apply(c)).append('\n');
            }
            return !p.solve(format.write(cases), List.of()).contentEquals(wrong);
        }
    }

    private static String ofOne(long[] c, LongFunction<String> answer) {
        return answer.apply(c[0]);
    }

    static Stream<Arguments> mistakes() {
        return Stream.of(
                // HDU 3032: plain Nim's XOR of the heap sizes instead of Lasker's Grundy values
                Arguments.of(new Mistake("lasker-nim", c -> Arrays.stream(c).reduce(0, (a, b) -> a ^ b) != 0 ? "Alice" : "Bob",
                        "1\n3\n1 2 3\n")),
                // HDU 1847: n mod 4 instead of n mod 3
                Arguments.of(new Mistake("cet4", c -> ofOne(c, n -> n % 4 != 0 ? "Kiki" : "Cici"), "3\n")),
                // POJ 2505: dividing by 18 rounding down instead of up
                Arguments.of(new Mistake("multiplication", c -> ofOne(c, n -> {
                    long m = n;
                    while (m > 18) {
                        m /= 18;
                    }
                    return m <= 9 ? "Stan wins." : "Ollie wins.";
                }), "163\n")),
                // misère Nim played as normal Nim
                Arguments.of(new Mistake("be-the-winner", c -> Arrays.stream(c).reduce(0, (a, b) -> a ^ b) != 0 ? "Yes" : "No",
                        "1\n1\n")));
    }

    /** A large random input of a late step that the mistake fails on. */
    private static List<long[]> largeFailing(InputFormat format, Mistake m) {
        for (int seed = 0; ; seed++) {
            List<long[]> cases = format.generate(new SplittableRandom(seed), 80, 100, Limits.JUDGE, false);
            if (cases.size() > 3 && m.fails(format, cases)) {
                return cases;
            }
        }
    }

    /** Which input of a check of 100 (from 0) the mistake fails first, on every seed from 1 to 20. */
    private static int firstFailing(InputFormat format, Mistake m, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int step = 0; step < 100; step++) {
            if (m.fails(format, format.generate(random.split(), step, 100, Limits.JUDGE, false))) {
                return step;
            }
        }
        return -1;
    }

    /** Every input one simplification away: a case removed, a number removed, a number lowered to 0, 1, 2, 3, half or one less. */
    static List<List<long[]>> simplifications(List<long[]> cases) {
        List<List<long[]>> all = new ArrayList<>();
        for (int i = 0; i < cases.size(); i++) {
            List<long[]> fewer = new ArrayList<>(cases);
            fewer.remove(i);
            all.add(fewer);
            long[] c = cases.get(i);
            for (int j = 0; j < c.length; j++) {
                long[] shorter = new long[c.length - 1];
                System.arraycopy(c, 0, shorter, 0, j);
                System.arraycopy(c, j + 1, shorter, j, c.length - j - 1);
                all.add(replaced(cases, i, shorter));
                for (long t : new long[] {0, 1, 2, 3, c[j] / 2, c[j] - 1}) {
                    if (t >= 0 && t < c[j]) {
                        long[] lower = c.clone();
                        lower[j] = t;
                        all.add(replaced(cases, i, lower));
                    }
                }
            }
        }
        return all;
    }

    private static List<long[]> replaced(List<long[]> cases, int i, long[] c) {
        List<long[]> copy = new ArrayList<>(cases);
        copy.set(i, c);
        return copy;
    }

    /** Asserts that no single simplification of the shrunk input still fails. */
    private static void assertOneMinimal(InputFormat format, Mistake m, Shrinker.Result r) {
        assertThat(r.minimal()).as(m.problem()).isTrue();
        assertThat(m.fails(format, r.cases())).isTrue();
        for (List<long[]> simpler : simplifications(r.cases())) {
            if (!simpler.isEmpty() && format.valid(simpler, Limits.JUDGE)) {
                assertThat(m.fails(format, simpler)).as("%s: %s is simpler than %s", m.problem(), format.write(simpler),
                        format.write(r.cases())).isFalse();
            }
        }
        assertThat(r.steps()).isPositive().isLessThanOrEqualTo(r.tries());
    }

    private static String sorted(InputFormat format, List<long[]> cases) {
        return format.write(cases.stream().map(c -> Arrays.stream(c).sorted().toArray()).toList());
    }

    @ParameterizedTest
    @MethodSource("mistakes")
    void eachMistakeIsCaughtByTheSmallBoxAndShrinksToTheSmallestFailingInput(Mistake m) {
        InputFormat format = CheckFormats.of(m.problem());
        for (long seed = 1; seed <= 20; seed++) {
            int step = firstFailing(format, m, seed);
            assertThat(step).as("%s seed %d", m.problem(), seed).isNotNegative();
            assertThat(format.phase(step, 100, Limits.JUDGE, false)).isEqualTo(InputFormat.Phase.SMALL);
        }
        int step = firstFailing(format, m, 1);
        List<long[]> first = format.generate(new SplittableRandom(1).split(), step, 100, Limits.JUDGE, false);
        Shrinker.Result r = Shrinker.shrink(format, Limits.JUDGE, first, c -> m.fails(format, c), 400);
        assertOneMinimal(format, m, r);
        assertThat(sorted(format, r.cases())).as("shrunk from %d bytes in %d runs", format.write(first).length(), r.tries())
                .isEqualTo(m.smallest());
    }

    @ParameterizedTest
    @MethodSource("mistakes")
    void aLargeRandomFailingInputShrinksToALocalMinimum(Mistake m) {
        InputFormat format = CheckFormats.of(m.problem());
        List<long[]> failing = largeFailing(format, m);
        Shrinker.Result r = Shrinker.shrink(format, Limits.JUDGE, failing, c -> m.fails(format, c), 400);
        assertOneMinimal(format, m, r);
        assertThat(r.cases()).hasSize(1);
    }

    @Test
    void aGoldenRatioInDoublePrecisionIsCaughtAmongTheTheoremsPositionsUnderBoyisLimits() {
        // right only while the piles are small: caught where cold pairs are drawn at every scale
        Mistake doubleWythoff = new Mistake("wythoff", c -> {
            long k = Math.abs(c[0] - c[1]);
            return (long) Math.floor(k * (1 + Math.sqrt(5)) / 2) == Math.min(c[0], c[1]) ? "No" : "Yes";
        }, null);
        InputFormat format = CheckFormats.of("wythoff");
        for (long seed = 1; seed <= 20; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            int step = 0;
            while (step < 100 && !doubleWythoff.fails(format, format.generate(random.split(), step, 100, Limits.BOYI, false))) {
                step++;
            }
            assertThat(step).as("seed %d", seed).isLessThan(100);
            assertThat(format.phase(step, 100, Limits.BOYI, false)).as("seed %d", seed).isIn(InputFormat.Phase.THEOREM,
                    InputFormat.Phase.RANDOM);
        }
    }
}
