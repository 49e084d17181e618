package boyi.games.takeaway;

import boyi.analysis.Analyzer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.catalogue.Catalogue;
import boyi.model.Outcome;
import boyi.solve.GrundySolver;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class SubtractionGameTest {

    static SubtractionGame.Instance game(String takes, String play) {
        return (SubtractionGame.Instance) Catalogue.family("subtraction").instantiate(Map.of("takes", takes, "play", play));
    }

    static List<List<Long>> smallPiles() {
        List<List<Long>> out = new ArrayList<>();
        for (long a = 0; a <= 40; a++) {
            out.add(List.of(a));
        }
        for (long a = 0; a <= 9; a++) {
            for (long b = 0; b <= 9; b++) {
                out.add(List.of(a, b));
            }
        }
        out.add(List.of(3L, 5L, 7L));
        out.add(List.of(8L, 8L, 2L, 1L));
        return out;
    }

    @Nested
    class NormalOneThreeFour extends FixedInstanceContract<List<Long>> {
        NormalOneThreeFour() {
            super(game("1,3,4", "normal"), smallPiles(), true);
        }
    }

    @Nested
    class MisereBallGame extends FixedInstanceContract<List<Long>> {
        MisereBallGame() {
            super(game("1,3,7,8", "misere"), smallPiles(), false);
        }
    }

    @Nested
    class NormalTwoFiveSix extends FixedInstanceContract<List<Long>> {
        NormalTwoFiveSix() {
            super(game("2,5,6", "normal"), smallPiles(), true);
        }
    }

    @Test
    void grundyValuesAgreeWithTheGrundySolver() {
        SubtractionGame.Instance g = game("2,5,6", "normal");
        GrundySolver<List<Long>> s = new GrundySolver<>((boyi.model.Impartial<List<Long>>) g.game());
        for (long n = 0; n <= 300; n++) {
            assertThat(g.grundy(n)).as("G(%d)", n).isEqualTo(s.grundy(List.of(n)));
        }
    }

    @Test
    void largePilesByGrundyValues() {
        SubtractionGame.Instance g = game("1,3,4", "normal");
        long[] pattern = {0, 1, 0, 1, 2, 3, 2};
        long e18 = 1_000_000_000_000_000_000L;
        assertThat(g.grundy(e18)).isEqualTo(pattern[(int) (e18 % 7)]);
        long x = pattern[(int) (e18 % 7)] ^ pattern[(int) ((e18 - 1) % 7)] ^ pattern[(int) (1_000_001L % 7)];
        assertThat(Analyzer.value(g, List.of(e18, e18 - 1, 1_000_001L)).outcome()).isEqualTo(x != 0 ? Outcome.WIN : Outcome.LOSS);
        assertThat(Analyzer.verdict(g, List.of(e18, e18 - 1)).why().en()).contains("Sprague-Grundy");
        assertThat(g.table(20).orElseThrow().periodicity().period()).isEqualTo(7);
    }

    @Test
    void largeMisereSumsAreTooLarge() {
        SubtractionGame.Instance g = game("1,3,7,8", "misere");
        assertThatThrownBy(() -> Analyzer.value(g, List.of(1_000_000L, 1_000_000L))).isInstanceOf(TooLargeException.class)
                .hasMessageContaining("misère");
        assertThat(Analyzer.value(g, List.of(1_000_000_000_000_000_000L)).outcome()).isNotNull();
    }
}
