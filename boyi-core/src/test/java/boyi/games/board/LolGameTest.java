package boyi.games.board;

import boyi.analysis.Analyzer;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.analysis.Analysis;
import boyi.catalogue.Catalogue;
import boyi.games.GameInstance;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.solve.NegamaxSolver;
import boyi.testing.GameContractTest;
import boyi.util.BadInputException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LolGameTest extends GameContractTest<LolGame.Row> {

    private final LolGame.Instance game = new LolGame().instantiate(Map.of());

    @Override
    protected GameInstance<LolGame.Row> instance() {
        return game;
    }

    /** Every board of 1 to 5 cells and a few longer ones. */
    @Override
    protected List<LolGame.Row> smallPositions() {
        List<LolGame.Row> out = new ArrayList<>();
        for (int n = 1; n <= 5; n++) {
            for (long k = 0; k < (long) Math.pow(3, n); k++) {
                out.add(new LolGame.Row(LolSolverTest.board(k, n)));
            }
        }
        for (String row : List.of("******", "L**L***L", "L*****L", "**O*****", "O*L*O*L*")) {
            out.add(new LolGame.Row(row));
        }
        return out;
    }

    @Test
    void registeredInTheCatalogue() {
        assertThat(Catalogue.family("lol").nameZh()).isEqualTo("填字母游戏");
    }

    @Test
    void remotenessAgreesWithNegamaxOnRowsOf8Cells() {
        NegamaxSolver<LolGame.Row> plain = new NegamaxSolver<>(game.game());
        for (long k = 0; k < 6561; k += 7) {
            LolGame.Row row = new LolGame.Row(LolSolverTest.board(k, 8));
            assertThat(game.value(row)).as(row.cells()).isEqualTo(plain.value(row));
        }
    }

    @Test
    void analysisNamesTheImmediateWin() {
        Analysis a = Analyzer.analyze(game, "L*L**");
        assertThat(a.value()).isEqualTo(Value.win(1));
        assertThat(a.bestMove()).contains("2O");
        assertThat(a.explanation()).isEqualTo("Immediate win: O at 2 makes LOL.");
    }

    @Test
    void explanationsNameTheMethod() {
        assertThat(game.explain(game.parse("**LOL"))).contains("already");
        assertThat(game.explain(game.parse("LOO"))).contains("full");
        assertThat(game.explain(game.parse("L**L"))).contains("dead pair L**L").contains("2 empty cells").contains("loss");
        assertThat(game.explain(game.parse("*".repeat(14)))).contains("searched").contains("no, draw");
        assertThat(game.explain(game.parse("*".repeat(20)))).contains("20 empty cells").contains("yes, loss");
        assertThat(game.explain(game.parse("L*O**L".repeat(100)))).contains("L*O**L L*O**L").contains("100 in all")
                .endsWith("can ever hold a dead pair L**L, so it fills: draw.");
        String big = game.explain(game.parse("*".repeat(40)));
        assertThat(big).contains("40 empty cells").contains("amid 11 empty cells").endsWith("loss.");
        assertThat(game.value(game.parse("*".repeat(40)))).isEqualTo(Value.of(Outcome.LOSS));
    }

    @Test
    void movesAreNamedByCellAndLetter() {
        assertThat(game.play(game.parse("L**L"), "2O").cells()).isEqualTo("LO*L");
        assertThat(game.game().moves(game.parse("*L*")).stream().map(m -> m.name()).toList())
                .containsExactly("1L", "1O", "3L", "3O");
        assertThatThrownBy(() -> game.play(game.parse("L**L"), "1O")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("not a legal move");
        assertThatThrownBy(() -> game.play(game.parse("LOL*"), "4O")).isInstanceOf(BadInputException.class);
    }

    @Test
    void badPositionsAreNamed() {
        assertThatThrownBy(() -> game.parse("L*x")).isInstanceOf(BadInputException.class)
                .hasMessage("lol: position \"L*x\": cell 3 is 'x'; cells are * (empty), L or O");
        assertThatThrownBy(() -> game.parse("  ")).isInstanceOf(BadInputException.class).hasMessageContaining("empty position");
    }

    @Test
    void canonicalFormIsTheSmallerMirrorImage() {
        assertThat(game.game().canonical(new LolGame.Row("L**")).cells()).isEqualTo("**L");
        assertThat(game.game().encode(new LolGame.Row("*LO"))).isEqualTo(0b1_01_10_11L);
    }
}
