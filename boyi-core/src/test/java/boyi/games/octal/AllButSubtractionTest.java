package boyi.games.octal;

import java.util.Map;

class AllButSubtractionTest extends HeapGameContractTest {

    AllButSubtractionTest() {
        super("all-but", Map.of("except", "2,3,5"), 14, 6, 5);
    }
}
