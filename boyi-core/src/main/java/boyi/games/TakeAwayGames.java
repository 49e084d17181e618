package boyi.games;

import boyi.games.takeaway.BashGame;
import boyi.games.takeaway.ParityGame;
import boyi.games.takeaway.StonesGame;
import boyi.games.takeaway.SubtractionGame;
import boyi.games.takeaway.TakeBallGame;
import java.util.List;

/** The TakeAway group of the {@link Catalogue}: one line per family. */
public final class TakeAwayGames {

    private TakeAwayGames() {
    }

    public static List<GameFamily> families() {
        return List.of(
                new SubtractionGame(),
                new ParityGame(),
                new BashGame(),
                new TakeBallGame(),
                new StonesGame());
    }
}
