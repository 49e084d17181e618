package boyi.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/**
 * Partizan rule boards split into components ({@link BoardSplit}) only where the rule text
 * establishes it, and a board's value is the same split or whole: on seeded random boards of the
 * rule files and of texts made to break each condition of the split.
 */
class BoardSplitTest {

    private static RuleProgram program(String text) {
        return RuleParser.parse(text, Map.of());
    }

    private static RuleProgram file(String name) {
        return program(PartizanRuleFilesTest.read(name));
    }

    private static RuleState board(RuleProgram p, String position) {
        return new RuleNotation(new RuleGame(p), p.id()).parse(position);
    }

    /** A row game with a dead symbol #: Left turns x. into #x, Right turns .x into x#. */
    static final String ROW = """
            board row ".x#"
            move left for i in cells if i + 1 < size and cell[i] == 'x' and cell[i + 1] == '.' -> cell[i] = '#', cell[i + 1] = 'x'
            move right for i in cells if i >= 1 and cell[i] == 'x' and cell[i - 1] == '.' -> cell[i] = '#', cell[i - 1] = 'x'
            """;

    /** Domineering where Left may place only in the first column: not the same game moved sideways. */
    static final String FIRST_COLUMN = """
            board grid ".#"
            move left for i in cells if i % width == 0 and i + width < size and cell[i] == '.' and cell[i + width] == '.' -> cell[i] = '#', cell[i + width] = '#'
            move right for i in cells if i % width + 1 < width and cell[i] == '.' and cell[i + 1] == '.' -> cell[i] = '#', cell[i + 1] = '#'
            """;

    static Stream<Arguments> splitGames() {
        return Stream.of(
                Arguments.of("domineering", file("domineering"), ".#", 4, 5, 16),
                Arguments.of("clobber", file("clobber"), ".xo", 3, 4, 12),
                Arguments.of("row", program(ROW), ".x#", 1, 12, 12),
                Arguments.of("first column", program(FIRST_COLUMN), ".#", 4, 4, 14));
    }

    /** Random boards of up to {@code rows} x {@code cols} and at most {@code most} cells, seeded. */
    private static List<String> randomBoards(String symbols, int rows, int cols, int most, long seed) {
        Random random = new Random(seed);
        List<String> out = new java.util.ArrayList<>();
        while (out.size() < 40) {
            int r = 1 + random.nextInt(rows);
            int c = 1 + random.nextInt(cols);
            if (r * c > most) {
                continue;
            }
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < r * c; i++) {
                if (i > 0 && i % c == 0) {
                    b.append('/');
                }
                // mostly the first (empty) symbol for Domineering, any symbol otherwise
                b.append(random.nextInt(4) == 0 ? symbols.charAt(symbols.length() - 1) : symbols.charAt(random.nextInt(symbols.length() - 1)));
            }
            out.add(rows == 1 ? b.toString().replace("/", "") : b.toString());
        }
        return out;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("splitGames")
    void splitAndWholeBoardsHaveTheSameValues(String name, RuleProgram p, String symbols, int rows, int cols, int most) {
        assertThat(BoardSplit.of(p)).as(name).isPresent();
        RuleCanonical split = new RuleCanonical(p, 10_000_000, true);
        RuleCanonical whole = new RuleCanonical(p, 10_000_000, false);
        int splitBoards = 0;
        for (String position : randomBoards(symbols, rows, cols, most, name.hashCode())) {
            RuleState b = board(p, position);
            splitBoards += split.components(b).equals(List.of(b)) ? 0 : 1;
            assertThat(split.value(b)).as("%s %s", name, position).isEqualTo(whole.value(b));
        }
        assertThat(splitBoards).as("boards that split").isGreaterThan(5);
        assertThat(split.evaluated()).as("positions evaluated split").isLessThan(whole.evaluated());
    }

    @Test
    void separateRegionsAreComponentsMovedToTheCorner() {
        RuleProgram p = file("domineering");
        BoardSplit s = BoardSplit.of(p).orElseThrow();
        assertThat(s.components(board(p, ".#./.#."))).containsExactly(board(p, ".##/.##"), board(p, ".##/.##"));
        assertThat(s.components(board(p, "../.."))).containsExactly(board(p, "../.."));
        // Domineering's moves are the same reflected (rows or columns reversed): one shape, one component
        assertThat(s.components(board(p, "#../###"))).containsExactly(board(p, "..#/###"));
        assertThat(s.components(board(p, "###/#.."))).containsExactly(board(p, "..#/###"));
        // a lone empty cell can take no domino: no component at all
        assertThat(s.components(board(p, ".#/##"))).isEmpty();
        // Left's first-column moves are not the same game elsewhere: split, but not moved; on the
        // right only Right's horizontal dominoes fit, one a row, and the rows are apart
        RuleProgram q = program(FIRST_COLUMN);
        assertThat(BoardSplit.of(q).orElseThrow().components(board(q, "..#../..#..")))
                .containsExactly(board(q, "..###/..###"), board(q, "###../#####"), board(q, "#####/###.."));
    }

    @Test
    void aGameWithNoSymbolThatNoMoveNeedsDoesNotSplit() {
        // Toads and Frogs needs every symbol somewhere: . t f
        assertThat(BoardSplit.of(file("toads-and-frogs"))).isEmpty();
    }

    @Test
    void textsThatDoNotEstablishASplitAreNotSplit() {
        for (String text : List.of(
                ROW.replace("cell[i] == 'x' and cell[i + 1] == '.'", "cell[i] == 'x' and cell[i + 1] != '#'"),
                ROW.replace("cell[i] == 'x' and cell[i + 1] == '.'", "(cell[i] == 'x' or cell[i + 1] == '.')"),
                ROW.replace("cell[i] = '#', cell[i + 1] = 'x'", "cell[i] = '#', cell[i + 1] = cell[i]"),
                ROW.replace("for i in cells", "for i in 0..cell[0]"))) {
            assertThat(BoardSplit.of(program(text))).as(text).isEmpty();
        }
    }

    @Test
    void aMoveThatWritesACellItDoesNotRequireASymbolInKeepsTheBoardWhole() {
        // Left's x may land on a # (which no move needs): # cells could come back, so nothing splits
        RuleProgram p = program(ROW.replace("cell[i] == 'x' and cell[i + 1] == '.'", "cell[i] == 'x'"));
        RuleState b = board(p, "x.#.x");
        assertThat(BoardSplit.of(p).orElseThrow().components(b)).containsExactly(b);
        assertThat(new RuleCanonical(p, 1000, true).value(b)).isEqualTo(new RuleCanonical(p, 1000, false).value(b));
    }

    @Test
    void aCellThatMayBeOffTheBoardKeepsTheBoardWhole() {
        // cell[i + 1] is read without i + 1 < size: on some boards it is an error, which a split must not hide
        RuleProgram p = program(ROW.replace("i + 1 < size and ", ""));
        RuleState b = board(p, "x.#.x");
        assertThat(BoardSplit.of(p).orElseThrow().components(b)).containsExactly(b);
    }

    @Test
    void boardsOfMoreThanSixtyFourCellsSplitAsSmallOnesDo() {
        // a 9 x 8 board takes the route for boards of more than one word of cells
        RuleProgram p = file("domineering");
        BoardSplit s = BoardSplit.of(p).orElseThrow();
        String full = "########/".repeat(8) + "########";
        String big = "..#.....".replace(".....", "#####") + "/" + "..##..#." + "/" + full.substring(18);
        assertThat(big.replace("/", "")).hasSize(72);
        List<RuleState> bigParts = s.components(board(p, big));
        assertThat(bigParts).hasSize(2);     // a 2 x 2 square and a 1 x 2 row; the lone cell takes no domino
        assertThat(bigParts.get(0).cellsUnsafe()).hasSize(72);
        RuleCanonical split = new RuleCanonical(p, 1_000_000, true);
        RuleCanonical whole = new RuleCanonical(p, 1_000_000, false);
        assertThat(split.value(board(p, big))).isEqualTo(whole.value(board(p, big)));
        assertThat(split.value(board(p, big))).isEqualTo(whole.value(board(p, "../..")).add(whole.value(board(p, ".."))));
        Random random = new Random(72);
        for (int round = 0; round < 20; round++) {
            char[] cells = full.replace("/", "").toCharArray();
            for (int k = 0; k < 14; k++) {
                cells[random.nextInt(cells.length)] = '.';
            }
            StringBuilder b = new StringBuilder(new String(cells));
            for (int r = 8; r >= 1; r--) {
                b.insert(r * 8, '/');
            }
            RuleState board = board(p, b.toString());
            assertThat(split.value(board)).as(b.toString()).isEqualTo(whole.value(board));
        }
    }
}
