package boyi.games;

import boyi.games.canon.BeTheWinnerGame;
import boyi.games.canon.Cet4Game;
import boyi.games.canon.EverySgEuclidGame;
import boyi.games.canon.GeorgiaBobGame;
import boyi.games.canon.HeapSumGame;
import boyi.games.canon.JohnGame;
import boyi.games.canon.KikiGame;
import boyi.games.canon.LaskerNimGame;
import boyi.games.canon.MultiplicationGame;
import boyi.games.canon.NorthcottGame;
import boyi.games.canon.SNimGame;
import boyi.games.canon.TakeMPilesGame;
import boyi.games.canon.TakeTwoPilesGame;
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
