package boyi.cli;

import boyi.util.BadInputException;
import boyi.util.Lang;
import boyi.util.Text;
import java.util.Locale;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The {@code --lang zh|en} option every command that prints texts mixes in; the default comes
 * from the environment ({@code LC_ALL}, {@code LC_MESSAGES}, {@code LANG}). Error messages and
 * help follow the same language ({@link Main#run} reads it from the words before parsing).
 *
 * <pre>{@code
 * @Mixin LangOption lang;
 * out.println(text.in(lang.lang()));
 * }</pre>
 */
public final class LangOption {

    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    private Lang given;

    @Option(names = "--lang", paramLabel = "zh|en",
            description = "language of the output and of error messages: zh (中文) or en (default: from the environment, LANG/LC_ALL)")
    void given(String value) {
        String v = value.trim().toLowerCase(Locale.ROOT);
        if (!v.equals("zh") && !v.equals("en")) {
            throw Main.badOption(spec.commandLine(), Text.format("--lang \"%s\"：应为 zh 或 en",
                    "--lang \"%s\": expected zh or en", value));
        }
        given = Lang.parse(v);
    }

    /** The language asked for, else the environment's. */
    public Lang lang() {
        return given == null ? Main.lang : given;
    }
}
