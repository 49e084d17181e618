package boyi.problems;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.catalogue.Catalogue;
import boyi.util.BadInputException;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The Chinese message of a bad judge input is Chinese: no English word slips in through a label
 * or a wrapped message. Words of three or more ASCII letters are allowed only when they are
 * symbols of the problems (LOL, SG, WIN/LOSE, option names) or quote the input back ("...").
 */
class ChineseErrorsTest {

    /** Symbols that read the same in both languages. */
    private static final Set<String> SYMBOLS = Set.of("LOL", "SG", "WIN", "LOSE", "rounds", "seed");

    private static final Pattern ASCII_WORD = Pattern.compile("[A-Za-z]{3,}");
    private static final Pattern QUOTED = Pattern.compile("\"[^\"]*\"|'[^']*'");
    private static final Pattern HAN = Pattern.compile("\\p{IsHan}");

    /** Problems that read no number first: what is wrong for them instead of "x". */
    private static final Map<String, List<String>> OPTIONS = Map.of("dice", List.of("--rounds", "x"));

    /** The English words of {@code zh}, outside quotes, problem ids and symbols. */
    static List<String> englishWords(String zh) {
        String text = QUOTED.matcher(zh).replaceAll("");
        for (Problem p : Catalogue.problems()) {
            text = text.replaceAll("(?<![A-Za-z0-9-])" + Pattern.quote(p.id()) + "(?![A-Za-z0-9-])", "");
        }
        Matcher m = ASCII_WORD.matcher(text);
        List<String> words = new ArrayList<>();
        while (m.find()) {
            if (!SYMBOLS.contains(m.group())) {
                words.add(m.group());
            }
        }
        return words;
    }

    private static void assertChinese(String what, String zh, String en) {
        assertThat(HAN.matcher(zh).find()).as("%s: %s", what, zh).isTrue();
        assertThat(englishWords(zh)).as("%s: %s (English: %s)", what, zh, en).isEmpty();
    }

    @Test
    void theCheckCatchesAnEnglishLabel() {
        assertThat(englishWords("第 2 行第 1 个词 \"x\"：应为a ball count，0..10^18 的整数")).containsExactly("ball", "count");
        assertThat(englishWords("第 1 行第 2 个词 \"LOLx\"：应为第 1 块棋盘（由 *LO 组成的一行）；不能出现 LOL")).isEmpty();
        assertThat(englishWords("ball-game：第 1 行：输入结束了，还缺局数 k")).isEmpty();
    }

    static Stream<Problem> problems() {
        return Catalogue.problems().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("problems")
    void aWordWhereANumberBelongsIsExplainedInChinese(Problem problem) {
        List<String> options = OPTIONS.getOrDefault(problem.id(), List.of());
        String input = options.isEmpty() ? "x\n" : "";
        assertThatThrownBy(() -> problem.solve(input, options))
                .isInstanceOf(BadInputException.class)
                .satisfies(e -> {
                    BadInputException bad = (BadInputException) e;
                    assertThat(bad.text().zh()).contains("\"x\"", "x");
                    assertChinese(problem.id(), bad.text().zh(), bad.text().en());
                });
    }

    static Stream<Path> examples() throws IOException, URISyntaxException {
        Path root = Path.of(ChineseErrorsTest.class.getResource("/examples").toURI());
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(p -> p.toString().endsWith(".in")).sorted().toList().stream();
        }
    }

    /**
     * Every token of every published example, replaced by "x" in turn: each error it causes (most
     * tokens are numbers, so the label of each number is reached) is Chinese.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void everyTokenOfAnExampleReplacedByAWordIsExplainedInChinese(Path in) throws IOException {
        Problem problem = Catalogue.problem(in.getParent().getFileName().toString());
        String input = Files.readString(in, StandardCharsets.UTF_8);
        Matcher token = Pattern.compile("\\S+").matcher(input);
        int errors = 0;
        while (token.find()) {
            String bad = input.substring(0, token.start()) + "x" + input.substring(token.end());
            try {
                problem.solve(bad, List.of());
            } catch (BadInputException e) {
                errors++;
                assertChinese(problem.id() + " token at " + token.start(), e.text().zh(), e.text().en());
            }
        }
        assertThat(errors).as("errors caused in %s", in).isPositive();
    }
}
