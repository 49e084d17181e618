package boyi.games.octal;

import boyi.games.Catalogue;
import boyi.games.GameInstance;
import boyi.testing.GameContractTest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Nested;

/** The contract on Kayles, Dawson's chess and 4.07 (splitting without taking). */
class OctalGameTest {

    @SuppressWarnings("unchecked")
    static GameInstance<Heaps> octal(String code) {
        return (GameInstance<Heaps>) Catalogue.family("octal").instantiate(Map.of("code", code));
    }

    @Nested
    class Kayles extends GameContractTest<Heaps> {
        @Override
        protected GameInstance<Heaps> instance() {
            return octal("0.77");
        }

        @Override
        protected List<Heaps> smallPositions() {
            return HeapPositions.small(14, 6, 5);
        }
    }

    @Nested
    class DawsonsChess extends GameContractTest<Heaps> {
        @Override
        protected GameInstance<Heaps> instance() {
            return octal("0.137");
        }

        @Override
        protected List<Heaps> smallPositions() {
            return HeapPositions.small(14, 6, 5);
        }
    }

    @Nested
    class SplitOrTake extends GameContractTest<Heaps> {
        @Override
        protected GameInstance<Heaps> instance() {
            return octal("4.07");
        }

        @Override
        protected List<Heaps> smallPositions() {
            return HeapPositions.small(12, 5, 4);
        }
    }
}
