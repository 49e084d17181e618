package boyi.games;

import boyi.games.canon.CircleKaylesGame;
import boyi.games.canon.CoinTurningGame;
import boyi.games.canon.CuttingGameFamily;
import boyi.games.canon.DagTokensGame;
import boyi.games.canon.GreenHackenbushGame;
import java.util.List;

/** The contest canon's graph, coin, circle and cutting games in the {@link Catalogue}: one line per family. */
public final class CanonGraphGames {

    private CanonGraphGames() {
    }

    public static List<GameFamily> families() {
        return List.of(
                new DagTokensGame(),
                new GreenHackenbushGame(),
                new CoinTurningGame(),
                new CircleKaylesGame(),
                new CuttingGameFamily());
    }
}
