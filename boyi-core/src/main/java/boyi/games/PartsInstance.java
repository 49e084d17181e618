package boyi.games;

import boyi.model.Evaluator;
import boyi.model.Game;
import boyi.model.Notation;
import java.util.List;
import java.util.Map;

/**
 * A {@link GameInstance} whose family, parameters, rules, notation and evaluators are the
 * {@link GameParts} it holds; it writes only what is particular to it (the moves an analysis
 * lists, how a move is read, the table).
 *
 * <pre>{@code
 * final class Instance implements PartsInstance<Long> {
 *     private final GameParts<Long> parts = new GameParts<>(family, parameters, rules, notation, evaluators);
 *     public GameParts<Long> parts() { return parts; }
 * }
 * }</pre>
 *
 * @param <P> the position type
 */
public interface PartsInstance<P> extends GameInstance<P> {

    GameParts<P> parts();

    @Override
    default GameFamily family() {
        return parts().family();
    }

    @Override
    default Map<String, String> parameters() {
        return parts().parameters();
    }

    @Override
    default Game<P> game() {
        return parts().rules();
    }

    @Override
    default Notation<P> notation() {
        return parts().notation();
    }

    @Override
    default List<Evaluator<P>> evaluators() {
        return parts().evaluators();
    }
}
