package boyi.theory;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.model.Impartial;
import boyi.model.Move;
import boyi.model.Value;
import boyi.solve.GrundySolver;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Circle Kayles against the real rules: coins on a circle of n as a bit mask; a move removes one
 * coin, or two coins that were neighbours on the original circle and are both still there.
 */
class CircleKaylesTest {

    record RealCircle(int n, boolean circular) implements Impartial<Integer> {
        @Override
        public List<Move<Integer>> moves(Integer coins) {
            List<Move<Integer>> out = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                if ((coins >> i & 1) == 0) {
                    continue;
                }
                out.add(new Move<>("" + i, coins & ~(1 << i)));
                int j = i + 1 < n ? i + 1 : circular && n > 2 ? 0 : -1;
                if (j >= 0 && (coins >> j & 1) != 0) {
                    out.add(new Move<>(i + "," + j, coins & ~(1 << i) & ~(1 << j)));
                }
            }
            return out;
        }

        @Override
        public Value primitive(Integer coins) {
            return coins == 0 ? Value.loss(0) : null;
        }
    }

    @Test
    void firstPlayerWinsExactlyOnCirclesOfOneOrTwo() {
        for (int n = 1; n <= 16; n++) {
            int g = GrundySolver.solve(new RealCircle(n, true), (1 << n) - 1);
            assertThat(g != 0).as("circle of %d", n).isEqualTo(CircleKayles.firstPlayerWins(n));
            assertThat((long) g).isEqualTo(CircleKayles.circle(n));
        }
    }

    @Test
    void kaylesRowsAgreeWithTheRealRulesAndAreNeverZero() {
        for (int n = 0; n <= 16; n++) {
            int g = GrundySolver.solve(new RealCircle(n, false), (1 << n) - 1);
            assertThat(CircleKayles.kayles(n)).isEqualTo(g);
        }
        for (long n = 1; n < 71 + 2 * 12; n++) {
            assertThat(CircleKayles.kayles(n)).isNotZero();
        }
        assertThat(CircleKayles.kaylesPeriod().period()).isEqualTo(12);
        assertThat(CircleKayles.kaylesPeriod().preperiod()).isEqualTo(71);
        assertThat(CircleKayles.kaylesPeriod().proven()).isTrue();
        assertThat(CircleKayles.kayles(1_000_000_000_000_000_000L)).isNotZero();
    }
}
