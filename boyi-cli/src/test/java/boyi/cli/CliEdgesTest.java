package boyi.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line's edges: unreadable input, failed writes, "@file" arguments, misleading messages. */
class CliEdgesTest {

    @TempDir
    Path dir;

    private record Run(int status, String out, String err) {
    }

    private static Run run(InputStream in, OutputStream out, String... args) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(in, out, err, args);
        return new Run(status, out instanceof ByteArrayOutputStream b ? b.toString(StandardCharsets.UTF_8) : "",
                err.toString(StandardCharsets.UTF_8));
    }

    private static InputStream failingInput(String why) {
        return new InputStream() {
            @Override
            public int read() throws IOException {
                throw new IOException(why);
            }
        };
    }

    private static OutputStream failingOutput(String why) {
        return new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException(why);
            }
        };
    }

    @Test
    void atFileArgumentsAreNotRead() throws IOException {
        Path secret = Files.writeString(dir.resolve("secret.txt"), "TOP-SECRET-CONTENT\n");
        Cli r = Cli.run("solve", "lol", "@" + secret);
        assertThat(r.isBadInput()).as(r.err()).isTrue();
        assertThat(r.err()).contains("\"@/").doesNotContain("TOP-SECRET");
    }

    @Test
    void unreadableStandardInputIsOneLineAndExitTwo() {
        Run r = run(failingInput("Is a directory"), new ByteArrayOutputStream(), "problem", "take-ball");
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).isEqualTo("boyi problem: cannot read standard input: Is a directory\n");
    }

    @Test
    void aFailedWriteExitsOneWithTheReason() {
        Run full = run(InputStream.nullInputStream(), failingOutput("No space left on device"), "solve", "bash", "3", "10");
        assertThat(full.status()).isEqualTo(1);
        assertThat(full.err()).isEqualTo("boyi: cannot write the output: No space left on device\n");
        Run pipe = run(InputStream.nullInputStream(), failingOutput("Broken pipe"), "list");
        assertThat(pipe.status()).isEqualTo(1);
        assertThat(pipe.err()).contains("Broken pipe");
    }

    @Test
    void misleadingMessagesSayWhatIsWrong() {
        Cli bogus = Cli.run("bogus");
        assertThat(bogus.isBadInput()).isTrue();
        assertThat(bogus.err()).startsWith("boyi: ").doesNotContain("boyi boyi");
        Cli twice = Cli.run("solve", "bash", "m=3", "m=4", "10");
        assertThat(twice.isBadInput()).isTrue();
        assertThat(twice.err()).isEqualTo("boyi solve: bash: parameter m is given twice (m=3 and m=4)\n");
        Cli host = Cli.run("serve", "--host", "bogus.invalid", "--port", "0");
        assertThat(host.isBadInput()).isTrue();
        assertThat(host.err()).contains("--host bogus.invalid: no such host name").doesNotContain("port 0");
    }
}
