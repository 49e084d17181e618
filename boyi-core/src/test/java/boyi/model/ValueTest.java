package boyi.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ValueTest {

    @Test
    void movingIntoALostPositionWinsOneMoveLater() {
        assertThat(Value.loss(0).fromParent()).isEqualTo(Value.win(1));
        assertThat(Value.win(4).fromParent()).isEqualTo(Value.loss(5));
        assertThat(Value.DRAW.fromParent()).isEqualTo(Value.DRAW);
        assertThat(Value.of(Outcome.WIN).fromParent()).isEqualTo(Value.of(Outcome.LOSS));
    }

    @Test
    void bestFirstPrefersQuickWinsThenDrawsThenSlowLosses() {
        List<Value> values = new ArrayList<>(List.of(Value.loss(2), Value.win(5), Value.DRAW, Value.loss(7),
                Value.win(1), Value.of(Outcome.WIN), Value.of(Outcome.LOSS)));
        values.sort(Value.BEST_FIRST);
        assertThat(values).containsExactly(Value.win(1), Value.win(5), Value.of(Outcome.WIN), Value.DRAW,
                Value.loss(7), Value.loss(2), Value.of(Outcome.LOSS));
    }

    @Test
    void outcomesAreOrderedAndNegate() {
        assertThat(Outcome.LOSS).isLessThan(Outcome.DRAW);
        assertThat(Outcome.DRAW).isLessThan(Outcome.WIN);
        assertThat(Outcome.WIN.negate()).isEqualTo(Outcome.LOSS);
        assertThat(Outcome.ofWord("Draw")).isEqualTo(Outcome.DRAW);
        assertThat(Outcome.WIN.sign()).isEqualTo('+');
        assertThat(Outcome.LOSS.number()).isEqualTo(-1);
    }

    @Test
    void drawsCarryNoRemoteness() {
        assertThat(new Value(Outcome.DRAW, 7)).isEqualTo(Value.DRAW);
        assertThat(Value.DRAW.hasRemoteness()).isFalse();
        assertThat(Value.win(3)).hasToString("win in 3");
    }
}
