package boyi.cli;

import boyi.util.BadInputException;
import boyi.util.Lang;
import boyi.util.Text;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.OverwrittenOptionException;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * A command line that does not parse, in both languages: our own option checks carry their text
 * ({@link Main#badOption}); picocli's common mistakes (a missing or repeated option, a value
 * that is not a number, an extra word) get a Chinese form next to picocli's English one.
 *
 * <pre>{@code
 * ParseErrors.text(e).zh();   // "--max-moves \"x\"：应为整数"
 * }</pre>
 */
final class ParseErrors {

    private ParseErrors() {
    }

    /** The message of a parse error in both languages (English: picocli's own words). */
    static Text text(ParameterException e) {
        if (e.getCause() instanceof BadInputException bad) {
            return bad.text();
        }
        String en = e.getMessage();
        if (e instanceof MissingParameterException missing && !missing.getMissing().isEmpty()) {
            List<ArgSpec> specs = missing.getMissing();
            if (en.contains("parameter for option") && specs.get(0) instanceof OptionSpec o) {
                return Text.of("选项 " + o.longestName() + " 后面缺少值", en);
            }
            return Text.of("缺少" + specs.stream().map(ParseErrors::name).collect(Collectors.joining("、")), en);
        }
        if (e instanceof OverwrittenOptionException twice && twice.getOverwritten() instanceof OptionSpec o) {
            return Text.of("选项 " + o.longestName() + " 只能给一次", en);
        }
        if (e instanceof UnmatchedArgumentException extra && !extra.getUnmatched().isEmpty()) {
            List<String> words = extra.getUnmatched();
            if (e.getCommandLine().getParent() == null && !words.get(0).startsWith("-")) {
                return Text.format("没有 \"%s\" 这个命令", "unknown command \"%s\"", words.get(0));
            }
            return Text.of("多余的参数：" + String.join(" ", words), en);
        }
        if (e.getArgSpec() != null && e.getValue() != null && en.startsWith("Invalid value")) {
            String name = e.getArgSpec() instanceof OptionSpec o ? o.longestName() : name(e.getArgSpec());
            return Text.of(name + " \"" + e.getValue() + "\"：" + expected(e.getArgSpec().type()), en);
        }
        return Text.same(en);
    }

    /**
     * The language asked for by a {@code --lang} among the words of a command line that did not
     * parse (the option may come after the mistake), else {@code otherwise}.
     */
    static Lang langIn(String[] args, Lang otherwise) {
        for (int i = 0; i < args.length; i++) {
            String value = args[i].startsWith("--lang=") ? args[i].substring("--lang=".length())
                    : args[i].equals("--lang") && i + 1 < args.length ? args[i + 1] : null;
            String v = value == null ? "" : value.trim().toLowerCase(Locale.ROOT);
            if (v.equals("zh") || v.equals("en")) {
                return Lang.parse(v);
            }
        }
        return otherwise;
    }

    private static String name(ArgSpec spec) {
        if (spec instanceof OptionSpec o) {
            return "选项 " + o.longestName() + (o.arity().max() > 0 ? " " + o.paramLabel() : "");
        }
        return "参数 " + ((PositionalParamSpec) spec).paramLabel();
    }

    private static String expected(Class<?> type) {
        if (type == int.class || type == Integer.class || type == long.class || type == Long.class) {
            return "应为整数";
        }
        return "这个值不对";
    }
}
