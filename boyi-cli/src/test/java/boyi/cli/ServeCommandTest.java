package boyi.cli;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.web.BoyiServer;
import org.junit.jupiter.api.Test;

/** {@code boyi serve}'s errors (the server itself is tested over HTTP in boyi-web). */
class ServeCommandTest {

    @Test
    void aBadPortIsOneLine() {
        Cli r = Cli.run("serve", "--port", "70000");
        assertThat(r.isBadInput()).as(r.toString()).isTrue();
        assertThat(r.err()).contains("--port 70000: expected a port number 0..65535");
    }

    @Test
    void aPortInUseIsOneLine() {
        try (BoyiServer busy = new BoyiServer().start("127.0.0.1", 0)) {
            Cli r = Cli.run("serve", "--port", String.valueOf(busy.port()));
            assertThat(r.isBadInput()).as(r.toString()).isTrue();
            assertThat(r.err()).startsWith("boyi serve: cannot listen on 127.0.0.1:" + busy.port());
        }
    }
}
