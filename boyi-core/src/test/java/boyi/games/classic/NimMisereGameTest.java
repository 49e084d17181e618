package boyi.games.classic;

import boyi.games.GameInstance;
import boyi.testing.GameContractTest;
import java.util.List;

class NimMisereGameTest extends GameContractTest<List<Long>> {

    @Override
    protected GameInstance<List<Long>> instance() {
        return NimGameTest.nim("misere");
    }

    @Override
    protected List<List<Long>> smallPositions() {
        return NimGameTest.positions(4);
    }

    @Override
    protected boolean normalPlay() {
        return false;
    }
}
