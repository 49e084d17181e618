package boyi.proof;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analysis;
import boyi.analysis.Analyzer;
import boyi.analysis.MoveValue;
import boyi.games.classic.WythoffGame;
import boyi.model.Outcome;
import boyi.rules.RuleFamily;
import boyi.rules.RuleInstance;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Positions far beyond search answered from a proven pattern: the winning move is named as the
 * rule text labels it (its loop variable read from the decision procedure's witness), and the
 * position it leads to is a loss by the built-in family's theorem.
 */
class ProofAnswersTest {

    private static RuleInstance withProofs(String file) throws Exception {
        Path p = Path.of("..", "rules", file);
        String text = Files.readString(Files.exists(p) ? p : Path.of("rules", file));
        return RuleFamily.of(text).withProofs(ProofAnswers::new).instantiate(Map.of());
    }

    @Test
    void wythoffsWinningMoveAt10To18IsNamedByItsRuleAndLeadsToALoss() throws Exception {
        RuleInstance rules = withProofs("wythoff.boyi");
        Analysis a = Analyzer.analyze(rules, "1000000000000000000 1618033988749894848");
        assertThat(a.value().outcome()).isEqualTo(Outcome.WIN);
        MoveValue best = a.moves().get(0);
        assertThat(best.label().en()).isEqualTo("take 1000000000000000000 from pile 2");
        assertThat(best.label().zh()).isEqualTo("从第 2 堆取 1000000000000000000 个");
        assertThat(best.result()).isEqualTo("1000000000000000000 618033988749894848");
        var wythoff = new WythoffGame().instantiate(Map.of());
        assertThat(Analyzer.analyze(wythoff, best.result()).value().outcome()).isEqualTo(Outcome.LOSS);
        // a move of both piles at once names its k the same way
        Analysis both = Analyzer.analyze(rules, "999999999999999990 1000000000000000000");
        MoveValue m = both.moves().get(0);
        assertThat(Analyzer.analyze(wythoff, m.result()).value().outcome()).isEqualTo(Outcome.LOSS);
        assertThat(m.label().en()).doesNotStartWith("→").matches("take \\d+ from (pile [12]|both)");
    }
}
