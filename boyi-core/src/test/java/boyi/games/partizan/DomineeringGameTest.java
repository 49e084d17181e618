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

    /** Every image of a region under the 8 symmetries has one representative and one packed key. */
    @Test
    void symmetricImagesShareOneKeyAndDistinctShapesNever() {
        DomineeringGame.Rules rules = new DomineeringGame.Rules();
        Map<Long, DomineeringBoard> byKey = new HashMap<>();
        int[][] sizes = {{1, 5}, {2, 2}, {2, 3}, {2, 6}, {3, 3}, {3, 4}};
        for (int[] size : sizes) {
            for (long empty = 0; empty < 1L << (size[0] * size[1]); empty++) {
                DomineeringBoard b = new DomineeringBoard(size[0], size[1], empty);
                PartizanRules.Oriented<DomineeringBoard> o = rules.representative(b);
                List<Image> images = images(b);
                // a region equal to an image of its transpose has G = -G: either sign is right
                boolean selfTransposed = images.stream().anyMatch(i -> i.transposed && images.contains(new Image(i.board, false)));
                for (Image image : images) {
                    PartizanRules.Oriented<DomineeringBoard> io = rules.representative(image.board);
                    assertThat(io.region()).isEqualTo(o.region());
                    if (!selfTransposed) {
                        assertThat(io.negated() ^ image.transposed).as(b + " vs " + image.board).isEqualTo(o.negated());
                    }
                }
                long key = rules.packedKey(o.region());
                assertThat(key).isNotZero();
                DomineeringBoard had = byKey.putIfAbsent(key, o.region());
                assertThat(had == null || had.equals(o.region())).as(b.toString()).isTrue();
            }
        }
        assertThat(byKey.size()).isGreaterThan(2000);               // 2,344 classes of boards
        assertThat(rules.packedKey(new DomineeringBoard(2, 30, (1L << 60) - 1))).isNotZero();
        assertThat(rules.packedKey(new DomineeringBoard(1, 61, (1L << 61) - 1))).isZero();   // too big: kept as a board
    }

    private record Image(DomineeringBoard board, boolean transposed) {
    }

    /** The 8 images of a board, each with whether it is transposed (which swaps the players). */
    private static List<Image> images(DomineeringBoard b) {
        List<Image> out = new ArrayList<>();
        for (int k = 0; k < 8; k++) {
            boolean transpose = (k & 4) != 0;
            int rows = transpose ? b.cols() : b.rows();
            int cols = transpose ? b.rows() : b.cols();
            long mask = 0;
            for (int r = 0; r < b.rows(); r++) {
                for (int c = 0; c < b.cols(); c++) {
                    if (b.isEmpty(r, c)) {
                        int rr = (k & 1) != 0 ? b.rows() - 1 - r : r;
                        int cc = (k & 2) != 0 ? b.cols() - 1 - c : c;
                        mask |= 1L << (transpose ? cc * cols + rr : rr * cols + cc);
                    }
                }
            }
            out.add(new Image(new DomineeringBoard(rows, cols, mask), transpose));
        }
        return out;
    }

    @Test
    void columnsPastZAreNamedAsInASpreadsheet() {
        assertThat(List.of(GridText.column(0), GridText.column(25), GridText.column(26), GridText.column(27), GridText.column(51),
                GridText.column(52), GridText.column(63))).containsExactly("a", "z", "aa", "ab", "az", "ba", "bl");
        List<String> names = new DomineeringGame.Rules().rightMoves(game.parseTurn(".".repeat(30)).board()).stream()
                .map(Move::name).toList();
        assertThat(names).hasSize(29).startsWith("a1-b1").contains("z1-aa1").endsWith("ac1-ad1");
        assertThat(game.report(".".repeat(30)).value()).isSameAs(CanonicalGame.integer(-15));
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
