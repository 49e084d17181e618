package boyi.games;

import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** The seed problems' games as named instances of the families: one line per game. */
final class NamedGames {

    private NamedGames() {
    }

    static List<GameFamily> families(Function<String, GameFamily> family) {
        return List.of(
                new NamedGame("ball-game", "取球游戏", "Ball game (Lanqiao Cup 2012)",
                        "Take 1, 3, 7 or 8 balls; whoever takes the last ball loses.",
                        family.apply("subtraction"), Map.of("takes", "1,3,7,8", "play", "misere"), Map.of(), "10"),
                new NamedGame("kayles", "凯尔斯保龄", "Kayles",
                        "Knock down one pin or two adjacent pins of a row, possibly splitting it in two; whoever cannot move loses.",
                        family.apply("octal"), Map.of("code", "0.77"), Map.of(), "10"),
                new NamedGame("dawson-kayles", "道森保龄", "Dawson's Kayles",
                        "Knock down two adjacent pins of a row, possibly splitting it in two; whoever cannot move loses.",
                        family.apply("octal"), Map.of("code", "0.07"), Map.of(), "10"),
                new NamedGame("dawson-chess", "道森象棋", "Dawson's chess",
                        "Pawns on a 3 x n board as the take-and-break game 0.137; whoever cannot move loses.",
                        family.apply("octal"), Map.of("code", "0.137"), Map.of(), "10"));
    }
}
