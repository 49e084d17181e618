package boyi.cli;

import boyi.problems.Problem;
import boyi.catalogue.Catalogue;
import boyi.util.BadInputException;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Unmatched;

/** {@code boyi problem <id>}: a judge format, stdin to stdout. */
@Command(name = "problem", mixinStandardHelpOptions = true,
        description = {"Solve a judge problem: read its input on stdin, print exactly the judge's output.",
                "The problems and their formats are listed by 'boyi list'."},
        footer = {"", "Examples:",
                "  printf '1 2 3\\n1 2 3 4 5\\n' | boyi problem take-ball     # + 0 + 0 -",
                "  echo '10 3' | boyi problem bash                           # Yes",
                "  boyi problem dice --rounds 1000000 --seed 7"})
final class ProblemCommand implements Callable<Integer> {

    @Mixin
    DatabaseOption databases;

    @Mixin
    LangOption lang;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "<id>", description = "the problem id, e.g. take-ball")
    String id;

    @Unmatched
    List<String> options = new ArrayList<>();

    @Override
    public Integer call() throws IOException {
        Problem problem = Catalogue.problem(id);
        String input = new String(Main.readStdin(), StandardCharsets.UTF_8);
        String output;
        try {
            output = problem.solve(input, options);
        } catch (BadInputException e) {
            throw new BadInputException(about(e.text()));
        } catch (TooLargeException e) {
            throw new TooLargeException(about(e.text()));
        }
        PrintWriter out = spec.commandLine().getOut();
        out.print(output);
        out.flush();
        return 0;
    }

    /** A problem's message after its id: {@code take-ball：……} / {@code take-ball: ...}. */
    private Text about(Text message) {
        return Text.of(id + "：" + message.zh(), id + ": " + message.en());
    }
}
