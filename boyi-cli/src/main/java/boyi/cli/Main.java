package boyi.cli;

import boyi.util.BadInputException;
import boyi.util.TooLargeException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Entry point of {@code bin/boyi}. */
@Command(name = "boyi", mixinStandardHelpOptions = true, version = "boyi 0.1.0",
        description = "Boyi (博弈) solves two-player games of perfect information exactly and shows its work.",
        subcommands = {ListCommand.class, ProblemCommand.class, SolveCommand.class, TableCommand.class,
                PlayCommand.class, ServeCommand.class, SimulateCommand.class, StrongSolveCommand.class,
                CommandLine.HelpCommand.class},
        footer = {"", "Examples:",
                "  echo '10 3' | boyi problem bash",
                "  boyi solve bash 3 10",
                "  boyi table subtraction 1,3,4 --upto 30",
                "  boyi list"})
public final class Main implements Runnable {

    /** Exit status for bad input. */
    static final int BAD_INPUT = 2;

    @Override
    public void run() {
        new CommandLine(this).usage(System.out);
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Standard input of the running command (tests replace it). */
    static volatile InputStream stdin = System.in;

    /** Runs the command line on the process's standard streams and returns the exit status. */
    public static int run(String... args) {
        return run(System.in, System.out, System.err, args);
    }

    /** Runs the command line on the given streams and returns the exit status (used by tests). */
    public static int run(InputStream in, OutputStream out, OutputStream err, String... args) {
        stdin = in;
        CommandLine cl = new CommandLine(new Main());
        // Positions may start with '-' (a matches row "-000/0111"): unknown options are positions.
        cl.setUnmatchedOptionsArePositionalParams(true);
        cl.setOut(new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), true));
        cl.setErr(new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true));
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            String name = commandLine.getCommandName();
            if (ex instanceof BadInputException || ex instanceof TooLargeException) {
                commandLine.getErr().println("boyi " + name + ": " + ex.getMessage());
                return BAD_INPUT;
            }
            commandLine.getErr().println("boyi " + name + ": internal error: " + ex);
            return 1;
        });
        cl.setParameterExceptionHandler((ex, a) -> {
            CommandLine c = ex.getCommandLine();
            c.getErr().println("boyi " + c.getCommandName() + ": " + ex.getMessage() + " (see 'boyi " + c.getCommandName() + " --help')");
            return BAD_INPUT;
        });
        try {
            return cl.execute(args);
        } catch (OutOfMemoryError e) {
            cl.getErr().println("boyi: out of memory: the input is too large to solve in this heap (BOYI_JAVA_OPTS=-Xmx... raises it)");
            return BAD_INPUT;
        }
    }
}
