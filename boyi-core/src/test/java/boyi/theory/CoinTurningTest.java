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
 * Mock Turtles and the ruler game against the real rules on every set of heads among coins
 * 0..9: positions are bit masks of heads, a move turns coins over (the rightmost from heads to
 * tails), exhaustive Grundy search.
 */
class CoinTurningTest {

    private static final int COINS = 10;

    /** Real coin turning: Mock Turtles (1 to 3 coins) or the ruler game (a run). */
    record RealCoins(boolean ruler) implements Impartial<Integer> {
        @Override
        public List<Move<Integer>> moves(Integer heads) {
            List<Move<Integer>> out = new ArrayList<>();
            for (int h = 0; h < COINS; h++) {
                if ((heads >> h & 1) == 0) {
                    continue;
                }
                int flipped = heads ^ (1 << h);
                if (ruler) {
                    for (int s = h; s >= 0; s--) {
                        out.add(new Move<>(s + ".." + h, heads ^ (((1 << (h + 1)) - 1) & ~((1 << s) - 1))));
                    }
                } else {
                    out.add(new Move<>("" + h, flipped));
                    for (int a = 0; a < h; a++) {
                        out.add(new Move<>(h + "," + a, flipped ^ (1 << a)));
                        for (int b = 0; b < a; b++) {
                            out.add(new Move<>(h + "," + a + "," + b, flipped ^ (1 << a) ^ (1 << b)));
                        }
                    }
                }
            }
            return out;
        }

        @Override
        public Value primitive(Integer heads) {
            return heads == 0 ? Value.loss(0) : null;
        }
    }

    private static long formula(int heads, boolean ruler) {
        long x = 0;
        for (int c = 0; c < COINS; c++) {
            if ((heads >> c & 1) != 0) {
                x ^= ruler ? CoinTurning.ruler(c) : CoinTurning.mockTurtle(c);
            }
        }
        return x;
    }

    @Test
    void oddiousValuesAgreeWithTheRealMockTurtles() {
        GrundySolver<Integer> search = new GrundySolver<>(new RealCoins(false));
        for (int heads = 0; heads < 1 << COINS; heads++) {
            assertThat((long) search.grundy(heads)).as("heads %s", Integer.toBinaryString(heads))
                    .isEqualTo(formula(heads, false));
        }
        assertThat(CoinTurning.mockTurtle(0)).isEqualTo(1);
        assertThat(List.of(1L, 2L, 4L, 7L, 8L, 11L, 13L, 14L)).containsExactly(
                CoinTurning.mockTurtle(0), CoinTurning.mockTurtle(1), CoinTurning.mockTurtle(2), CoinTurning.mockTurtle(3),
                CoinTurning.mockTurtle(4), CoinTurning.mockTurtle(5), CoinTurning.mockTurtle(6), CoinTurning.mockTurtle(7));
    }

    @Test
    void rulerValuesAgreeWithTheRealRulerGame() {
        GrundySolver<Integer> search = new GrundySolver<>(new RealCoins(true));
        for (int heads = 0; heads < 1 << COINS; heads++) {
            assertThat((long) search.grundy(heads)).isEqualTo(formula(heads, true));
        }
    }

    /** A winning move exists at a head exactly when the companions formula finds one, and it wins. */
    @Test
    void winningMovesAreFoundExactlyWhereTheyExist() {
        for (boolean ruler : new boolean[] {false, true}) {
            RealCoins game = new RealCoins(ruler);
            GrundySolver<Integer> search = new GrundySolver<>(game);
            for (int heads = 1; heads < 1 << COINS; heads++) {
                long total = formula(heads, ruler);
                for (int h = 0; h < COINS; h++) {
                    if ((heads >> h & 1) == 0) {
                        continue;
                    }
                    boolean exists = false;
                    for (Move<Integer> m : game.moves(heads)) {
                        int changed = heads ^ m.result();
                        boolean atHead = Integer.highestOneBit(changed) == 1 << h;
                        exists |= atHead && search.grundy(m.result()) == 0;
                    }
                    long target = total ^ (ruler ? CoinTurning.ruler(h) : CoinTurning.mockTurtle(h));
                    int after = heads ^ (1 << h);
                    boolean found;
                    if (ruler) {
                        long k = CoinTurning.rulerRun(h, target);
                        found = k > 0;
                        for (long c = h - k + 1; c < h; c++) {
                            after ^= 1 << c;
                        }
                    } else {
                        long[] companions = CoinTurning.mockTurtleCompanions(h, target);
                        found = companions != null;
                        for (long c : found ? companions : new long[0]) {
                            assertThat(c).isLessThan(h);
                            after ^= 1 << c;
                        }
                    }
                    assertThat(found).as("ruler %s heads %s head %d", ruler, Integer.toBinaryString(heads), h).isEqualTo(exists);
                    if (found) {
                        assertThat(search.grundy(after)).isZero();
                    }
                }
            }
        }
    }

    @Test
    void valuesNearTheBoyiLimit() {
        long x = 1_000_000_000_000_000_000L;
        assertThat(CoinTurning.mockTurtle(x)).isBetween(2 * x, 2 * x + 1);
        assertThat(CoinTurning.odious(CoinTurning.mockTurtle(x))).isTrue();
        assertThat(CoinTurning.inverseGray(CoinTurning.gray(x))).isEqualTo(x);
    }
}
