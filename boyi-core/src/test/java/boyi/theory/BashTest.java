package boyi.theory;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.model.Move;
import boyi.model.Value;
import boyi.model.Game;
import boyi.solve.NegamaxSolver;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Bash closed forms (value, remoteness, winning take) against plain search on all small positions. */
class BashTest {

    private static Game<Long> pile(long m, boolean misere) {
        return new Game<>() {
            @Override
            public List<Move<Long>> moves(Long n) {
                List<Move<Long>> out = new ArrayList<>();
                for (long t = 1; t <= Math.min(n, m); t++) {
                    out.add(new Move<>("take " + t, n - t));
                }
                return out;
            }

            @Override
            public Value primitive(Long n) {
                return n == 0 ? (misere ? Value.win(0) : Value.loss(0)) : null;
            }
        };
    }

    @Test
    void closedFormMatchesSearchOnAllSmallPositions() {
        for (boolean misere : new boolean[] {false, true}) {
            for (long m = 1; m <= 12; m++) {
                NegamaxSolver<Long> search = new NegamaxSolver<>(pile(m, misere));
                for (long n = 0; n <= 80; n++) {
                    Value v = search.value(n);
                    assertThat(Bash.value(n, m, misere)).as("n=%d m=%d misere=%s", n, m, misere).isEqualTo(v);
                    long take = Bash.winningTake(n, m, misere);
                    if (take > 0) {
                        assertThat(search.value(n - take).fromParent()).isEqualTo(v);
                    } else if (n > 0) {
                        assertThat(v.outcome()).isEqualTo(boyi.model.Outcome.LOSS);
                    }
                }
            }
        }
    }
}
