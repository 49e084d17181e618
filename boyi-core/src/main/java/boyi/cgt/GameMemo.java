package boyi.cgt;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * What was found about games (atomic weights, uptimal expansions), kept for at most
 * {@link CanonicalGame#cacheLimit()} games and emptied all at once when full, or when room is made
 * under the bound on live games ({@link #forgetAll()}): a result is found again, equal, so
 * emptying it changes only the work.
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

    /** Every memo made, to be emptied together. */
    private static final List<GameMemo<?>> ALL = new CopyOnWriteArrayList<>();

    private final Map<CanonicalGame, V> known = new ConcurrentHashMap<>();

    GameMemo() {
        ALL.add(this);
    }

    /** Empties every memo: they hold games, and room is being made for new ones. */
    static void forgetAll() {
        for (GameMemo<?> memo : ALL) {
            memo.known.clear();
        }
    }

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
