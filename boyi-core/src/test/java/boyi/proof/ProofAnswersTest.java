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

    @Test
    void aPositionTooLargeToSearchAsksTheProofFirst() throws Exception {
        // a search from here has up to 2k moves at each position and ran past 120 s before it gave up; the proof takes seconds
        long n = 1_000_000_000_000_000_000L;
        long m = n - 1;
        Analysis a = boyi.solve.Interruption.withDeadline(java.time.Duration.ofSeconds(60),
                () -> Analyzer.analyze(withProofs("fibonacci-nim.boyi"), n + " " + m));
        assertThat(a.method()).isEqualTo(ProofAnswers.PROOF);
        assertThat(a.value().outcome()).isEqualTo(boyi.theory.FibonacciNimTheory.moverWins(n, m) ? Outcome.WIN : Outcome.LOSS);
        long take = boyi.theory.FibonacciNimTheory.winningTake(n, m);
        assertThat(a.moves().get(0).label().en()).isEqualTo("take " + take);
        assertThat(boyi.theory.FibonacciNimTheory.moverWins(n - take, Math.min(2 * take, n - take))).isFalse();
    }

    @Test
    void aHeapGamesWinningMoveAt10To18IsNamedByItsRuleAndLeadsToALoss() throws Exception {
        Analysis a = Analyzer.analyze(withProofs("nim.boyi"), "1000000000000000000 3 5");
        assertThat(a.value().outcome()).isEqualTo(Outcome.WIN);
        MoveValue best = a.moves().get(0);
        assertThat(best.label().en()).isEqualTo("heap 3: 1000000000000000000 -> 6");
        assertThat(best.result()).isEqualTo("3 5 6");
        assertThat(Analyzer.analyze(new boyi.games.classic.NimGame().instantiate(Map.of()), best.result()).value().outcome()).isEqualTo(Outcome.LOSS);
    }

    @Test
    void aHeapSplitAt10To18IsNamedByItsRuleAndLeadsToALossByLaskersTheorem() throws Exception {
        // with B = 10^18 - 8 (a multiple of 8), G(B + 3) = B + 4 and G(B + 4) = B + 3 xor to 7: no take wins (only the
        // larger heap B + 4 has value B + 3), only a split of the heap B + 3, e.g. into 1 and B + 2 (values 1 and B + 2)
        Analysis a = Analyzer.analyze(withProofs("lasker-nim.boyi"), "999999999999999995 999999999999999996");
        assertThat(a.value().outcome()).isEqualTo(Outcome.WIN);
        MoveValue best = a.moves().get(0);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("heap 1: split into (\\d+) and (\\d+)").matcher(best.label().en());
        assertThat(m.matches()).as(best.label().en()).isTrue();
        java.math.BigInteger left = new java.math.BigInteger(m.group(1));
        java.math.BigInteger right = new java.math.BigInteger(m.group(2));
        assertThat(left.add(right)).isEqualTo(new java.math.BigInteger("999999999999999995"));
        assertThat(best.label().zh()).isEqualTo("第 1 堆：分成 " + left + " 和 " + right);
        assertThat(best.result().split(" ")).containsExactlyInAnyOrder(left.toString(), right.toString(), "999999999999999996");
        var lasker = boyi.games.heaps.LaskerNimGame.FAMILY.instantiate(Map.of());
        assertThat(Analyzer.analyze(lasker, best.result()).value().outcome()).isEqualTo(Outcome.LOSS);
        assertThat(Analyzer.analyze(lasker, "999999999999999995 999999999999999996").value().outcome()).isEqualTo(Outcome.WIN);
    }
}
