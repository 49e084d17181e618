package boyi.cli;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.catalogue.Catalogue;
import boyi.check.CheckFormats;
import boyi.check.CheckVerdict;
import boyi.check.Limits;
import boyi.check.OutputJudge;
import boyi.check.TokenChecker;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code boyi check} against contestants' solutions written in Java (src/test/resources/boyi/cli/check, one
 * file per problem whose first argument picks a right or a wrong variant): each right one passes, each
 * wrong one is caught with its verdict and shrunk small. The solutions are
 * compiled once with javax.tools (about 2 s for all, against about 1 s per run for single-file source
 * launch) and run as child processes, several sessions at once.
 */
class CheckCommandTest {

    /** The judge of runs whose output this test does not judge. */
    private static OutputJudge any() {
        return TokenChecker.INSTANCE.open("", "");
    }


    /** Compiled solutions, shared by every test. */
    private static Path classes;

    @BeforeAll
    static void compileSolutions(@TempDir Path dir) throws IOException, URISyntaxException {
        Path sources = Path.of(CheckCommandTest.class.getResource("check/Bash.java").toURI()).getParent();
        List<String> args = new ArrayList<>(List.of("-d", dir.toString(), "-encoding", "UTF-8", "-nowarn"));
        try (Stream<Path> files = Files.list(sources)) {
            files.filter(f -> f.toString().endsWith(".java")).forEach(f -> args.add(f.toString()));
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertThat(javac.run(null, null, null, args.toArray(String[]::new))).isZero();
        classes = dir;
    }

    /**
     * The command that runs a compiled solution, named by its class and the variant its first argument
     * picks ({@code "Euclid off-by-one"}): a JVM tuned to start quickly.
     */
    private static List<String> javaCommand(String solution) {
        String[] words = solution.split(" ");
        return List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xshare:auto",
                "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-cp", classes.toString(), words[0], words[1]);
    }

    /** {@code boyi check <problem> <options> --time-limit 60 -- java ... <solution>}, in-process. */
    private static Cli check(String solution, String problem, String... options) {
        List<String> words = new ArrayList<>(List.of("check", problem));
        words.addAll(List.of(options));
        words.addAll(List.of("--time-limit", "60", "--"));
        words.addAll(javaCommand(solution));
        return Cli.run(words.toArray(String[]::new));
    }

    /** One session: a solution of a problem, the verdict it must get, and how small its input must shrink. */
    private record Session(String problem, String solution, Limits limits, int inputs, long timeLimitMillis,
                           CheckVerdict verdict, boolean smallNumbers, boolean largest) {

        Session(String problem, String solution, Limits limits, int inputs, long timeLimitMillis, CheckVerdict verdict,
                boolean smallNumbers) {
            this(problem, solution, limits, inputs, timeLimitMillis, verdict, smallNumbers, false);
        }

        CheckSession.Result run() {
            ChildProcess child = ChildProcess.of(javaCommand(solution), timeLimitMillis, 512L << 20);
            return new CheckSession(Catalogue.problem(problem), CheckFormats.of(problem), limits, child)
                    .run(20261201, inputs, largest, done -> { });
        }
    }

    private static Session right(String problem, String solution, Limits limits) {
        return new Session(problem, solution, limits, 3, 60_000, CheckVerdict.ACCEPTED, false);
    }

    private static Session wrong(String problem, String solution, Limits limits, CheckVerdict verdict, boolean small) {
        return new Session(problem, solution, limits, 30, 60_000, verdict, small);
    }

    @Test
    void rightSolutionsPassAndWrongOnesAreCaughtWithTheirVerdictAndShrunk() throws Exception {
        List<Session> sessions = List.of(
                right("bash", "Bash normal", Limits.BOYI),
                right("bash-misere", "Bash misere", Limits.JUDGE),
                wrong("bash-misere", "Bash misere-as-normal", Limits.JUDGE, CheckVerdict.WRONG_ANSWER, true),
                right("nim", "Nim right", Limits.BOYI),
                wrong("nim", "Nim odd-sum", Limits.JUDGE, CheckVerdict.WRONG_ANSWER, true),
                right("wythoff", "Wythoff exact", Limits.BOYI),
                // "Wythoff double" is caught only past the 40 small inputs: ShrinkToLocalMinimumTest in boyi-core
                right("euclid", "Euclid right", Limits.BOYI),
                wrong("euclid", "Euclid off-by-one", Limits.JUDGE, CheckVerdict.WRONG_ANSWER, true),
                wrong("euclid", "Euclid int", Limits.JUDGE, CheckVerdict.WRONG_ANSWER, false),
                right("fibonacci", "Fibonacci right", Limits.BOYI),
                // a stress run at Boyi's limits (n near 10^18): the walk up to n is too slow on any machine
                new Session("fibonacci", "Fibonacci slow", Limits.BOYI, 3, 1500, CheckVerdict.TIME_LIMIT, false, true),
                right("john", "John right", Limits.JUDGE),
                wrong("john", "John as-nim", Limits.JUDGE, CheckVerdict.WRONG_ANSWER, true),
                right("ball-game", "BallGame right", Limits.JUDGE),
                wrong("ball-game", "BallGame normal", Limits.JUDGE, CheckVerdict.WRONG_ANSWER, true),
                right("kiki", "Kiki right", Limits.BOYI),
                wrong("kiki", "Kiki case", Limits.JUDGE, CheckVerdict.WRONG_ANSWER, true),
                wrong("kiki", "Kiki one-line", Limits.JUDGE, CheckVerdict.PRESENTATION, true),
                right("monks", "Monks right", Limits.JUDGE),
                wrong("monks", "Monks crash", Limits.JUDGE, CheckVerdict.RUNTIME_ERROR, true),
                right("good-boy", "GoodBoy right", Limits.JUDGE),
                wrong("good-boy", "GoodBoy at-most", Limits.JUDGE, CheckVerdict.WRONG_ANSWER, true));
        // JVM start-up is most of each run: four sessions at once share the machine's cores
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<CheckSession.Result>> results = new ArrayList<>();
        for (Session s : sessions) {
            results.add(pool.submit(s::run));
        }
        pool.shutdown();
        for (int i = 0; i < sessions.size(); i++) {
            Session s = sessions.get(i);
            CheckSession.Result r = results.get(i).get();
            String what = s.solution() + " on " + s.problem();
            if (s.verdict() == CheckVerdict.ACCEPTED) {
                assertThat(r.failure()).as(what).isNull();
                assertThat(r.inputsRun()).as(what).isEqualTo(s.inputs());
                continue;
            }
            assertThat(r.failure()).as(what).isNotNull();
            assertThat(r.failure().judgement().verdict()).as(what + ": " + r.failure().judgement().note()).isEqualTo(s.verdict());
            if (s.smallNumbers()) {
                assertThat(r.failure().cases()).as(what + " cases").hasSizeLessThanOrEqualTo(3);
                for (long[] c : r.failure().cases()) {
                    for (long v : c) {
                        assertThat(v).as(what + ": " + r.failure().input()).isLessThanOrEqualTo(100);
                    }
                }
            }
        }
    }

    @Test
    void theWrongAnswerReportShowsTheShrunkInputBothOutputsAndWhyAndSavesThem(@TempDir Path dir) throws IOException {
        Path saved = dir.resolve("failed");
        Cli c = check("Bash misere-as-normal", "bash-misere", "--seed", "5", "--cases", "10", "--save", saved.toString(),
                "--progress", "always", "--lang", "en");
        assertThat(c.status()).isEqualTo(1);
        assertThat(c.out()).startsWith("boyi check bash-misere: wrong answer on input ")
                .contains("\nexpected:\n", "\ngot:\n", "what:      token 1: expected \"", "why the expected answer is right:\n  bash ");
        assertThat(c.err()).contains("inputs/s");
        String input = Files.readString(saved.resolve("input.txt"));
        assertThat(c.out()).contains("\n  " + input.strip() + "\n");
        assertThat(Files.readString(saved.resolve("expected.txt"))).isEqualTo(Catalogue.problem("bash-misere")
                .solve(input, List.of()));
        assertThat(Files.readString(saved.resolve("got.txt")).strip()).isIn("Yes", "No")
                .isNotEqualTo(Files.readString(saved.resolve("expected.txt")).strip());
    }

    @Test
    void jsonInChineseGivesTheVerdictAndTheFailingCase() throws IOException {
        Cli c = check("Bash misere-as-normal", "bash-misere", "--seed", "1", "--cases", "10", "--json", "--lang", "zh");
        assertThat(c.status()).isEqualTo(1);
        JsonNode j = new ObjectMapper().readTree(c.out());
        assertThat(j.get("verdict").asText()).isEqualTo("wrong answer");
        assertThat(j.get("verdict_text").asText()).isEqualTo("答案错误");
        assertThat(j.get("cases_run").asInt()).isBetween(1, 10);
        String input = j.get("input").asText();
        assertThat(j.get("expected").asText()).isEqualTo(Catalogue.problem("bash-misere").solve(input, List.of()));
        assertThat(j.get("got").asText().strip()).isNotEqualTo(j.get("expected").asText().strip());
        assertThat(j.get("explanation").asText()).startsWith("bash ").containsPattern("\\p{IsHan}");
        assertThat(j.get("seconds").isNumber()).isTrue();
        assertThat(j.get("seconds").decimalValue()).isPositive().isLessThan(j.get("time_limit_seconds").decimalValue());
    }

    @Test
    void aRightSolutionExitsZeroAndAStressRunReportsItsTime() {
        Cli c = check("Kiki right", "kiki", "--stress", "--cases", "2", "--seed", "3", "--lang", "en");
        assertThat(c.status()).as(c.out() + c.err()).isZero();
        assertThat(c.out()).matches("boyi check kiki: all 2 inputs passed \\(seed 3, judge limits, largest inputs\\), "
                + "slowest [0-9.]+ s of the 60 s limit\n"
                + "start-up:  [0-9.]+ s \\(the program on the smallest input\\); the slowest input took [0-9.]+ s beyond it\n");
    }

    @Test
    void badUsageGetsOneLineAndExitTwo() {
        assertThat(Cli.run("check", "no-such-problem", "--", "true").isBadInput()).isTrue();
        assertThat(Cli.run("check", "nim").isBadInput()).isTrue();
        Cli missing = Cli.run("check", "nim", "--", "/no/such/program");
        assertThat(missing.isBadInput()).isTrue();
        assertThat(missing.err()).isEqualTo("boyi check: cannot start \"/no/such/program\": no such file\n");
        assertThat(Cli.run("check", "nim", "--", "no-such-program-on-path").err()).contains("no such program on PATH");
        assertThat(Cli.run("check", "nim", "--limits", "huge", "--", "true").isBadInput()).isTrue();
        assertThat(Cli.run("check", "nim", "--time-limit", "soon", "--", "true").isBadInput()).isTrue();
        assertThat(Cli.run("check", "nim", "--cases", "0", "--", "true").isBadInput()).isTrue();
        Cli zh = Cli.run("check", "nim", "--lang", "zh");
        assertThat(zh.isBadInput()).isTrue();
        assertThat(zh.err()).startsWith("boyi check: 缺少要检查的程序");
    }

    @Test
    void theRunnerStopsEachLimit() {
        ChildRun slow = ChildProcess.of(List.of("sh", "-c", "sleep 30 & echo $!; wait"), 500, 256L << 20)
                .run(new byte[0], any());
        assertThat(slow.timedOut()).isTrue();
        assertThat(slow.millis()).isBetween(500L, 20_000L);
        // that nothing is left running is CheckContainmentTest's part

        ChildRun loud = ChildProcess.of(List.of("yes"), 30_000, 256L << 20).withOutputCap(1 << 20).run(new byte[0], any());
        assertThat(loud.outputLimited()).isTrue();
        assertThat(loud.stdoutBytes()).isEqualTo(1 << 20);

        ChildRun hungry = ChildProcess.of(List.of("tail", "/dev/zero"), 30_000, 32L << 20).run(new byte[0], any());
        assertThat(hungry.outOfMemory()).isTrue();

        ChildProcess crashing = ChildProcess.of(List.of("sh", "-c", "echo oops >&2; kill -SEGV $$"), 30_000, 256L << 20);
        ChildRun crash = crashing.run(new byte[0], any());
        assertThat(crash.signal()).isEqualTo(11);
        assertThat(crash.stderrTail()).isEqualTo("oops\n");
        CheckSession session = new CheckSession(Catalogue.problem("nim"), CheckFormats.of("nim"), Limits.JUDGE, crashing);
        assertThat(session.judge(crash, TokenChecker.INSTANCE.open("1\n1\n", "Yes\n")).note().en()).isEqualTo("killed by signal 11 (SIGSEGV)");

        ChildRun echo = ChildProcess.of(List.of("cat"), 30_000, 256L << 20).run("1\n5\n".getBytes(), any());
        assertThat(new String(echo.stdout())).isEqualTo("1\n5\n");
        assertThat(echo.exitCode()).isZero();
    }
}
