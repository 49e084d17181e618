package boyi.cli;

import boyi.cgt.CanonicalGame;
import boyi.cgt.CgtNotation;
import boyi.cgt.ThermographPicture;
import boyi.cgt.ValueReport;
import boyi.util.BadInputException;
import boyi.util.Json;
import boyi.util.Lang;
import boyi.util.Text;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code boyi cgt 'EXPR'}: the canonical form of a partizan value, or a comparison. */
@Command(name = "cgt", mixinStandardHelpOptions = true,
        description = {"Evaluate an expression of short partizan games in CGSuite's notation.",
                "Prints its canonical form, outcome class, birthday, stops, mean, temperature, atomic weight",
                "(of an all-small game), options and thermograph; 'A >= B' (or <=, =, <, >, ||) answers the",
                "comparison. 'G.AtomicWeight' or 'AtomicWeight(G)' is the atomic weight of G as a value."},
        footer = {"", "Examples:",
                "  boyi cgt '{2|0} + ^'",
                "  boyi cgt '{0|*||*|||*}' --json",
                "  boyi cgt '^ >= *'",
                "  boyi cgt '{^^^|vv}.AtomicWeight'",
                "  boyi cgt '{3|{1|-1}}' --picture",
                "  boyi cgt '-({1|0} + *)' --lang zh"})
final class CgtCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    LangOption lang;

    @Parameters(arity = "1..*", paramLabel = "<expr>", description = "the expression, e.g. '{2|0} + ^'")
    java.util.List<String> words;

    @Option(names = "--picture", description = "draw the thermograph in text (L left wall, R right wall, | mast)")
    boolean picture;

    @Option(names = "--json", description = "print the value as JSON (values as strings in CGSuite's notation)")
    boolean json;

    @Mixin
    TimeLimitOption timeLimit;

    @Override
    public Integer call() {
        return timeLimit.run(this::value);
    }

    private Integer value() {
        Lang language = lang.lang();
        String text = String.join(" ", words);
        if (text.isBlank()) {
            throw new BadInputException(Text.of("缺少表达式", "expected an expression"));
        }
        PrintWriter out = spec.commandLine().getOut();
        CgtNotation.Comparison c = CgtNotation.parseComparison(text);
        if (c != null) {
            String fact = c.left() + " " + c.relation().symbol() + " " + c.right();
            if (json) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("left", c.left().toString());
                m.put("operator", c.operator());
                m.put("right", c.right().toString());
                m.put("holds", c.holds());
                m.put("relation", c.relation().symbol());
                out.println(Json.write(m));
            } else {
                String verdict = language == Lang.ZH ? (c.holds() ? "成立" : "不成立") : (c.holds() ? "true" : "false");
                out.println(c.left() + " " + c.operator() + " " + c.right() + (language == Lang.ZH ? "：" : ": ")
                        + verdict + (language == Lang.ZH ? "（" + fact + "）" : " (" + fact + ")"));
            }
        } else {
            CanonicalGame g = CgtNotation.parse(text);
            if (json) {
                out.println(Json.write(ValueReport.json(g)));
            } else {
                ValueReport.lines(g, language).forEach(out::println);
                if (picture) {
                    ThermographPicture.lines(g.thermograph()).forEach(out::println);
                }
            }
        }
        out.flush();
        return 0;
    }
}
