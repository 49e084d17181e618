package boyi.cli;

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
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs the checked program as a child process, without a shell: the input on its standard input,
 * a wall-time limit, a memory limit (its resident memory and its children's, sampled every few
 * milliseconds) and a cap on its output. The program starts in a session of its own
 * ({@code setsid}) so that a limit kills its whole process group, children included.
 *
 * <pre>{@code
 * ChildProcess child = ChildProcess.of(List.of("python3", "sol.py"), 2000, 256L << 20);
 * ChildRun run = child.run("10 3\n".getBytes(UTF_8));
 * }</pre>
 */
final class ChildProcess {

    /** The most output kept: more is an output limit. */
    static final int OUTPUT_CAP = 64 << 20;
    private static final int STDERR_TAIL = 2000;
    private static final long SAMPLE_MILLIS = 10;

    private final List<String> command;
    private final boolean ownSession;
    private final long timeLimitMillis;
    private final long memoryLimitBytes;
    private final int outputCap;

    private ChildProcess(List<String> command, boolean ownSession, long timeLimitMillis, long memoryLimitBytes, int outputCap) {
        this.command = command;
        this.ownSession = ownSession;
        this.timeLimitMillis = timeLimitMillis;
        this.memoryLimitBytes = memoryLimitBytes;
        this.outputCap = outputCap;
    }

    /** The same program and limits with another output cap (tests use a small one). */
    ChildProcess withOutputCap(int bytes) {
        return new ChildProcess(command, ownSession, timeLimitMillis, memoryLimitBytes, bytes);
    }

    /**
     * The program of {@code words} (its path or a name on {@code PATH}, then its arguments).
     *
     * @throws BadInputException when no such program can be started
     */
    static ChildProcess of(List<String> words, long timeLimitMillis, long memoryLimitBytes) {
        if (words.isEmpty()) {
            throw new BadInputException(Text.of("缺少要检查的程序：在 -- 之后写出运行它的命令，如 -- ./a.out 或 -- python3 sol.py",
                    "missing the program to check: give its command after --, e.g. -- ./a.out or -- python3 sol.py"));
        }
        List<String> command = new ArrayList<>(words);
        command.set(0, executable(words.get(0)).toString());
        Path setsid = onPath("setsid");
        if (setsid != null) {
            command.add(0, setsid.toString());
        }
        return new ChildProcess(List.copyOf(command), setsid != null, timeLimitMillis, memoryLimitBytes, OUTPUT_CAP);
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

    int outputCap() {
        return outputCap;
    }

    /** Runs the program once on {@code input}. */
    ChildRun run(byte[] input) {
        Process process;
        long start = System.nanoTime();
        try {
            process = new ProcessBuilder(command).start();
        } catch (IOException e) {
            throw new BadInputException(Text.of("无法启动 \"" + command.get(ownSession ? 1 : 0) + "\"：" + e.getMessage(),
                    "cannot start \"" + command.get(ownSession ? 1 : 0) + "\": " + e.getMessage()));
        }
        Thread feeder = daemon(() -> {
            try (OutputStream in = process.getOutputStream()) {
                in.write(input);
            } catch (IOException e) {
                // the program stopped reading: its verdict says why
            }
        });
        Capped out = new Capped(outputCap, false);
        Capped err = new Capped(STDERR_TAIL, true);
        Thread outReader = daemon(() -> out.drain(process.getInputStream()));
        Thread errReader = daemon(() -> err.drain(process.getErrorStream()));
        boolean timedOut = false;
        boolean outOfMemory = false;
        try {
            while (!process.waitFor(SAMPLE_MILLIS, TimeUnit.MILLISECONDS)) {
                long elapsed = (System.nanoTime() - start) / 1_000_000;
                if (elapsed > timeLimitMillis) {
                    timedOut = true;
                } else if (residentBytes(process.toHandle()) > memoryLimitBytes) {
                    outOfMemory = true;
                }
                if (timedOut || outOfMemory || out.overflowed) {
                    kill(process);
                    process.waitFor();
                    break;
                }
            }
        } catch (InterruptedException e) {
            kill(process);
            Thread.currentThread().interrupt();
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        if (millis > timeLimitMillis) {
            timedOut = true;
        }
        if (!joined(200, outReader, errReader)) {
            kill(process); // children left behind, holding the pipes
            joined(2000, outReader, errReader);
        }
        joined(2000, feeder);
        return new ChildRun(process.exitValue(), timedOut, outOfMemory, out.overflowed, out.bytes(),
                new String(err.bytes(), StandardCharsets.UTF_8), millis);
    }

    private void kill(Process process) {
        if (ownSession) {
            try {
                new ProcessBuilder("kill", "-KILL", "--", "-" + process.pid()).redirectErrorStream(true)
                        .redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor(2, TimeUnit.SECONDS);
            } catch (IOException e) {
                // no kill program: the handles below still stop the process and its children
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
    }

    /** Resident memory of the process and its children, from /proc (0 where /proc is missing). */
    private static long residentBytes(ProcessHandle root) {
        long total = resident(root.pid());
        for (ProcessHandle child : (Iterable<ProcessHandle>) root.descendants()::iterator) {
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

    /** A stream drained into at most {@code cap} bytes: the first ones, or the last ones for a tail. */
    private static final class Capped {

        private final int cap;
        private final boolean tail;
        private final ByteArrayOutputStream kept = new ByteArrayOutputStream();
        private byte[] last = new byte[0];
        volatile boolean overflowed;

        Capped(int cap, boolean tail) {
            this.cap = cap;
            this.tail = tail;
        }

        void drain(InputStream in) {
            byte[] buffer = new byte[1 << 16];
            try (in) {
                int n;
                while ((n = in.read(buffer)) > 0) {
                    synchronized (this) {
                        if (tail) {
                            byte[] joined = new byte[Math.min(cap, last.length + n)];
                            int fromLast = joined.length - n;
                            if (fromLast >= 0) {
                                System.arraycopy(last, last.length - fromLast, joined, 0, fromLast);
                                System.arraycopy(buffer, 0, joined, fromLast, n);
                            } else {
                                System.arraycopy(buffer, n - joined.length, joined, 0, joined.length);
                            }
                            last = joined;
                        } else if (kept.size() + n > cap) {
                            kept.write(buffer, 0, cap - kept.size());
                            overflowed = true;
                            return;
                        } else {
                            kept.write(buffer, 0, n);
                        }
                    }
                }
            } catch (IOException e) {
                // the process was killed
            }
        }

        synchronized byte[] bytes() {
            return tail ? last : kept.toByteArray();
        }
    }
}
