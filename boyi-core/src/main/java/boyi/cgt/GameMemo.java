package boyi.cgt;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What was found about games (atomic weights, uptimal expansions), kept for at most
 * {@link CanonicalGame#cacheLimit()} games and emptied all at once when full: a result is found
 * again, equal, so emptying it changes only the work.
 *
 * <pre>{@code
 * GameMemo<CanonicalGame> weights = new GameMemo<>();
 * weights.put(g, w);
 * weights.get(g);   // w, or null once emptied
 * }</pre>
 *
 * @param <V> what is kept per game
 */
final class GameMemo<V> {

    private final Map<CanonicalGame, V> known = new ConcurrentHashMap<>();

    /** What was kept for {@code g}, or null. */
    V get(CanonicalGame g) {
        return known.get(g);
    }

    void put(CanonicalGame g, V value) {
        if (known.size() >= CanonicalGame.cacheLimit()) {
            known.clear();
        }
        known.put(g, value);
    }
}
