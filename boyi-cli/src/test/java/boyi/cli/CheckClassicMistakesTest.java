package boyi.cli;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.catalogue.Catalogue;
import boyi.check.CheckFormats;
import boyi.check.CheckVerdict;
import boyi.check.InputFormat;
import boyi.check.Limits;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The classic mistakes of issue 29, written apart from the project in Python
 * (src/test/resources/boyi/cli/check/*.py, the first argument picking the right solution or the
 * mistake): each right one passes, each mistake is caught among the small inputs and shrunk to a
 * local minimum that is the smallest failing input; and a slow start is reported as start-up.
 */
class CheckClassicMistakesTest {

    /** The system's Python (a version manager's shim would add its own start-up). */
    private static String python() {
        return Files.isExecutable(Path.of("/usr/bin/python3")) ? "/usr/bin/python3" : "python3";
    }

    private static String solution(String file) {
        try {
            return Path.of(CheckClassicMistakesTest.class.getResource("check/" + file).toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static CheckSession.Result check(String problem, String file, String variant, int inputs) {
        ChildProcess child = ChildProcess.of(List.of(python(), solution(file), variant), 30_000, 256L << 20);
        return new CheckSession(Catalogue.problem(problem), CheckFormats.of(problem), Limits.JUDGE, child)
                .run(7, inputs, false, done -> { });
    }

    static Stream<Arguments> mistakes() {
        return Stream.of(
                Arguments.of("lasker-nim", "lasker.py", "plain-xor", "1\n3\n1 2 3\n"),
                Arguments.of("cet4", "cet4.py", "mod4", "3\n"),
                Arguments.of("multiplication", "multiplication.py", "floor", "163\n"));
    }

    @ParameterizedTest
    @MethodSource("mistakes")
    void eachMistakeIsCaughtAmongTheSmallInputsAndShrunkToTheSmallestFailingInput(String problem, String file, String variant,
                                                                                  String smallest) {
        CheckSession.Result r = check(problem, file, variant, 100);
        CheckSession.Failure f = r.failure();
        assertThat(f).isNotNull();
        assertThat(f.judgement().verdict()).isEqualTo(CheckVerdict.WRONG_ANSWER);
        assertThat(f.phase()).isEqualTo(InputFormat.Phase.SMALL);
        assertThat(f.number()).isLessThanOrEqualTo(3);
        assertThat(f.shrink().minimal()).isTrue();
        InputFormat format = CheckFormats.of(problem);
        String sorted = format.write(f.cases().stream().map(c -> Arrays.stream(c).sorted().toArray()).toList());
        assertThat(sorted).as("shrunk in %d runs", f.shrink().runs()).isEqualTo(smallest);
        assertThat(f.expected()).isNotEqualTo(f.got());
    }

    @ParameterizedTest
    @MethodSource("mistakes")
    void theRightSolutionsPass(String problem, String file) {
        CheckSession.Result r = check(problem, file, "right", 8);
        assertThat(r.failure()).isNull();
        assertThat(r.leftBehind()).isZero();
        assertThat(r.startupMillis()).isPositive();
    }

    @Test
    void aSlowStartIsReportedAsStartUpInBothLanguages() {
        String wrapped = "sleep 0.6; exec " + python() + " " + solution("cet4.py") + " right";
        Cli en = Cli.run("check", "cet4", "--cases", "2", "--seed", "1", "--time-limit", "1.5", "--lang", "en", "--", "sh", "-c",
                wrapped);
        assertThat(en.status()).as(en.out() + en.err()).isZero();
        assertThat(en.out()).containsPattern("start-up:  0\\.[6-9][0-9]* s|start-up:  1\\.[0-9]+ s")
                .contains("warning:   start-up took ", " of the 1.5 s limit: interpreter or JVM start; run with --time-limit or a "
                        + "compiled binary");
        Cli zh = Cli.run("check", "cet4", "--cases", "2", "--seed", "1", "--time-limit", "1.5", "--lang", "zh", "--", "sh", "-c",
                wrapped);
        assertThat(zh.out()).contains("注意：      仅启动就用了 ").contains("时限 1.5 秒");
        Cli quick = Cli.run("check", "cet4", "--cases", "2", "--seed", "1", "--time-limit", "5", "--lang", "en", "--", python(),
                solution("cet4.py"), "right");
        assertThat(quick.out()).contains("start-up:  ").doesNotContain("warning");
    }
}
