package boyi.games.lol;

import boyi.analysis.Analyzer;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.analysis.Analysis;
import boyi.catalogue.Catalogue;
import boyi.games.GameInstance;
import boyi.model.Method;
import boyi.model.Outcome;
import boyi.model.Verdict;
import boyi.util.Text;
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
            assertThat(Analyzer.value(game, row)).as(row.cells()).isEqualTo(plain.value(row));
        }
    }

    @Test
    void analysisNamesTheImmediateWin() {
        Analysis a = Analyzer.analyze(game, "L*L**");
        assertThat(a.value()).isEqualTo(Value.win(1));
        assertThat(a.bestMove()).contains("2O");
        assertThat(a.explanation()).isEqualTo("Immediate win: O at 2 makes LOL.");
    }

    /** The move the explanation names is the best move listed, also when a cell wins with either letter. */
    @Test
    void theNamedImmediateWinIsTheBestMoveListed() {
        for (String row : List.of("L*L**", "L*OL", "*OL*L", "L**OL*L")) {
            Analysis a = Analyzer.analyze(game, row);
            String best = a.bestMove().orElseThrow();
            String letter = best.substring(best.length() - 1);
            String cell = best.substring(0, best.length() - 1);
            assertThat(a.explanation()).as(row).isEqualTo("Immediate win: " + letter + " at " + cell + " makes LOL.");
        }
    }

    @Test
    void explanationsNameTheMethod() {
        assertThat(explain("**LOL")).contains("already");
        assertThat(explain("LOO")).contains("full");
        assertThat(explain("L**L")).contains("dead pair L**L").contains("2 empty cells").contains("loss");
        assertThat(explain("*".repeat(14))).contains("searched").contains("no, draw");
        assertThat(explain("*".repeat(20))).contains("20 empty cells").contains("yes, loss");
        assertThat(explain("L*O**L".repeat(100))).contains("L*O**L L*O**L").contains("100 in all")
                .endsWith("can ever hold a dead pair L**L, so it fills: draw.");
        String big = explain("*".repeat(40));
        assertThat(big).contains("40 empty cells").contains("amid 11 empty cells").endsWith("loss.");
        assertThat(Analyzer.value(game, game.parse("*".repeat(40)))).isEqualTo(Value.of(Outcome.LOSS));
    }

    private String explain(String row) {
        return Analyzer.verdict(game, game.parse(row)).why().en();
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

    @Test
    void movesHaveLabelsInBothLanguagesAndPlayByAny() {
        LolGame.Row row = game.parse("L**L");
        var move = game.game().moves(row).get(2);   // 3L
        assertThat(game.notation().label(row, move)).isEqualTo(Text.of("第 3 格填 L", "L at cell 3"));
        assertThat(game.play(row, "第 3 格填 L").cells()).isEqualTo("L*LL");
        assertThat(game.play(row, "L at cell 3").cells()).isEqualTo("L*LL");
        assertThat(game.play(row, "3l").cells()).isEqualTo("L*LL");
        assertThatThrownBy(() -> game.play(row, "第 1 格填 O")).isInstanceOf(BadInputException.class)
                .satisfies(e -> assertThat(((BadInputException) e).text().zh()).contains("不是 L**L 中的合法着法"));
    }

    @Test
    void verdictsCarryTheMethodAndTheNumbersInBothLanguages() {
        Verdict immediate = Analyzer.verdict(game, game.parse("L*L**"));
        assertThat(immediate.method().kind()).isEqualTo(Method.Kind.THEOREM);
        assertThat(immediate.why().zh()).isEqualTo("一步获胜：第 2 格填 O 就连成 LOL。");
        Verdict over = Analyzer.verdict(game, game.parse("**LOL"));
        assertThat(over.method()).isEqualTo(Method.OVER);
        Verdict searched = Analyzer.verdict(game, game.parse("*".repeat(14)));
        assertThat(searched.method().kind()).isEqualTo(Method.Kind.SEARCH);
        assertThat(searched.why().en()).contains("With 14 empty cells the opponent").contains("searched 83 positions")
                .endsWith("no, draw.");
        assertThat(searched.why().zh()).contains("现在有 14 个空格").contains("搜索了 83 个局面").endsWith("不能，平局。");
        Verdict dead = Analyzer.verdict(game, game.parse("L**L*"));
        assertThat(dead.value()).isEqualTo(Value.win(3));
        assertThat(dead.why().en()).contains("this one has 3 empty cells, that player is the opponent: win.")
                .endsWith("Remoteness by plain search.");
        assertThat(dead.why().zh()).contains("现在有 3 个空格").contains("对手：必胜").endsWith("步数由穷举搜索得出。");
        Verdict holds = Analyzer.verdict(game, game.parse("*****O".repeat(11).substring(0, 61)));
        assertThat(holds.method().name().en()).isEqualTo("region-pairing lemma");
        assertThat(holds.why().zh()).contains("现在有 51 个空格").endsWith("逼不出死对 L**L：平局。");
    }

    @Test
    void familyTextsAreInBothLanguages() {
        LolGame family = new LolGame();
        assertThat(family.rules().zh()).contains("LOL").contains("平局");
        assertThat(family.positionSyntax().zh()).contains("3O");
        assertThatThrownBy(() -> game.parse("L*x")).isInstanceOf(BadInputException.class)
                .satisfies(e -> assertThat(((BadInputException) e).text().zh())
                        .isEqualTo("lol：局面 \"L*x\"：第 3 格是 'x'；格子只能是 *（空格）、L 或 O"));
    }
}
