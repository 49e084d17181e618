package boyi.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * One PID namespace kept for many runs of the checked program: a small {@code sh} init in it
 * runs the program once per request and reports how it ended, so that a check pays for starting
 * the namespace once rather than once per input.
 *
 * <p>A folder in memory ({@code /dev/shm} where it exists, since on a busy disk each file
 * written or deleted can take milliseconds) holds the program's standard input ({@code in}, a
 * file written before each run) and two FIFOs for its standard output and error ({@code out},
 * {@code err}); the session's folder in the temporary folder holds the program's working folder
 * ({@code work}, emptied after each run that wrote in it) and the folder mounted on
 * {@code /tmp/hsperfdata_USER} ({@code tmp}). For each request line the init runs the program in the
 * foreground (a simple command of the shell), then, if {@code kill -0 -1} finds any other process in the namespace
 * (it never signals the namespace's init), kills them all with {@code kill -9 -1} until none is
 * left, and answers one line: the program's exit status (128 + n for signal n) and 0 (nothing was
 * left), 1 (processes were left and are killed) or 2 (they could not all be killed). A namespace
 * whose run ended in any other way than "0" is not used again: killing its init makes the kernel
 * kill everything in it.
 *
 * <pre>{@code
 * NamespaceInit init = NamespaceInit.start(prefix, "root", List.of("/usr/bin/cat"));
 * NamespaceInit.Streams io = init.open("1 2\n".getBytes(UTF_8));    // start reading io.stdout() ...
 * long start = init.request();                                       // ... then start the run
 * NamespaceInit.Status s = init.await(10);                           // null while it runs
 * init.endRun();
 * init.close();
 * }</pre>
 */
final class NamespaceInit implements AutoCloseable {

    /**
     * $1 the folder of the input and FIFOs, $2 the session's folder, $3 the user the program runs
     * as, then the program. A JVM keeps a
     * file in /tmp/hsperfdata_USER named by its process id (the same numbers in every namespace)
     * and warns on standard output when another holds it: that folder is the session's own.
     * Messages of the init go to its standard error, which Boyi discards (so the check for processes
     * left, {@code kill -0 -1}, needs no redirection of its own: one file opened and closed less a
     * run), but for its report of a program's death by a signal, written while the program's
     * standard error is redirected (see {@link #programStderr}). The kill loop ends when {@code kill -9 -1} finds no process (zombies are not
     * counted), at most 10,000 times. The program is a simple command of the init, not a subshell
     * that execs it: dash starts a simple command with vfork, where a subshell is a full fork of
     * the shell (3 ms of system time a run on a busy machine, as much as the program's own start);
     * the {@code cd} runs each time because the working folder is made anew after a run that
     * wrote in it.
     */
    private static final String SCRIPT = "f=$1; t=$2; h=/tmp/hsperfdata_$3; shift 3; "
            + "{ [ -d \"$h\" ] || mkdir -p \"$h\"; } 2>/dev/null && mount --bind \"$t/tmp\" \"$h\" 2>/dev/null; "
            + "mkfifo \"$f/out\" \"$f/err\" || exit 1; echo ready; "
            + "while read -r _; do "
            + "cd \"$t/work\" && \"$@\" <\"$f/in\" >\"$f/out\" 2>\"$f/err\"; s=$?; l=0; "
            + "if kill -0 -1; then l=1; i=0; "
            + "while kill -9 -1 2>/dev/null; do i=$((i+1)); if [ $i -ge 10000 ]; then l=2; break; fi; done; fi; "
            + "echo \"$s $l\"; done";

    /**
     * What dash prints on its standard error (strsignal's text) when a foreground command dies of
     * signal n, n not SIGINT or SIGPIPE; " (core dumped)" may follow.
     */
    private static final Map<Integer, String> SIGNAL_LINES = Map.ofEntries(Map.entry(1, "Hangup"), Map.entry(3, "Quit"),
            Map.entry(4, "Illegal instruction"), Map.entry(5, "Trace/breakpoint trap"), Map.entry(6, "Aborted"),
            Map.entry(7, "Bus error"), Map.entry(8, "Floating point exception"), Map.entry(9, "Killed"),
            Map.entry(10, "User defined signal 1"), Map.entry(11, "Segmentation fault"), Map.entry(12, "User defined signal 2"),
            Map.entry(14, "Alarm clock"), Map.entry(15, "Terminated"), Map.entry(24, "CPU time limit exceeded"),
            Map.entry(25, "File size limit exceeded"), Map.entry(31, "Bad system call"));

    /** How long the init may take to start and make its FIFOs. */
    private static final long START_MILLIS = 20_000;
    /** The line the answer thread queues when the init's output ends. */
    private static final String ENDED = "";

    private static final Set<NamespaceInit> LIVE = ConcurrentHashMap.newKeySet();
    private static boolean hooked;

    /** How a run ended: the program's exit status, and 0/1/2 for nothing left / left and killed / left. */
    record Status(int exitCode, int left) {

        boolean leftBehind() {
            return left != 0;
        }
    }

    /** A run whose init was killed: as if the program was killed by SIGKILL. */
    static final Status KILLED = new Status(128 + 9, 0);

    /** The program's standard output and error for one run. */
    record Streams(InputStream stdout, InputStream stderr) {
    }

    private final Process process;
    private final Path folder;
    private final Path io;
    /** The program's standard input and its output FIFOs, in {@code io}. */
    private final File inFile;
    private final File outFifo;
    private final File errFifo;
    private final OutputStream requests;
    private final BlockingQueue<String> answers = new LinkedBlockingQueue<>();
    private volatile boolean ended;
    private RandomAccessFile holdOut;
    private RandomAccessFile holdErr;

    private NamespaceInit(Process process, Path folder, Path io) {
        this.process = process;
        this.folder = folder;
        this.io = io;
        this.inFile = io.resolve("in").toFile();
        this.outFifo = io.resolve("out").toFile();
        this.errFifo = io.resolve("err").toFile();
        this.requests = process.getOutputStream();
        Thread reader = new Thread(this::readAnswers, "boyi-check-init");
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * Starts an init under {@code prefix} (the commands that make the namespace), the program to
     * run as {@code user}; null when it does not start (then the caller contains the program
     * without a namespace).
     */
    static NamespaceInit start(List<String> prefix, String user, List<String> program) {
        Path folder = null;
        Path io = null;
        try {
            folder = Files.createTempDirectory("boyi-check-");
            Files.createDirectory(folder.resolve("tmp"));
            Files.createDirectory(folder.resolve("work"));
            Path memory = Path.of("/dev/shm");
            io = Files.isDirectory(memory) && Files.isWritable(memory) ? Files.createTempDirectory(memory, "boyi-check-")
                    : Files.createDirectory(folder.resolve("io"));
            List<String> command = new ArrayList<>(prefix);
            command.addAll(List.of("sh", "-c", SCRIPT, "boyi-check", io.toString(), folder.toString(), user));
            command.addAll(program);
            Process p = new ProcessBuilder(command).directory(folder.toFile())
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            NamespaceInit init = new NamespaceInit(p, folder, io);
            String first = init.answers.poll(START_MILLIS, TimeUnit.MILLISECONDS);
            if (!"ready".equals(first)) {
                init.close();
                return null;
            }
            keep(init);
            return init;
        } catch (IOException e) {
            deleteTrees(folder, io);
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            deleteTrees(folder, io);
            return null;
        }
    }

    /** Remembers a live init, so that leaving the JVM deletes its folder (its init ends with Boyi's pipe). */
    private static synchronized void keep(NamespaceInit init) {
        LIVE.add(init);
        if (!hooked) {
            hooked = true;
            Runtime.getRuntime().addShutdownHook(new Thread(() -> LIVE.forEach(NamespaceInit::close), "boyi-check-cleanup"));
        }
    }

    /**
     * Queues each line the init prints, read byte by byte (its lines are short and ASCII; a
     * decoding reader's code, run by the interpreter for a check's few hundred lines, costs more
     * than the run's own work here), letting the run's FIFOs end first.
     */
    private void readAnswers() {
        try (InputStream in = process.getInputStream()) {
            StringBuilder line = new StringBuilder();
            int b;
            while ((b = in.read()) >= 0) {
                if (b == '\n') {
                    endRun();
                    answers.add(line.toString());
                    line.setLength(0);
                } else {
                    line.append((char) b);
                }
            }
        } catch (IOException e) {
            // the init was killed
        }
        answers.add(ENDED);
    }

    /** The process Boyi started (the namespace's init and the program are among its descendants). */
    Process process() {
        return process;
    }

    /** The program's working folder during a run. */
    Path work() {
        return folder.resolve("work");
    }

    /**
     * Prepares one run on {@code input}: writes it and opens the output FIFOs (holding a writer
     * of each, so that they end only when {@link #endRun} lets them). The caller starts reading
     * them, then calls {@link #request}: threads woken after the request would compete with the
     * program's start for the processor.
     */
    Streams open(byte[] input) throws IOException {
        try (FileOutputStream in = new FileOutputStream(inFile)) {
            in.write(input);
        }
        synchronized (this) {
            holdOut = new RandomAccessFile(outFifo, "rw");
            holdErr = new RandomAccessFile(errFifo, "rw");
        }
        return new Streams(new FileInputStream(outFifo), new FileInputStream(errFifo));
    }

    /** Starts the run {@link #open} prepared; the {@link System#nanoTime} of its start. */
    long request() throws IOException {
        long start = System.nanoTime();
        requests.write('\n');
        requests.flush();
        return start;
    }

    /**
     * How the run ended, waiting up to {@code millis}; null while it runs. When the init has
     * ended (it was killed), {@link #KILLED}.
     */
    Status await(long millis) throws InterruptedException {
        if (ended) {
            return KILLED;
        }
        String line = answers.poll(millis, TimeUnit.MILLISECONDS);
        if (line == null) {
            return null;
        }
        String[] words = line.split(" ");
        if (line.equals(ENDED) || words.length != 2) {
            ended = true;
            return KILLED;
        }
        return new Status(Integer.parseInt(words[0]), Integer.parseInt(words[1]));
    }

    /**
     * The program's standard error without the line the init adds to it: the program is a simple
     * command, so the shell's redirection of its standard error to the FIFO is still in force when
     * the shell reports a death by signal ("Segmentation fault"); a last line that is exactly
     * that report of the signal {@code exitCode} stands for is the init's, not the program's.
     */
    static String programStderr(String stderr, int exitCode) {
        String report = SIGNAL_LINES.get(exitCode - 128);
        if (report == null) {
            return stderr;
        }
        for (String line : List.of(report + "\n", report + " (core dumped)\n")) {
            if (stderr.equals(line) || stderr.endsWith("\n" + line)) {
                return stderr.substring(0, stderr.length() - line.length());
            }
        }
        return stderr;
    }

    /** Kills the init; the kernel then kills everything in its namespace. */
    void kill() {
        ended = true;
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
    }

    /** Whether this init may run the program again. */
    boolean usable() {
        return !ended && process.isAlive();
    }

    /**
     * Lets the output FIFOs end (every writer of the program's is gone once its status is known).
     * The thread that reads the init's answers calls it as soon as a status arrives, so that the
     * readers of the FIFOs see their end while the status is handed on.
     */
    synchronized void endRun() {
        closeQuietly(holdOut);
        closeQuietly(holdErr);
        holdOut = null;
        holdErr = null;
    }

    /** Deletes what the run wrote in its working folder (a new empty one when it wrote anything). */
    void clearWork() throws IOException {
        boolean empty;
        try (DirectoryStream<Path> files = Files.newDirectoryStream(work())) {
            empty = !files.iterator().hasNext();
        } catch (IOException e) {
            empty = false;
        }
        if (!empty) {
            deleteTree(work());
            Files.createDirectory(work());
        }
    }

    /** Ends the namespace (the init reads the end of its requests and exits, or is killed) and deletes the folder. */
    @Override
    public void close() {
        ended = true;
        LIVE.remove(this);
        endRun();
        try {
            requests.close();
        } catch (IOException e) {
            // already gone
        }
        try {
            if (!process.waitFor(1, TimeUnit.SECONDS)) {
                kill();
                process.waitFor(5, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            kill();
            Thread.currentThread().interrupt();
        }
        deleteTrees(folder, io);
    }

    private static void deleteTrees(Path... roots) {
        for (Path root : roots) {
            if (root != null) {
                deleteTree(root);
            }
        }
    }

    private static void closeQuietly(RandomAccessFile file) {
        if (file != null) {
            try {
                file.close();
            } catch (IOException e) {
                // nothing to do
            }
        }
    }

    static void deleteTree(Path root) {
        try (Stream<Path> all = Files.walk(root)) {
            all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException | RuntimeException e) {
            // a scratch folder left in the temporary folder is harmless
        }
    }
}
