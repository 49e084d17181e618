package boyi.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import boyi.check.CheckVerdict;
import boyi.check.OutputJudge;
import boyi.check.TokenChecker;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code boyi check} contains the program it runs: small shell programs that leave children
 * behind (in the background, by a double fork, in a session of their own, under nohup), hold its
 * output open, print a lot, write files, and signal their parent. Each is run with the PID
 * namespace where this system allows one and by tracking processes alone.
 */
class CheckContainmentTest {

    private static ChildProcess sh(String script, long timeLimitMillis, boolean namespace) {
        ChildProcess child = ChildProcess.of(List.of("sh", "-c", script), timeLimitMillis, 256L << 20);
        return namespace ? child : child.withoutNamespace();
    }

    /** One run on no input; the child's namespace ends with it. */
    private static ChildRun run(ChildProcess child) {
        try (child) {
            return child.run(new byte[0], TokenChecker.INSTANCE.open("", ""));
        }
    }

    private static List<String> lines(ChildRun run) {
        return List.of(new String(run.stdout()).split("\n"));
    }

    /** A sleep no other process runs: {@code sleep 30.<n>}, n new for each call. */
    private static String uniqueSleep() {
        return "sleep 30." + (100_000 + Math.floorMod(System.nanoTime(), 900_000));
    }

    /** How many live (not zombie) processes run exactly this command line, from /proc. */
    private static long running(String commandLine) {
        String wanted = commandLine.replace(' ', '\0') + "\0";
        try (Stream<Path> all = Files.list(Path.of("/proc"))) {
            return all.filter(p -> p.getFileName().toString().matches("\\d+")).filter(p -> {
                try {
                    String stat = Files.readString(p.resolve("stat"));
                    return !stat.substring(stat.lastIndexOf(')') + 2).startsWith("Z")
                            && new String(Files.readAllBytes(p.resolve("cmdline"))).equals(wanted);
                } catch (java.io.IOException | RuntimeException e) {
                    return false;
                }
            }).count();
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Waits up to two seconds for no process to run the command line. */
    private static boolean gone(String commandLine) throws InterruptedException {
        for (int i = 0; i < 100 && running(commandLine) > 0; i++) {
            Thread.sleep(20);
        }
        return running(commandLine) == 0;
    }

    static Stream<Arguments> leavers() {
        List<Arguments> all = new ArrayList<>();
        // each leaves SLEEP behind; it waits a little so that tracking sees its children start
        List<String> scripts = List.of(
                "SLEEP & sleep 0.1",
                "sh -c 'SLEEP &' & sleep 0.1",
                "setsid SLEEP & sleep 0.1",
                "nohup SLEEP >/dev/null 2>&1 & sleep 0.1",
                "SLEEP & SLEEP & sleep 0.1");
        for (String script : scripts) {
            all.add(Arguments.of(script, true));
            all.add(Arguments.of(script, false));
        }
        return all.stream();
    }

    @ParameterizedTest
    @MethodSource("leavers")
    void everyProcessAProgramLeavesBehindIsKilledAndReported(String script, boolean namespace) throws InterruptedException {
        String sleep = uniqueSleep();
        ChildProcess child = sh(script.replace("SLEEP", sleep), 10_000, namespace);
        assumeTrue(!namespace || child.inNamespace(), "no PID namespace here");
        ChildRun run = run(child);
        assertThat(run.timedOut()).isFalse();
        assertThat(run.exitCode()).isZero();
        assertThat(run.leftBehind()).as("reported").isTrue();
        assertThat(gone(sleep)).as("%s left by %s", sleep, script).isTrue();
    }

    @Test
    void cleanRunsShareOneNamespaceAndNoProcessOfARunReachesTheNext() throws InterruptedException {
        // the program prints its PID namespace, its process id there (they only grow within one namespace)
        // and whether any other process is in it; on "leave" it leaves one
        String sleep = uniqueSleep();
        try (ChildProcess child = sh("read what; readlink /proc/self/ns/pid; echo $$; "
                + "if kill -0 -1 2>/dev/null; then echo others; else echo alone; fi; "
                + "if [ \"$what\" = leave ]; then setsid " + sleep + " & sleep 0.1; fi", 10_000, true)) {
            assumeTrue(child.inNamespace(), "no PID namespace here");
            ChildRun first = child.run("stay\n".getBytes(), TokenChecker.INSTANCE.open("", ""));
            ChildRun second = child.run("leave\n".getBytes(), TokenChecker.INSTANCE.open("", ""));
            ChildRun third = child.run("stay\n".getBytes(), TokenChecker.INSTANCE.open("", ""));
            assertThat(lines(first).get(0)).startsWith("pid:[");
            assertThat(lines(second).get(0)).as("the same namespace after a clean run").isEqualTo(lines(first).get(0));
            assertThat(second.leftBehind()).isTrue();
            assertThat(gone(sleep)).isTrue();
            assertThat(Long.parseLong(lines(second).get(1))).isGreaterThan(Long.parseLong(lines(first).get(1)));
            assertThat(Long.parseLong(lines(third).get(1))).as("a new namespace after processes were left")
                    .isLessThan(Long.parseLong(lines(second).get(1)));
            for (ChildRun run : List.of(first, second, third)) {
                assertThat(lines(run).get(2)).isEqualTo("alone");
            }
            assertThat(first.leftBehind()).isFalse();
            assertThat(third.leftBehind()).isFalse();
        }
    }

    @Test
    void theProcessesUnderAProgramAreFoundAsProcessHandleFindsThem() throws Exception {
        // children, a grandchild in a subshell and one in a session of its own, each a sleep
        Process p = new ProcessBuilder("sh", "-c", "sleep 5 & (sleep 5 & wait) & setsid sleep 5 & echo started; wait").start();
        try {
            p.getInputStream().read();
            Thread.sleep(200);
            Set<Long> walked = new HashSet<>();
            ChildProcess.descendants(p).forEach(h -> walked.add(h.pid()));
            Set<Long> listed = new HashSet<>();
            p.descendants().forEach(h -> listed.add(h.pid()));
            assertThat(walked).hasSizeGreaterThanOrEqualTo(4).isEqualTo(listed);
        } finally {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
        }
    }

    @Test
    void aProgramThatWaitsForItsChildrenLeavesNothingBehind() {
        assertThat(run(sh("sleep 0.05 & wait; echo 1", 10_000, true)).leftBehind()).isFalse();
        assertThat(run(sh("sleep 0.05 & wait; echo 1", 10_000, false)).leftBehind()).isFalse();
        assertThat(run(sh("echo 1", 10_000, false)).leftBehind()).isFalse();
    }

    @Test
    void aDetachedGrandchildHoldingTheOutputDoesNotStallTheRun() {
        for (boolean namespace : new boolean[] {true, false}) {
            long start = System.nanoTime();
            ChildRun run = run(sh("setsid sh -c 'sleep 5' & echo done", 10_000, namespace));
            long millis = (System.nanoTime() - start) / 1_000_000;
            assertThat(new String(run.stdout())).isEqualTo("done\n");
            assertThat(millis).as("namespace " + namespace).isLessThan(1500);
            assertThat(run.leftBehind()).isTrue();
        }
    }

    @Test
    void thirtyMegabytesOfNewlinesAreJudgedWithoutBeingKept() {
        ChildRun run;
        OutputJudge judge = TokenChecker.INSTANCE.open("5\n", "Yes\n");
        try (ChildProcess child = sh("head -c 30000000 /dev/zero | tr '\\0' '\\n'", 30_000, true)) {
            run = child.run(new byte[0], judge);
        }
        assertThat(run.stdoutBytes()).isEqualTo(30_000_000L);
        assertThat(run.stdout()).hasSize(ChildProcess.KEPT);
        assertThat(judge.finish().note().en()).isEqualTo("expected 1 tokens, got 0");
        // the output cap stops a program that prints forever, and Boyi keeps a megabyte of it
        ChildRun loud = sh("yes", 30_000, true).withOutputCap(8L << 20).run(new byte[0], TokenChecker.INSTANCE.open("", "y\n"));
        assertThat(loud.outputLimited()).isTrue();
        assertThat(loud.stdoutBytes()).isEqualTo(8L << 20);
        assertThat(loud.stdout()).hasSize(ChildProcess.KEPT);
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 4096, 4097, 300_000})
    void theWholeInputReachesTheProgramWhateverItsSize(int size) {
        // in a namespace the input is a file; without, a pipe written without a thread up to its atomic size, above it by one
        for (boolean namespace : new boolean[] {true, false}) {
            ChildRun run;
            try (ChildProcess child = sh("wc -c", 10_000, namespace)) {
                run = child.run(new byte[size], TokenChecker.INSTANCE.open("", ""));
            }
            assertThat(new String(run.stdout()).trim()).as("namespace %s", namespace).isEqualTo(Integer.toString(size));
        }
    }

    @Test
    void theProgramRunsInAScratchFolderThatIsDeletedAfterwards() {
        Path here = Path.of("").toAbsolutePath();
        ChildRun run = run(sh("pwd; echo x > made-by-the-program; ls", 10_000, true));
        String[] lines = new String(run.stdout()).split("\n");
        Path folder = Path.of(lines[0]);
        assertThat(folder).isNotEqualTo(here);
        assertThat(lines[1]).isEqualTo("made-by-the-program");
        assertThat(Files.exists(folder)).isFalse();
        assertThat(Files.exists(here.resolve("made-by-the-program"))).isFalse();
    }

    @Test
    void aProgramInItsOwnNamespaceCannotStopOrKillBoyi() {
        ChildProcess child = sh("kill -STOP $PPID; kill -KILL $PPID; echo alive", 10_000, true);
        assumeTrue(child.inNamespace(), "no PID namespace here");
        ChildRun run = run(child);
        assertThat(new String(run.stdout())).isEqualTo("alive\n");
        assertThat(run.exitCode()).isZero();
    }

    @Test
    void aTimeLimitKillsTheWholeTreeWithinASecond() throws InterruptedException {
        for (boolean namespace : new boolean[] {true, false}) {
            String sleep = uniqueSleep();
            long start = System.nanoTime();
            ChildRun run = run(sh(sleep + " & setsid " + sleep + " & " + sleep, 300, namespace));
            assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(1300);
            assertThat(run.timedOut()).isTrue();
            assertThat(gone(sleep)).as("namespace %s", namespace).isTrue();
        }
    }

    @Test
    void aCrashInsideTheNamespaceIsStillACrash() {
        ChildRun crash = run(sh("kill -SEGV $$", 10_000, true));
        assertThat(crash.signal()).isEqualTo(11);
        assertThat(new CheckSession(boyi.catalogue.Catalogue.problem("nim"), boyi.check.CheckFormats.of("nim"),
                boyi.check.Limits.JUDGE, sh("true", 1000, true)).judge(crash, TokenChecker.INSTANCE.open("", "Yes\n")).verdict())
                .isEqualTo(CheckVerdict.RUNTIME_ERROR);
    }

    @Test
    void theInitsReportOfASignalIsNotThePrograms() {
        assertThat(NamespaceInit.programStderr("oops\nSegmentation fault\n", 128 + 11)).isEqualTo("oops\n");
        assertThat(NamespaceInit.programStderr("Aborted (core dumped)\n", 128 + 6)).isEmpty();
        assertThat(NamespaceInit.programStderr("oops\nSegmentation fault\n", 128 + 9)).isEqualTo("oops\nSegmentation fault\n");
        assertThat(NamespaceInit.programStderr("oops\nSegmentation fault\n", 0)).isEqualTo("oops\nSegmentation fault\n");
        assertThat(NamespaceInit.programStderr("no Segmentation fault\n", 128 + 11)).isEqualTo("no Segmentation fault\n");
    }
}
