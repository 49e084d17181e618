package boyi.games.octal;

import boyi.games.Catalogue;
import boyi.games.GameInstance;
import boyi.testing.GameContractTest;
import java.util.List;
import java.util.Map;

class AllButSubtractionTest extends GameContractTest<Heaps> {

    @SuppressWarnings("unchecked")
    @Override
    protected GameInstance<Heaps> instance() {
        return (GameInstance<Heaps>) Catalogue.family("all-but").instantiate(Map.of("except", "2,3,5"));
    }

    @Override
    protected List<Heaps> smallPositions() {
        return HeapPositions.small(14, 6, 5);
    }
}
