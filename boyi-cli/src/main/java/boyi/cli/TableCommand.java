package boyi.cli;

import boyi.analysis.AnalysisJson;
import boyi.solve.Table;
import boyi.catalogue.GameArguments;
import boyi.games.GameInstance;
import boyi.util.BadInputException;
import boyi.util.Json;
import boyi.util.Lang;
import boyi.util.Text;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code boyi table <game> <parameters> --upto N}. */
@Command(name = "table", mixinStandardHelpOptions = true,
        description = {"Print the table of outcomes (+ win, 0 draw, - loss) or Grundy values for n = 0..N",
                "with the detected preperiod and period."},
        footer = {"", "Examples:",
                "  boyi table subtraction 1,3,4 --upto 30",
                "  boyi table stones 3 --upto 24",
                "  boyi table octal 0.77 --upto 100 --json"})
final class TableCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "<game> <parameters>")
    List<String> words = new ArrayList<>();

    @Option(names = "--upto", required = true, paramLabel = "N", description = "the largest n")
    long upto;

    @Option(names = "--json", description = "print the table as JSON")
    boolean json;

    @Override
    public Integer call() {
        if (upto < 0 || upto > 100_000_000L) {
            throw new BadInputException("--upto " + upto + ": expected 0..100000000");
        }
        GameArguments args = GameArguments.parse(words);
        if (!args.position().isBlank()) {
            throw new BadInputException("unexpected words \"" + args.position() + "\" after the parameters");
        }
        GameInstance<?> game = args.instance();
        Table t = game.table(upto).orElseThrow(() ->
                new BadInputException(game.family().id() + " has no table over n (it is not a one-size family)"));
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(Json.write(AnalysisJson.of(t)));
        } else {
            print(out, game.describe(), t, Lang.EN);
        }
        out.flush();
        return 0;
    }

    static void print(PrintWriter out, String game, Table t, Lang lang) {
        boolean outcomes = t.kind().equals(Table.OUTCOME);
        out.println(game + ", n = 0.." + (t.length() - 1) + " " + (outcomes
                ? Text.of("（+ 先手必胜，0 平局，- 先手必败）", "(+ win, 0 draw, - loss for the player to move)")
                : Text.of("（SG 值）", "(Grundy values)")).in(lang));
        List<String> names = t.rowNames().stream().map(n -> n.in(lang)).toList();
        int nameWidth = names.stream().mapToInt(String::length).max().orElse(1);
        int perLine = outcomes ? 50 : 20;
        for (int start = 0; start < t.length(); start += perLine) {
            int end = Math.min(t.length(), start + perLine);
            out.printf("%" + nameWidth + "s  n=%d..%d%n", "", start, end - 1);
            for (int r = 0; r < t.values().length; r++) {
                StringBuilder b = new StringBuilder();
                for (int n = start; n < end; n++) {
                    long v = t.values()[r][n];
                    if (outcomes) {
                        b.append(v > 0 ? '+' : v < 0 ? '-' : '0');
                    } else {
                        b.append(n > start ? " " : "").append(v);
                    }
                }
                out.printf("%" + nameWidth + "s  %s%n", names.get(r), b);
            }
        }
        out.println(t.periodicity() != null ? t.periodicity().summary().in(lang)
                : Text.of("在算出的值中没有找到周期", "no period found in the values computed").in(lang));
        if (!t.explanation().isEmpty()) {
            out.println(t.explanation().in(lang));
        }
    }
}
