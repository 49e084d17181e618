package boyi.games;

import boyi.games.classic.EuclidGame;
import boyi.games.classic.FibonacciNimGame;
import boyi.games.classic.FibonacciSubtractionGame;
import boyi.games.classic.MonksGame;
import boyi.games.classic.NimGame;
import boyi.games.classic.WythoffGame;
import java.util.List;

/** The Classic group of the {@link Catalogue}: one line per family. */
public final class ClassicGames {

    private ClassicGames() {
    }

    public static List<GameFamily> families() {
        return List.of(
                new NimGame(),
                new WythoffGame(),
                new FibonacciNimGame(),
                new MonksGame(),
                new EuclidGame(),
                new FibonacciSubtractionGame());
    }
}
