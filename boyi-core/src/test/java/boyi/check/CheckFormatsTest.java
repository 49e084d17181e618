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

    @ParameterizedTest
    @MethodSource("ids")
    void everyInputOfTheSmallBoxIsValidForBoyi(String id) {
        Problem problem = Catalogue.problem(id);
        InputFormat format = CheckFormats.of(id);
        for (Limits limits : Limits.values()) {
            List<long[]> small = format.small(limits);
            assertThat(small.size()).as(id + " small box").isGreaterThanOrEqualTo(id.equals("dice") ? 0 : 10);
            SplittableRandom random = new SplittableRandom(1);
            for (int step = 0; format.phase(step, 100, limits, false) == InputFormat.Phase.SMALL; step++) {
                List<long[]> cases = format.generate(random, step, 100, limits, false);
                String input = format.write(cases);
                assertThat(format.valid(cases, limits)).as("%s %s small input %d: %s", id, limits, step, input).isTrue();
                assertThat(problem.solve(input, List.of())).as("%s %s small input %d", id, limits, step).isNotEmpty();
            }
        }
    }

    /** The cases of the first inputs of a check of 100, while they are in the small phase. */
    private static List<String> smallPhase(String id) {
        InputFormat format = CheckFormats.of(id);
        List<String> cases = new java.util.ArrayList<>();
        SplittableRandom random = new SplittableRandom(1);
        int step = 0;
        for (; format.phase(step, 100, Limits.JUDGE, false) == InputFormat.Phase.SMALL; step++) {
            for (long[] c : format.generate(random, step, 100, Limits.JUDGE, false)) {
                cases.add(java.util.Arrays.toString(c));
            }
        }
        return cases;
    }

    @Test
    void theSmallBoxComesFirstPackedIntoFewInputs() {
        // every case of up to 3 heaps of up to 6 (6 + 36 + 216 of them), 20 to an input
        List<String> lasker = smallPhase("lasker-nim");
        assertThat(lasker).hasSize(258).contains("[1, 2, 3]", "[6, 6, 6]", "[5]");
        assertThat(CheckFormats.of("lasker-nim").phase(13, 100, Limits.JUDGE, false)).isEqualTo(InputFormat.Phase.THEOREM);
        // every n up to 200, 100 to an input
        List<String> cet4 = smallPhase("cet4");
        assertThat(cet4).hasSize(200).startsWith("[1]", "[2]", "[3]").endsWith("[200]");
        assertThat(smallPhase("multiplication")).hasSize(200).startsWith("[2]").contains("[163]");
        // every pair up to 31, 100 to an input
        assertThat(smallPhase("kiki")).hasSize(961).contains("[31, 31]");
        // a single case to an input: 40 inputs, the smallest first
        InputFormat bash = CheckFormats.of("bash");
        assertThat(bash.write(bash.generate(new SplittableRandom(1), 0, 100, Limits.JUDGE, false))).isEqualTo("0 1\n");
        assertThat(smallPhase("bash")).hasSize(36);
        InputFormat nim = CheckFormats.of("nim");
        assertThat(nim.write(nim.generate(new SplittableRandom(1), 0, 100, Limits.JUDGE, false))).isEqualTo("1\n0\n");
    }

    @Test
    void phasesComeInOrderAndSizesRampToTheLimits() {
        InputFormat bash = CheckFormats.of("bash");
        List<InputFormat.Phase> phases = new java.util.ArrayList<>();
        for (int step = 0; step < 100; step++) {
            InputFormat.Phase p = bash.phase(step, 100, Limits.JUDGE, false);
            if (phases.isEmpty() || phases.get(phases.size() - 1) != p) {
                phases.add(p);
            }
        }
        assertThat(phases).containsExactly(InputFormat.Phase.values());
        assertThat(bash.phase(99, 100, Limits.JUDGE, false)).isEqualTo(InputFormat.Phase.LIMITS);
        assertThat(bash.generate(new SplittableRandom(1), 99, 100, Limits.JUDGE, false).get(0)[0]).isGreaterThan(900_000_000);
        // a late random input of Boyi's limits reaches numbers no int holds
        long largest = 0;
        for (int step = 80; step < 95; step++) {
            for (long[] c : bash.generate(new SplittableRandom(step), step, 100, Limits.BOYI, false)) {
                largest = Math.max(largest, c[0]);
            }
        }
        assertThat(largest).isGreaterThan(Integer.MAX_VALUE);
    }

    @Test
    void distinguishingDrawsAreLosingForTheTheoremOrForItsNearestWrongVariant() {
        // Lasker's Nim against plain Nim: each drawn position is a loss of one of the two
        InputFormat lasker = CheckFormats.of("lasker-nim");
        Problem laskerProblem = Catalogue.problem("lasker-nim");
        SplittableRandom random = new SplittableRandom(2);
        int laskerLosses = 0;
        int nimLosses = 0;
        for (int i = 0; i < 200; i++) {
            long[] c = lasker.cases().drawDistinguishing(new RandomDraw(random, i % 10, 10, Limits.JUDGE, false));
            long plain = 0;
            for (long v : c) {
                plain ^= v;
            }
            boolean laskerLoss = laskerProblem.solve("1\n" + c.length + "\n" + String.join(" ",
                    java.util.Arrays.stream(c).mapToObj(Long::toString).toList()) + "\n", List.of()).equals("Bob\n");
            laskerLosses += laskerLoss ? 1 : 0;
            nimLosses += plain == 0 ? 1 : 0;
        }
        assertThat(laskerLosses).isGreaterThan(50);
        assertThat(nimLosses).isGreaterThan(50);
        // CET-4: multiples of 4 as well as of 3
        InputFormat cet4 = CheckFormats.of("cet4");
        long fours = 0;
        for (int i = 0; i < 200; i++) {
            long n = cet4.cases().drawDistinguishing(new RandomDraw(random, i % 10, 10, Limits.JUDGE, false))[0];
            fours += n % 4 == 0 && n % 3 != 0 ? 1 : 0;
        }
        assertThat(fours).isGreaterThan(20);
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
