package boyi.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Error messages follow {@code --lang}: the same one line on stderr, exit 2, in Chinese or English. */
class ErrorLanguageTest {

    @Test
    void aJudgeProblemsOptionErrorInBothLanguages() {
        Cli zh = Cli.withInput("0111\n-000\n-000\n", "problem", "matches", "--fast", "--lang", "zh");
        Cli en = Cli.withInput("0111\n-000\n-000\n", "problem", "matches", "--fast", "--lang", "en");
        assertThat(zh.isBadInput()).as(zh.toString()).isTrue();
        assertThat(en.isBadInput()).as(en.toString()).isTrue();
        assertThat(zh.err()).isEqualTo("boyi problem: matches：未知选项 \"--fast\"（这道题不接受选项）\n");
        assertThat(en.err()).isEqualTo("boyi problem: matches: unknown option \"--fast\" (this problem takes none)\n");
    }

    @Test
    void aJudgeProblemsInputErrorInChinese() {
        Cli zh = Cli.withInput("1\n0111\n-000\n-0000\n", "problem", "matches-multi", "--lang", "zh");
        assertThat(zh.isBadInput()).as(zh.toString()).isTrue();
        assertThat(zh.err()).isEqualTo("boyi problem: matches-multi：第 4 行第 1 个词 \"-0000\"："
                + "应为第 1 个棋盘的第 3 行，由 4 个 0、- 或 1 组成（这一行有 5 个字符）\n");
    }

    @Test
    void theLanguageMayComeBeforeOrAfterTheMistake() {
        Cli before = Cli.run("solve", "--lang", "zh", "bash", "3", "10", "--max-moves", "x");
        Cli after = Cli.run("solve", "bash", "3", "10", "--max-moves", "x", "--lang", "zh");
        Cli late = Cli.run("play", "bash", "3", "10", "--first", "robot", "--lang", "zh");
        for (Cli r : new Cli[] {before, after, late}) {
            assertThat(r.isBadInput()).as(r.toString()).isTrue();
        }
        assertThat(before.err()).isEqualTo("boyi solve: --max-moves \"x\"：应为整数（见 'boyi solve --help'）\n");
        assertThat(after.err()).isEqualTo(before.err());
        assertThat(late.err()).isEqualTo("boyi play: --first \"robot\"：应为 human（你先走）或 computer（电脑先走）\n");
    }

    @Test
    void commandLineMistakesInChineseAndInPicocliEnglish() {
        assertThat(Cli.run("table", "kayles", "--lang", "zh").err())
                .isEqualTo("boyi table: 缺少选项 --upto N（见 'boyi table --help'）\n");
        assertThat(Cli.run("table", "kayles", "--lang", "en").err())
                .isEqualTo("boyi table: Missing required option: '--upto=N' (see 'boyi table --help')\n");
        assertThat(Cli.run("solve", "bash", "3", "10", "--max-moves", "1", "--max-moves", "2", "--lang", "zh").err())
                .isEqualTo("boyi solve: 选项 --max-moves 只能给一次（见 'boyi solve --help'）\n");
        assertThat(Cli.run("simulate", "dice", "--lang", "zh", "--rounds").err())
                .isEqualTo("boyi simulate: 选项 --rounds 后面缺少值（见 'boyi simulate --help'）\n");
        assertThat(Cli.run("list", "extra", "--lang", "zh").err())
                .isEqualTo("boyi list: 多余的参数：extra（见 'boyi list --help'）\n");
        Cli bogus = Cli.run("bogus", "--lang", "zh");
        assertThat(bogus.isBadInput()).as(bogus.toString()).isTrue();
        assertThat(bogus.err()).isEqualTo("boyi: 没有 \"bogus\" 这个命令（见 'boyi --help'）\n");
        assertThat(Cli.run("bogus").err()).isEqualTo("boyi: unknown command \"bogus\" (see 'boyi --help')\n");
    }

    @Test
    void aBadLanguageIsNamedInTheEnvironmentsLanguage() {
        Cli r = Cli.run("table", "subtraction", "1,3,4", "--upto", "5", "--lang", "fr");
        assertThat(r.isBadInput()).as(r.toString()).isTrue();
        assertThat(r.err()).isEqualTo("boyi table: --lang \"fr\": expected zh or en (see 'boyi table --help')\n");
    }

    @Test
    void threadsAreCheckedTheSameWayByEveryCommandThatTakesThem() {
        for (String[] command : new String[][] {{"simulate", "dice"}, {"strong-solve", "matches", "2x2", "--db", "unused"}}) {
            String name = "boyi " + command[0];
            Cli zh = Cli.run(concat(command, "--threads", "0", "--lang", "zh"));
            Cli en = Cli.run(concat(command, "--threads", "2000", "--lang", "en"));
            assertThat(zh.isBadInput()).as(zh.toString()).isTrue();
            assertThat(en.isBadInput()).as(en.toString()).isTrue();
            assertThat(zh.err()).isEqualTo(name + ": --threads 0：线程数应为 1..1024（见 '" + name + " --help'）\n");
            assertThat(en.err()).isEqualTo(name + ": --threads 2000: expected 1..1024 (see '" + name + " --help')\n");
        }
        Cli cores = Cli.run("strong-solve", "matches", "4x4", "--plan", "--cores", "0", "--lang", "zh");
        assertThat(cores.isBadInput()).as(cores.toString()).isTrue();
        assertThat(cores.err()).isEqualTo("boyi strong-solve: --cores 0：核数应为正整数\n");
    }

    private static String[] concat(String[] first, String... rest) {
        return java.util.stream.Stream.concat(java.util.Arrays.stream(first), java.util.Arrays.stream(rest)).toArray(String[]::new);
    }

    @Test
    void everyCommandTakesTheLanguage() {
        for (String command : new String[] {"list", "problem", "solve", "table", "play", "serve", "simulate", "strong-solve"}) {
            Cli help = Cli.run(command, "--help");
            assertThat(help.out()).as(command).contains("--lang=zh|en");
        }
    }

    @Test
    void anOptionCheckedByTheCommandInChinese() {
        Cli zh = Cli.run("strong-solve", "matches", "3x4", "--db", "unused", "--memory", "lots", "--lang", "zh");
        assertThat(zh.isBadInput()).as(zh.toString()).isTrue();
        assertThat(zh.err()).isEqualTo("boyi strong-solve: --memory lots：应为一个大小，如 600m 或 6g\n");
    }
}
