package boyi.games;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import boyi.analysis.Analyzer;
import boyi.catalogue.Catalogue;
import boyi.games.template.CramGame;
import boyi.games.template.TakeUpToGame;
import boyi.model.Impartial;
import boyi.solve.GrundySolver;
import boyi.testing.GameContractTest;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The game contract ({@link GameContractTest}) on every canon game, one row per game, and on
 * every family of the catalogue (and the template) that declares its small cases
 * ({@link GameFamily#smallCases()}), one row per case: its rules and notation, and every
 * evaluator (theorem, table, search) against plain search of the real rules on every small
 * position of the row. A new family that declares its small cases needs no row here. Facts of
 * one game (published examples, huge positions, its own theorem) stay in that game's test.
 */
@ParameterizedClass(name = "{0}")
@MethodSource("games")
class CanonGamesContractTest extends GameContractTest<Object> {

    /**
     * One canon game under the contract.
     *
     * @param normalPlay     whether an impartial game is played under normal play (Grundy value 0 = lost)
     * @param grundyVerdicts whether the game's first verdict carries the Grundy value on every small position
     */
    record Row(GameFamily family, Map<String, String> parameters, Function<GameInstance<Object>, List<?>> positions,
               boolean normalPlay, boolean grundyVerdicts) {

        Row(String family, Map<String, String> parameters, Function<GameInstance<Object>, List<?>> positions,
            boolean normalPlay, boolean grundyVerdicts) {
            this(Catalogue.family(family), parameters, positions, normalPlay, grundyVerdicts);
        }

        /** The row of a case a family declares: its positions as a user writes them. */
        Row(GameFamily family, SmallCases cases) {
            this(family, cases.parameters(), g -> cases.positions().stream().map(g::parse).toList(), cases.normalPlay(), false);
        }

        @Override
        public String toString() {
            return parameters.isEmpty() ? family.id() : family.id() + " " + parameters;
        }
    }

    /** The template families: compiled and tested like every family, but not in the catalogue. */
    private static final List<GameFamily> TEMPLATES = List.of(new TakeUpToGame(), new CramGame());

    static Stream<Row> games() {
        return Stream.concat(canonRows(), Stream.concat(Catalogue.families().stream(), TEMPLATES.stream())
                .flatMap(f -> f.smallCases().stream().map(c -> new Row(f, c))));
    }

    private static Stream<Row> canonRows() {
        String dag = "0-1,0-2,1-3,2-3,3-4,0-4,5-0,5-3,2-4";
        return Stream.of(
                new Row("be-the-winner", Map.of(), g -> SmallPositions.heapsWithTotal(3, 7), false, false),
                new Row("lasker-nim", Map.of(), g -> SmallPositions.heapsWithTotal(3, 7), true, false),
                new Row("cet4", Map.of(), g -> SmallPositions.heaps(2, 12), true, false),
                new Row("john", Map.of(), g -> SmallPositions.heaps(3, 4), false, false),
                new Row("take-m-piles", Map.of(), g -> SmallPositions.heaps(3, 5), true, false),
                new Row("s-nim", Map.of("takes", "2,5"), g -> SmallPositions.heaps(3, 9), true, false),
                new Row("sum", Map.of("of", "kayles", "sum", "misere"), g -> SmallPositions.heapsWithTotal(3, 7), false, false),
                new Row("take-2-piles", Map.of(), g -> SmallPositions.pairs(0, 9), true, false),
                new Row("kiki", Map.of(), g -> SmallPositions.pairs(1, 9), true, false),
                new Row("georgia-bob", Map.of(), g -> SmallPositions.chessmen(9, 4), true, false),
                new Row("multiplication", Map.of("n", "200"), g -> java.util.stream.LongStream.rangeClosed(1, 200).boxed().toList(),
                        false, false),
                new Row("every-sg-euclid", Map.of(), g -> SmallPositions.euclidPairs(), false, false),
                new Row("circle-kayles", Map.of(), SmallPositions::circlesAndRows, true, true),
                new Row("coin-turning", Map.of("rule", "mock-turtles"), g -> SmallPositions.subsets(7), true, true),
                new Row("coin-turning", Map.of("rule", "ruler"), g -> SmallPositions.subsets(7), true, true),
                new Row("cutting-game", Map.of(), SmallPositions::sheets, true, false),
                new Row("dag-tokens", Map.of("edges", dag), g -> SmallPositions.tokens(5), true, true),
                new Row("green-hackenbush", Map.of(), SmallPositions::hackenbushGraphs, true, true));
    }

    private final Row row;

    CanonGamesContractTest(Row row) {
        this.row = row;
    }

    @Override
    protected GameInstance<Object> instance() {
        @SuppressWarnings("unchecked")
        GameInstance<Object> g = (GameInstance<Object>) row.family().instantiate(row.parameters());
        return g;
    }

    @SuppressWarnings("unchecked")
    @Override
    protected List<Object> smallPositions() {
        return (List<Object>) row.positions().apply(instance());
    }

    @Override
    protected boolean normalPlay() {
        return row.normalPlay();
    }

    @Test
    void everyRowHasSmallPositions() {
        assertThat(smallPositions()).as("small positions of %s", row).hasSizeGreaterThan(20);
    }

    @Test
    void verdictCarriesTheSearchedGrundyValue() {
        assumeTrue(row.grundyVerdicts(), "the verdicts of " + row + " need not carry Grundy values");
        GameInstance<Object> g = instance();
        GrundySolver<Object> search = new GrundySolver<>((Impartial<Object>) g.game());
        for (Object p : smallPositions()) {
            assertThat(Analyzer.verdict(g, p).grundy()).as("%s at %s", row, g.format(p)).isEqualTo((long) search.grundy(p));
        }
    }
}
