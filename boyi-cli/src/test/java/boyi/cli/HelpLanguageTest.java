package boyi.cli;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.util.Lang;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code --help} in the language of {@code --lang} or of the environment: Chinese in full, English as before. */
class HelpLanguageTest {

    /** The commands, "" for the top level {@code boyi}. */
    private static final String[] COMMANDS = {"", "list", "problem", "solve", "table", "prove", "play", "serve", "simulate",
            "strong-solve", "check", "cgt", "help"};

    /** Three Latin words in a row: an English phrase left in the Chinese help. */
    private static final Pattern ENGLISH = Pattern.compile("[A-Za-z]{2,}(?:[ ,.;:]+[A-Za-z]{2,}){2,}");

    /** Names rather than words: options, placeholders, [COMMAND], quoted values. */
    private static final Pattern NAMES = Pattern.compile("(?<![\\w])--?[A-Za-z][\\w-]*(=\\S*)?|<[^>]*>|\\[[^\\]]*]|'[^']*'|\"[^\"]*\"");

    @ParameterizedTest
    @ValueSource(strings = {"", "list", "problem", "solve", "table", "prove", "play", "serve", "simulate", "strong-solve", "check", "cgt", "help"})
    void chineseHelpHasNoEnglishSentence(String command) {
        Cli zh = Cli.run(words(command, "--help", "--lang", "zh"));
        assertThat(zh.status()).isZero();
        assertThat(zh.err()).isEmpty();
        assertThat(zh.out()).contains("用法：").doesNotContain("Usage:", "Examples:", "Commands:", "Show this help");
        boolean examples = false;
        for (String line : zh.out().split("\n")) {
            String words = line;
            if (examples) { // an example command line: only its comment is text
                int comment = line.indexOf(" # ");
                words = comment < 0 ? "" : line.substring(comment + 3);
            }
            examples |= line.equals("例子：");
            Matcher english = ENGLISH.matcher(NAMES.matcher(words).replaceAll(" "));
            assertThat(english.find()).as("%s: English in \"%s\"", command, line).isFalse();
        }
        assertThat(examples || command.equals("help")).as(command + ": examples").isTrue();
    }

    @Test
    void everyOptionAndParameterHasAChineseDescription() {
        List<CommandSpec> zh = commands(Main.commandLine(Lang.ZH));
        List<CommandSpec> en = commands(Main.commandLine(Lang.EN));
        assertThat(zh).hasSize(COMMANDS.length);
        for (int c = 0; c < zh.size(); c++) {
            String name = zh.get(c).qualifiedName();
            List<ArgSpec> zhArgs = zh.get(c).args();
            List<ArgSpec> enArgs = en.get(c).args();
            assertThat(zhArgs).hasSameSizeAs(enArgs);
            for (int a = 0; a < zhArgs.size(); a++) {
                String english = String.join(" ", enArgs.get(a).description());
                String chinese = String.join(" ", zhArgs.get(a).description());
                if (english.isEmpty()) { // "<game> <parameters> <position>" is described by the command
                    assertThat(chinese).isEmpty();
                    continue;
                }
                String what = name + " " + zhArgs.get(a).paramLabel() + ": " + chinese;
                assertThat(chinese).as(what).isNotEqualTo(english).containsPattern("\\p{IsHan}");
                assertThat(english).as(what).doesNotContainPattern("[，。：；（）]");
            }
            String[] description = Stream.of(zh.get(c).usageMessage().header(), zh.get(c).usageMessage().description())
                    .flatMap(Arrays::stream).toArray(String[]::new);
            assertThat(String.join("", description)).as(name).containsPattern("\\p{IsHan}");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "list", "problem", "solve", "table", "prove", "play", "serve", "simulate", "strong-solve", "check", "cgt", "help"})
    void chineseHelpFitsEightyColumnsWithTheSynopsisAligned(String command) {
        String[] lines = Cli.run(words(command, "--help", "--lang", "zh")).out().split("\n");
        for (String line : lines) {
            assertThat(ChineseHelp.columns(line)).as(line).isLessThanOrEqualTo(80);
        }
        int usage = command.equals("help") ? 2 : 0;
        if (lines[usage + 1].startsWith(" ")) { // a synopsis of two lines: the second starts under the first option
            String first = "用法：boyi " + (command.isEmpty() ? "" : command + " ");
            assertThat(lines[usage]).startsWith(first);
            assertThat(lines[usage + 1]).matches(" {" + ChineseHelp.columns(first) + "}[\\[<-].*");
        }
    }

    @Test
    void englishHelpIsAsBefore() throws IOException {
        String before;
        try (InputStream in = getClass().getResourceAsStream("solve-help-en.txt")) {
            before = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertThat(Cli.run("solve", "--help").out()).isEqualTo(before);
        assertThat(Cli.run("solve", "--help", "--lang", "en").out()).isEqualTo(before);
        assertThat(Cli.inEnvironment(Lang.EN, "solve", "--help").out()).isEqualTo(before);
        assertThat(Cli.inEnvironment(Lang.ZH, "solve", "--lang=en", "--help").out()).isEqualTo(before);
        assertThat(Cli.run("--help").out()).startsWith("Usage: boyi [-hV] [COMMAND]\nBoyi (博弈) solves")
                .contains("\nCommands:\n", "\nExamples:\n  echo '10 3' | boyi problem bash\n");
    }

    @Test
    void everyCommandInTheListIsDescribedByAWholeSentence() {
        String list = Cli.run("--help").out();
        String commands = list.substring(list.indexOf("\nCommands:\n") + 11, list.indexOf("\nExamples:"));
        // one entry: a name at column 3, then its first description line, wrapped by picocli under column 19
        for (String entry : commands.split("\n(?=  \\S)")) {
            String text = entry.strip().replaceAll("\\s+", " ");
            assertThat(text).as(text).endsWith(".");
        }
    }

    @Test
    void aChineseEnvironmentGivesChineseHelp() {
        for (String command : COMMANDS) {
            Cli asked = Cli.run(words(command, "--help", "--lang", "zh"));
            assertThat(Cli.inEnvironment(Lang.ZH, words(command, "--help")).out()).as(command).isEqualTo(asked.out());
        }
        assertThat(Cli.inEnvironment(Lang.ZH).out()).as("boyi alone").isEqualTo(Cli.run("--help", "--lang", "zh").out());
        assertThat(Cli.run().out()).isEqualTo(Cli.run("--help").out());
    }

    @Test
    void theLanguageMayComeAnywhereAfterTheCommand() {
        String zh = Cli.run("solve", "--help", "--lang", "zh").out();
        assertThat(zh).startsWith("用法：boyi solve ").contains("\n例子：\n  boyi solve bash 3 10\n");
        assertThat(Cli.run("solve", "--lang", "zh", "--help").out()).isEqualTo(zh);
        assertThat(Cli.run("solve", "--lang=zh", "-h").out()).isEqualTo(zh);
        assertThat(Cli.run("solve", "nim", "1", "2", "--help", "--lang", "zh").out()).isEqualTo(zh);
        assertThat(Cli.run("help", "solve", "--lang", "zh").out()).isEqualTo(zh);
        assertThat(Cli.run("--lang", "zh", "solve", "--help").out()).isEqualTo(zh);
        assertThat(Cli.run("--lang=zh", "solve", "-h").out()).isEqualTo(zh);
        Cli solved = Cli.run("--lang", "zh", "solve", "bash", "3", "10");
        assertThat(solved.status()).isZero();
        assertThat(solved.out()).startsWith("游戏：").contains("最佳着法：  取 2 个");
    }

    @Test
    void theChineseHelpSaysWhatTheEnglishSays() {
        String solve = Cli.run("solve", "--help", "--lang", "zh").out();
        assertThat(solve).contains("必胜", "平局", "必败", "最多列出 500 个走法", "文本输出列出的走法个数（默认 40；最多 500）",
                "强解数据库目录");
        assertThat(Cli.run("table", "--help", "--lang", "zh").out()).contains("SG 值", "预周期", "超过 100000 项时");
        assertThat(Cli.run("simulate", "--help", "--lang", "zh").out()).contains("95% 置信区间", "（默认 2012）");
        assertThat(Cli.run("strong-solve", "--help", "--lang", "zh").out()).contains("按层", "数据库目录（不存在就新建）");
        assertThat(Cli.run("serve", "--help", "--lang", "zh").out())
                .contains("  boyi serve                 # 然后打开 http://127.0.0.1:7070/\n");
        assertThat(Cli.run("--help", "--lang", "zh").out()).contains("\n命令：\n", "  solve         求解一个局面：");
    }

    /** The top-level command and every subcommand, depth first. */
    private static List<CommandSpec> commands(CommandLine top) {
        List<CommandSpec> all = new ArrayList<>();
        all.add(top.getCommandSpec());
        for (CommandLine sub : top.getSubcommands().values()) {
            all.addAll(commands(sub));
        }
        return all;
    }

    private static String[] words(String command, String... rest) {
        return Stream.concat(command.isEmpty() ? Stream.empty() : Stream.of(command), Arrays.stream(rest))
                .toArray(String[]::new);
    }
}
