package boyi.games.takeaway;

import boyi.games.GameInstance;
import boyi.testing.GameContractTest;
import java.util.List;

/**
 * The game contract for one instance and its small positions, given at construction, so that a
 * family's test checks several instances with one short {@code @Nested} class each.
 *
 * <pre>{@code
 * @Nested
 * class NormalOneThreeFour extends FixedInstanceContract<List<Long>> {
 *     NormalOneThreeFour() {
 *         super(game("1,3,4", "normal"), smallPiles(), true);
 *     }
 * }
 * }</pre>
 *
 * @param <P> the position type
 */
abstract class FixedInstanceContract<P> extends GameContractTest<P> {

    private final GameInstance<P> instance;
    private final List<P> smallPositions;
    private final boolean normalPlay;

    /** @param normalPlay false for misère play (no Grundy check) */
    FixedInstanceContract(GameInstance<P> instance, List<P> smallPositions, boolean normalPlay) {
        this.instance = instance;
        this.smallPositions = smallPositions;
        this.normalPlay = normalPlay;
    }

    @Override
    protected GameInstance<P> instance() {
        return instance;
    }

    @Override
    protected List<P> smallPositions() {
        return smallPositions;
    }

    @Override
    protected boolean normalPlay() {
        return normalPlay;
    }
}
