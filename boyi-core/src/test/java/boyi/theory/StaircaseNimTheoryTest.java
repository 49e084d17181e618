package boyi.theory;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class StaircaseNimTheoryTest {

    /** Moves in order: lowest monk first, then lowest target. */
    private static List<long[]> moves(long[] s) {
        List<long[]> out = new ArrayList<>();
        for (int i = 0; i + 1 < s.length; i++) {
            for (long to = s[i] + 1; to < s[i + 1]; to++) {
                out.add(new long[] {s[i], to});
            }
        }
        return out;
    }

    private static List<Long> apply(long[] s, long[] m) {
        List<Long> out = new ArrayList<>();
        for (long x : s) {
            out.add(x == m[0] ? m[1] : x);
        }
        return out;
    }

    private static long[] arr(List<Long> p) {
        return p.stream().mapToLong(Long::longValue).toArray();
    }

    @Test
    void agreesWithSearchOnEveryStaircaseOfUpTo11Steps() {
        BruteForce<List<Long>> search = new BruteForce<>(p -> moves(arr(p)).stream().map(m -> apply(arr(p), m)).toList());
        int checked = 0;
        for (int mask = 1; mask < 1 << 11; mask++) {
            List<Long> p = new ArrayList<>();
            for (int b = 0; b < 11; b++) {
                if ((mask & 1 << b) != 0) {
                    p.add(b + 1L);
                }
            }
            long[] s = arr(p);
            boolean wins = search.wins(p);
            assertThat(StaircaseNimTheory.heapXor(s) != 0).as("%s", p).isEqualTo(wins);
            List<long[]> expected = new ArrayList<>();
            for (long[] m : moves(s)) {
                if (!search.wins(apply(s, m))) {
                    expected.add(m);
                }
            }
            List<long[]> actual = StaircaseNimTheory.winningMoves(s);
            assertThat(actual).as("winning moves of %s", p).usingElementComparator(Arrays::compare).isEqualTo(expected);
            long[] first = StaircaseNimTheory.firstWinningMove(s);
            assertThat(first == null ? null : first.clone()).isEqualTo(expected.isEmpty() ? null : expected.get(0));
            assertThat(StaircaseNimTheory.verdict(s).why().en()).isNotBlank();
            checked++;
        }
        assertThat(checked).isEqualTo(2047);
    }

    @Test
    void specExamples() {
        assertThat(StaircaseNimTheory.firstWinningMove(new long[] {1, 5, 9})).containsExactly(1, 4);
        assertThat(StaircaseNimTheory.firstWinningMove(new long[] {1, 5, 8, 10})).containsExactly(1, 3);
        assertThat(StaircaseNimTheory.verdict(new long[] {1, 5, 9}).why().en()).contains("5-1-1 = 3").contains("step 1 to step 4");
    }
}
