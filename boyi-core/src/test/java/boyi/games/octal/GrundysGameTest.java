package boyi.games.octal;

import boyi.games.Catalogue;
import boyi.games.GameInstance;
import boyi.testing.GameContractTest;
import java.util.List;
import java.util.Map;

class GrundysGameTest extends GameContractTest<Heaps> {

    @SuppressWarnings("unchecked")
    @Override
    protected GameInstance<Heaps> instance() {
        return (GameInstance<Heaps>) Catalogue.family("grundy-game").instantiate(Map.of());
    }

    @Override
    protected List<Heaps> smallPositions() {
        return HeapPositions.small(16, 8, 7);
    }
}
