package boyi.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code boyi check --rules}: Python solutions of three rule games of different shapes (a number
 * with a parameter, heaps, a row of cells) are checked against Boyi's search; the right ones pass,
 * the wrong ones are caught on small positions and shrunk to one.
 */
class CheckRulesTest {

    private static String python() {
        return Files.isExecutable(Path.of("/usr/bin/python3")) ? "/usr/bin/python3" : "python3";
    }

    private static String resource(String file) {
        try {
            return Path.of(CheckRulesTest.class.getResource("check/" + file).toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The project's rules folder, from the module's folder where the tests run. */
    private static String rules(String file) {
        Path p = Path.of("..", "rules", file);
        return (Files.exists(p) ? p : Path.of("rules", file)).toAbsolutePath().toString();
    }

    private static Cli check(String... words) {
        List<String> all = new ArrayList<>(List.of("check", "--cases", "12", "--seed", "3", "--time-limit", "20", "--lang", "en"));
        all.addAll(List.of(words));
        return Cli.run(all.toArray(String[]::new));
    }

    @Test
    void aNumberGameWithAParameter() {
        Cli right = check("--rules", rules("bash.boyi"), "m=4", "--", python(), resource("rules_bash.py"), "right", "4");
        assertThat(right.status()).as(right.out() + right.err()).isZero();
        assertThat(right.out()).startsWith("boyi check bash: all 12 inputs passed");
        Cli wrong = check("--rules", rules("bash.boyi"), "m=4", "--", python(), resource("rules_bash.py"), "mod-m", "4");
        assertThat(wrong.status()).isEqualTo(1);
        assertThat(wrong.out()).contains("wrong answer on input 1 of 12", "found among the small inputs",
                "no single removal or smaller number still fails", "\n  1\n  4\nexpected:\n  win\ngot:\n  loss\n");
    }

    @Test
    void heapsWithTheirOwnAnswerWords() {
        Cli right = check("--rules", rules("cet4.boyi"), "--answers", "Kiki,Cici,Draw", "--", python(), resource("rules_cet4.py"),
                "right");
        assertThat(right.status()).as(right.out() + right.err()).isZero();
        Cli wrong = check("--rules", rules("cet4.boyi"), "--answers", "Kiki,Cici,Draw", "--", python(), resource("rules_cet4.py"),
                "mod4");
        assertThat(wrong.status()).isEqualTo(1);
        assertThat(wrong.out()).contains("\n  1\n  3\nexpected:\n  Cici\ngot:\n  Kiki\n");
    }

    @Test
    void aRowOfCells() {
        Cli wrong = check("--rules", rules("lol.boyi"), "--", python(), resource("rules_draw.py"));
        assertThat(wrong.status()).as(wrong.out() + wrong.err()).isEqualTo(1);
        assertThat(wrong.out()).contains("found among the small inputs").containsPattern("\n  1\n  [*LO]{1,5}\nexpected:\n  (win|loss)\n");
    }

    @Test
    void badAnswerWordsAndBadRulesAreOneLineAndExitTwo() {
        Cli twice = check("--rules", rules("cet4.boyi"), "--answers", "Kiki,Kiki,Draw", "--", "true");
        assertThat(twice.isBadInput()).isTrue();
        assertThat(twice.err()).contains("--answers \"Kiki,Kiki,Draw\": expected three different words");
        Cli noFile = check("--rules", "/no/such.boyi", "--", "true");
        assertThat(noFile.isBadInput()).isTrue();
        Cli onlyRules = Cli.run("check", "nim", "--answers", "a,b,c", "--", "true");
        assertThat(onlyRules.isBadInput()).isTrue();
    }
}
