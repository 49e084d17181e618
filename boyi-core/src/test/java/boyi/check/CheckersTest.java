package boyi.check;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analyzer;
import boyi.games.GameInstance;
import boyi.games.matches.MatchesBoard;
import boyi.games.matches.MatchesGame;
import boyi.model.Move;
import boyi.model.Outcome;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The judges' comparison and the checkers of problems with several right answers. */
class CheckersTest {

    private static CheckVerdict tokens(String expected, String got) {
        return TokenChecker.INSTANCE.judge("", expected, got).verdict();
    }

    @Test
    void tokensAreExactButTrailingSpacesAndTheLastNewlineAreFine() {
        assertThat(tokens("Yes\n", "Yes")).isEqualTo(CheckVerdict.ACCEPTED);
        assertThat(tokens("Yes\nNo\n", "Yes  \r\nNo\n\n\n")).isEqualTo(CheckVerdict.ACCEPTED);
        assertThat(tokens("Yes\n", "yes\n")).isEqualTo(CheckVerdict.WRONG_ANSWER);
        assertThat(tokens("Yes\nNo\n", "Yes\n")).isEqualTo(CheckVerdict.WRONG_ANSWER);
        assertThat(tokens("Yes\nNo\n", "Yes No\n")).isEqualTo(CheckVerdict.PRESENTATION);
        assertThat(tokens("+ 0 -\n", "+\n0\n-\n")).isEqualTo(CheckVerdict.PRESENTATION);
        assertThat(TokenChecker.INSTANCE.judge("", "Stan wins\nOllie wins\n", "Stan wins\nStan wins\n").note().en())
                .isEqualTo("token 3: expected \"Ollie\", got \"Stan\"");
        assertThat(TokenChecker.INSTANCE.judge("", "1\n2\n", "1\n").note().zh()).isEqualTo("应有 2 个词，得到 1 个");
    }

    @Test
    void matchesAcceptsEveryWinningMoveAndNothingElse() {
        // every move on 1111/----/0010 wins (boyi solve matches 1111/----/0010); 001 is no move: (0, 0) holds a match
        Checker multi = new MatchesChecker(true);
        String input = "2\n0111\n-000\n-000\n1111\n----\n0010\n";
        for (String second : List.of("20-", "201", "21-", "211", "23-", "231")) {
            assertThat(multi.judge(input, "00-\n20-\n", "00-\n" + second + "\n").verdict()).as(second).isEqualTo(CheckVerdict.ACCEPTED);
        }
        assertThat(multi.judge(input, "00-\n20-\n", "00-\n001\n").verdict()).as("an occupied cell").isEqualTo(CheckVerdict.WRONG_ANSWER);
        assertThat(multi.judge(input, "00-\n20-\n", "00- 211\n").verdict()).isEqualTo(CheckVerdict.PRESENTATION);
        assertThat(multi.judge("1\n1-1-\n-1-1\n1-1-\n", "-1\n", "-1\n").verdict()).isEqualTo(CheckVerdict.ACCEPTED);

        // one board: a move is accepted exactly when it leaves the opponent lost (the board is won)
        GameInstance<MatchesBoard> game = new MatchesGame().instantiate(Map.of());
        MatchesBoard board = MatchesBoard.parse("0010/0000/0000");
        assertThat(Analyzer.value(game, board).outcome()).isEqualTo(Outcome.WIN);
        Checker one = new MatchesChecker(false);
        int accepted = 0;
        int rejected = 0;
        for (Move<MatchesBoard> m : board.moves()) {
            String printed = String.join("\n", m.result().rowStrings()) + "\n";
            boolean wins = Analyzer.value(game, m.result()).outcome() == Outcome.LOSS;
            assertThat(one.judge("0010\n0000\n0000\n", "", printed).accepted()).as(m.name()).isEqualTo(wins);
            accepted += wins ? 1 : 0;
            rejected += wins ? 0 : 1;
        }
        assertThat(accepted).isPositive();
        assertThat(rejected).isPositive();
        assertThat(one.judge("0111\n-000\n-000\n", "-111\n-000\n-000\n", "0111\n-000\n-000\n").verdict())
                .as("no move made").isEqualTo(CheckVerdict.WRONG_ANSWER);
    }

    @Test
    void diceAcceptsAnEstimateNearFiveOver108() {
        Checker dice = new DiceChecker();
        String exact = "exact 5/108 = 0.046296\n";
        assertThat(dice.judge("", "0.046301\n" + exact, "0.0481\n" + exact).verdict()).isEqualTo(CheckVerdict.ACCEPTED);
        assertThat(dice.judge("", "0.046301\n" + exact, "0.0413\n" + exact).verdict()).isEqualTo(CheckVerdict.ACCEPTED);
        assertThat(dice.judge("", "0.046301\n" + exact, "0.0600\n" + exact).verdict()).isEqualTo(CheckVerdict.WRONG_ANSWER);
        assertThat(dice.judge("", "0.046301\n" + exact, "0.046\n" + exact).verdict()).isEqualTo(CheckVerdict.WRONG_ANSWER);
        assertThat(dice.judge("", "0.046301\n" + exact, "0.046301\nexact 5/108 = 0.0463\n").verdict())
                .isEqualTo(CheckVerdict.WRONG_ANSWER);
        assertThat(dice.judge("", "0.046301\n" + exact, "0.046301\n").verdict()).isEqualTo(CheckVerdict.PRESENTATION);
    }
}
