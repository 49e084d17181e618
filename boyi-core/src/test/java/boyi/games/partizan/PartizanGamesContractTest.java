package boyi.games.partizan;

import boyi.catalogue.Catalogue;
import boyi.games.GameInstance;
import boyi.testing.GameContractTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The game contract ({@link GameContractTest}) on every partizan family, one row per family:
 * rules, notation and the canonical-form evaluator against plain search of the real rules on
 * every small board, with Left and with Right to move. Values themselves are checked in
 * {@link PartizanGamesTest} and {@link DomineeringGameTest}.
 */
@ParameterizedClass(name = "{0}")
@MethodSource("games")
class PartizanGamesContractTest extends GameContractTest<Object> {

    /** One partizan family and the boards of its small positions (each with either player to move). */
    record Row(String family, List<String> boards) {
        @Override
        public String toString() {
            return family;
        }
    }

    static Stream<Row> games() {
        return Stream.of(
                new Row("domineering", grids(".#", 2, 3)),
                new Row("clobber", grids("xo.", 2, 2)),
                new Row("toads-and-frogs", PartizanGamesTest.strings("tf.", 5)),
                new Row("hackenbush", words(PartizanGamesTest.strings("LR", 4))),
                new Row("cutcake", List.of("1x1", "1x2", "2x1", "2x2", "2x3", "3x2", "3x3", "1x4", "2x2 1x3", "3x4")),
                new Row("col", grids(".LR", 2, 3)),
                new Row("snort", grids(".LR", 2, 3)),
                new Row("hackenbush-graph", List.of("0-1:L", "0-1:R", "0-1:L 1-2:R", "0-1:L 1-2:R 1-3:R", "0-1:R 1-2:L 2-0:L",
                        "0-1:L 0-1:R", "0-1:L 1-2:L 2-3:R 3-0:R", "0-1:R 1-2:R 1-3:L 3-4:L")));
    }

    /** Every grid of 1..rows rows and 1..cols columns over the cells. */
    private static List<String> grids(String cells, int rows, int cols) {
        List<String> out = new ArrayList<>();
        for (int r = 1; r <= rows; r++) {
            for (String row : PartizanGamesTest.strings(cells, cols)) {
                // r equal rows of one pattern, and the pattern above a full row of the first cell
                out.add(String.join("|", java.util.Collections.nCopies(r, row)));
                if (r == 2) {
                    out.add(row + "|" + String.valueOf(cells.charAt(0)).repeat(row.length()));
                }
            }
        }
        return out;
    }

    /** Hackenbush positions: one string, and two strings side by side. */
    private static List<String> words(List<String> strings) {
        List<String> out = new ArrayList<>(strings);
        for (String a : strings.subList(0, 6)) {
            out.add(a + " " + strings.get(strings.size() - 1));
        }
        return out;
    }

    private final Row row;

    PartizanGamesContractTest(Row row) {
        this.row = row;
    }

    @SuppressWarnings("unchecked")
    @Override
    protected GameInstance<Object> instance() {
        return (GameInstance<Object>) Catalogue.family(row.family()).instantiate(Map.of());
    }

    @Override
    protected Optional<String> whyNoRemotenessOnSmallPositions() {
        return Optional.of("a partizan position is decided by its canonical form, which says who wins, not in how many moves");
    }

    @Override
    protected List<Object> smallPositions() {
        GameInstance<Object> g = instance();
        List<Object> out = new ArrayList<>();
        for (String board : row.boards()) {
            out.add(g.parse(board + " L"));
            out.add(g.parse(board + " R"));
        }
        return out;
    }
}
