package boyi.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class SimulateCommandTest {

    private record Run(int status, String out, String err) {
    }

    private static Run run(String... args) {
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int status = Main.run(args);
            return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }

    @Test
    void printsEstimateIntervalAndExactValueReproducibly() {
        Run a = run("simulate", "dice", "--rounds", "200000", "--seed", "5", "--threads", "1", "--progress", "never",
                "--lang", "en");
        Run b = run("simulate", "dice", "--rounds", "200000", "--seed", "5", "--threads", "2", "--lang", "en");
        assertThat(a.status()).isZero();
        assertThat(a.out()).contains("exact:      5/108 = 0.046296").contains("95% confidence interval");
        assertThat(a.out().lines().filter(l -> l.startsWith("house edge:")).findFirst())
                .isEqualTo(b.out().lines().filter(l -> l.startsWith("house edge:")).findFirst());
        assertThat(a.err()).isEmpty();
    }

    @Test
    void otherRulesGetTheirOwnExactValue() {
        Run r = run("simulate", "dice", "--rounds", "10000", "--dice", "1", "--payouts", "-1,4", "--lang", "en");
        assertThat(r.status()).isZero();
        assertThat(r.out()).contains("exact:      1/6 = 0.166667");
    }

    @Test
    void printsInChineseWithTheSameNumbers() {
        Run zh = run("simulate", "dice", "--rounds", "200000", "--seed", "5", "--threads", "1", "--lang", "zh");
        Run en = run("simulate", "dice", "--rounds", "200000", "--seed", "5", "--threads", "1", "--lang", "en");
        assertThat(zh.status()).isZero();
        assertThat(zh.out()).contains("精确值：    5/108 = 0.046296").contains("95% 置信区间")
                .doesNotContain("house edge").doesNotContain("exact");
        String edgeZh = zh.out().lines().filter(l -> l.startsWith("庄家优势：")).findFirst().orElseThrow();
        String edgeEn = en.out().lines().filter(l -> l.startsWith("house edge:")).findFirst().orElseThrow();
        assertThat(edgeZh.substring("庄家优势：  ".length(), edgeZh.indexOf('（')))
                .isEqualTo(edgeEn.substring("house edge: ".length(), edgeEn.indexOf(" (")));
    }

    @Test
    void badOptionsExitWithStatus2AndOneLine() {
        for (String[] args : new String[][] {
            {"simulate", "dice", "--rounds", "0"},
            {"simulate", "dice", "--rounds", "x"},
            {"simulate", "dice", "--threads", "0"},
            {"simulate", "dice", "--dice", "4"},
            {"simulate", "dice", "--payouts", "1,2"},
            {"simulate", "dice", "--progress", "sometimes"},
            {"simulate", "cards"}}) {
            Run r = run(args);
            assertThat(r.status()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(r.out()).as(String.join(" ", args)).isEmpty();
            assertThat(r.err().strip()).as(String.join(" ", args)).startsWith("boyi simulate: ").doesNotContain("\n");
        }
    }
}
