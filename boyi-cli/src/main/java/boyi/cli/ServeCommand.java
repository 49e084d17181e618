package boyi.cli;

import boyi.util.BadInputException;
import boyi.util.Text;
import boyi.web.BoyiServer;
import java.io.PrintWriter;
import java.net.BindException;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code boyi serve}: the web app on 127.0.0.1:7070 until Ctrl+C. */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = {"Serve the web app: play any game against the perfect player or a friend.",
                "Every move's value is shown, with the value history and the tables.",
                "Everything is served from the jar (works offline); the JSON API is under /api/."},
        footer = {"", "Examples:",
                "  boyi serve                 # then open http://127.0.0.1:7070/",
                "  boyi serve --port 8080",
                "  boyi serve --host 0.0.0.0  # let other machines in (default: this one only)"})
final class ServeCommand implements Callable<Integer> {

    @Mixin
    DatabaseOption databases;

    @Mixin
    LangOption lang;

    @Spec
    CommandSpec spec;

    @Option(names = "--port", defaultValue = "7070", description = "port (default ${DEFAULT-VALUE}; 0 picks a free port)")
    int port;

    @Option(names = "--host", defaultValue = BoyiServer.DEFAULT_HOST, description = "address to bind (default ${DEFAULT-VALUE})")
    String host;

    @Override
    public Integer call() throws InterruptedException {
        if (port < 0 || port > 65535) {
            throw new BadInputException(Text.format("--port %d：端口应为 0..65535", "--port %d: expected a port number 0..65535", port));
        }
        try {
            java.net.InetAddress.getByName(host);
        } catch (java.net.UnknownHostException e) {
            throw new BadInputException(Text.format("--host %s：找不到这个主机名（无法解析成地址）",
                    "--host %s: no such host name (it does not resolve to an address)", host));
        }
        if (ServeHeap.shouldCap()) {
            try {
                return ServeHeap.serveInChild(Main.processArgs);
            } catch (java.io.IOException e) {
                // no child JVM can be started here: serve in this one, with its heap
            }
        }
        ServeHeap.followParent();
        BoyiServer server = new BoyiServer().warmingUp();
        try {
            server.start(host, port);
        } catch (RuntimeException e) {
            server.stop();
            throw new BadInputException(bindProblem(e));
        }
        Runtime.getRuntime().addShutdownHook(new Thread(server::stop, "boyi-serve-stop"));
        PrintWriter out = spec.commandLine().getOut();
        out.println(Text.format("博弈服务已启动：%s（按 Ctrl+C 停止）", "Boyi is serving %s (Ctrl+C to stop)", server.url())
                .in(lang.lang()));
        out.flush();
        new CountDownLatch(1).await();
        return 0;
    }

    private Text bindProblem(RuntimeException e) {
        for (Throwable c = e; c != null; c = c.getCause()) {
            if (c instanceof BindException) {
                if (String.valueOf(c.getMessage()).contains("assign")) {
                    return Text.format("无法在 %s:%d 上监听（%s）：这个地址不属于本机", "cannot listen on %s:%d (%s): the address is not one of this machine's",
                            host, port, c.getMessage());
                }
                return Text.format("无法在 %s:%d 上监听（%s）；是不是已有服务器在运行？试试 --port 0 或换一个端口",
                        "cannot listen on %s:%d (%s); is another server running? try --port 0 or another port", host, port, c.getMessage());
            }
        }
        return Text.format("无法在 %s:%d 上启动服务器：%s", "cannot start the server on %s:%d: %s", host, port, e.getMessage());
    }
}
