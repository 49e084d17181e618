package boyi.games;

import boyi.games.heaps.BeTheWinnerGame;
import boyi.games.heaps.Cet4Game;
import boyi.games.pairs.EverySgEuclidGame;
import boyi.games.heaps.GeorgiaBobGame;
import boyi.games.heaps.HeapSumGame;
import boyi.games.heaps.JohnGame;
import boyi.games.pairs.KikiGame;
import boyi.games.heaps.LaskerNimGame;
import boyi.games.pairs.MultiplicationGame;
import boyi.games.heaps.NorthcottGame;
import boyi.games.heaps.SNimGame;
import boyi.games.heaps.TakeMPilesGame;
import boyi.games.pairs.TakeTwoPilesGame;
import java.util.List;

/** The contest canon, Nim-like part, of the {@link Catalogue}: one line per family. */
public final class CanonNimGames {

    private CanonNimGames() {
    }

    public static List<GameFamily> families() {
        return List.of(
                HeapSumGame.FAMILY,
                JohnGame.FAMILY,
                BeTheWinnerGame.FAMILY,
                LaskerNimGame.FAMILY,
                SNimGame.FAMILY,
                EverySgEuclidGame.FAMILY,
                GeorgiaBobGame.FAMILY,
                TakeMPilesGame.FAMILY,
                TakeTwoPilesGame.FAMILY,
                Cet4Game.FAMILY,
                MultiplicationGame.FAMILY,
                NorthcottGame.FAMILY,
                KikiGame.FAMILY);
    }
}
