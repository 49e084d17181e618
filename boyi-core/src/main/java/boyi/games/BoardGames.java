package boyi.games;

import java.util.List;

/** The Board group of the {@link Catalogue}: one line per family. */
public final class BoardGames {

    private BoardGames() {
    }

    public static List<GameFamily> families() {
        return List.of(
                new boyi.games.board.MatchesGame(),
                new boyi.games.board.LolGame());
    }
}
