package boyi.games;

import boyi.catalogue.Catalogue;
import java.util.Map;

/** The canon games as the tests build them: through the catalogue, as users do. */
public final class CanonGames {

    private CanonGames() {
    }

    /** The game of {@code family} with its default parameters. */
    public static <P> GameInstance<P> game(String family) {
        return game(family, Map.of());
    }

    /** The game of {@code family} with {@code parameters}, its position type {@code P} as the caller knows it. */
    @SuppressWarnings("unchecked")
    public static <P> GameInstance<P> game(String family, Map<String, String> parameters) {
        return (GameInstance<P>) Catalogue.family(family).instantiate(parameters);
    }
}
