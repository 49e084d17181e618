package boyi.games.matches;

import boyi.analysis.Analyzer;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.catalogue.Catalogue;
import boyi.games.GameInstance;
import boyi.model.Move;
import boyi.model.Value;
import boyi.testing.GameContractTest;
import boyi.util.BadInputException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

public class MatchesGameTest extends GameContractTest<MatchesBoard> {

    /** A strong-solution database of 3 x 3, so that the database evaluator decides the 3 x 3 positions below. */
    @org.junit.jupiter.api.BeforeAll
    static void solveA3x3Database(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        MatchesTiers tiers = MatchesSolutions.tiers(3, 3);
        new boyi.solve.tier.TierSolver(tiers, boyi.solve.tier.TierDatabase.create(dir, tiers)).threads(1).solveAll();
        MatchesSolutions.useDatabase(dir);
    }

    @org.junit.jupiter.api.AfterAll
    static void forgetTheDatabase() {
        MatchesSolutions.forgetDatabases();
    }

    @SuppressWarnings("unchecked")
    @Override
    protected GameInstance<MatchesBoard> instance() {
        return (GameInstance<MatchesBoard>) Catalogue.family("matches").instantiate(Map.of());
    }

    /** Every legal 2 x 2 and 2 x 3 board, and boards reached by seeded random play on larger sizes. */
    @Override
    protected List<MatchesBoard> smallPositions() {
        List<MatchesBoard> out = new ArrayList<>();
        for (String b : MatchesReference.allLegal(2, 2)) {
            out.add(MatchesBoard.parse(b));
        }
        for (String b : MatchesReference.allLegal(2, 3)) {
            out.add(MatchesBoard.parse(b));
        }
        Random random = new Random(2012);
        out.addAll(randomPlay(random, 3, 3, 0, 20));
        out.addAll(randomPlay(random, 3, 4, 0, 20));
        out.addAll(randomPlay(random, 4, 6, 14, 5));    // beyond the table limit: memoised search
        out.addAll(randomPlay(random, 6, 6, 24, 5));
        return out;
    }

    /** {@code count} boards reached by random legal moves from the empty board, at least {@code minMatches} deep when possible. */
    public static List<MatchesBoard> randomPlay(Random random, int rows, int cols, int minMatches, int count) {
        List<MatchesBoard> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            MatchesBoard b = MatchesBoard.empty(rows, cols);
            int target = minMatches + random.nextInt(rows * cols - minMatches + 1);
            while (b.matches() < target) {
                List<Move<MatchesBoard>> moves = b.moves();
                if (moves.isEmpty()) {
                    break;
                }
                b = moves.get(random.nextInt(moves.size())).result();
            }
            out.add(b);
        }
        return out;
    }

    @Test
    void movesFollowTheRulesOfTheReference() {
        for (String text : MatchesReference.allLegal(3, 3)) {
            MatchesBoard b = MatchesBoard.parse(text);
            char[][] g = MatchesReference.grid(text);
            List<String> expected = new ArrayList<>();
            for (int r = 0; r < 3; r++) {
                for (int c = 0; c < 3; c++) {
                    for (char o : new char[] {'-', '1'}) {
                        if (MatchesReference.allowed(g, r, c, o)) {
                            expected.add("" + r + c + o);
                        }
                    }
                }
            }
            assertThat(b.moves().stream().map(Move::name).toList()).as(text).isEqualTo(expected);
        }
    }

    @Test
    void knownValuesOfEmptyBoards() {
        GameInstance<MatchesBoard> g = instance();
        assertThat(Analyzer.value(g, MatchesBoard.empty(3, 4))).isEqualTo(Value.loss(10));
        assertThat(Analyzer.value(g, MatchesBoard.empty(4, 4))).isEqualTo(Value.loss(16));
        assertThat(Analyzer.value(g, MatchesBoard.empty(1, 1))).isEqualTo(Value.win(1));
    }

    @Test
    void thePublishedPositionsAreWonAndTheSampleMovesWin() {
        GameInstance<MatchesBoard> g = instance();
        assertThat(Analyzer.value(g, g.parse("0111/-000/-000")).outcome()).isEqualTo(boyi.model.Outcome.WIN);
        assertThat(Analyzer.value(g, g.play(g.parse("0111/-000/-000"), "00-")).outcome()).isEqualTo(boyi.model.Outcome.LOSS);
        assertThat(Analyzer.value(g, g.play(g.parse("1111/----/0010"), "211")).outcome()).isEqualTo(boyi.model.Outcome.LOSS);
    }

    @Test
    void positionsReadWithSlashesOrSpaces() {
        assertThat(MatchesBoard.parse("0111 -000\n-000")).isEqualTo(MatchesBoard.parse("0111/-000/-000"));
        assertThat(MatchesBoard.parse("0111/-000/-000").format()).isEqualTo("0111/-000/-000");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "0111/-00/-000", "0111/-0x0/-000", "0000000", "0/0/0/0/0/0/0", "-0-0", "1/0/1", "10/-0/10/01/00/11", "0000/-00-/0000", "1/-/0/1/0/1"})
    void badBoardsAreRejectedWithOneLine(String text) {
        assertThatThrownBy(() -> MatchesBoard.parse(text)).isInstanceOf(BadInputException.class)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n").isNotBlank());
    }

    @Test
    void connectedMatchesAreNamed() {
        assertThatThrownBy(() -> MatchesBoard.parse("0000/-00-/0000")).hasMessageContaining("row 2")
                .hasMessageContaining("columns 1 and 4");
        assertThatThrownBy(() -> MatchesBoard.parse("1000/0000/1000")).hasMessageContaining("row 3")
                .hasMessageContaining("column 1").hasMessageContaining("row 1");
        assertThatThrownBy(() -> MatchesBoard.parse("1000/0000/1000"))
                .satisfies(e -> assertThat(((BadInputException) e).text().zh()).startsWith("第 3 行：第 1 列的竖火柴与第 1 行的那根相连"));
        assertThatThrownBy(() -> MatchesBoard.parse("0000/-00-/0000"))
                .satisfies(e -> assertThat(((BadInputException) e).text().zh()).startsWith("第 2 行：第 1 列和第 4 列的横火柴相连"));
        assertThatThrownBy(() -> MatchesBoard.parse("0111/-0x0/-000"))
                .satisfies(e -> assertThat(((BadInputException) e).text().zh()).isEqualTo(
                        "第 2 行 \"-0x0\"第 3 列 'x'：应为 0（空）、-（横放的火柴）或 1（竖放的火柴）"));
        assertThat(MatchesBoard.parse("1000/-000/1000").matches()).isEqualTo(3);
        assertThat(MatchesBoard.parse("-1-0").matches()).isEqualTo(3);
    }

    @Test
    void theBitParallelConnectionTestAgreesWithTheLineByLineOneOnEveryBoardUpTo9CellsAndOnRandomLargeOnes() {
        int[][] sizes = {{1, 6}, {6, 1}, {2, 4}, {4, 2}, {3, 3}, {1, 1}};
        int checked = 0;
        int connected = 0;
        for (int[] size : sizes) {
            int cells = size[0] * size[1];
            for (int code = 0; code < Math.pow(3, cells); code++) {
                long h = 0;
                long v = 0;
                for (int i = 0, x = code; i < cells; i++, x /= 3) {
                    h |= x % 3 == 1 ? 1L << i : 0;
                    v |= x % 3 == 2 ? 1L << i : 0;
                }
                connected += agreeOnConnection(new MatchesBoard(size[0], size[1], h, v)) ? 1 : 0;
                checked++;
            }
        }
        Random random = new Random(7);
        for (int i = 0; i < 20_000; i++) {
            int rows = 1 + random.nextInt(6);
            int cols = 1 + random.nextInt(6);
            long h = 0;
            long v = 0;
            for (int cell = 0; cell < rows * cols; cell++) {
                int x = random.nextInt(5);   // sparse boards: connections through empty cells
                h |= x == 1 ? 1L << cell : 0;
                v |= x == 2 ? 1L << cell : 0;
            }
            connected += agreeOnConnection(new MatchesBoard(rows, cols, h, v)) ? 1 : 0;
            checked++;
        }
        assertThat(checked).isEqualTo(729 * 2 + 6561 * 2 + 19683 + 3 + 20_000);
        assertThat(connected).isBetween(checked / 4, checked * 3 / 4);
    }

    /** Whether {@code b} has connected matches, after checking both tests say the same. */
    private static boolean agreeOnConnection(MatchesBoard b) {
        boolean lineByLine = b.connectedMatches(i -> boyi.util.Text.same(""), false) != null;
        assertThat(b.hasConnectedMatches()).as(b.format()).isEqualTo(lineByLine);
        return lineByLine;
    }

    @Test
    void connectedMatchesInFullLinesAreAcceptedAndSolvedBySearch() {
        MatchesBoard b = MatchesBoard.parse("1111/----/0010");
        assertThat(b.hasConnectedMatches()).isTrue();
        assertThat(MatchesBoard.parse("1-/1-/1-").hasConnectedMatches()).isTrue();
        MatchesReference plain = new MatchesReference();
        GameInstance<MatchesBoard> g = instance();
        for (String text : List.of("1111/----/0010", "1-00/1-00/1-00", "--/00/00", "1111/----/0000/----")) {
            assertThat(Analyzer.value(g, g.parse(text))).as(text).isEqualTo(plain.value(text));
        }
    }

    @Test
    void symmetricImagesHaveEqualValues() {
        GameInstance<MatchesBoard> g = instance();
        Random random = new Random(7);
        for (MatchesBoard b : randomPlay(random, 4, 4, 0, 30)) {
            Value v = Analyzer.value(g, b);
            assertThat(Analyzer.value(g, b.mirrorColumns())).isEqualTo(v);
            assertThat(Analyzer.value(g, b.mirrorRows())).isEqualTo(v);
            assertThat(Analyzer.value(g, b.transpose())).isEqualTo(v);
        }
        for (MatchesBoard b : randomPlay(random, 3, 4, 0, 30)) {
            assertThat(Analyzer.value(g, b.transpose())).as("%s transposed", b).isEqualTo(Analyzer.value(g, b));
        }
    }
}
