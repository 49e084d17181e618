package boyi.games.octal;

import java.util.Map;
import org.junit.jupiter.api.Nested;

/** The contract on Kayles, Dawson's chess and 4.07 (splitting without taking). */
class OctalGameTest {

    @Nested
    class Kayles extends HeapGameContractTest {
        Kayles() {
            super("octal", Map.of("code", "0.77"), 14, 6, 5);
        }
    }

    @Nested
    class DawsonsChess extends HeapGameContractTest {
        DawsonsChess() {
            super("octal", Map.of("code", "0.137"), 14, 6, 5);
        }
    }

    @Nested
    class SplitOrTake extends HeapGameContractTest {
        SplitOrTake() {
            super("octal", Map.of("code", "4.07"), 12, 5, 4);
        }
    }
}
