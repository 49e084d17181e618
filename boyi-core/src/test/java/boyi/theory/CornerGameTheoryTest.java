package boyi.theory;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CornerGameTheoryTest {

    @Test
    void fullTableUpTo400By400ByTheRealMoves() {
        int size = 400;
        boolean[][] win = new boolean[size + 1][size + 1];   // win[n][m]: board n x m, coin top-right
        for (int n = 1; n <= size; n++) {
            for (int m = 1; m <= size; m++) {
                boolean w = m > 1 && !win[n][m - 1] || n > 1 && !win[n - 1][m] || n > 1 && m > 1 && !win[n - 1][m - 1];
                win[n][m] = w;
                assertThat(CornerGameTheory.firstPlayerWins(n, m)).as("%d x %d", n, m).isEqualTo(w);
            }
        }
        assertThat(CornerGameTheory.firstPlayerWins(5, 3)).isFalse();
        assertThat(CornerGameTheory.firstPlayerWins(1_000_000_000_000_000_000L, 999_999_999_999_999_999L)).isTrue();
    }
}
