package boyi.cli;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.solve.Interruption;
import boyi.util.Lang;
import boyi.util.TooLargeException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code --time-limit}: solve, prove, cgt and play stop at the bound with one line, and say when they are still working. */
class TimeLimitTest {

    /** {1|-1} + {2|-2} + ... + {22|-22}: its canonical form takes seconds and its text is millions of characters. */
    private static final String SWITCHES = IntStream.rangeClosed(1, 22).mapToObj(i -> "{" + i + "|-" + i + "}")
            .collect(Collectors.joining(" + "));

    /** A command whose work never ends by itself: only the bound (or an interrupt) stops it. */
    @Command(name = "endless")
    static final class Endless implements Callable<Integer> {

        @Spec
        CommandSpec spec;

        @Mixin
        TimeLimitOption timeLimit;

        @Override
        public Integer call() {
            try {
                return timeLimit.run(() -> {
                    while (true) {
                        Interruption.checkNow();
                        Thread.sleep(20);
                    }
                });
            } catch (TooLargeException stopped) {
                spec.commandLine().getErr().println(stopped.text().en());
                return 2;
            }
        }
    }

    @Test
    void workStillRunningAfterTwoSecondsSaysSoOnStderrThenStopsAtTheLimit() {
        Main.lang = Lang.EN;   // the progress line's language (set by each run of Main; this command runs without it)
        StringWriter err = new StringWriter();
        CommandLine cl = new CommandLine(new Endless());
        cl.setErr(new PrintWriter(err, true));
        long start = System.nanoTime();
        int status = cl.execute("--time-limit", "3");
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertThat(status).isEqualTo(2);
        assertThat(millis).isBetween(2_900L, 30_000L);
        String text = err.toString();
        assertThat(text).contains("still working (", "stops at --time-limit 3 s", "--time-limit 3: the work was not finished in 3 s");
        assertThat(text.indexOf("still working")).isLessThan(text.indexOf("was not finished"));
    }

    @Test
    void aLongValueIsStoppedWithOneLine() {
        long start = System.nanoTime();
        Cli r = Cli.run("cgt", "--time-limit", "1", SWITCHES);
        assertThat(r.isBadInput()).as(r.err()).isTrue();
        // the time limit stops it, or on a fast machine the bound on the length of its text
        assertThat(r.err()).containsAnyOf("--time-limit 1: the work was not finished in 1 s", "too long to print");
        assertThat((System.nanoTime() - start) / 1_000_000).as("milliseconds").isLessThan(10_000);
    }

    @Test
    void aShortAnswerIsUnchangedAndSaysNothingMore() {
        Cli r = Cli.run("solve", "--time-limit", "30", "bash", "3", "10");
        assertThat(r.status()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).contains("value:     win in 5");
    }

    @Test
    void aBadLimitIsOneLine() {
        Cli r = Cli.run("solve", "--time-limit", "-1", "bash", "3", "10");
        assertThat(r.isBadInput()).as(r.err()).isTrue();
        assertThat(r.err()).contains("--time-limit -1: expected 0..");
    }

    @Test
    void everyCommandThatSolvesTakesTheOption() {
        for (String command : new String[] {"solve", "cgt", "play", "table", "prove"}) {
            assertThat(Cli.run(command, "--help").out()).as(command).contains("--time-limit");
        }
    }
}
