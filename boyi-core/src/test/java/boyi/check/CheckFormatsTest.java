package boyi.check;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analyzer;
import boyi.catalogue.Catalogue;
import boyi.catalogue.GameArguments;
import boyi.problems.Problem;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every judge problem has a generator, and every input it makes is one Boyi's own reader accepts. */
class CheckFormatsTest {

    static List<String> ids() {
        return Catalogue.problemIds();
    }

    @Test
    void everyJudgeProblemHasAFormat() {
        assertThat(CheckFormats.ids()).containsExactlyElementsOf(Catalogue.problemIds()).hasSize(36);
    }

    @ParameterizedTest
    @MethodSource("ids")
    void generatedInputsAreValidForBoyiUnderBothLimits(String id) {
        Problem problem = Catalogue.problem(id);
        InputFormat format = CheckFormats.of(id);
        for (Limits limits : Limits.values()) {
            int steps = 12;
            SplittableRandom random = new SplittableRandom(id.hashCode());
            assertThat(format.cases().edges(limits)).as(id + " edges").isNotEmpty();
            // Boyi's largest inputs (10^6 numbers) take seconds each: their first third is enough here
            for (int step = 0; step < (limits == Limits.JUDGE ? steps : steps / 3); step++) {
                List<long[]> cases = format.generate(random, step, steps, limits, false);
                String input = format.write(cases);
                assertThat(format.valid(cases, limits)).as("%s %s step %d: %s", id, limits, step, input).isTrue();
                assertThat(problem.solve(input, List.of())).as("%s %s step %d", id, limits, step).isNotEmpty();
            }
        }
    }

    @ParameterizedTest
    @MethodSource("ids")
    void theLargestJudgeInputsAreValid(String id) {
        InputFormat format = CheckFormats.of(id);
        List<long[]> cases = format.generate(new SplittableRandom(7), 0, 1, Limits.JUDGE, true);
        assertThat(format.valid(cases, Limits.JUDGE)).isTrue();
        assertThat(Catalogue.problem(id).solve(format.write(cases), List.of())).isNotEmpty();
    }

    @Test
    void edgeCasesComeFirstAndSizesRamp() {
        InputFormat bash = CheckFormats.of("bash");
        assertThat(bash.write(bash.generate(new SplittableRandom(1), 0, 100, Limits.JUDGE, false))).isEqualTo("0 1\n");
        InputFormat nim = CheckFormats.of("nim");
        List<long[]> first = nim.generate(new SplittableRandom(1), 0, 100, Limits.JUDGE, false);
        assertThat(nim.write(first)).isEqualTo("3\n3 4 5\n");
        InputFormat ballGame = CheckFormats.of("ball-game");
        assertThat(ballGame.generate(new SplittableRandom(1), 0, 100, Limits.JUDGE, false)).hasSize(9);
        // a late input of Boyi's limits reaches numbers no int holds
        long largest = 0;
        for (int step = 80; step < 100; step++) {
            for (long[] c : bash.generate(new SplittableRandom(step), step, 100, Limits.BOYI, false)) {
                largest = Math.max(largest, c[0]);
            }
        }
        assertThat(largest).isGreaterThan(Integer.MAX_VALUE);
    }

    /** Problems whose cases Boyi explains through {@code boyi solve}: all but these. */
    private static final Set<String> UNEXPLAINED = Set.of("tang-jiang", "dag-chess", "tree-game", "christmas-game", "dice");

    @ParameterizedTest
    @MethodSource("ids")
    void theFirstEdgeCaseIsExplainedByBoyiSolve(String id) {
        long[] first = CheckFormats.of(id).cases().edges(Limits.JUDGE).get(0);
        List<List<String>> explained = CheckFormats.of(id).cases().explain(first);
        assertThat(explained.isEmpty()).as(id).isEqualTo(UNEXPLAINED.contains(id));
        for (List<String> words : explained) {
            GameArguments a = GameArguments.parse(words);
            assertThat(Analyzer.analyze(a.instance(), a.position()).why().en()).as(String.join(" ", words)).isNotBlank();
        }
    }

    @Test
    void wythoffColdPairsAreExact() {
        assertThat(TheoremNumbers.coldPair(1)).containsExactly(1, 2);
        assertThat(TheoremNumbers.coldPair(3)).containsExactly(4, 7);
        assertThat(TheoremNumbers.coldPair(10)).containsExactly(16, 26);
        long k = TheoremNumbers.largestColdPairIndex(Range.E18);
        assertThat(TheoremNumbers.coldPair(k)[1]).isLessThanOrEqualTo(Range.E18);
        assertThat(TheoremNumbers.coldPair(k + 1)[1]).isGreaterThan(Range.E18);
        assertThat(Catalogue.problem("wythoff").solve(TheoremNumbers.coldPair(k)[0] + " " + TheoremNumbers.coldPair(k)[1] + "\n",
                List.of())).isEqualTo("No\n");
        assertThat(TheoremNumbers.fibonacciAtMost(100)).isEqualTo(89);
    }
}
