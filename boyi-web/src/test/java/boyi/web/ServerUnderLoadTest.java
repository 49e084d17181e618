package boyi.web;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.catalogue.Catalogue;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.StringJoiner;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A bounded load on 127.0.0.1 (a few seconds): slow-body clients, heavy analyses and a burst of
 * cheap requests at once. The cheap ones must all be answered, the heavy ones stopped or refused
 * on time, the workers free again soon after, and the kept instances within their byte bound.
 */
class ServerUnderLoadTest {

    private static final long CACHE_BYTES = 32L << 20;
    private static BoyiServer server;
    private static HttpClient http;

    @BeforeAll
    static void start() {
        server = new BoyiServer(Catalogue.families(), Duration.ofSeconds(2), CACHE_BYTES).start("127.0.0.1", 0);
        http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(10)).build();
        // warm up the client, the catalogue and the estimate
        post("{\"game\":\"all-but\",\"params\":{\"except\":\"1,2\"},\"position\":\"99999999\"}");
    }

    @AfterAll
    static void stop() {
        server.stop();
    }

    record Answer(int status, long millis, String body) {
        @Override
        public String toString() {
            return status + " after " + millis + " ms: " + body.substring(0, Math.min(160, body.length()));
        }
    }

    private static Answer post(String json) {
        return send(HttpRequest.newBuilder(URI.create(server.url() + "api/analyze"))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(json)));
    }

    private static Answer send(HttpRequest.Builder request) {
        long start = System.nanoTime();
        try {
            HttpResponse<String> r = http.send(request.timeout(Duration.ofSeconds(20)).build(),
                    HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            return new Answer(r.statusCode(), (System.nanoTime() - start) / 1_000_000, r.body());
        } catch (IOException | InterruptedException e) {
            return new Answer(-1, (System.nanoTime() - start) / 1_000_000, e.toString());
        }
    }

    private static String takes(long seed) {
        Random random = new Random(seed);
        TreeSet<Long> set = new TreeSet<>();
        while (set.size() < 100) {
            set.add(500_000L + random.nextInt(500_000));
        }
        StringJoiner j = new StringJoiner(",");
        set.forEach(t -> j.add(t.toString()));
        return j.toString();
    }

    @Test
    void cheapRequestsKeepAnsweringWhileSlowClientsAndHeavyWorkPress() throws Exception {
        AtomicBoolean running = new AtomicBoolean(true);
        ExecutorService pool = Executors.newFixedThreadPool(24);
        try {
            // 100 slow clients: a body announced as 10000 bytes, one byte every 500 ms
            Future<Integer> slow = pool.submit(() -> {
                List<Socket> sockets = new ArrayList<>();
                try {
                    for (int i = 0; i < 100; i++) {
                        Socket s = new Socket("127.0.0.1", server.port());
                        s.getOutputStream().write(("POST /api/analyze HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                                + "Content-Length: 10000\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
                        sockets.add(s);
                    }
                    while (running.get()) {
                        for (Socket s : sockets) {
                            try {
                                OutputStream out = s.getOutputStream();
                                out.write(' ');
                                out.flush();
                            } catch (IOException e) {
                                // the server cut it off: what the limits are for
                            }
                        }
                        Thread.sleep(500);
                    }
                    return sockets.size();
                } finally {
                    for (Socket s : sockets) {
                        s.close();
                    }
                }
            });
            // heavy work: period searches over windows of a million rows (each far beyond the 2 s budget),
            // and one hopeless request that must be refused at once
            List<Future<Answer>> heavy = new ArrayList<>();
            for (int i = 0; i < 6; i++) {
                String json = "{\"game\":\"subtraction\",\"params\":{\"takes\":\"" + takes(i) + "\"},\"position\":\"1000000000000000000\"}";
                heavy.add(pool.submit(() -> post(json)));
            }
            Answer hopeless = post("{\"game\":\"all-but\",\"params\":{\"except\":\"" + takes(99) + "\"},\"position\":\"19999999\"}");
            assertThat(hopeless.status()).as(hopeless.body()).isEqualTo(422);
            assertThat(hopeless.millis()).isLessThan(2000);
            // a burst of 150 cheap requests from 16 clients
            ConcurrentLinkedQueue<Answer> cheap = new ConcurrentLinkedQueue<>();
            List<Future<?>> clients = new ArrayList<>();
            for (int c = 0; c < 16; c++) {
                int client = c;
                clients.add(pool.submit(() -> {
                    for (int i = client; i < 150; i += 16) {
                        cheap.add(switch (i % 3) {
                            case 0 -> post("{\"game\":\"bash\",\"params\":{\"m\":3},\"position\":\"" + (10 + i) + "\"}");
                            case 1 -> post("{\"game\":\"nim\",\"position\":\"3 4 5\"}");
                            default -> send(HttpRequest.newBuilder(URI.create(server.url() + "api/games")).GET());
                        });
                    }
                }));
            }
            for (Future<?> f : clients) {
                f.get(60, TimeUnit.SECONDS);
            }
            assertThat(cheap).hasSize(150);
            assertThat(new ArrayList<>(cheap)).allSatisfy(a -> {
                assertThat(a.status()).as(a.toString()).isEqualTo(200);
                assertThat(a.millis()).as(a.toString()).isLessThan(5_000);
            });
            for (Future<Answer> f : heavy) {
                Answer a = f.get(30, TimeUnit.SECONDS);
                // stopped at its budget, or refused because the heavy queue was full
                assertThat(a.status()).as(a.toString()).isEqualTo(503);
                assertThat(a.millis()).as(a.toString()).isLessThan(4_500);
            }
            running.set(false);
            assertThat(slow.get(10, TimeUnit.SECONDS)).isEqualTo(100);
            // every heavy worker is free again soon after the budget
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(3);
            while (server.budget().heavyInFlight() > 0 && System.nanoTime() < until) {
                Thread.sleep(20);
            }
            assertThat(server.budget().heavyInFlight()).isZero();
        } finally {
            running.set(false);
            pool.shutdownNow();
        }
    }

    @Test
    void keptInstancesStayWithinTheirByteBound() {
        for (int k = 1; k <= 12; k++) {
            Answer a = post("{\"game\":\"all-but\",\"params\":{\"except\":\"" + k + "," + (k + 1) + "\"},\"position\":\"1000000\"}");
            assertThat(a.status()).as(a.body()).isIn(200, 503);
        }
        long[] usage = server.api().instances().usage();
        assertThat(usage[1]).isLessThanOrEqualTo(CACHE_BYTES);
        assertThat(usage[0]).isLessThan(12);
    }
}
