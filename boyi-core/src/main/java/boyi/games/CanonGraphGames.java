package boyi.games;

import boyi.games.graphs.CircleKaylesGame;
import boyi.games.graphs.CoinTurningGame;
import boyi.games.graphs.CuttingGameFamily;
import boyi.games.graphs.DagTokensGame;
import boyi.games.graphs.GreenHackenbushGame;
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
