package boyi.web;

import boyi.games.GameFamily;
import boyi.util.Json;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * The warm-up of a fresh {@code boyi serve}: after the port is open, one background client asks
 * the server the cheap questions a page asks first (the page's files, the game list, every
 * family's example analysis, a few tables, a move, a rule check), one request at a time, for at
 * most {@link #TIME} in all. A fresh JVM loads and compiles the classes of Jetty, the JSON code and
 * the games on its first requests: without this, the first burst of cheap requests waited seconds
 * and a first heavy request spent its budget loading classes.
 *
 * <p>Through the real port rather than by calling {@link Api}: the warmed path is the one real
 * requests take (connections, routing, headers, JSON), and the warm-up's requests are sized, queued
 * and budgeted like anyone's, so it holds at most one worker at a time for one example's analysis.
 * Requests that arrive meanwhile are served at once (cold, as without a warm-up).
 *
 * <pre>{@code
 * Warmup.Report r = Warmup.start(server.url(), families).join();   // r.requests(), r.failures()
 * }</pre>
 */
final class Warmup {

    /** The most time the whole warm-up takes; after it, no new request is sent. */
    static final Duration TIME = Duration.ofSeconds(20);
    /** Rounds of the cheap requests after the first round (the JIT compiles what runs often). */
    private static final int MORE_ROUNDS = 4;
    private static final int REQUEST_TIMEOUT_MILLIS = 15_000;

    /** What the warm-up did: requests answered, and those not answered 200 ("POST /api/... 500"). */
    record Report(int requests, List<String> failures, Duration took) {
    }

    private record Call(String method, String path, String body) {
    }

    private final String url;
    private final List<Call> first = new ArrayList<>();
    private final List<Call> cheap = new ArrayList<>();

    private Warmup(String url, List<GameFamily> families) {
        this.url = url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
        for (String file : List.of("/", "/js/app.js", "/css/boyi.css", "/rules.html")) {
            cheap.add(new Call("GET", file, null));
        }
        cheap.add(new Call("GET", "/api/games", null));
        for (GameFamily f : families) {
            first.add(analysis(f));
        }
        if (families.stream().anyMatch(f -> f.id().equals("nim"))) {
            cheap.add(new Call("POST", "/api/analyze", "{\"game\":\"nim\",\"position\":\"3 4 5\"}"));
            cheap.add(new Call("POST", "/api/play", "{\"game\":\"nim\",\"position\":\"3 4 5\",\"move\":\"pile 1: 3 -> 2\"}"));
        }
        if (families.stream().anyMatch(f -> f.id().equals("subtraction"))) {
            cheap.add(new Call("GET", "/api/table?game=subtraction&takes=1,3,4&upto=30", null));
        }
        if (families.stream().anyMatch(f -> f.id().equals("wythoff"))) {
            cheap.add(new Call("GET", "/api/table?game=wythoff&upto=10", null));
        }
        cheap.add(new Call("POST", "/api/rules/check", Json.write(Map.of("rules",
                "game \"取球游戏\" \"Ball game\"\nstate n\nmove \"取 {t} 个\" \"take {t}\" for t in {1, 3, 7, 8} if t <= n -> n - t\nplay misere\n"))));
    }

    /**
     * Starts the warm-up of the server at {@code url} on a daemon thread; the future completes when
     * it ends (its time is up, every round is done, or the server stopped answering).
     */
    static CompletableFuture<Report> start(String url, List<GameFamily> families) {
        Warmup w = new Warmup(url, families);
        CompletableFuture<Report> done = new CompletableFuture<>();
        Thread t = new Thread(() -> {
            try {
                done.complete(w.run());
            } catch (RuntimeException | Error e) {
                done.completeExceptionally(e);
            }
        }, "boyi-warmup");
        t.setDaemon(true);
        t.start();
        return done;
    }

    private Report run() {
        long start = System.nanoTime();
        long end = start + TIME.toNanos();
        List<String> failures = new ArrayList<>();
        int requests = 0;
        List<Call> calls = new ArrayList<>(cheap);
        calls.addAll(first);
        for (int round = 0; round <= MORE_ROUNDS; round++) {
            for (Call c : round == 0 ? calls : cheap) {
                if (System.nanoTime() - end >= 0) {
                    return new Report(requests, failures, Duration.ofNanos(System.nanoTime() - start));
                }
                int status = send(c);
                if (status < 0) { // the server is gone (stopped): nothing more to warm
                    failures.add(c.method() + " " + c.path() + " no answer");
                    return new Report(requests, failures, Duration.ofNanos(System.nanoTime() - start));
                }
                requests++;
                if (status != 200) {
                    failures.add(c.method() + " " + c.path() + (c.body() == null ? "" : " " + c.body()) + " " + status);
                }
            }
        }
        return new Report(requests, failures, Duration.ofNanos(System.nanoTime() - start));
    }

    private static Call analysis(GameFamily f) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("game", f.id());
        body.put("params", new LinkedHashMap<>(f.exampleParameters()));
        body.put("position", f.examplePosition());
        return new Call("POST", "/api/analyze", Json.write(body));
    }

    /** The status of the answer (its body read and dropped), or -1 when the server does not answer. */
    private int send(Call c) {
        HttpURLConnection http = null;
        try {
            http = (HttpURLConnection) URI.create(url + c.path()).toURL().openConnection();
            http.setConnectTimeout(REQUEST_TIMEOUT_MILLIS);
            http.setReadTimeout(REQUEST_TIMEOUT_MILLIS);
            http.setRequestMethod(c.method());
            if (c.body() != null) {
                http.setDoOutput(true);
                http.setRequestProperty("Content-Type", "application/json; charset=utf-8");
                try (OutputStream out = http.getOutputStream()) {
                    out.write(c.body().getBytes(StandardCharsets.UTF_8));
                }
            }
            int status = http.getResponseCode();
            try (InputStream in = status < 400 ? http.getInputStream() : http.getErrorStream()) {
                if (in != null) {
                    in.transferTo(OutputStream.nullOutputStream());
                }
            }
            return status;
        } catch (IOException e) {
            return -1;
        } finally {
            if (http != null) {
                http.disconnect();
            }
        }
    }
}
