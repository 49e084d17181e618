package boyi.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@code java -jar boyi.jar serve} without {@code -Xmx} (issue 20: 3.8 GB resident with the
 * default heap): the server runs in a child JVM with a 1 GB heap, and ends with its parent, even
 * when the parent is killed.
 */
class ServeHeapTest {

    @Test
    void aServerStartedWithoutAHeapLimitRunsInAChildWithOneGigabyte() throws Exception {
        Process parent = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Main.class.getName(), "serve", "--port", "0", "--lang", "en")
                .redirectErrorStream(true).start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(parent.getInputStream(), StandardCharsets.UTF_8));
            String line = CompletableFuture.supplyAsync(() -> {
                try {
                    return out.readLine();
                } catch (java.io.IOException e) {
                    return e.toString();
                }
            }).get(120, TimeUnit.SECONDS);
            assertThat(line).startsWith("Boyi is serving http://127.0.0.1:");
            String url = line.substring("Boyi is serving ".length(), line.indexOf(" (Ctrl+C"));

            List<ProcessHandle> children = parent.descendants().toList();
            assertThat(children).as("one child JVM").hasSize(1);
            List<String> arguments = Arrays.asList(children.get(0).info().arguments().orElse(new String[0]));
            assertThat(arguments).contains("-Xmx" + ServeHeap.HEAP, Main.class.getName(), "serve");

            HttpResponse<String> games = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(url + "api/games"))
                    .timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(games.statusCode()).isEqualTo(200);

            parent.destroyForcibly();   // kill -9: no shutdown hook runs in the parent
            assertThat(children.get(0).onExit().get(30, TimeUnit.SECONDS).isAlive()).as("the child ends with its parent").isFalse();
        } finally {
            parent.descendants().forEach(ProcessHandle::destroyForcibly);
            parent.destroyForcibly();
        }
    }

    @Test
    void aChosenHeapIsKept() {
        assertThat(ServeHeap.choosesHeap(List.of("-Xss512k", "-Xmx6g"))).isTrue();
        assertThat(ServeHeap.choosesHeap(List.of("-XX:MaxRAMPercentage=10"))).isTrue();
        assertThat(ServeHeap.choosesHeap(List.of("-Xss512k", "-Dfile.encoding=UTF-8"))).isFalse();
    }
}
