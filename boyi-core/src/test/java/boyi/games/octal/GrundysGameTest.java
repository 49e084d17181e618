package boyi.games.octal;

import java.util.Map;

class GrundysGameTest extends HeapGameContractTest {

    GrundysGameTest() {
        super("grundy-game", Map.of(), 16, 8, 7);
    }
}
