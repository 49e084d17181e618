package boyi.games;

import boyi.games.octal.AllButSubtraction;
import boyi.games.octal.GrundysGame;
import boyi.games.octal.OctalGame;
import java.util.List;

/** The Octal group of the {@link Catalogue}: one line per family. */
public final class OctalGames {

    private OctalGames() {
    }

    public static List<GameFamily> families() {
        return List.of(
                new OctalGame(),
                new GrundysGame(),
                new AllButSubtraction());
    }
}
