package boyi.theory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.model.Game;
import boyi.model.Move;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.solve.Interruption;
import boyi.solve.NegamaxSolver;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The cutting game's table against the real rules: positions are multisets of pieces, a move
 * cuts any piece in two along a grid line, and a position holding a 1 x 1 piece is over (its
 * cutter has won). Exhaustive search from every sheet up to 6 x 6.
 */
class CuttingGameTest {

    /** Pieces as sorted codes w * 100 + h with w <= h. */
    static final class RealCutting implements Game<List<Integer>> {
        @Override
        public List<Move<List<Integer>>> moves(List<Integer> pieces) {
            List<Move<List<Integer>>> out = new ArrayList<>();
            if (primitive(pieces) != null) {
                return out;
            }
            for (int i = 0; i < pieces.size(); i++) {
                int w = pieces.get(i) / 100;
                int h = pieces.get(i) % 100;
                for (int a = 1; a < w; a++) {
                    out.add(new Move<>("", cut(pieces, i, a, h, w - a, h)));
                }
                for (int b = 1; b < h; b++) {
                    out.add(new Move<>("", cut(pieces, i, w, b, w, h - b)));
                }
            }
            return out;
        }

        private static List<Integer> cut(List<Integer> pieces, int i, int w1, int h1, int w2, int h2) {
            List<Integer> next = new ArrayList<>(pieces);
            next.remove(i);
            next.add(Math.min(w1, h1) * 100 + Math.max(w1, h1));
            next.add(Math.min(w2, h2) * 100 + Math.max(w2, h2));
            next.sort(null);
            return List.copyOf(next);
        }

        @Override
        public Value primitive(List<Integer> pieces) {
            return pieces.contains(101) ? Value.loss(0) : null;
        }
    }

    @Test
    void tableAgreesWithTheRealRulesUpToSixBySix() {
        NegamaxSolver<List<Integer>> search = new NegamaxSolver<>(new RealCutting());
        for (int w = 1; w <= 6; w++) {
            for (int h = w; h <= 6; h++) {
                boolean wins = search.value(List.of(w * 100 + h)).outcome() == Outcome.WIN;
                assertThat(CuttingGame.firstPlayerWins(w, h)).as("%d x %d", w, h).isEqualTo(wins);
                assertThat(CuttingGame.firstPlayerWins(h, w)).isEqualTo(wins);
            }
        }
    }

    @Test
    void sumsOfPiecesAgreeWithTheRealRules() {
        NegamaxSolver<List<Integer>> search = new NegamaxSolver<>(new RealCutting());
        int[][] sums = {{2, 4, 2, 4}, {2, 4, 3, 4}, {2, 5, 4, 4}, {3, 5, 2, 6}, {4, 5, 2, 2}};
        for (int[] s : sums) {
            List<Integer> p = new ArrayList<>(List.of(s[0] * 100 + s[1], s[2] * 100 + s[3]));
            p.sort(null);
            boolean wins = search.value(List.copyOf(p)).outcome() == Outcome.WIN;
            assertThat((CuttingGame.grundy(s[0], s[1]) ^ CuttingGame.grundy(s[2], s[3])) != 0).isEqualTo(wins);
        }
    }

    @Test
    void publishedAnswersAndSymmetry() {
        assertThat(CuttingGame.firstPlayerWins(2, 2)).isFalse();
        assertThat(CuttingGame.firstPlayerWins(3, 2)).isFalse();
        assertThat(CuttingGame.firstPlayerWins(4, 2)).isTrue();
        assertThat(CuttingGame.firstPlayerWins(1, 1)).isFalse();
        assertThat(CuttingGame.firstPlayerWins(1, 7)).isTrue();
        int[][] t = CuttingGame.upTo(60);
        for (int w = 2; w <= 60; w++) {
            for (int h = 2; h <= 60; h++) {
                assertThat(CuttingGame.grundy(w, h)).isEqualTo(CuttingGame.grundy(h, w));
            }
        }
        assertThat(t[2][2]).isZero();
    }

    /**
     * The fill checks its thread's deadline: a server's request for a sheet of side 500 must not
     * keep its worker busy after its budget (the web's budget test saw it busy a second after the
     * 503 answer), and a stopped fill leaves the table it extends unchanged.
     */
    @Test
    void aStoppedFillLeavesTheKnownTableAsItWas() throws Exception {
        int[][] known = CuttingGame.extended(new int[0][], 20);
        int[][] copy = new int[known.length][];
        for (int w = 0; w < known.length; w++) {
            copy[w] = known[w] == null ? null : known[w].clone();
        }
        assertThatThrownBy(() -> Interruption.withDeadline(Duration.ofMillis(-1), () -> CuttingGame.extended(known, 400)))
                .isInstanceOf(Interruption.Stopped.class);
        assertThat(known).isDeepEqualTo(copy);
        int[][] grown = CuttingGame.extended(known, 40);
        int[][] fromNothing = CuttingGame.extended(new int[0][], 40);
        for (int w = 2; w <= 40; w++) {
            for (int h = w; h <= 40; h++) {
                assertThat(grown[w][h]).as("g(%d, %d)", w, h).isEqualTo(fromNothing[w][h]).isEqualTo(CuttingGame.grundy(w, h));
            }
        }
    }
}
