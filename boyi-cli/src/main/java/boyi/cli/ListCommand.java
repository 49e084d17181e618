package boyi.cli;

import boyi.catalogue.Catalogue;
import boyi.games.GameFamily;
import boyi.games.Parameter;
import boyi.problems.Problem;
import boyi.util.Lang;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code boyi list}: every game family and problem id. */
@Command(name = "list", mixinStandardHelpOptions = true,
        description = "List every game family and judge problem with Chinese and English names and a one-line rule.",
        footer = {"", "Examples:", "  boyi list", "  boyi list --lang zh"})
final class ListCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    LangOption lang;

    @Override
    public Integer call() {
        Lang language = lang.lang();
        boolean zh = language == Lang.ZH;
        PrintWriter out = spec.commandLine().getOut();
        out.println(zh ? "游戏（boyi solve|table|play <游戏> <参数> <局面>）：" : "Games (boyi solve|table|play <game> <parameters> <position>):");
        for (GameFamily f : Catalogue.families()) {
            StringBuilder params = new StringBuilder();
            for (Parameter p : f.parameters()) {
                params.append(p.required() ? " <" + p.name() + ">" : " [" + p.name() + "=" + p.defaultValue() + "]");
            }
            out.printf("  %-16s %s / %s%s%n", f.id(), f.nameZh(), f.nameEn(), params);
            for (String line : wrap(f.summary().in(language))) {
                out.printf("  %-16s %s%n", "", line);
            }
        }
        out.println();
        out.println(zh ? "判题题目（boyi problem <题号> < 输入）：" : "Problems (boyi problem <id> < input):");
        for (Problem p : Catalogue.problems()) {
            out.printf("  %-16s %s / %s%n", p.id(), p.nameZh(), p.nameEn());
            for (String line : wrap(p.description().in(language))) {
                out.printf("  %-16s %s%n", "", line);
            }
        }
        out.flush();
        return 0;
    }

    /** Chinese text (no spaces between words) in lines of 40 characters, other text at spaces in lines of 80. */
    static java.util.List<String> wrap(String text) {
        return text.codePoints().anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN)
                ? wrapChinese(text, 40) : wrap(text, 80);
    }

    /** Splits Chinese text (no spaces between words) into lines of at most {@code width} characters. */
    static java.util.List<String> wrapChinese(String text, int width) {
        java.util.List<String> lines = new java.util.ArrayList<>();
        for (int i = 0; i < text.length(); i += width) {
            lines.add(text.substring(i, Math.min(text.length(), i + width)));
        }
        return lines;
    }

    /** Splits text into lines of at most {@code width} characters at spaces. */
    static java.util.List<String> wrap(String text, int width) {
        java.util.List<String> lines = new java.util.ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(word);
        }
        if (line.length() > 0) {
            lines.add(line.toString());
        }
        return lines;
    }
}
