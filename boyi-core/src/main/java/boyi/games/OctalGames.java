package boyi.games;

import java.util.List;

/** The Octal group of the {@link Catalogue}: one line per family. */
public final class OctalGames {

    private OctalGames() {
    }

    public static List<GameFamily> families() {
        return List.of();
    }
}
