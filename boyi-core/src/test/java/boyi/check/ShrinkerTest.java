package boyi.check;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Delta debugging against failures whose smallest form is known. */
class ShrinkerTest {

    private final InputFormat john = CheckFormats.of("john");

    private static boolean anyAtLeast(List<long[]> cases, long bound) {
        return cases.stream().flatMapToLong(java.util.Arrays::stream).anyMatch(v -> v >= bound);
    }

    @Test
    void aFailureOnOneLargePileShrinksToOneCaseOfOnePileBelowTwiceTheBound() {
        List<long[]> cases = john.generate(new SplittableRandom(3), 90, 100, Limits.JUDGE, false);
        assertThat(cases.size()).isGreaterThan(3);
        assertThat(anyAtLeast(cases, 50)).isTrue();
        Set<String> seen = new HashSet<>();
        List<Boolean> validity = new ArrayList<>();
        Shrinker.Result r = Shrinker.shrink(john, Limits.JUDGE, cases, c -> {
            validity.add(john.valid(c, Limits.JUDGE));
            seen.add(john.write(c));
            return anyAtLeast(c, 50);
        }, 400);
        assertThat(r.cases()).hasSize(1);
        assertThat(r.cases().get(0)).hasSize(1);
        assertThat(r.cases().get(0)[0]).isBetween(50L, 100L);
        assertThat(john.write(r.cases())).matches("1\n1\n\\d+\n");
        assertThat(validity).doesNotContain(false).hasSize(r.tries());
        assertThat(seen).as("no input tried twice").hasSize(r.tries());
    }

    @Test
    void smallNumbersGoDownToTheExactBoundary() {
        List<long[]> cases = List.of(new long[] {1, 2, 3}, new long[] {16, 9}, new long[] {4});
        Shrinker.Result r = Shrinker.shrink(john, Limits.JUDGE, cases, c -> anyAtLeast(c, 9), 400);
        assertThat(john.write(r.cases())).isEqualTo("1\n1\n9\n");
    }

    @Test
    void theRunBudgetIsKept() {
        List<long[]> cases = john.generate(new SplittableRandom(5), 99, 100, Limits.JUDGE, false);
        int[] runs = {0};
        Shrinker.Result r = Shrinker.shrink(john, Limits.JUDGE, cases, c -> ++runs[0] < 0, 7);
        assertThat(runs[0]).isEqualTo(7).isEqualTo(r.tries());
    }

    @Test
    void aCaseTheLimitsForbidIsNeverRun() {
        // under the judge's limits a take-ball input has exactly 3 takes and 5 counts: only numbers can shrink
        InputFormat takeBall = CheckFormats.of("take-ball");
        List<long[]> cases = List.of(new long[] {3, 5, 6, 7, 900, 800, 700, 600, 500});
        Shrinker.Result r = Shrinker.shrink(takeBall, Limits.JUDGE, cases, c -> {
            assertThat(c.get(0)).hasSize(9);
            return c.get(0)[4] + c.get(0)[5] >= 3;
        }, 400);
        assertThat(takeBall.write(r.cases())).isEqualTo("1 1 1\n1 2 1 1 1\n");
    }
}
