package boyi.theory;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.model.Outcome;
import boyi.model.Value;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class EuclidTheoryTest {

    private final Map<Long, Value> memo = new HashMap<>();

    /** Plain search with the remoteness rule, over every move (a - k b, b), a >= b. */
    private Value search(long a, long b) {
        long x = Math.max(a, b);
        long y = Math.min(a, b);
        if (y == 0) {
            return Value.loss(0);
        }
        long key = x * 1000 + y;
        Value known = memo.get(key);
        if (known != null) {
            return known;
        }
        long bestWin = Long.MAX_VALUE;
        long worst = -1;
        for (long k = 1; k * y <= x; k++) {
            Value c = search(x - k * y, y);
            if (c.outcome() == Outcome.LOSS) {
                bestWin = Math.min(bestWin, c.remoteness());
            }
            worst = Math.max(worst, c.remoteness());
        }
        Value v = bestWin != Long.MAX_VALUE ? Value.win(bestWin + 1) : Value.loss(worst + 1);
        memo.put(key, v);
        return v;
    }

    @Test
    void valueAndRemotenessAgreeWithSearchOnEveryPairUpTo150() {
        for (long a = 0; a <= 150; a++) {
            for (long b = 0; b <= 150; b++) {
                Value v = search(a, b);
                assertThat(EuclidTheory.value(a, b)).as("(%d, %d)", a, b).isEqualTo(v);
                assertThat(EuclidTheory.moverWins(a, b)).isEqualTo(v.outcome() == Outcome.WIN);
                long k = EuclidTheory.winningMultiple(a, b);
                if (v.outcome() == Outcome.WIN) {
                    long x = Math.max(a, b);
                    long y = Math.min(a, b);
                    assertThat(k).isBetween(1L, x / y);
                    assertThat(search(x - k * y, y).outcome()).as("subtract %d*%d from %d", k, y, x).isEqualTo(Outcome.LOSS);
                } else {
                    assertThat(k).isZero();
                }
                assertThat(EuclidTheory.verdict(a, b).why().en()).isNotBlank();
            }
        }
    }

    /** The contest write-up's recursion: a >= 2b or b | a wins, else the opposite of (b, a - b). */
    private static boolean classic(long a, long b) {
        boolean mover = true;
        while (true) {
            long x = Math.max(a, b);
            long y = Math.min(a, b);
            if (x % y == 0 || x >= 2 * y) {
                return mover;
            }
            mover = !mover;
            a = x - y;
            b = y;
        }
    }

    @Test
    void hugePairsAgreeWithTheClassicRule() {
        Random random = new Random(5);
        for (int i = 0; i < 20_000; i++) {
            long a = 1 + Math.floorMod(random.nextLong(), 1_000_000_000_000_000_000L);
            long b = i % 2 == 0 ? 1 + Math.floorMod(random.nextLong(), 1_000_000_000_000_000_000L)
                    : Math.max(1, a - Math.floorMod(random.nextLong(), 1000));
            Value v = EuclidTheory.value(a, b);
            assertThat(v.outcome() == Outcome.WIN).isEqualTo(classic(a, b)).isEqualTo(EuclidTheory.moverWins(a, b));
            long k = EuclidTheory.winningMultiple(a, b);
            if (k > 0) {
                long x = Math.max(a, b);
                long y = Math.min(a, b);
                assertThat(EuclidTheory.moverWins(x - k * y, y)).isFalse();
                assertThat(EuclidTheory.value(x - k * y, y).remoteness()).isEqualTo(v.remoteness() - 1);
            }
        }
        // consecutive Fibonacci numbers: every quotient is 1, the longest forced line
        assertThat(EuclidTheory.value(679891637638612258L, 420196140727489673L).hasRemoteness()).isTrue();
    }

    @Test
    void specExamples() {
        assertThat(EuclidTheory.moverWins(34, 12)).isTrue();
        assertThat(EuclidTheory.moverWins(15, 24)).isFalse();
    }
}
