package boyi.games.takeaway;

import boyi.analysis.Analyzer;
import boyi.catalogue.Catalogue;
import boyi.games.GameInstance;
import boyi.solve.StopsWhenInterrupted;
import java.util.Map;
import java.util.Random;
import java.util.StringJoiner;
import org.junit.jupiter.api.Test;

/** Heavy positions of the take-away families stop within a second of an interrupt (issue: solvers that ignore the budget). */
class InterruptionTest {

    /**
     * 100 random takes in 500,000..999,999 (the load test that kept the server busy used
     * 2,000,000..4,999,999; these need less memory, so the test measures the loops, not the allocator).
     */
    private static String hugeTakes() {
        Random random = new Random(12);
        StringJoiner j = new StringJoiner(",");
        for (int i = 0; i < 100; i++) {
            j.add(Integer.toString(500_000 + random.nextInt(500_000)));
        }
        return j.toString();
    }

    private static void analyze(String family, Map<String, String> parameters, String position) {
        GameInstance<?> g = Catalogue.family(family).instantiate(parameters);
        Analyzer.analyze(g, position);
    }

    @Test
    void subtraction() {
        StopsWhenInterrupted.check("subtraction", () -> analyze("subtraction", Map.of("takes", hugeTakes()), "1000000000000000000"));
    }

    @Test
    void takeBall() {
        StopsWhenInterrupted.check("take-ball", () -> analyze("take-ball", Map.of("takes", hugeTakes()), "1000000000000000000"));
    }

    @Test
    void parityWinEven() {
        StopsWhenInterrupted.check("parity", () -> analyze("parity", Map.of("takes", hugeTakes(), "win", "even"), "1000000000000000000"));
    }

    @Test
    void stones() {
        StopsWhenInterrupted.check("stones", () -> analyze("stones", Map.of("m", "10000"), "1000000000000000000"));
    }

    @Test
    void ballGameTable() {
        StopsWhenInterrupted.check("subtraction table", () -> Catalogue.family("subtraction")
                .instantiate(Map.of("takes", hugeTakes(), "play", "misere")).table(9_999_999));
    }
}
