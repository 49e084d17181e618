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
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;

/**
 * Runs the checked program as a child process, without a shell, and contains it: the input on
 * its standard input, a wall-time limit, a memory limit (its resident memory and its children's,
 * sampled every few milliseconds), a cap on its output (counted as it streams to an
 * {@link OutputJudge}; only the first megabyte is kept), a scratch working folder emptied after
 * each run, and nothing left running afterwards.
 *
 * <p>Containment: where the system allows ({@code unshare} of a PID namespace works) the program
 * runs in a PID namespace under a small {@code sh} init ({@link NamespaceInit}) in a session of its
 * own ({@code setsid}); the namespace is started by the first run and kept for the next ones while
 * runs end cleanly. After each run the init kills every other process left in the namespace and
 * says so; a run that left processes behind or was stopped at a limit ends the namespace (the
 * kernel kills everything in it) and the next run starts a new one. The program cannot see or
 * signal Boyi. Without a namespace, the program starts in a session of its own and every process
 * seen under it while it ran and every process of its session is killed when it exits. Either
 * way a program that leaves processes behind is reported. Output pipes held open by a process
 * that escaped are waited for only briefly. {@link #close} ends the namespace.
 *
 * <pre>{@code
 * ChildProcess child = ChildProcess.of(List.of("python3", "sol.py"), 2000, 256L << 20);
 * ChildRun run = child.run("10 3\n".getBytes(UTF_8), TokenChecker.INSTANCE.open("10 3\n", "Yes\n"));
 * child.close();
 * }</pre>
 */
final class ChildProcess implements AutoCloseable {

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
    /** The threads that feed and drain the program's pipes (see {@link #daemon}). */
    private static final ExecutorService IO = Executors.newCachedThreadPool(body -> {
        Thread t = new Thread(body, "boyi-check-io");
        t.setDaemon(true);
        return t;
    });
    /** Whether /proc lists each thread's children (Linux with CONFIG_PROC_CHILDREN); null until looked at. */
    private static Boolean childrenListed;
    /** The commands that start a PID namespace here, found by trying them once; empty when none works. */
    private static List<String> namespacePrefix;

    private final List<String> program;
    private final List<String> sessionPrefix;
    private final List<String> namespace;
    private final long timeLimitMillis;
    private final long memoryLimitBytes;
    private final long outputCap;
    /** The namespace this object's runs share, while it lasts. */
    private NamespaceInit init;

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

    /**
     * Runs the program once on {@code input}, its output streamed to {@code judge}: in this
     * object's namespace (started by the first run and kept while runs end cleanly), else
     * contained by tracking its processes.
     */
    ChildRun run(byte[] input, OutputJudge judge) {
        return run(input, judge, () -> { });
    }

    /**
     * {@link #run(byte[], OutputJudge)}, with {@code meanwhile} run on another thread once the
     * program has been started (work of the caller's that need not wait for the run, done while
     * the program runs). It runs whenever this method returns normally.
     */
    synchronized ChildRun run(byte[] input, OutputJudge judge, Runnable meanwhile) {
        if (!namespace.isEmpty() && init == null) {
            init = NamespaceInit.start(concat(sessionPrefix, namespace), namespaceUser(), program);
        }
        return init != null ? runInNamespace(input, judge, meanwhile) : runTracked(input, judge, meanwhile);
    }

    /** Ends this object's namespace, if it has one; a later run starts another. */
    @Override
    public synchronized void close() {
        if (init != null) {
            init.close();
            init = null;
        }
    }

    /** The user the program runs as in its namespace: root in a user namespace of its own, else Boyi's user. */
    private String namespaceUser() {
        return namespace.contains("--map-root-user") ? "root" : System.getProperty("user.name");
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    private ChildRun runInNamespace(byte[] input, OutputJudge judge, Runnable meanwhile) {
        NamespaceInit.Streams io;
        try {
            io = init.open(input);
        } catch (IOException e) {
            close();
            throw scratchError(e);
        }
        Output out = new Output(judge, outputCap);
        Tail err = new Tail(STDERR_TAIL);
        Future<?> outReader = daemon(() -> out.drain(io.stdout()));
        Future<?> errReader = daemon(() -> err.drain(io.stderr()));
        long start;
        try {
            start = init.request();
        } catch (IOException e) {
            close();
            throw scratchError(e);
        }
        daemon(meanwhile);
        NamespaceInit.Status[] status = {null};
        NamespaceInit running = init;
        Limit hit = watch(start, millis -> (status[0] = running.await(millis)) != null, init.process(), out, null,
                running::kill);
        long millis = (System.nanoTime() - start) / 1_000_000;
        init.endRun();
        boolean pipesClosed = joined(GRACE_MILLIS, outReader, errReader);
        out.close();
        NamespaceInit.Status end = status[0] == null ? NamespaceInit.KILLED : status[0];
        if (end.leftBehind() || !init.usable()) {
            close();
        } else {
            try {
                init.clearWork();
            } catch (IOException e) {
                close();
            }
        }
        return new ChildRun(end.exitCode(), hit == Limit.TIME || millis > timeLimitMillis, hit == Limit.MEMORY,
                out.overflowed, out.kept(), out.total(),
                NamespaceInit.programStderr(new String(err.bytes(), StandardCharsets.UTF_8), end.exitCode()), millis,
                end.leftBehind() || !pipesClosed);
    }

    private static BadInputException scratchError(IOException e) {
        return new BadInputException(Text.of("无法创建临时文件夹：" + e.getMessage(), "cannot create a scratch folder: " + e.getMessage()));
    }

    /** A limit a run was stopped for. */
    private enum Limit { NONE, TIME, MEMORY, OUTPUT }

    /** Waits up to a number of milliseconds for the run to end; whether it has. */
    private interface Ending {
        boolean within(long millis) throws InterruptedException;
    }

    /**
     * Watches a run until {@code ending} says it is over or a limit is passed (then {@code stop}
     * runs): every {@link #SAMPLE_MILLIS} its time, the resident memory of {@code root} and its
     * descendants (added to {@code seen} when not null) and its output.
     */
    private Limit watch(long startNanos, Ending ending, Process root, Output out, Set<ProcessHandle> seen, Runnable stop) {
        try {
            while (!ending.within(SAMPLE_MILLIS)) {
                long elapsed = (System.nanoTime() - startNanos) / 1_000_000;
                List<ProcessHandle> tree = descendants(root);
                if (seen != null) {
                    seen.addAll(tree);
                }
                Limit hit = elapsed > timeLimitMillis ? Limit.TIME
                        : residentBytes(root.pid(), tree) > memoryLimitBytes ? Limit.MEMORY
                        : out.overflowed ? Limit.OUTPUT : Limit.NONE;
                if (hit != Limit.NONE) {
                    stop.run();
                    return hit;
                }
            }
        } catch (InterruptedException e) {
            stop.run();
            Thread.currentThread().interrupt();
        }
        return Limit.NONE;
    }

    /**
     * The processes under {@code root}, found from the children each of their threads lists in
     * /proc (a few small files, where {@link Process#descendants} reads every process on the
     * system: milliseconds on a busy machine, at every sample); {@link Process#descendants}
     * where the kernel has no such lists.
     */
    static List<ProcessHandle> descendants(Process root) {
        if (!childrenListed()) {
            return root.descendants().toList();
        }
        List<ProcessHandle> found = new ArrayList<>();
        ArrayDeque<Long> todo = new ArrayDeque<>();
        todo.push(root.pid());
        while (!todo.isEmpty()) {
            long pid = todo.pop();
            try (DirectoryStream<Path> threads = Files.newDirectoryStream(Path.of("/proc", Long.toString(pid), "task"))) {
                for (Path thread : threads) {
                    for (String word : Files.readString(thread.resolve("children")).trim().split(" ")) {
                        if (!word.isEmpty()) {
                            long child = Long.parseLong(word);
                            ProcessHandle.of(child).ifPresent(found::add);
                            todo.push(child);
                        }
                    }
                }
            } catch (IOException | RuntimeException e) {
                // gone since its parent listed it
            }
        }
        return found;
    }

    private static synchronized boolean childrenListed() {
        if (childrenListed == null) {
            String self = Long.toString(ProcessHandle.current().pid());
            childrenListed = Files.isReadable(Path.of("/proc", self, "task", self, "children"));
        }
        return childrenListed;
    }

    /** A run without a namespace, in a scratch folder of its own. */
    private ChildRun runTracked(byte[] input, OutputJudge judge, Runnable meanwhile) {
        Path scratch;
        try {
            scratch = Files.createTempDirectory("boyi-check-");
        } catch (IOException e) {
            throw scratchError(e);
        }
        try {
            return runTracked(input, judge, scratch, meanwhile);
        } finally {
            NamespaceInit.deleteTree(scratch);
        }
    }

    private ChildRun runTracked(byte[] input, OutputJudge judge, Path scratch, Runnable meanwhile) {
        Process process;
        long start = System.nanoTime();
        try {
            process = new ProcessBuilder(concat(sessionPrefix, program)).directory(scratch.toFile()).start();
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
        Future<?> feeder = null;
        if (input.length <= PIPE_ATOMIC) {
            feed.run();
        } else {
            feeder = daemon(feed);
        }
        Output out = new Output(judge, outputCap);
        Tail err = new Tail(STDERR_TAIL);
        Future<?> outReader = daemon(() -> out.drain(process.getInputStream()));
        Future<?> errReader = daemon(() -> err.drain(process.getErrorStream()));
        daemon(meanwhile);
        Set<ProcessHandle> seen = new HashSet<>();
        Limit hit = watch(start, millis -> process.waitFor(millis, TimeUnit.MILLISECONDS), process, out, seen, () -> {
            killAll(process, seen);
            try {
                process.waitFor();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        long millis = (System.nanoTime() - start) / 1_000_000;
        boolean leftBehind = killAll(process, seen);
        killAll(process, seen);
        boolean pipesClosed = joined(GRACE_MILLIS, outReader, errReader);
        out.close();
        if (feeder != null) {
            joined(GRACE_MILLIS, feeder);
        }
        return new ChildRun(process.exitValue(), hit == Limit.TIME || millis > timeLimitMillis, hit == Limit.MEMORY,
                out.overflowed, out.kept(), out.total(), new String(err.bytes(), StandardCharsets.UTF_8), millis,
                leftBehind || !pipesClosed);
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

    /**
     * Runs {@code body} on a thread of a pool kept for the JVM's life (daemon threads), so that a
     * run does not wait for new threads to start: each start waits for the new thread to be
     * scheduled, milliseconds on a busy machine.
     */
    private static Future<?> daemon(Runnable body) {
        return IO.submit(body);
    }

    /** Waits up to {@code millis} for each task; whether all have ended. */
    private static boolean joined(long millis, Future<?>... tasks) {
        boolean all = true;
        for (Future<?> t : tasks) {
            try {
                t.get(millis, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (ExecutionException | TimeoutException e) {
                // still running, or ended by an error: isDone says which
            }
            all &= t.isDone();
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
