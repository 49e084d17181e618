package boyi.games.partizan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.analysis.Analyzer;
import boyi.catalogue.Catalogue;
import boyi.cgt.CanonicalGame;
import boyi.cgt.CgtNotation;
import boyi.model.Move;
import boyi.util.BadInputException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Domineering values: published ones, and the cached region values against plain recursion. */
class DomineeringGameTest {

    private final DomineeringGame game = new DomineeringGame();

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(delimiter = ';', value = {
        // Left places vertical dominoes (CGSuite): a column of two is 1, a row of two is -1
        ".|.; 1", "..; -1", ".|.|.; 1", "...; -1", ".|.|.|.; 2", "....; -2", "..|..; +-1", "...|...|...; +-1",
        // the L-shaped triomino and the 2 x 3 rectangles
        "..|.#; *", "#.|..; *", "...|...; {2|-1/2}", "..|..|..; {1/2|-2}",
        // blocked cells split the board into regions whose values add up
        ".#.|.#.; 2", "..#..; -2", "..#.|..#.; {2|0}",
    })
    void knownValues(String board, String value) {
        assertThat(game.report(board).value()).isSameAs(CgtNotation.parse(value));
    }

    /** The value by plain recursion over the whole board: no regions, no symmetry, no cache. */
    private static CanonicalGame plain(DomineeringBoard b, DomineeringGame.Rules rules, Map<DomineeringBoard, CanonicalGame> memo) {
        CanonicalGame g = memo.get(b);
        if (g == null) {
            List<CanonicalGame> l = new ArrayList<>();
            List<CanonicalGame> r = new ArrayList<>();
            for (Move<DomineeringBoard> m : rules.leftMoves(b)) {
                l.add(plain(m.result(), rules, memo));
            }
            for (Move<DomineeringBoard> m : rules.rightMoves(b)) {
                r.add(plain(m.result(), rules, memo));
            }
            g = CanonicalGame.of(l, r);
            memo.put(b, g);
        }
        return g;
    }

    @Test
    void regionsAndSymmetryAgreeWithPlainRecursionOnSmallBoards() {
        DomineeringGame.Rules rules = new DomineeringGame.Rules();
        Map<DomineeringBoard, CanonicalGame> memo = new HashMap<>();
        Random random = new Random(5);
        int checked = 0;
        for (int rows = 1; rows <= 4; rows++) {
            for (int cols = 1; cols <= 4; cols++) {
                for (int k = 0; k < 12; k++) {
                    long empty = 0;
                    for (int cell = 0; cell < rows * cols; cell++) {
                        if (k == 0 || random.nextInt(4) != 0) {
                            empty |= 1L << cell;
                        }
                    }
                    DomineeringBoard b = new DomineeringBoard(rows, cols, empty);
                    assertThat(game.report(b.toString()).value()).as(b.toString()).isSameAs(plain(b, rules, memo));
                    checked++;
                }
            }
        }
        assertThat(checked).isEqualTo(192);
    }

    @Test
    void transposingSwapsThePlayers() {
        assertThat(game.report("...|...|#..").value()).isSameAs(game.report("..#|...|...").value());
        assertThat(game.report("..|..|..").value()).isSameAs(game.report("...|...").value().negate());
        assertThat(game.report("...|..#").value()).isSameAs(game.report("..|..|.#").value().negate());
    }

    @Test
    void theAnalysisGivesTheOutcomeForThePlayerToMove() {
        var d = Catalogue.family("domineering").instantiate(Map.of());
        // .|. = 1 > 0: Left wins moving first and Right loses moving first
        assertThat(Analyzer.analyze(d, ".|.").value().outcome().name()).isEqualTo("WIN");
        assertThat(Analyzer.analyze(d, ".|. R").value().outcome().name()).isEqualTo("LOSS");
        // +-1: whoever moves first wins
        assertThat(Analyzer.analyze(d, "..|.. R").value().outcome().name()).isEqualTo("WIN");
        assertThat(Analyzer.analyze(d, "..|..").bestMove()).hasValue("a1-a2");
    }

    @Test
    void badBoardsAreNamed() {
        assertThatThrownBy(() -> game.report("..|.x")).isInstanceOf(BadInputException.class)
                .hasMessage("domineering: row 2, cell 2 \"x\": expected one of . #");
        assertThatThrownBy(() -> game.report("..|...")).isInstanceOf(BadInputException.class)
                .hasMessage("domineering: row 2 has 3 cells, row 1 has 2 (rows must be equally long)");
        assertThatThrownBy(() -> game.report("........|........|........|........|........|........|........|........|........"))
                .isInstanceOf(BadInputException.class).hasMessageContaining("too large");
    }
}
