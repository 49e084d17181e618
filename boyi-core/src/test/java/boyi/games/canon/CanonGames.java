package boyi.games.canon;

import boyi.catalogue.Catalogue;
import boyi.games.GameInstance;
import java.util.Map;

/** The canon games as the tests build them: through the catalogue, as users do. */
final class CanonGames {

    private CanonGames() {
    }

    /** The game of {@code family} with its default parameters. */
    static <P> GameInstance<P> game(String family) {
        return game(family, Map.of());
    }

    /** The game of {@code family} with {@code parameters}, its position type {@code P} as the caller knows it. */
    @SuppressWarnings("unchecked")
    static <P> GameInstance<P> game(String family, Map<String, String> parameters) {
        return (GameInstance<P>) Catalogue.family(family).instantiate(parameters);
    }
}
