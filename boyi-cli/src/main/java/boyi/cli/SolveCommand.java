package boyi.cli;

import boyi.analysis.Analyzer;
import boyi.analysis.Analysis;
import boyi.analysis.AnalysisJson;
import boyi.analysis.MoveValue;
import boyi.catalogue.GameArguments;
import boyi.games.GameInstance;
import boyi.games.partizan.PartizanFamily;
import boyi.games.partizan.PartizanReport;
import boyi.analysis.ValueText;
import boyi.util.BadInputException;
import boyi.util.Lang;
import boyi.util.Text;
import boyi.util.Json;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code boyi solve <game> <parameters> <position>}. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"Solve one position: win, draw or loss for the player to move, and in how many moves.",
                "Also the legal moves with their values, the recommended move, the method that",
                "decided it and why. Parameters come first (in order, or as name=value),",
                "then the position; see 'boyi list'. At most " + Analyzer.MAX_MOVES + " moves are listed, best first",
                "(text: the first --max-moves of them); a position with more legal moves, or",
                "astronomically many, lists a selection and says so (JSON: \"all_moves\": false,",
                "and \"moves_total\" when the count is known)."},
        footer = {"", "Examples:",
                "  boyi solve bash 3 10",
                "  boyi solve take-ball 1,2,3 1000000000000000000",
                "  boyi solve nim 3 4 5 --json",
                "  boyi solve wythoff 7 10 --lang zh"})
final class SolveCommand implements Callable<Integer> {

    @Mixin
    DatabaseOption databases;

    @Spec
    CommandSpec spec;

    @Mixin
    LangOption lang;

    @Mixin
    RulesOption rules;

    @Parameters(arity = "0..*", paramLabel = "<game> <parameters> <position>")
    List<String> words = new ArrayList<>();

    @Option(names = "--json", description = "print the analysis as JSON (both languages; up to " + Analyzer.MAX_MOVES
            + " moves, best first)")
    boolean json;

    @Option(names = "--max-moves", defaultValue = "40",
            description = "moves to list in text output (default ${DEFAULT-VALUE}; at most " + Analyzer.MAX_MOVES + ")")
    int maxMoves;

    @Mixin
    TimeLimitOption timeLimit;

    @Override
    public Integer call() {
        return timeLimit.run(this::solve);
    }

    private Integer solve() {
        Lang language = lang.lang();
        GameArguments args = rules.arguments(words);
        GameInstance<?> game = args.instance();
        if (args.position().isBlank()) {
            Text syntax = game.family().positionSyntax();
            throw new BadInputException(game.family().id(), Text.of(
                    "缺少局面（" + syntax.zh() + "），例如 " + game.family().examplePosition(),
                    "missing the position (" + syntax.en() + "), e.g. " + game.family().examplePosition()));
        }
        Analysis a = Analyzer.analyze(game, args.position());
        PrintWriter out = spec.commandLine().getOut();
        Optional<PartizanReport> partizan = game.family() instanceof PartizanFamily<?> p
                ? Optional.of(p.report(args.position())) : Optional.empty();
        if (json) {
            Map<String, Object> m = new LinkedHashMap<>(AnalysisJson.of(a));
            partizan.ifPresent(r -> m.put("partizan", r.json()));
            out.println(Json.write(m));
        } else {
            print(out, a, maxMoves, language);
            boolean ruleText = game.family() instanceof boyi.rules.RulePartizanFamily;   // every field and move, as the text promises nothing else
            partizan.ifPresent(r -> (ruleText ? r.fullLines(language) : r.lines(language)).forEach(out::println));
        }
        out.flush();
        return 0;
    }

    static void print(PrintWriter out, Analysis a, int maxMoves, Lang lang) {
        boolean zh = lang == Lang.ZH;
        out.println((zh ? "游戏：      " : "game:      ") + a.game());
        out.println((zh ? "局面：      " : "position:  ") + a.position());
        out.println(zh ? "价值：      " + ValueText.of(a.value()).zh() + "（对轮到走的一方）"
                : "value:     " + a.value() + " (for the player to move)");
        out.println((zh ? "方法：      " : "method:    ") + ValueText.of(a.method()).in(lang));
        String none = zh ? "无（对局已结束）" : "none (the game is over)";
        out.println((zh ? "最佳着法：  " : "best move: ") + (a.moves().isEmpty() ? none : a.moves().get(0).label().in(lang)));
        if (!a.moves().isEmpty()) {
            String total = a.movesTotal() == null ? "" : zh ? "，共 " + a.movesTotal() + " 种" : ", " + a.movesTotal() + " in all";
            out.println(zh ? "着法" + (a.allMoves() ? "" : "（部分" + total + "）") + "："
                    : "moves" + (a.allMoves() ? "" : " (a selection" + total + ")") + ":");
            int width = a.moves().stream().mapToInt(m -> displayWidth(m.label().in(lang))).max().orElse(0);
            int valueWidth = zh ? 12 : 10;
            int shown = 0;
            for (MoveValue m : a.moves()) {
                if (shown++ == maxMoves) {
                    int more = a.moves().size() - maxMoves;
                    out.println(zh ? "  ……还有 " + more + " 种（用 --max-moves 或 --json 查看）"
                            : "  ... " + more + " more (--max-moves, or --json for all)");
                    break;
                }
                String label = m.label().in(lang);
                String value = ValueText.of(m.value()).in(lang);
                out.println("  " + pad(label, width) + "  " + pad(value, valueWidth) + " -> " + m.result());
            }
        }
        out.println((zh ? "原因：      " : "why:       ") + a.explanation(lang));
    }

    /** Columns a text takes in a terminal: CJK characters and full-width forms take two. */
    static int displayWidth(String s) {
        int w = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            w += c >= 0x1100 && (c <= 0x115F || c >= 0x2E80 && c <= 0xA4CF || c >= 0xAC00 && c <= 0xD7A3
                    || c >= 0xF900 && c <= 0xFAFF || c >= 0xFE30 && c <= 0xFE4F || c >= 0xFF00 && c <= 0xFF60
                    || c >= 0xFFE0 && c <= 0xFFE6) ? 2 : 1;
        }
        return w;
    }

    /** {@code s} and spaces to {@code width} terminal columns. */
    static String pad(String s, int width) {
        return s + " ".repeat(Math.max(0, width - displayWidth(s)));
    }
}
