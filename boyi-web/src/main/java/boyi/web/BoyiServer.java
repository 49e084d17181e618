package boyi.web;

import boyi.catalogue.Catalogue;
import boyi.games.GameFamily;
import boyi.util.Json;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.staticfiles.Location;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The web app of {@code boyi serve}: the page (static files from the jar, no internet needed)
 * and the JSON API over the {@link Catalogue}. The server never solves anything itself: every
 * answer comes from the games' {@code analyze}, under a time budget so no request can hang it.
 *
 * <pre>{@code
 * BoyiServer server = new BoyiServer().start("127.0.0.1", 0);   // 0: any free port
 * System.out.println(server.url());                             // http://127.0.0.1:41234/
 * server.stop();
 * }</pre>
 */
public final class BoyiServer implements AutoCloseable {

    public static final String DEFAULT_HOST = "127.0.0.1";
    public static final int DEFAULT_PORT = 7070;
    public static final Duration DEFAULT_BUDGET = Duration.ofSeconds(5);
    private static final int WORKERS = 4;

    private final Api api;
    private final TimeBudget budget;
    private Javalin app;
    private String host;

    /** The whole catalogue with the default time budget. */
    public BoyiServer() {
        this(Catalogue.families(), DEFAULT_BUDGET);
    }

    /** These families; each analysis may take at most {@code budget}. */
    public BoyiServer(List<GameFamily> families, Duration budget) {
        // a few workers: an analysis that ignores the interrupt after its timeout keeps one busy
        this.budget = new TimeBudget(budget, WORKERS);
        this.api = new Api(new Games(families), this.budget);
    }

    /** Starts serving on {@code host:port} ({@code port} 0 picks a free port). */
    public synchronized BoyiServer start(String host, int port) {
        if (app != null) {
            throw new IllegalStateException("already started");
        }
        quietLogging();
        this.host = host;
        app = Javalin.create(config -> {
            config.showJavalinBanner = false;
            config.staticFiles.add(files -> {
                files.hostedPath = "/";
                files.directory = "/web";
                files.location = Location.CLASSPATH;
            });
        });
        app.get("/api/games", ctx -> json(ctx, 200, api.games()));
        app.post("/api/analyze", ctx -> json(ctx, 200, api.analyze(api.request(ctx.body()))));
        app.post("/api/play", ctx -> json(ctx, 200, api.play(api.request(ctx.body()))));
        app.get("/api/table", ctx -> json(ctx, 200, api.table(ctx.queryParam("game") == null ? "" : ctx.queryParam("game"),
                tableParams(ctx), ctx.queryParam("upto"))));
        app.exception(ApiException.class, (e, ctx) -> error(ctx, e.status(), e.getMessage()));
        app.exception(Exception.class, (e, ctx) -> error(ctx, 500, "internal error: " + e));
        app.error(404, ctx -> {
            if (ctx.path().startsWith("/api/") && !ctx.path().equals("/api/table")) {
                error(ctx, 404, "no such API endpoint: " + ctx.method() + " " + ctx.path()
                        + " (see GET /api/games, POST /api/analyze, POST /api/play, GET /api/table)");
            }
        });
        app.start(host, port);
        return this;
    }

    /** The port actually bound. */
    public int port() {
        return app.port();
    }

    /** E.g. {@code http://127.0.0.1:7070/}. */
    public String url() {
        String h = host.contains(":") ? "[" + host + "]" : host;
        return "http://" + h + ":" + port() + "/";
    }

    public synchronized void stop() {
        if (app != null) {
            app.stop();
            app = null;
        }
        budget.close();
    }

    @Override
    public void close() {
        stop();
    }

    private static Map<String, String> tableParams(Context ctx) {
        Map<String, String> params = new LinkedHashMap<>();
        ctx.queryParamMap().forEach((k, v) -> {
            if (!k.equals("game") && !k.equals("upto") && !v.isEmpty() && !v.get(0).isBlank()) {
                params.put(k, v.get(0));
            }
        });
        return params;
    }

    private static void json(Context ctx, int status, Object body) {
        ctx.status(status);
        ctx.header("Cache-Control", "no-store");
        ctx.contentType("application/json; charset=utf-8");
        ctx.result(Json.write(body));
    }

    private static void error(Context ctx, int status, String message) {
        json(ctx, status, Map.of("error", message));
    }

    private static void quietLogging() {
        if (System.getProperty("org.slf4j.simpleLogger.defaultLogLevel") == null) {
            System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
        }
        // start failures (port in use) are reported by the caller in one line
        if (System.getProperty("org.slf4j.simpleLogger.log.io.javalin.Javalin") == null) {
            System.setProperty("org.slf4j.simpleLogger.log.io.javalin.Javalin", "off");
        }
    }
}
