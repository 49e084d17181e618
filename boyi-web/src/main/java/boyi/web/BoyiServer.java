package boyi.web;

import boyi.catalogue.Catalogue;
import boyi.games.GameFamily;
import boyi.util.Json;
import boyi.util.Text;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import io.javalin.http.HttpResponseException;
import io.javalin.http.staticfiles.Location;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.server.ConnectionLimit;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.LocalConnector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * The web app of {@code boyi serve}: the page (static files from the jar, no internet needed)
 * and the JSON API over the {@link Catalogue}. The server never solves anything itself: every
 * answer comes from the games' analysis, sized first and run under a time budget.
 *
 * <p>Limits, so that slow or hostile clients cost little and cheap requests keep answering:
 * at most {@link #MAX_CONNECTIONS} connections (beyond it new ones wait, and idle ones are cut
 * after {@link #IDLE_WHEN_FULL}); a request's line and headers must arrive within
 * {@link #HEADER_TIME} ({@link HeaderDeadline}); a request's body must arrive within
 * {@link RequestChecks#BODY_TIME}, with no pause over {@link #REQUEST_IO_TIMEOUT}; keep-alive connections close after
 * {@link #IDLE_TIMEOUT}; bodies of at most {@link RequestChecks#MAX_BODY} bytes; work sized by
 * {@link WorkEstimate} and queued by cost ({@link TimeBudget}); kept instances bounded by bytes
 * ({@link Instances}). Every error, including Jetty's own, is {@link ErrorJson}.
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

    static final int MAX_CONNECTIONS = 1000;
    /** Connections waiting to be accepted (beyond it the system refuses them). */
    static final int ACCEPT_QUEUE = 1024;
    static final Duration IDLE_TIMEOUT = Duration.ofSeconds(10);
    static final Duration IDLE_WHEN_FULL = Duration.ofSeconds(1);
    static final Duration REQUEST_IO_TIMEOUT = Duration.ofSeconds(3);
    /** The most time a request's line and headers may take to arrive, however steadily they trickle. */
    static final Duration HEADER_TIME = Duration.ofSeconds(5);
    private static final int HTTP_THREADS = 400;

    /** The page may load only its own scripts, styles and images (and data: images). */
    static final String CONTENT_SECURITY_POLICY = "default-src 'self'; img-src 'self' data:; style-src 'self'; "
            + "script-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; "
            + "form-action 'self'";


    private final Api api;
    private final TimeBudget budget;
    private final List<GameFamily> families;
    private boolean warmUp;
    private Warmup.Report warmup;
    private Javalin app;
    private String host;
    /** Jetty's way in from this process (the warm-up's), and its HTTP settings, which the port's connector shares. */
    private LocalConnector inProcess;
    private HttpConfiguration httpConfig;
    /** The port, opened once the warm-up is done. */
    private ServerConnector connector;

    /** The whole catalogue with the default time budget. */
    public BoyiServer() {
        this(Catalogue.families(), DEFAULT_BUDGET);
    }

    /** These families; each analysis may take at most {@code budget}. */
    public BoyiServer(List<GameFamily> families, Duration budget) {
        this(families, budget, Instances.defaultBound());
    }

    /** These families, this time budget, and at most {@code cacheBytes} charged to kept instances. */
    BoyiServer(List<GameFamily> families, Duration budget, long cacheBytes) {
        // heavy work: one worker per core; quick work: as many again
        this.budget = new TimeBudget(budget, Math.max(2, Runtime.getRuntime().availableProcessors()));
        this.api = new Api(new Games(families), this.budget, cacheBytes);
        this.families = List.copyOf(families);
    }

    /**
     * Warm up when starting, before the port opens: the API answers in process the questions a
     * page asks first of every family, for a few seconds at most ({@link Warmup}), so that the first
     * requests do not spend their budget while the JVM loads classes. {@code boyi serve} turns it
     * on; tests' servers start without it.
     */
    public synchronized BoyiServer warmingUp() {
        if (app != null) {
            throw new IllegalStateException("already started");
        }
        warmUp = true;
        return this;
    }

    /** What the warm-up did, or null when this server was started without one. */
    synchronized Warmup.Report warmup() {
        return warmup;
    }

    Api api() {
        return api;
    }

    /**
     * When the request arrived, in {@link System#nanoTime()} terms: the time Jetty began to handle
     * it (before the handler's own start, which a cold server delays), or now.
     */
    private static long arrival(Context ctx) {
        long now = System.nanoTime();
        if (ctx.req() instanceof org.eclipse.jetty.server.Request jetty && jetty.getTimeStamp() > 0) {
            long waited = System.currentTimeMillis() - jetty.getTimeStamp();
            return now - java.util.concurrent.TimeUnit.MILLISECONDS.toNanos(Math.max(0, Math.min(waited, 60_000)));
        }
        return now;
    }

    TimeBudget budget() {
        return budget;
    }

    /** Starts serving on {@code host:port} ({@code port} 0 picks a free port). */
    public synchronized BoyiServer start(String host, int port) {
        if (app != null) {
            throw new IllegalStateException("already started");
        }
        quietLogging();
        this.host = host;
        RequestChecks checks = new RequestChecks(host);
        app = Javalin.create(config -> {
            config.showJavalinBanner = false;
            config.http.prefer405over404 = true;
            config.http.maxRequestSize = RequestChecks.MAX_BODY;
            config.staticFiles.add(files -> {
                files.hostedPath = "/";
                files.directory = "/web";
                files.location = Location.CLASSPATH;
                files.headers = Map.of("Content-Security-Policy", CONTENT_SECURITY_POLICY,
                        "X-Content-Type-Options", "nosniff", "Referrer-Policy", "no-referrer");
            });
            QueuedThreadPool threads = new QueuedThreadPool(HTTP_THREADS, 8, 60_000);
            threads.setName("boyi-http");
            config.jetty.threadPool = threads;
            config.jetty.modifyHttpConfiguration(http -> {
                http.setIdleTimeout(REQUEST_IO_TIMEOUT.toMillis());
                http.setSendServerVersion(false);
                http.setSendXPoweredBy(false);
            });
            config.jetty.modifyServer(server -> server.setErrorHandler(new JsonErrorHandler()));
            config.jetty.modifyServletContextHandler(context -> context.setErrorHandler(new JsonErrorHandler()));
            // Jetty starts with an in-process connector only: the port opens after the warm-up
            config.jetty.addConnector((server, http) -> {
                inProcess = new LocalConnector(server, new HttpConnectionFactory(http));
                httpConfig = http;
                return inProcess;
            });
        });
        app.before(ctx -> {
            budget.startRequest(arrival(ctx));   // one budget for all the work of a request, from its arrival
            ctx.header("X-Content-Type-Options", "nosniff");
            ctx.header("Referrer-Policy", "no-referrer");
            ctx.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
            checks.host(ctx);
            if (ctx.method() == HandlerType.POST) {
                checks.post(ctx);
            }
        });
        app.after(ctx -> budget.endRequest());
        app.get("/api/games", ctx -> json(ctx, Json.write(api.games())));
        app.head("/api/games", ctx -> head(ctx));
        app.get("/api/view-kinds", ctx -> json(ctx, Json.write(java.util.Arrays.stream(boyi.games.ViewKind.values()).map(boyi.games.ViewKind::id).toList())));
        app.post("/api/analyze", ctx -> json(ctx, api.analyze(api.request(checks.body(ctx)))));
        app.post("/api/play", ctx -> json(ctx, api.play(api.request(checks.body(ctx)))));
        app.get("/api/table", ctx -> stream(ctx, api.table(ctx.queryParam("rules") != null ? api.ruleGame(ctx.queryParam("rules"))
                : ctx.queryParam("game") == null ? "" : ctx.queryParam("game"), tableParams(ctx), ctx.queryParam("upto"))));
        app.head("/api/table", ctx -> head(ctx));
        app.post("/api/table", ctx -> stream(ctx, api.table(api.request(checks.body(ctx)))));
        app.post("/api/rules/check", ctx -> json(ctx, api.checkRules(api.request(checks.body(ctx)))));
        app.post("/api/rules/compare", ctx -> json(ctx, api.compareRules(checks.body(ctx))));
        app.get("/api/rules/examples", ctx -> json(ctx, Json.write(RuleExamples.all())));
        app.exception(ApiException.class, (e, ctx) -> {
            if (e.line() > 0) {
                json(ctx, e.status(), ErrorJson.body(e.status(), e.text(), e.line(), e.column()));
            } else {
                error(ctx, e.status(), e.text());
            }
        });
        app.exception(HttpResponseException.class, (e, ctx) -> error(ctx, e.getStatus(), statusText(ctx, e.getStatus())));
        app.exception(Exception.class, (e, ctx) -> {
            System.err.println("boyi serve: internal error on " + ctx.method() + " " + ctx.path() + ": " + e);
            error(ctx, 500, ErrorJson.standard(500, null));
        });
        for (int status = 400; status < 600; status++) {
            int s = status;
            app.error(status, ctx -> {
                if (ctx.resultInputStream() == null) {
                    error(ctx, s, statusText(ctx, s));
                }
            });
        }
        app.start();
        if (warmUp) {
            warmup = Warmup.run(api, budget, families, Warmup.TIME, this::askInProcess);
        }
        openPort(host, port);
        return this;
    }

    /** The raw answer to a raw HTTP request sent through the in-process connector (the warm-up's way in). */
    private String askInProcess(String request) throws Exception {
        return inProcess.getResponse(request, REQUEST_IO_TIMEOUT.toMillis() + DEFAULT_BUDGET.toMillis(), TimeUnit.MILLISECONDS);
    }

    /**
     * Opens {@code host:port} on the running server, with its limits (connections, header time);
     * a port that cannot be bound stops the server and throws, naming the cause.
     */
    private void openPort(String host, int port) {
        Server server = app.jettyServer().server();
        ServerConnector connector = new ServerConnector(server, new HttpConnectionFactory(httpConfig));
        connector.setHost(host);
        connector.setPort(port);
        connector.setAcceptQueueSize(ACCEPT_QUEUE);
        connector.setIdleTimeout(IDLE_TIMEOUT.toMillis());
        connector.addBean(new HeaderDeadline(connector.getScheduler(), HEADER_TIME));
        ConnectionLimit limit = new ConnectionLimit(MAX_CONNECTIONS, connector);
        limit.setIdleTimeout(IDLE_WHEN_FULL.toMillis());
        try {
            server.addBean(limit);
            server.addConnector(connector);
            connector.start();
        } catch (Exception e) {
            stop();
            throw new IllegalStateException("cannot open " + host + ":" + port, e);
        }
        this.connector = connector;
    }

    /** The port actually bound. */
    public int port() {
        return connector.getLocalPort();
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
            if (v.size() > 1) {
                // m=3&m=5 is ambiguous: refused, as the command line refuses a repeated parameter
                throw new ApiException(400, Text.of("参数 " + k + " 出现了 " + v.size() + " 次，只能给一次",
                        "parameter " + k + " is given " + v.size() + " times; give it once"));
            }
            if (!k.equals("game") && !k.equals("rules") && !k.equals("upto") && !v.isEmpty() && !v.get(0).isBlank()) {
                params.put(k, v.get(0));
            }
        });
        return params;
    }

    private static void json(Context ctx, String body) {
        json(ctx, 200, body);
    }

    private static void json(Context ctx, int status, String body) {
        jsonHeaders(ctx, status);
        ctx.result(body.getBytes(StandardCharsets.UTF_8));
    }

    private static void jsonHeaders(Context ctx, int status) {
        ctx.status(status);
        ctx.header("Cache-Control", "no-store");
        ctx.contentType("application/json; charset=utf-8");
    }

    /**
     * An answer written as it goes (a table's values leave their packed rows only on the way out);
     * every error came before this, with its status and message.
     */
    private static void stream(Context ctx, JsonAnswer answer) throws java.io.IOException {
        jsonHeaders(ctx, 200);
        answer.writeTo(ctx.outputStream());
    }

    /** HEAD of a JSON endpoint: its headers, no body and no work. */
    private static void head(Context ctx) {
        jsonHeaders(ctx, 200);
    }

    /** The message of a status the routing produced. */
    private static Text statusText(Context ctx, int status) {
        if ((status == 404 || status == 405) && ctx.path().startsWith("/api/")) {
            String request = ctx.method() + " " + ctx.path();
            return Text.of((status == 404 ? "没有这个接口：" : "这个接口不支持这种方法：") + request
                            + "（有 GET /api/games、POST /api/analyze、POST /api/play、GET /api/table）",
                    (status == 404 ? "no such API endpoint: " : "method not allowed: ") + request
                            + " (see GET /api/games, POST /api/analyze, POST /api/play, GET /api/table)");
        }
        return ErrorJson.standard(status, null);
    }

    private static void error(Context ctx, int status, Text message) {
        if (status == 503) {
            ctx.header("Retry-After", Long.toString(DEFAULT_BUDGET.toSeconds()));
        }
        json(ctx, status, ErrorJson.body(status, message));
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
