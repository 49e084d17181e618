package boyi.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import boyi.catalogue.Catalogue;
import boyi.games.GameFamily;
import org.junit.jupiter.api.Test;

/** {@code boyi play} with scripted games on stdin (a pipe), against the perfect computer. */
class PlayCommandTest {

    private static void assumeGame(String id) {
        assumeTrue(Catalogue.families().stream().map(GameFamily::id).anyMatch(id::equals),
                "the game '" + id + "' is not in the catalogue of this build yet");
    }

    /** {@code boyi play bash 3 10} (take 1..3 stones, 10 on the pile) with {@code input} on stdin. */
    private static Cli playBashFrom10(String input) {
        assumeGame("bash");
        return Cli.withInput(input, "play", "bash", "3", "10");
    }

    @Test
    void perfectPlayByTheHumanWinsBash() {
        // 10 stones, take 1..3: take 2, then always make the total of a round 4
        Cli r = playBashFrom10("take 2\ntake 3\ntake 3\n");
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).contains("Position: 10", "> take 2", "Position: 8", "Computer plays: take 1",
                "Position: 7", "Position: 4", "Game over: you win!");
        assertThat(r.out().indexOf("Game over")).isGreaterThan(r.out().lastIndexOf("Computer plays"));
    }

    @Test
    void theComputerWinsFromAWinningStartAndLosesSlowest() {
        assumeGame("bash");
        Cli r = Cli.withInput("take 1\ntake 1\n", "play", "bash", "3", "6", "--first", "computer");
        // 6 mod 4 = 2: the computer takes 2 (leaving 4), then answers each take of 1 with 3
        assertThat(r.out()).contains("Computer plays: take 2   (win in 3 for the computer)", "Position: 4",
                "Computer plays: take 3", "Game over: the computer wins.");
    }

    @Test
    void hintListsEveryMoveWithItsValueAndTheExplanation() {
        Cli r = playBashFrom10("hint\nquit\n");
        assertThat(r.status()).isZero();
        assertThat(r.out()).contains("You: win in 5.", "take 2  win in 5     -> 8", "take 1  loss in 6    -> 9",
                "take 3  loss in 4    -> 7", "Bye.");
    }

    @Test
    void theMoveListDoesNotGiveTheBestMoveAway() {
        Cli r = playBashFrom10("quit\n");
        assertThat(r.out()).contains("Your moves: take 1, take 2, take 3");
    }

    @Test
    void undoTakesBackTheMoveAndTheAnswer() {
        Cli r = playBashFrom10("take 3\nundo\ntake 2\nquit\n");
        assertThat(r.out()).contains("Position: 7", "Undone.", "Position: 8");
        assertThat(r.out().indexOf("Position: 8")).isGreaterThan(r.out().indexOf("Undone."));
        Cli none = playBashFrom10("undo\nquit\n");
        assertThat(none.out()).contains("Nothing to undo.");
    }

    @Test
    void aLongGameKeepsOnlyTheLastMovesForUndo() {
        assumeGame("bash");
        // 1200 moves of each player on a pile of 10^18: undo reaches back PlayCommand.UNDO_DEPTH moves (500 undos
        // of a move and its answer), not to the start: the history stays bounded however long the game
        String input = "take 1\n".repeat(1200) + "undo\n".repeat(501) + "quit\n";
        Cli r = Cli.withInput(input, "play", "bash", "10", "1000000000000000000");
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out().split("Undone\\.", -1)).hasSize(PlayCommand.UNDO_DEPTH / 2 + 1);
        assertThat(r.out()).contains("Nothing to undo.");
        // the turn survives the forgotten history: after the undos it is still the player's move
        assertThat(r.out().substring(r.out().lastIndexOf("Undone."))).contains("Your moves: take 1");
    }

    @Test
    void illegalMovesAreExplainedAndTheGameGoesOn() {
        Cli r = playBashFrom10("take 7\ntake 2\nquit\n");
        assertThat(r.status()).isZero();
        assertThat(r.out()).contains("\"take 7\" is not a legal move", "Type 'moves' or 'hint'.", "Position: 8");
    }

    @Test
    void endOfInputStopsTheGame() {
        Cli r = playBashFrom10("");
        assertThat(r.status()).isZero();
        assertThat(r.out()).contains("End of input");
    }

    @Test
    void takeBallCanEndInADrawOrAWinByParity() {
        assumeGame("parity");
        // 3 balls, takes 1,2,3, odd wins: taking all 3 leaves the computer with nothing (even): you win
        Cli r = Cli.withInput("take 3\n", "play", "parity", "1,2,3", "win=odd", "3");
        assertThat(r.out()).contains("Game over: you win!");
    }

    @Test
    void badArgumentsAreOneLine() {
        Cli unknown = Cli.run("play", "no-such-game", "5");
        assertThat(unknown.isBadInput()).as(unknown.toString()).isTrue();
        assertThat(unknown.err()).startsWith("boyi play: unknown game \"no-such-game\"");
        Cli first = Cli.run("play", "no-such-game", "5", "--first", "robot");
        assertThat(first.isBadInput()).as(first.toString()).isTrue();
        assertThat(first.err()).contains("--first \"robot\": expected human or computer");
    }

    @Test
    void missingPositionNamesTheSyntax() {
        assumeGame("bash");
        Cli r = Cli.run("play", "bash", "3");
        assertThat(r.isBadInput()).as(r.toString()).isTrue();
        assertThat(r.err()).contains("missing the position");
    }

}
