package boyi.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** {@code --time-limit}: solve, cgt and play stop at the bound with one line, and say when they are still working. */
class TimeLimitTest {

    /** {1|-1} + {2|-2} + ... + {22|-22}: its canonical form takes most of a minute and over a gigabyte. */
    private static final String SWITCHES = IntStream.rangeClosed(1, 22).mapToObj(i -> "{" + i + "|-" + i + "}")
            .collect(Collectors.joining(" + "));

    @Test
    void aLongValueStopsAtTheLimitWithOneLine() {
        long start = System.nanoTime();
        Cli r = Cli.run("cgt", "--time-limit", "1", SWITCHES);
        assertThat(r.isBadInput()).as(r.err()).isTrue();
        assertThat(r.err()).contains("--time-limit 1: the work was not finished in 1 s");
        assertThat((System.nanoTime() - start) / 1_000_000).as("milliseconds").isLessThan(10_000);
    }

    /** {101|-101} + ... + {124|-124}: heavier than {@link #SWITCHES}, and sharing none of its sums (kept in a cache). */
    private static final String OTHER_SWITCHES = IntStream.rangeClosed(101, 124).mapToObj(i -> "{" + i + "|-" + i + "}")
            .collect(Collectors.joining(" + "));

    @Test
    void workStillRunningAfterTwoSecondsSaysSoOnStderr() {
        Cli r = Cli.run("cgt", "--time-limit", "3", OTHER_SWITCHES);
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).contains("still working (", "stops at --time-limit 3 s", "--time-limit 3: the work was not finished");
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
