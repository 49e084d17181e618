package boyi.games.partizan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.util.TooLargeException;
import org.junit.jupiter.api.Test;

/** The bounds table of {@link BlueRedNumbers}: kept through growth, narrowed in place, budgeted. */
class PartBoundsTest {

    @Test
    void keepsEveryPartsBoundsAsTheTableGrows() {
        PartBounds bounds = new PartBounds(16, 1_000_000);
        for (long part = 1; part <= 10_000; part++) {
            bounds.slot(part * 0x10001L, -part, part);
        }
        for (long part = 1; part <= 10_000; part += 2) {
            bounds.narrow(part * 0x10001L, 0, part + 1);
        }
        assertThat(bounds.size()).isEqualTo(10_000);
        for (long part = 1; part <= 10_000; part++) {
            long key = part * 0x10001L;
            assertThat(bounds.lowOf(key, 99)).isEqualTo(part % 2 == 1 ? 0 : -part);
            assertThat(bounds.highOf(key, 99)).isEqualTo(part % 2 == 1 ? part + 1 : part);
            assertThat(bounds.slot(key, 7, 7)).isEqualTo(bounds.slot(key, 8, 8));     // no second entry
        }
        assertThat(bounds.size()).isEqualTo(10_000);
        assertThat(bounds.lowOf(3, 99)).isEqualTo(99);                                // never stored
        assertThat(bounds.highOf(3, -99)).isEqualTo(-99);
    }

    @Test
    void refusesPartsPastTheBudget() {
        PartBounds bounds = new PartBounds(16, 3);
        for (long part = 1; part <= 3; part++) {
            bounds.slot(part, 0, 1);
        }
        bounds.slot(2, 5, 6);                                                           // known: no new entry
        assertThatThrownBy(() -> bounds.slot(4, 0, 1)).isInstanceOf(TooLargeException.class)
                .hasMessageContaining("3");
    }
}
