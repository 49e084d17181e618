package boyi.web;

import boyi.games.GameFamily;
import boyi.util.Json;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The warm-up of a fresh {@code boyi serve}, before its port opens: the server's own {@link Api}
 * answers, in this process, the questions the page asks first of every family it serves (the
 * example's analysis, the first move of that analysis played, a short table where the family has
 * one), the game list and a rule check, one question at a time on the normal workers and budget,
 * for at most {@link #TIME} in all. A question that fails is noted in the report, never fatal.
 *
 * <p>A fresh JVM loads, initialises and compiles the classes of the games, the JSON code and the
 * workers on its first requests: without this, a fresh server's first heavy requests spent a
 * second of their 5 s budget on it and were answered after 5.5 to 6.5 s. In process rather than
 * through the port: no request can arrive while the classes are cold, and a class that cannot be
 * initialised is met here, before anyone asks.
 *
 * <pre>{@code
 * Warmup.Report r = Warmup.run(api, budget, families, Warmup.TIME);   // r.questions(), r.failures()
 * }</pre>
 */
final class Warmup {

    /** The most time the whole warm-up takes; after it, no new question is asked. */
    static final Duration TIME = Duration.ofSeconds(10);
    /** The largest n of a family's warm-up table. */
    private static final String TABLE_UPTO = "10";
    private static final String RULES = "game \"取球游戏\" \"Ball game\"\nstate n\n"
            + "move \"取 {t} 个\" \"take {t}\" for t in {1, 3, 7, 8} if t <= n -> n - t\nplay misere\n";
    private static final ObjectMapper JSON = new ObjectMapper();

    /** What the warm-up did: questions answered, those that failed ("analyze nim 3 4 5: 503 …"), and its time. */
    record Report(int questions, List<String> failures, Duration took) {
    }

    /** One question to the API, named for the report; {@code then} gives the questions its answer leads to. */
    private record Question(String name, Asking ask, Function<String, List<Question>> then) {
        Question(String name, Asking ask) {
            this(name, ask, answer -> List.of());
        }
    }

    private interface Asking {
        String ask() throws Exception;
    }

    /** The server's own HTTP, reached in process: the raw answer to a raw request. */
    interface InProcess {
        String exchange(String rawRequest) throws Exception;
    }

    private final Api api;
    private final TimeBudget budget;
    /** The families that answer {@code GET /api/table}, as the game list says. */
    private final List<String> withTables = new ArrayList<>();

    private Warmup(Api api, TimeBudget budget) {
        this.api = api;
        this.budget = budget;
    }

    /**
     * Asks every question of the warm-up of {@code families} (each family's example, a move, a
     * table; the game list; a rule check) until done or until {@code time} is up, and says how it went.
     */
    static Report run(Api api, TimeBudget budget, List<GameFamily> families, Duration time) {
        return new Warmup(api, budget).askAll(families, time, new ArrayDeque<>());
    }

    /**
     * As {@link #run(Api, TimeBudget, List, Duration)}, after asking the server's HTTP (through
     * {@code http}) for the page, the game list and three errors: the code that reads requests and
     * writes answers and errors is warm too.
     */
    static Report run(Api api, TimeBudget budget, List<GameFamily> families, Duration time, InProcess http) {
        Deque<Question> questions = new ArrayDeque<>();
        for (String file : List.of("/", "/js/app.js", "/css/boyi.css", "/api/games")) {
            questions.add(overHttp(http, "GET " + file, 200, null));
        }
        if (!families.isEmpty()) {   // a request read, parsed and refused (no position): no analysis, which could run out of time
            questions.add(overHttp(http, "POST /api/analyze", 400, Json.write(Map.of("game", families.get(0).id()))));
        }
        questions.add(overHttp(http, "GET /api/no-such-thing", 404, null));
        questions.add(overHttp(http, "POST /api/analyze", 400, "{"));
        return new Warmup(api, budget).askAll(families, time, questions);
    }

    private static Question overHttp(InProcess http, String request, int status, String body) {
        String raw = request + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n"
                + (body == null ? "\r\n" : "Content-Type: application/json; charset=utf-8\r\nContent-Length: "
                + body.getBytes(StandardCharsets.UTF_8).length + "\r\n\r\n" + body);
        return new Question(request + (body == null ? "" : " " + body), () -> {
            String answer = http.exchange(raw);
            String statusLine = answer == null ? "no answer" : answer.lines().findFirst().orElse("");
            if (!statusLine.startsWith("HTTP/1.1 " + status + " ")) {
                throw new IllegalStateException("expected " + status + ", got \"" + statusLine + "\"");
            }
            return answer;
        });
    }

    private Report askAll(List<GameFamily> families, Duration time, Deque<Question> questions) {
        long start = System.nanoTime();
        long end = start + time.toNanos();
        questions.add(new Question("games", () -> {
            List<Object> games = api.games();
            for (Object g : games) {
                Map<?, ?> game = (Map<?, ?>) g;
                if (Boolean.TRUE.equals(game.get("has_table"))) {
                    withTables.add((String) game.get("id"));
                }
            }
            return Json.write(games);
        }));
        questions.add(new Question("rules check", () -> api.checkRules(api.request(Json.write(Map.of("rules", RULES))))));
        for (GameFamily f : families) {
            questions.add(analysis(f));
        }
        List<String> failures = new ArrayList<>();
        int asked = 0;
        while (!questions.isEmpty() && System.nanoTime() - end < 0 && !Thread.currentThread().isInterrupted()) {
            Question q = questions.poll();
            asked++;
            budget.startRequest();
            try {
                List<Question> next = q.then().apply(q.ask().ask());
                for (int i = next.size() - 1; i >= 0; i--) {
                    questions.addFirst(next.get(i));
                }
            } catch (ApiException e) {
                failures.add(q.name() + ": " + e.status() + " " + e.text().en());
            } catch (InterruptedException e) {   // the server is stopping: nothing more to warm
                failures.add(q.name() + ": interrupted");
                Thread.currentThread().interrupt();
            } catch (Exception | Error e) {   // a class that cannot be initialised, a bug: noted, never fatal
                failures.add(q.name() + ": " + e);
            } finally {
                budget.endRequest();
            }
        }
        api.forgetRunsOutOfTime();
        return new Report(asked, failures, Duration.ofNanos(System.nanoTime() - start));
    }

    /** The family's example analysed, then its first move played and its short table, if it has one. */
    private Question analysis(GameFamily f) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("game", f.id());
        body.put("params", new LinkedHashMap<>(f.exampleParameters()));
        body.put("position", f.examplePosition());
        return new Question("analyze " + f.id() + " " + f.examplePosition(), () -> api.analyze(api.request(Json.write(body))), answer -> {
            List<Question> next = new ArrayList<>();
            JsonNode moves = read(answer).path("moves");
            if (moves.size() > 0) {
                Map<String, Object> play = new LinkedHashMap<>(body);
                play.put("move", moves.get(0).path("move").asText());
                next.add(new Question("play " + f.id() + " " + play.get("move"), () -> api.play(api.request(Json.write(play)))));
            }
            if (withTables.contains(f.id())) {
                next.add(new Question("table " + f.id(), () -> {
                    api.table(f.id(), f.exampleParameters(), TABLE_UPTO).writeTo(OutputStream.nullOutputStream());
                    return "";
                }));
            }
            return next;
        });
    }

    private static JsonNode read(String answer) {
        try {
            return JSON.readTree(answer);
        } catch (IOException e) {
            throw new IllegalStateException("the API's answer is not JSON: " + e.getMessage(), e);
        }
    }
}
