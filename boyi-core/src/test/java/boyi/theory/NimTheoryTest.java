package boyi.theory;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class NimTheoryTest {

    /** Positions as lists; misère is handled by treating "no stones" as won for the mover. */
    private static List<List<Long>> children(List<Long> p) {
        List<List<Long>> out = new ArrayList<>();
        for (int i = 0; i < p.size(); i++) {
            for (long to = 0; to < p.get(i); to++) {
                List<Long> c = new ArrayList<>(p);
                c.set(i, to);
                out.add(c);
            }
        }
        return out;
    }

    private static boolean empty(List<Long> p) {
        return p.stream().allMatch(x -> x == 0);
    }

    /** Every position with up to 4 piles of at most {@code max} stones (fewer for more piles). */
    static List<List<Long>> smallPositions() {
        List<List<Long>> out = new ArrayList<>();
        int[] maxFor = {0, 9, 9, 6, 3};
        for (int piles = 1; piles <= 4; piles++) {
            int max = maxFor[piles];
            int count = (int) Math.pow(max + 1, piles);
            for (int code = 0; code < count; code++) {
                List<Long> p = new ArrayList<>();
                int c = code;
                for (int i = 0; i < piles; i++) {
                    p.add((long) (c % (max + 1)));
                    c /= max + 1;
                }
                out.add(p);
            }
        }
        return out;
    }

    private static long[] arr(List<Long> p) {
        return p.stream().mapToLong(Long::longValue).toArray();
    }

    @Test
    void normalPlayAgreesWithSearchOnEverySmallPosition() {
        BruteForce<List<Long>> search = new BruteForce<>(NimTheoryTest::children);
        checkAll(search, false);
    }

    @Test
    void miserePlayAgreesWithSearchOnEverySmallPosition() {
        // Misère: with no stones left the mover has won (the opponent took the last stone): give
        // the empty position one child, a dead end [-1] that is lost for its mover.
        List<Long> deadEnd = List.of(-1L);
        BruteForce<List<Long>> search = new BruteForce<>(
                p -> p.equals(deadEnd) ? List.of() : empty(p) ? List.of(deadEnd) : children(p));
        checkAll(search, true);
    }

    private static void checkAll(BruteForce<List<Long>> search, boolean misere) {
        int checked = 0;
        for (List<Long> p : smallPositions()) {
            long[] a = arr(p);
            assertThat(NimTheory.moverWins(a, misere)).as("%s misere=%s", p, misere).isEqualTo(search.wins(p));
            Set<List<Long>> expected = new HashSet<>();
            for (List<Long> c : children(p)) {
                if (!search.wins(c)) {
                    expected.add(c);
                }
            }
            Set<List<Long>> actual = new HashSet<>();
            for (NimTheory.PileMove m : NimTheory.winningMoves(a, misere)) {
                assertThat(a[m.pile()]).isEqualTo(m.from());
                List<Long> c = new ArrayList<>(p);
                c.set(m.pile(), m.to());
                actual.add(c);
            }
            assertThat(actual).as("winning moves of %s misere=%s", p, misere).isEqualTo(expected);
            assertThat(NimTheory.verdict(a, misere).why().en()).isNotBlank();
            checked++;
        }
        assertThat(checked).isEqualTo(709);
    }

    @Test
    void explanationShowsTheNumbers() {
        assertThat(NimTheory.verdict(new long[] {3, 4, 5}, false).why().en())
                .contains("3 xor 4 xor 5 = 2").contains("reducing pile 1 from 3 to 1");
        assertThat(NimTheory.verdict(new long[] {1, 1, 1}, true).why().en()).contains("odd number: the player to move loses");
    }

    @Test
    void hugePilesStayExact() {
        long big = 1_000_000_000_000_000_000L;
        long[] piles = {big, big - 1, 1};
        assertThat(NimTheory.nimSum(piles)).isEqualTo(big ^ (big - 1) ^ 1);
        assertThat(NimTheory.moverWins(new long[] {big, big}, false)).isFalse();
        for (NimTheory.PileMove m : NimTheory.winningMoves(piles, false)) {
            long[] after = piles.clone();
            after[m.pile()] = m.to();
            assertThat(NimTheory.nimSum(after)).isZero();
        }
    }
}
