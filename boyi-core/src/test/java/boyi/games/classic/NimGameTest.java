package boyi.games.classic;

import boyi.analysis.Analyzer;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.analysis.Analysis;
import boyi.catalogue.Catalogue;
import boyi.games.GameInstance;
import boyi.model.Value;
import boyi.solve.GrundySolver;
import boyi.testing.GameContractTest;
import boyi.util.BadInputException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class NimGameTest extends GameContractTest<List<Long>> {

    static GameInstance<List<Long>> nim(String play) {
        return new NimGame().instantiate(Map.of("play", play));
    }

    @Override
    protected GameInstance<List<Long>> instance() {
        return nim("normal");
    }

    /** Every position of 1 to 3 piles of at most {@code max} stones. */
    static List<List<Long>> positions(int max) {
        List<List<Long>> out = new ArrayList<>();
        for (int piles = 1; piles <= 3; piles++) {
            int count = (int) Math.pow(max + 1, piles);
            for (int code = 0; code < count; code++) {
                List<Long> p = new ArrayList<>();
                for (int i = 0, c = code; i < piles; i++, c /= max + 1) {
                    p.add((long) (c % (max + 1)));
                }
                out.add(List.copyOf(p));
            }
        }
        return out;
    }

    @Override
    protected List<List<Long>> smallPositions() {
        return positions(4);
    }

    @Test
    void theoremAgreesWithNegamaxOnEveryPositionOfUpTo3PilesOf7() {
        Checks.theoremAgreesWithNegamax(nim("normal"), positions(7));
        Checks.theoremAgreesWithNegamax(nim("misere"), positions(7));
    }

    @Test
    void grundyValueIsTheNimSum() {
        GameInstance<List<Long>> g = nim("normal");
        GrundySolver<List<Long>> grundy = new GrundySolver<>((boyi.model.Impartial<List<Long>>) g.game());
        for (List<Long> p : positions(7)) {
            long x = p.stream().mapToLong(Long::longValue).reduce(0, (a, b) -> a ^ b);
            assertThat((long) grundy.grundy(p)).isEqualTo(x);
        }
    }

    @Test
    void recommendedMovesHoldUpOnSmallAndHugePositions() {
        for (String play : List.of("normal", "misere")) {
            GameInstance<List<Long>> g = nim(play);
            Checks.recommendedMovesHoldUp(g, positions(5),
                    List.of(g.parse("1000000000000000000 999999999999999999 123456789"), g.parse("1000000000000000000 1 1")));
        }
    }

    @Test
    void hugePilesListASelectionWithTheWinningMoves() {
        GameInstance<List<Long>> g = nim("normal");
        Analysis a = Analyzer.analyze(g, "1000000000000000000 999999999999999999 123456789");
        assertThat(a.allMoves()).isFalse();
        assertThat(a.value()).isEqualTo(Value.of(boyi.model.Outcome.WIN));
        assertThat(a.moves().stream().filter(m -> m.value().outcome() == boyi.model.Outcome.WIN)).hasSize(3);
        assertThat(a.explanation()).contains("= 123482858").contains("Remoteness not computed");
    }

    @Test
    void explanationNamesThePileAndTheNumbers() {
        Analysis a = Analyzer.analyze(nim("normal"), "3 4 5");
        assertThat(a.bestMove()).contains("pile 1: 3 -> 1");
        assertThat(a.explanation()).startsWith("3 xor 4 xor 5 = 2").contains("from 3 to 1");
        assertThat(a.value()).isEqualTo(Value.win(11));
    }

    @Test
    void misereDiffersOnlyWhenEveryPileIsAtMostOne() {
        assertThat(Analyzer.value(nim("misere"), List.of(1L, 1L)).outcome()).isEqualTo(boyi.model.Outcome.WIN);
        assertThat(Analyzer.value(nim("normal"), List.of(1L, 1L)).outcome()).isEqualTo(boyi.model.Outcome.LOSS);
        assertThat(Analyzer.analyze(nim("misere"), "5 1 1").bestMove()).contains("pile 1: 5 -> 1");
        assertThat(Analyzer.analyze(nim("misere"), "5 1").bestMove()).contains("pile 1: 5 -> 0");
    }

    @Test
    void badPositionsAndMovesNameTheProblem() {
        GameInstance<List<Long>> g = nim("normal");
        assertThatThrownBy(() -> g.parse("3 x 5")).isInstanceOf(BadInputException.class)
                .hasMessage("nim: position \"3 x 5\", number 2 \"x\": expected a pile size, a whole number 0..10^18");
        assertThatThrownBy(() -> g.parse("")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> g.play(List.of(3L, 4L), "pile 1: 3 -> 3")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> Catalogue.family("nim").instantiate(Map.of("play", "sideways")))
                .hasMessageContaining("play");
    }
}
