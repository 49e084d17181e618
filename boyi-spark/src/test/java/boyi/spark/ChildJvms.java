package boyi.spark;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Java child processes of a test (a Spark master, workers, a driver), each logging stdout and
 * stderr to {@code logs/NAME.log}, bound to 127.0.0.1 ({@code SPARK_LOCAL_IP}). {@link #close}
 * ends every one of them and every process they started (executors), also after a failure or a
 * timeout; a shutdown hook does the same if the test JVM is stopped first.
 */
final class ChildJvms implements AutoCloseable {

    private final String classPath;
    private final Path sparkHome;
    private final Path logs;
    private final Map<String, Process> processes = new LinkedHashMap<>();
    private final Thread hook = new Thread(this::endAll, "end child JVMs");

    ChildJvms(String classPath, Path sparkHome, Path logs) throws IOException {
        this.classPath = classPath;
        this.sparkHome = sparkHome;
        this.logs = logs;
        Files.createDirectories(logs);
        Files.createDirectories(logs.resolveSibling("spark-local"));
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** Starts {@code java JVM-OPTIONS -cp CLASSPATH mainClass args...} as child {@code name}. */
    synchronized Process start(String name, List<String> jvmOptions, String mainClass, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", classPath, mainClass));
        command.addAll(List.of(args));
        ProcessBuilder b = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(logs.resolve(name + ".log").toFile());
        b.environment().put("SPARK_LOCAL_IP", "127.0.0.1");
        b.environment().put("SPARK_HOME", sparkHome.toString());
        b.environment().put("SPARK_SCALA_VERSION", "2.13");
        b.environment().put("SPARK_CONF_DIR", sparkHome.resolve("conf").toString());
        b.environment().put("SPARK_LOCAL_DIRS", logs.resolveSibling("spark-local").toString());   // scratch space inside the test's folder
        b.environment().remove("SPARK_MASTER_HOST");
        Process p = b.start();
        processes.put(name, p);
        return p;
    }

    /** The log of child {@code name} so far. */
    String log(String name) throws IOException {
        Path file = logs.resolve(name + ".log");
        return Files.exists(file) ? new String(Files.readAllBytes(file), StandardCharsets.UTF_8) : "";
    }

    /**
     * Waits until child {@code name}'s log matches {@code pattern}; fails when the child ends
     * first or after {@code seconds}.
     */
    Matcher awaitLog(String name, Process p, Pattern pattern, long seconds) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (true) {
            Matcher m = pattern.matcher(log(name));
            if (m.find()) {
                return m;
            }
            if (!p.isAlive() || System.nanoTime() > deadline) {
                throw new AssertionError(String.format("%s: no \"%s\" in its log after %d s (alive: %s):%n%s",
                        name, pattern, seconds, p.isAlive(), log(name)));
            }
            Thread.sleep(200);
        }
    }

    @Override
    public void close() {
        endAll();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException ignored) {
            // the JVM is shutting down: the hook runs anyway
        }
    }

    /** Ends the children last started first, each with its descendants; forcibly after 10 s. */
    private synchronized void endAll() {
        List<Process> all = new ArrayList<>(processes.values());
        for (int i = all.size() - 1; i >= 0; i--) {
            Process p = all.get(i);
            List<ProcessHandle> tree = new ArrayList<>(p.descendants().toList());
            tree.add(p.toHandle());
            tree.forEach(ProcessHandle::destroy);
            for (ProcessHandle h : tree) {
                try {
                    h.onExit().get(10, TimeUnit.SECONDS);
                } catch (Exception stillRunning) {
                    h.destroyForcibly();
                }
            }
        }
        processes.clear();
    }
}
