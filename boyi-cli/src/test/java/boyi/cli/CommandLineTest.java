package boyi.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The front door: help, list, and the bad-input rule for the generic commands. */
class CommandLineTest {

    @Test
    void helpNamesEveryCommandWithExamples() {
        Cli r = Cli.run("--help");
        assertThat(r.status()).isZero();
        assertThat(r.out()).contains("problem", "solve", "table", "list", "play", "serve", "simulate", "Examples:");
    }

    @ParameterizedTest
    @CsvSource({"problem", "solve", "table", "list", "play", "serve", "simulate"})
    void everyCommandHasHelpWithAnExample(String command) {
        Cli r = Cli.run(command, "--help");
        assertThat(r.status()).isZero();
        assertThat(r.out()).contains("Example");
        assertThat(r.err()).as("picocli warnings").isEmpty();
    }

    @Test
    void listShowsGamesAndProblems() {
        Cli r = Cli.run("list");
        assertThat(r.status()).isZero();
        assertThat(r.out()).contains("Games", "Problems");
    }

    @Test
    void unknownProblemIsOneLine() {
        Cli r = Cli.withInput("1 2\n", "problem", "no-such-problem");
        assertThat(r.isBadInput()).as(r.toString()).isTrue();
        assertThat(r.err()).startsWith("boyi problem: unknown problem \"no-such-problem\"");
    }

    @Test
    void unknownGameIsOneLine() {
        Cli r = Cli.run("solve", "no-such-game", "3");
        assertThat(r.isBadInput()).as(r.toString()).isTrue();
        assertThat(r.err()).contains("unknown game \"no-such-game\"");
    }

    @Test
    void unknownOptionIsOneLine() {
        Cli r = Cli.run("table", "x", "--upto", "zz");
        assertThat(r.isBadInput()).as(r.toString()).isTrue();
    }

    @Test
    void unknownCommandIsOneLine() {
        Cli r = Cli.run("frobnicate");
        assertThat(r.isBadInput()).as(r.toString()).isTrue();
    }
}
