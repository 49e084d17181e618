package boyi.games;

import java.util.List;

/** The Classic group of the {@link Catalogue}: one line per family. */
public final class ClassicGames {

    private ClassicGames() {
    }

    public static List<GameFamily> families() {
        return List.of();
    }
}
