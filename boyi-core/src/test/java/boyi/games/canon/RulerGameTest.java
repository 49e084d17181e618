package boyi.games.canon;

import boyi.games.GameInstance;
import boyi.testing.GameContractTest;
import java.util.List;

/** The ruler game under the same contract as Mock Turtles. */
class RulerGameTest extends GameContractTest<List<Long>> {

    @Override
    protected GameInstance<List<Long>> instance() {
        return CoinTurningGameTest.coins("ruler");
    }

    @Override
    protected List<List<Long>> smallPositions() {
        return new CoinTurningGameTest().smallPositions();
    }
}
