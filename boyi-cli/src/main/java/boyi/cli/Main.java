package boyi.cli;

import boyi.games.matches.MatchesSolutions;
import boyi.util.BadInputException;
import boyi.util.Lang;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** Entry point of {@code bin/boyi}. */
@Command(name = "boyi", mixinStandardHelpOptions = true, version = "boyi 0.1.0",
        description = "Boyi (博弈) solves two-player games of perfect information exactly and shows its work.",
        footer = {"", "Examples:",
                "  echo '10 3' | boyi problem bash",
                "  boyi solve bash 3 10",
                "  boyi table subtraction 1,3,4 --upto 30",
                "  boyi list"})
public final class Main implements Runnable {

    /** The subcommands, in the order the usage help lists them. */
    private static final List<Class<?>> SUBCOMMANDS = List.of(ListCommand.class, ProblemCommand.class,
            SolveCommand.class, TableCommand.class, ProveCommand.class, PlayCommand.class, ServeCommand.class, SimulateCommand.class,
            StrongSolveCommand.class, CheckCommand.class, CgtCommand.class, CommandLine.HelpCommand.class);

    /** Exit status for bad input. */
    static final int BAD_INPUT = 2;
    /** Exit status when the output could not be written (a full disk, a closed pipe). */
    static final int WRITE_FAILED = 1;

    /** The language of messages: a {@code --lang} among the words, else the environment's (set by {@link #run}). */
    static volatile Lang lang = Lang.fromEnvironment();

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** The command line of this process when {@link #main} started it (null when run in-process, as by tests). */
    static volatile String[] processArgs;

    public static void main(String[] args) {
        processArgs = args.clone();
        MatchesSolutions.solveInto(solvedSizesFolder());
        Thread ctrlC = new Thread(() -> System.err.println("boyi: " + Text.of("已停止（Ctrl-C）", "stopped (Ctrl-C)").in(lang)));
        Runtime.getRuntime().addShutdownHook(ctrlC);
        // the file itself, not System.out: a PrintStream would hide a failed write and its reason
        int status = run(System.in, new FileOutputStream(FileDescriptor.out), System.err, args);
        Runtime.getRuntime().removeShutdownHook(ctrlC);   // finished: only an interrupted run says it stopped
        System.exit(status);
    }

    /**
     * The folder where matches sizes up to 5 x 5 are solved when first needed and looked up by
     * later runs: {@code $BOYI_CACHE} if set, else {@code ~/.cache/boyi} (the 5 x 5 database goes
     * to {@code matches-5x5} in it).
     */
    static Path solvedSizesFolder() {
        String env = System.getenv("BOYI_CACHE");
        return env != null && !env.isBlank() ? Path.of(env) : Path.of(System.getProperty("user.home"), ".cache", "boyi");
    }

    /** Standard input of the running command (tests replace it). */
    static volatile InputStream stdin = System.in;

    /** Runs the command line on the process's standard streams and returns the exit status. */
    public static int run(String... args) {
        return run(System.in, System.out, System.err, args);
    }

    /** All of standard input, or bad input (exit 2) when it cannot be read (a directory, a closed stream). */
    static byte[] readStdin() {
        try {
            return stdin.readAllBytes();
        } catch (IOException e) {
            throw unreadableStdin(e);
        }
    }

    /** Standard input failed to read: bad input naming the reason (the system's words). */
    static BadInputException unreadableStdin(IOException e) {
        String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return new BadInputException(Text.of("无法读取标准输入：" + why, "cannot read standard input: " + why));
    }

    /** Runs the command line on the given streams and returns the exit status (used by tests). */
    public static int run(InputStream in, OutputStream out, OutputStream err, String... args) {
        return run(Lang.fromEnvironment(), in, out, err, args);
    }

    /**
     * Runs the command line in an environment whose language is {@code environment} (tests give
     * Chinese): messages and help are in that language unless a {@code --lang} says otherwise.
     */
    static int run(Lang environment, InputStream in, OutputStream out, OutputStream err, String... given) {
        stdin = in;
        String[] args = langAfterCommand(given);
        // the language is read from the words before picocli parses them: --help and parse errors
        // come before any option is set
        lang = ParseErrors.langIn(args, environment);
        WatchedOutput watched = new WatchedOutput(out);
        CommandLine cl = commandLine(lang, args);
        cl.setOut(new PrintWriter(new OutputStreamWriter(watched, StandardCharsets.UTF_8), true));
        cl.setErr(new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true));
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            String name = prefix(commandLine);
            if (ex instanceof BadInputException bad) {
                commandLine.getErr().println(name + ": " + bad.text().in(lang));
                return BAD_INPUT;
            }
            if (ex instanceof TooLargeException large) {
                commandLine.getErr().println(name + ": " + large.text().in(lang));
                return BAD_INPUT;
            }
            commandLine.getErr().println(name + ": " + Text.of("内部错误：", "internal error: ").in(lang) + ex);
            return 1;
        });
        cl.setParameterExceptionHandler((ex, words) -> {
            CommandLine c = ex.getCommandLine();
            String name = prefix(c);
            Text seeHelp = Text.format("（见 '%s --help'）", " (see '%s --help')", name);
            c.getErr().println(name + ": " + ParseErrors.text(ex).in(lang) + seeHelp.in(lang));
            return BAD_INPUT;
        });
        int status;
        try {
            status = cl.execute(args);
        } catch (OutOfMemoryError e) {
            cl.getErr().println("boyi: " + Text.of("内存不够：输入太大，这个堆放不下（用 BOYI_JAVA_OPTS=-Xmx... 调大）",
                    "out of memory: the input is too large to solve in this heap (BOYI_JAVA_OPTS=-Xmx... raises it)").in(lang));
            return BAD_INPUT;
        } catch (StackOverflowError e) {
            // a value nested deeper than the stack (a partizan game born very late): refused, never a trace
            cl.getErr().println("boyi: " + Text.of("输入嵌套太深，超出了这个栈（用 BOYI_JAVA_OPTS=-Xss... 调大）",
                    "the input is nested too deeply for this stack (BOYI_JAVA_OPTS=-Xss... raises it)").in(lang));
            return BAD_INPUT;
        }
        cl.getOut().flush();
        if (watched.failure != null) {
            cl.getErr().println("boyi: " + Text.of("无法写出结果：", "cannot write the output: ").in(lang) + watched.failure);
            return WRITE_FAILED;
        }
        return status;
    }

    /**
     * {@code boyi --lang zh solve ...} as {@code boyi solve --lang zh ...}: {@code --lang} is an
     * option of every command, so one written before the command moves after its name.
     */
    static String[] langAfterCommand(String[] args) {
        int width = args.length > 0 && args[0].startsWith("--lang=") ? 1 : args.length > 0 && args[0].equals("--lang") ? 2 : 0;
        if (width == 0 || args.length <= width || args[width].startsWith("-")) {
            return args;
        }
        String[] moved = new String[args.length];
        moved[0] = args[width];
        System.arraycopy(args, 0, moved, 1, width);
        System.arraycopy(args, width + 1, moved, width + 1, args.length - width - 1);
        return moved;
    }

    /** The command line of {@code boyi} and all its subcommands, with usage help in {@code help}'s language. */
    static CommandLine commandLine(Lang help) {
        return commandLine(help, new String[0]);
    }

    /**
     * The command line that runs {@code args}: when they start with a subcommand's name, {@code boyi}
     * and that subcommand alone, else (help, a version, an unknown word) {@code boyi} and all of them.
     * picocli builds a command's model by reflection, which is most of the start-up of a short run.
     */
    static CommandLine commandLine(Lang help, String... args) {
        CommandLine cl = new CommandLine(new Main());
        Class<?> named = null;
        for (Class<?> c : SUBCOMMANDS) {
            if (args.length > 0 && c != CommandLine.HelpCommand.class && c.getAnnotation(Command.class).name().equals(args[0])) {
                named = c;
                break;
            }
        }
        for (Class<?> subcommand : named == null ? SUBCOMMANDS : List.<Class<?>>of(named)) {
            cl.addSubcommand(subcommand);
        }
        // Positions may start with '-' (a matches row "-000/0111"): unknown options are positions.
        cl.setUnmatchedOptionsArePositionalParams(true);
        // "@file" is a position or a parameter, never a file to read into the arguments
        cl.setExpandAtFiles(false);
        if (help == Lang.ZH) {
            ChineseHelp.install(cl);
        }
        return cl;
    }

    /** A bad option value found while parsing, in both languages; printed like other parse errors. */
    static ParameterException badOption(CommandLine commandLine, Text why) {
        return new ParameterException(commandLine, why.en(), new BadInputException(why));
    }

    /** "boyi" for the top level, "boyi solve" for a subcommand. */
    static String prefix(CommandLine c) {
        return c.getParent() == null ? "boyi" : "boyi " + c.getCommandName();
    }

    /** Standard output that remembers the first failed write (PrintWriter would hide it). */
    private static final class WatchedOutput extends FilterOutputStream {

        volatile String failure;

        WatchedOutput(OutputStream out) {
            super(out);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            try {
                out.write(b, off, len);
            } catch (IOException e) {
                remember(e);
                throw e;
            }
        }

        @Override
        public void write(int b) throws IOException {
            try {
                out.write(b);
            } catch (IOException e) {
                remember(e);
                throw e;
            }
        }

        @Override
        public void flush() throws IOException {
            try {
                out.flush();
            } catch (IOException e) {
                remember(e);
                throw e;
            }
        }

        private void remember(IOException e) {
            if (failure == null) {
                failure = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            }
        }
    }
}
