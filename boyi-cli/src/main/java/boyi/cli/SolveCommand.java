package boyi.cli;

import boyi.analysis.Analyzer;
import boyi.analysis.Analysis;
import boyi.analysis.AnalysisJson;
import boyi.analysis.MoveValue;
import boyi.games.GameArguments;
import boyi.games.GameInstance;
import boyi.util.BadInputException;
import boyi.util.Json;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code boyi solve <game> <parameters> <position>}. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"Solve one position: its value for the player to move (win/draw/loss), remoteness,",
                "every legal move with its value, the recommended move, and how it was decided.",
                "Parameters come first (in order, or as name=value), then the position; see 'boyi list'."},
        footer = {"", "Examples:",
                "  boyi solve bash 3 10",
                "  boyi solve take-ball 1,2,3 1000000000000000000",
                "  boyi solve nim 3 4 5 --json"})
final class SolveCommand implements Callable<Integer> {

    @picocli.CommandLine.Mixin
    DatabaseOption databases;

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "<game> <parameters> <position>")
    List<String> words = new ArrayList<>();

    @Option(names = "--json", description = "print the analysis as JSON")
    boolean json;

    @Option(names = "--max-moves", defaultValue = "40", description = "moves to list in text output (default ${DEFAULT-VALUE}); JSON lists all")
    int maxMoves;

    @Override
    public Integer call() {
        GameArguments args = GameArguments.parse(words);
        GameInstance<?> game = args.instance();
        if (args.position().isBlank()) {
            throw new BadInputException(game.family().id() + ": missing the position (" + game.family().positionSyntax()
                    + "), e.g. " + game.family().examplePosition());
        }
        Analysis a = Analyzer.analyze(game, args.position());
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(Json.write(AnalysisJson.of(a)));
        } else {
            print(out, a, maxMoves);
        }
        out.flush();
        return 0;
    }

    static void print(PrintWriter out, Analysis a, int maxMoves) {
        out.println("game:      " + a.game());
        out.println("position:  " + a.position());
        out.println("value:     " + a.value() + " (for the player to move)");
        out.println("best move: " + a.bestMove().orElse("none (the game is over)"));
        if (!a.moves().isEmpty()) {
            out.println("moves" + (a.allMoves() ? "" : " (a selection)") + ":");
            int width = a.moves().stream().mapToInt(m -> m.move().length()).max().orElse(0);
            int shown = 0;
            for (MoveValue m : a.moves()) {
                if (shown++ == maxMoves) {
                    out.println("  ... " + (a.moves().size() - maxMoves) + " more (--max-moves, or --json for all)");
                    break;
                }
                out.printf("  %-" + width + "s  %-10s -> %s%n", m.move(), m.value(), m.result());
            }
        }
        out.println("why:       " + a.explanation());
    }
}
