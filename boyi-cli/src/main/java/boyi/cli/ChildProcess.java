package boyi.cli;

import boyi.check.OutputJudge;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Runs the checked program as a child process, without a shell, and contains it: the input on
 * its standard input, a wall-time limit, a memory limit (its resident memory and its children's,
 * sampled every few milliseconds), a cap on its output (counted as it streams to an
 * {@link OutputJudge}; only the first megabyte is kept), a scratch working folder deleted after
 * each run, and nothing left running afterwards.
 *
 * <p>Containment: the program starts in a session of its own ({@code setsid}) and, where the
 * system allows ({@code unshare} of a PID namespace works), in a PID namespace of its own under a
 * small {@code sh} init; when the program exits the kernel kills everything
 * else in the namespace, and the program cannot see or signal Boyi. Without a namespace, every process seen under the
 * program while it ran and every process of its session is killed when it exits. Either way a
 * program that leaves processes behind is reported. Output pipes held open by a process that
 * escaped are waited for only briefly.
 *
 * <pre>{@code
 * ChildProcess child = ChildProcess.of(List.of("python3", "sol.py"), 2000, 256L << 20);
 * ChildRun run = child.run("10 3\n".getBytes(UTF_8), TokenChecker.INSTANCE.open("10 3\n", "Yes\n"));
 * }</pre>
 */
final class ChildProcess {

    /** The most output a run may print: more is an output limit. */
    static final long OUTPUT_CAP = 64L << 20;
    /** The most output kept for the report. */
    static final int KEPT = 1 << 20;
    private static final int STDERR_TAIL = 2000;
    private static final long SAMPLE_MILLIS = 10;
    /**
     * Input up to this size is written before the program is waited for, without a thread of its
     * own: a pipe holds at least a page, so the write cannot block (POSIX's PIPE_BUF on Linux).
     */
    private static final int PIPE_ATOMIC = 4096;
    /** How long the output pipes are waited for after the program and its processes are gone. */
    private static final long GRACE_MILLIS = 200;
    /**
     * The init of the program's PID namespace ($1 a folder of the scratch folder, $2 the user
     * the program runs as, then the program). It mounts that folder on /tmp/hsperfdata_USER (a
     * JVM keeps a file there named by its process id, the same in every namespace, and warns on
     * standard output when another holds it); runs the program in a subshell, keeping its own
     * messages (such as "Segmentation fault") off the program's standard error; notes in the
     * folder when anything else still runs in the namespace; and exits with the program's status
     * (128 + n for signal n). It starts no program of its own but mount (and mkdir when the
     * folder is missing): each start is a large part of the cost of a run of a quick program.
     */
    private static final String INIT = "t=$1; h=/tmp/hsperfdata_$2; shift 2; "
            + "{ [ -d \"$h\" ] || mkdir -p \"$h\"; } 2>/dev/null && mount --bind \"$t\" \"$h\" 2>/dev/null; "
            + "exec 4>&2 2>/dev/null; ( exec \"$@\" 2>&4 4>&- ); s=$?; "
            + "if kill -0 -1 2>/dev/null; then : > \"$t/.boyi-left-behind\"; fi; exit $s";

    /** The file the init writes when the program left processes behind. */
    private static final String NOTE = "tmp/.boyi-left-behind";

    /** The commands that start a PID namespace here, found by trying them once; empty when none works. */
    private static List<String> namespacePrefix;

    private final List<String> program;
    private final List<String> sessionPrefix;
    private final List<String> namespace;
    private final long timeLimitMillis;
    private final long memoryLimitBytes;
    private final long outputCap;

    private ChildProcess(List<String> program, List<String> sessionPrefix, List<String> namespace, long timeLimitMillis,
                         long memoryLimitBytes, long outputCap) {
        this.program = program;
        this.sessionPrefix = sessionPrefix;
        this.namespace = namespace;
        this.timeLimitMillis = timeLimitMillis;
        this.memoryLimitBytes = memoryLimitBytes;
        this.outputCap = outputCap;
    }

    /** The same program and limits with another output cap (tests use a small one). */
    ChildProcess withOutputCap(long bytes) {
        return new ChildProcess(program, sessionPrefix, namespace, timeLimitMillis, memoryLimitBytes, bytes);
    }

    /** The same program and limits without a PID namespace: contained by tracking its processes alone. */
    ChildProcess withoutNamespace() {
        return new ChildProcess(program, sessionPrefix, List.of(), timeLimitMillis, memoryLimitBytes, outputCap);
    }

    /** Whether the program runs in a PID namespace of its own. */
    boolean inNamespace() {
        return !namespace.isEmpty();
    }

    /**
     * The program of {@code words} (its path or a name on {@code PATH}, then its arguments; an
     * argument naming a file or folder of the current folder is passed as its absolute path, since
     * the program runs in a scratch folder).
     *
     * @throws BadInputException when no such program can be started
     */
    static ChildProcess of(List<String> words, long timeLimitMillis, long memoryLimitBytes) {
        if (words.isEmpty()) {
            throw new BadInputException(Text.of("缺少要检查的程序：在 -- 之后写出运行它的命令，如 -- ./a.out 或 -- python3 sol.py",
                    "missing the program to check: give its command after --, e.g. -- ./a.out or -- python3 sol.py"));
        }
        List<String> program = new ArrayList<>();
        program.add(executable(words.get(0)).toString());
        for (String word : words.subList(1, words.size())) {
            boolean local = !word.isEmpty() && !word.startsWith("-") && !Path.of(word).isAbsolute() && Files.exists(Path.of(word));
            program.add(local ? Path.of(word).toAbsolutePath().toString() : word);
        }
        Path setsid = onPath("setsid");
        List<String> session = setsid == null ? List.of() : List.of(setsid.toString(), "--wait");
        return new ChildProcess(List.copyOf(program), session, namespace(), timeLimitMillis, memoryLimitBytes, OUTPUT_CAP);
    }

    /** The prefix that starts a PID namespace (as root, else as a user namespace's root), tried once. */
    private static synchronized List<String> namespace() {
        if (namespacePrefix == null) {
            namespacePrefix = List.of();
            Path unshare = onPath("unshare");
            Path sh = onPath("sh");
            List<List<String>> tries = unshare == null || sh == null ? List.of() : List.of(
                    List.of(unshare.toString(), "--pid", "--mount", "--fork", "--kill-child"),
                    List.of(unshare.toString(), "--user", "--map-root-user", "--pid", "--mount", "--fork", "--kill-child"));
            for (List<String> prefix : tries) {
                List<String> probe = new ArrayList<>(prefix);
                probe.addAll(List.of(sh.toString(), "-c", "echo $$"));
                if (answers(probe).equals("1\n")) {
                    namespacePrefix = List.copyOf(prefix);
                    break;
                }
            }
        }
        return namespacePrefix;
    }

    /** What a short command prints, or "" when it fails or takes over 3 s. */
    private static String answers(List<String> command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            p.getOutputStream().close();
            if (!p.waitFor(3, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return "";
            }
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return p.exitValue() == 0 ? out : "";
        } catch (IOException e) {
            return "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }

    private static Path executable(String program) {
        Path found = program.contains("/") ? Path.of(program) : onPath(program);
        if (found == null || !Files.isRegularFile(found) || !Files.isExecutable(found)) {
            boolean exists = program.contains("/") && Files.exists(Path.of(program));
            Text why = !program.contains("/") ? Text.of("PATH 中没有这个程序", "no such program on PATH")
                    : exists ? Text.of("不是可执行文件", "not an executable file") : Text.of("文件不存在", "no such file");
            throw new BadInputException(Text.format("无法启动 \"%s\"：", "cannot start \"%s\": ", program).plus(why));
        }
        return found.toAbsolutePath();
    }

    private static Path onPath(String name) {
        String path = System.getenv("PATH");
        if (path == null) {
            return null;
        }
        for (String dir : path.split(File.pathSeparator)) {
            Path p = Path.of(dir.isEmpty() ? "." : dir, name);
            if (Files.isRegularFile(p) && Files.isExecutable(p)) {
                return p;
            }
        }
        return null;
    }

    long timeLimitMillis() {
        return timeLimitMillis;
    }

    long memoryLimitBytes() {
        return memoryLimitBytes;
    }

    long outputCap() {
        return outputCap;
    }

    /** The whole command of one run in the scratch folder (the program's /tmp is in it). */
    private List<String> command(Path scratch) {
        List<String> command = new ArrayList<>(sessionPrefix);
        if (!namespace.isEmpty()) {
            command.addAll(namespace);
            command.addAll(List.of("sh", "-c", INIT, "boyi-check", scratch.resolve("tmp").toString(), namespaceUser()));
        }
        command.addAll(program);
        return command;
    }

    /** The user the program runs as in its namespace: root in a user namespace of its own, else Boyi's user. */
    private String namespaceUser() {
        return namespace.contains("--map-root-user") ? "root" : System.getProperty("user.name");
    }

    /** Runs the program once on {@code input}, its output streamed to {@code judge}. */
    ChildRun run(byte[] input, OutputJudge judge) {
        Path scratch;
        try {
            scratch = Files.createTempDirectory("boyi-check-");
            Files.createDirectory(scratch.resolve("work"));
            Files.createDirectory(scratch.resolve("tmp"));
        } catch (IOException e) {
            throw new BadInputException(Text.of("无法创建临时文件夹：" + e.getMessage(), "cannot create a scratch folder: " + e.getMessage()));
        }
        try {
            return run(input, judge, scratch);
        } finally {
            deleteTree(scratch);
        }
    }

    private ChildRun run(byte[] input, OutputJudge judge, Path scratch) {
        Process process;
        long start = System.nanoTime();
        try {
            process = new ProcessBuilder(command(scratch)).directory(scratch.resolve("work").toFile()).start();
        } catch (IOException e) {
            throw new BadInputException(Text.of("无法启动 \"" + program.get(0) + "\"：" + e.getMessage(),
                    "cannot start \"" + program.get(0) + "\": " + e.getMessage()));
        }
        Runnable feed = () -> {
            try (OutputStream in = process.getOutputStream()) {
                in.write(input);
            } catch (IOException e) {
                // the program stopped reading: its verdict says why
            }
        };
        Thread feeder = null;
        if (input.length <= PIPE_ATOMIC) {
            feed.run();
        } else {
            feeder = daemon(feed);
        }
        Output out = new Output(judge, outputCap);
        Tail err = new Tail(STDERR_TAIL);
        Thread outReader = daemon(() -> out.drain(process.getInputStream()));
        Thread errReader = daemon(() -> err.drain(process.getErrorStream()));
        Set<ProcessHandle> seen = new HashSet<>();
        boolean timedOut = false;
        boolean outOfMemory = false;
        try {
            while (!process.waitFor(SAMPLE_MILLIS, TimeUnit.MILLISECONDS)) {
                long elapsed = (System.nanoTime() - start) / 1_000_000;
                List<ProcessHandle> tree = process.descendants().toList();
                if (!inNamespace()) {
                    seen.addAll(tree);
                }
                if (elapsed > timeLimitMillis) {
                    timedOut = true;
                } else if (residentBytes(process.pid(), tree) > memoryLimitBytes) {
                    outOfMemory = true;
                }
                if (timedOut || outOfMemory || out.overflowed) {
                    stop(process, seen);
                    process.waitFor();
                    break;
                }
            }
        } catch (InterruptedException e) {
            stop(process, seen);
            Thread.currentThread().interrupt();
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        timedOut |= millis > timeLimitMillis;
        boolean leftBehind;
        if (inNamespace()) {
            // the namespace's init has exited, so the kernel has killed everything else in it
            leftBehind = Files.exists(scratch.resolve(NOTE));
        } else {
            leftBehind = killAll(process, seen);
            killAll(process, seen);
        }
        boolean pipesClosed = joined(GRACE_MILLIS, outReader, errReader);
        out.close();
        if (feeder != null) {
            joined(GRACE_MILLIS, feeder);
        }
        return new ChildRun(process.exitValue(), timedOut, outOfMemory, out.overflowed, out.kept(), out.total(),
                new String(err.bytes(), StandardCharsets.UTF_8), millis, leftBehind || !pipesClosed);
    }

    /**
     * Stops a run early. In a namespace, killing the processes Boyi started kills its init
     * ({@code unshare --kill-child}) and with it the whole namespace; without one, see {@link #killAll}.
     */
    private void stop(Process process, Set<ProcessHandle> seen) {
        if (inNamespace()) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        } else {
            killAll(process, seen);
        }
    }

    /**
     * Kills the program, every process seen under it and every process of its session (never
     * Boyi's own); whether any of them other than the program itself was still alive.
     */
    private static boolean killAll(Process process, Set<ProcessHandle> seen) {
        Set<Long> sessions = new HashSet<>();
        sessions.add(process.pid()); // under setsid the program leads its own session; never Boyi's, removed below
        long own = sessionOf(ProcessHandle.current().pid()).orElse(-1L);
        sessionOf(process.pid()).ifPresent(sessions::add);
        for (ProcessHandle h : seen) {
            sessionOf(h.pid()).ifPresent(sessions::add);
        }
        sessions.remove(own);
        sessions.remove(0L);
        Set<ProcessHandle> doomed = new HashSet<>(seen);
        process.descendants().forEach(doomed::add);
        if (!sessions.isEmpty()) {
            try (Stream<ProcessHandle> all = ProcessHandle.allProcesses()) {
                all.filter(h -> sessionOf(h.pid()).map(sessions::contains).orElse(false)).forEach(doomed::add);
            }
        }
        doomed.remove(process.toHandle());
        doomed.remove(ProcessHandle.current());
        boolean alive = false;
        for (ProcessHandle h : doomed) {
            if (h.isAlive() && !zombie(h.pid())) {
                alive = true;
            }
            h.destroyForcibly();
        }
        process.destroyForcibly();
        return alive;
    }

    /** The session id of a process, from /proc (empty where /proc is missing or it is gone). */
    private static Optional<Long> sessionOf(long pid) {
        return stat(pid).map(fields -> Long.parseLong(fields[3]));
    }

    private static boolean zombie(long pid) {
        return stat(pid).map(fields -> fields[0].equals("Z")).orElse(true);
    }

    /** The fields of /proc/PID/stat after the command's name: state, ppid, pgrp, session, ... */
    private static Optional<String[]> stat(long pid) {
        try {
            String text = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
            return Optional.of(text.substring(text.lastIndexOf(')') + 2).split(" "));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** Resident memory of the process and its children, from /proc (0 where /proc is missing). */
    private static long residentBytes(long root, List<ProcessHandle> descendants) {
        long total = resident(root);
        for (ProcessHandle child : descendants) {
            total += resident(child.pid());
        }
        return total;
    }

    private static long resident(long pid) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
                if (line.startsWith("VmRSS:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
                }
            }
        } catch (IOException | RuntimeException e) {
            // gone, or no /proc
        }
        return 0;
    }

    private static void deleteTree(Path root) {
        try (Stream<Path> all = Files.walk(root)) {
            all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException | RuntimeException e) {
            // a scratch folder left in the temporary folder is harmless
        }
    }

    private static Thread daemon(Runnable body) {
        Thread t = new Thread(body, "boyi-check-io");
        t.setDaemon(true);
        t.start();
        return t;
    }

    /** Waits up to {@code millis} for each thread; whether all have ended. */
    private static boolean joined(long millis, Thread... threads) {
        boolean all = true;
        for (Thread t : threads) {
            try {
                t.join(millis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            all &= !t.isAlive();
        }
        return all;
    }

    /**
     * The program's standard output: counted against the cap, streamed to the judge, its first
     * {@link #KEPT} bytes kept; once closed (the run is over) later bytes are ignored.
     */
    private static final class Output {

        private final OutputJudge judge;
        private final long cap;
        private final ByteArrayOutputStream kept = new ByteArrayOutputStream();
        private long total;
        private boolean closed;
        volatile boolean overflowed;

        Output(OutputJudge judge, long cap) {
            this.judge = judge;
            this.cap = cap;
        }

        void drain(InputStream in) {
            readChunks(in, (buffer, n) -> {
                synchronized (this) {
                    if (closed) {
                        return false;
                    }
                    int room = (int) Math.min(n, cap - total);
                    judge.accept(buffer, 0, room);
                    kept.write(buffer, 0, (int) Math.max(0, Math.min(room, KEPT - (long) kept.size())));
                    total += room;
                    if (room < n) {
                        overflowed = true;
                        return false;
                    }
                    return true;
                }
            });
        }

        synchronized void close() {
            closed = true;
        }

        synchronized byte[] kept() {
            return kept.toByteArray();
        }

        synchronized long total() {
            return total;
        }
    }

    /** What a reader does with each chunk of a stream: false stops reading. */
    private interface Chunk {
        boolean take(byte[] buffer, int length);
    }

    /** Reads {@code in} in 64 KB chunks until its end or until {@code chunk} says stop; a killed process's stream just ends. */
    private static void readChunks(InputStream in, Chunk chunk) {
        byte[] buffer = new byte[1 << 16];
        try (in) {
            int n;
            while ((n = in.read(buffer)) > 0 && chunk.take(buffer, n)) {
                // the chunk is taken
            }
        } catch (IOException e) {
            // the process was killed
        }
    }

    /** The last {@code cap} bytes of a stream. */
    private static final class Tail {

        private final int cap;
        private byte[] last = new byte[0];

        Tail(int cap) {
            this.cap = cap;
        }

        void drain(InputStream in) {
            readChunks(in, (buffer, n) -> {
                synchronized (this) {
                    byte[] joined = new byte[Math.min(cap, last.length + n)];
                    int fromLast = joined.length - n;
                    if (fromLast >= 0) {
                        System.arraycopy(last, last.length - fromLast, joined, 0, fromLast);
                        System.arraycopy(buffer, 0, joined, fromLast, n);
                    } else {
                        System.arraycopy(buffer, n - joined.length, joined, 0, joined.length);
                    }
                    last = joined;
                    return true;
                }
            });
        }

        synchronized byte[] bytes() {
            return last;
        }
    }
}
