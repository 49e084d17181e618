package boyi.games;

import java.util.List;

/** The TakeAway group of the {@link Catalogue}: one line per family. */
public final class TakeAwayGames {

    private TakeAwayGames() {
    }

    public static List<GameFamily> families() {
        return List.of();
    }
}
