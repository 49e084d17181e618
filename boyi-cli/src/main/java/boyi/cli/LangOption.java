package boyi.cli;

import boyi.util.Lang;
import picocli.CommandLine.Option;

/**
 * The {@code --lang zh|en} option every command that prints texts mixes in; the default comes
 * from the environment ({@code LC_ALL}, {@code LC_MESSAGES}, {@code LANG}).
 *
 * <pre>{@code
 * @Mixin LangOption lang;
 * out.println(text.in(lang.lang()));
 * }</pre>
 */
public final class LangOption {

    @Option(names = "--lang", paramLabel = "zh|en",
            description = "language of the output: zh (中文) or en (default: from the environment, LANG/LC_ALL)")
    String given;

    /** The language asked for, else the environment's. */
    public Lang lang() {
        if (given == null) {
            return Lang.fromEnvironment();
        }
        String g = given.trim().toLowerCase(java.util.Locale.ROOT);
        if (!g.equals("zh") && !g.equals("en")) {
            throw new boyi.util.BadInputException(boyi.util.Text.of("--lang 应为 zh 或 en，而不是 \"" + given + "\"",
                    "--lang: expected zh or en, not \"" + given + "\""));
        }
        return Lang.parse(g);
    }
}
