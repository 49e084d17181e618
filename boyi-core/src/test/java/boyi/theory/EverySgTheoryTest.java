package boyi.theory;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.games.pairs.EuclidPair;
import boyi.games.pairs.EuclidPair.Pair;
import boyi.games.sums.EverySgSteps;
import boyi.games.sums.SumGame;
import boyi.games.sums.SumRule;
import boyi.model.Outcome;
import boyi.solve.NegamaxSolver;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every-SG against exhaustive search of the real rules (a move in every game not over, all at once). */
class EverySgTheoryTest {

    @Test
    void euclidStepFollowsTheStepDefinitionBySearch() {
        EverySgSteps<Pair> steps = new EverySgSteps<>(EuclidPair.RULES, 1_000_000);
        for (long p = 0; p <= 40; p++) {
            for (long q = 0; q <= 40; q++) {
                assertThat(EverySgTheory.euclidStep(p, q)).as("S(%d, %d)", p, q).isEqualTo(steps.step(new Pair(p, q)));
            }
        }
        assertThat(EverySgTheory.euclidStep(3, 2)).isEqualTo(2);
        assertThat(EverySgTheory.euclidStep(1, 1)).isEqualTo(1);
    }

    @Test
    void greatestStepDecidesSumsOfEuclidGamesPlayedTogether() {
        NegamaxSolver<List<Pair>> search = new NegamaxSolver<>(SumGame.of(EuclidPair.RULES, SumRule.EVERY_SG));
        List<Pair> small = new ArrayList<>();
        for (long p = 0; p <= 6; p++) {
            for (long q = 0; q <= 6; q++) {
                small.add(new Pair(p, q));
            }
        }
        int checked = 0;
        for (Pair a : small) {
            for (Pair b : small) {
                for (Pair c : List.of(new Pair(0, 0), new Pair(3, 2), new Pair(1, 1), new Pair(5, 3), new Pair(4, 1))) {
                    List<Pair> p = List.of(a, b, c);
                    long max = Math.max(EverySgTheory.euclidStep(a.p(), a.q()),
                            Math.max(EverySgTheory.euclidStep(b.p(), b.q()), EverySgTheory.euclidStep(c.p(), c.q())));
                    assertThat(EverySgTheory.moverWins(max)).as("%s", p).isEqualTo(search.value(p).outcome() == Outcome.WIN);
                    checked++;
                }
            }
        }
        assertThat(checked).isEqualTo(49 * 49 * 5);
    }

    @Test
    void treatingQuotientOneLikeTwoIsTheTrap() {
        // (3, 2): quotient 1 is forced to (1, 2), which the opponent wins: GG wins, not MM.
        assertThat(EverySgTheory.moverWins(EverySgTheory.euclidStep(3, 2))).isFalse();
        assertThat(EverySgTheory.euclidStep(1_000_000_000_000_000_000L, 999_999_999_999_999_999L)).isPositive();
    }
}
