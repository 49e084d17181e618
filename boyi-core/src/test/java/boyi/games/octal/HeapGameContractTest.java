package boyi.games.octal;

import boyi.catalogue.Catalogue;
import boyi.games.GameInstance;
import boyi.testing.GameContractTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The game contract on one heap game of the catalogue, over its small positions: single heaps,
 * pairs and a few triples.
 *
 * <pre>{@code
 * class GrundysGameTest extends HeapGameContractTest {
 *     GrundysGameTest() {
 *         super("grundy-game", Map.of(), 16, 8, 7);
 *     }
 * }
 * }</pre>
 */
abstract class HeapGameContractTest extends GameContractTest<List<Long>> {

    private final String family;
    private final Map<String, String> parameters;
    private final int single;
    private final int pair;
    private final int triple;

    /**
     * @param single the largest single heap
     * @param pair   the largest heap in the pairs (every pair of heaps 1..pair)
     * @param triple the number of triples
     */
    HeapGameContractTest(String family, Map<String, String> parameters, int single, int pair, int triple) {
        this.family = family;
        this.parameters = parameters;
        this.single = single;
        this.pair = pair;
        this.triple = triple;
    }

    /** The heap game the catalogue makes of {@code family} with these parameters. */
    @SuppressWarnings("unchecked")
    static GameInstance<List<Long>> heapGame(String family, Map<String, String> parameters) {
        return (GameInstance<List<Long>>) Catalogue.family(family).instantiate(parameters);
    }

    @Override
    protected GameInstance<List<Long>> instance() {
        return heapGame(family, parameters);
    }

    @Override
    protected List<List<Long>> smallPositions() {
        List<List<Long>> out = new ArrayList<>();
        for (long a = 0; a <= single; a++) {
            out.add(a == 0 ? List.<Long>of() : List.of(a));
        }
        for (long a = 1; a <= pair; a++) {
            for (long b = 1; b <= pair; b++) {
                out.add(List.of(a, b));
            }
        }
        for (long a = 1; a <= triple; a++) {
            out.add(List.of(a, triple + 1 - a, a + 1));
        }
        return out;
    }
}
