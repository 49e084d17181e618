package boyi.cli;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The heap of {@code serve}: kept game instances are bounded by a quarter of the heap, but the
 * JVM's default heap (a quarter of the machine) lets the young generation grow to gigabytes of
 * resident memory under load. A server started without a heap limit ({@code java -jar boyi.jar
 * serve}) therefore runs in a child JVM with {@code -Xmx1g} (as {@code bin/boyi serve} does), its
 * standard streams the parent's; the parent waits for it and ends it when it ends itself, and
 * the child ends when the parent does (even when it is killed).
 *
 * <pre>{@code
 * if (ServeHeap.shouldCap()) {
 *     return ServeHeap.serveInChild(args);
 * }
 * }</pre>
 */
final class ServeHeap {

    /** The heap a server is given unless its JVM was started with a limit. */
    static final String HEAP = "1g";
    /** Set in the child's environment to the parent's process id. */
    static final String PARENT = "BOYI_SERVE_PARENT";

    private ServeHeap() {
    }

    /** Whether this JVM was started by {@code main} without a heap limit and is not already the capped child. */
    static boolean shouldCap() {
        return Main.processArgs != null && System.getenv(PARENT) == null
                && !choosesHeap(ManagementFactory.getRuntimeMXBean().getInputArguments());
    }

    /** Whether these JVM options set the largest heap. */
    static boolean choosesHeap(List<String> jvmOptions) {
        return jvmOptions.stream().anyMatch(o -> o.startsWith("-Xmx") || o.startsWith("-XX:MaxHeapSize=")
                || o.startsWith("-XX:MaxRAM"));   // MaxRAM, MaxRAMPercentage, MaxRAMFraction
    }

    /**
     * Runs the same command line in a child JVM with {@code -Xmx1g}; returns its exit status.
     *
     * @throws IOException when the child cannot be started
     */
    static int serveInChild(String[] args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
        command.add("-Xmx" + HEAP);
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(Main.class.getName());
        command.addAll(List.of(args));
        ProcessBuilder b = new ProcessBuilder(command).inheritIO();
        b.environment().put(PARENT, Long.toString(ProcessHandle.current().pid()));
        Process child = b.start();
        Thread end = new Thread(() -> {
            child.destroy();
            try {
                if (!child.waitFor(10, TimeUnit.SECONDS)) {
                    child.destroyForcibly();
                }
            } catch (InterruptedException e) {
                child.destroyForcibly();
            }
        }, "boyi-serve-end-child");
        Runtime.getRuntime().addShutdownHook(end);
        int status = child.waitFor();
        Runtime.getRuntime().removeShutdownHook(end);
        return status;
    }

    /** In the child: exit when the parent process has ended. */
    static void followParent() {
        String pid = System.getenv(PARENT);
        if (pid == null || Main.processArgs == null) {
            return;
        }
        ProcessHandle.of(Long.parseLong(pid)).ifPresentOrElse(
                parent -> parent.onExit().thenRun(() -> System.exit(0)),
                () -> System.exit(0));
    }
}
