package boyi.rules;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.catalogue.Catalogue;
import boyi.games.partizan.PartizanFamily;
import boyi.games.partizan.PartizanReport;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The partizan rule files of {@code rules/partizan/} against their Java families under the game
 * contract: on every small position, the same canonical value, and for each player the same
 * positions reached with the same value each (compared as sets, after writing both families'
 * positions alike: grids with {@code /}, Hackenbush stalks and Cutcake pieces as the rule files'
 * numbers, empty stalks and 1 x 1 pieces dropped).
 */
class PartizanRuleFilesTest {

    /** One rule file, its family, the positions in the family's notation, and how to write one as the rule file does. */
    record Case(String file, List<String> positions, UnaryOperator<String> toRules, UnaryOperator<String> normal) {
    }

    static Path folder() {
        Path fromModule = Path.of("..", "rules", "partizan");
        return Files.isDirectory(fromModule) ? fromModule : Path.of("rules", "partizan");
    }

    static String read(String file) {
        try {
            return Files.readString(folder().resolve(file + ".boyi"), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Every board of the given symbols with {@code rows} x {@code cols} cells, rows joined by {@code |}. */
    static List<String> boards(String symbols, int rows, int cols) {
        List<String> out = new ArrayList<>();
        int cells = rows * cols;
        int total = (int) Math.pow(symbols.length(), cells);
        for (int code = 0; code < total; code++) {
            StringBuilder b = new StringBuilder();
            int c = code;
            for (int i = 0; i < cells; i++) {
                if (i > 0 && i % cols == 0) {
                    b.append('|');
                }
                b.append(symbols.charAt(c % symbols.length()));
                c /= symbols.length();
            }
            out.add(b.toString());
        }
        return out;
    }

    static List<String> boards(String symbols, int[][] shapes) {
        List<String> out = new ArrayList<>();
        for (int[] s : shapes) {
            out.addAll(boards(symbols, s[0], s[1]));
        }
        return out;
    }

    /** Blue-Red stalks of 1..4 edges, alone and in pairs. */
    static List<String> stalks() {
        List<String> one = new ArrayList<>();
        for (int len = 1; len <= 4; len++) {
            one.addAll(boards("LR", 1, len));
        }
        List<String> out = new ArrayList<>(one);
        for (int i = 0; i < one.size(); i++) {
            for (int j = i; j < one.size(); j += 3) {
                out.add(one.get(i) + " " + one.get(j));
            }
        }
        return out;
    }

    /** Cakes of 1..5 x 1..5, alone and in pairs up to 3 x 3. */
    static List<String> cakes() {
        List<String> out = new ArrayList<>();
        for (int r = 1; r <= 5; r++) {
            for (int c = 1; c <= 5; c++) {
                out.add(r + "x" + c);
            }
        }
        for (int a = 0; a < 9; a++) {
            for (int b = a; b < 9; b++) {
                out.add((a / 3 + 1) + "x" + (a % 3 + 1) + " " + (b / 3 + 1) + "x" + (b % 3 + 1));
            }
        }
        return out;
    }

    /** A stalk from the ground up as the rule file's number: 1, then 1 for L and 0 for R. */
    static String stalkNumbers(String board) {
        if (board.equals("-")) {
            return "";
        }
        return Arrays.stream(board.trim().split(" +")).filter(s -> !s.isEmpty() && !s.equals("-"))
                .map(s -> String.valueOf(Long.parseLong("1" + s.replace('L', '1').replace('R', '0'), 2)))
                .collect(Collectors.joining(" "));
    }

    static String cakeNumbers(String board) {
        return Arrays.stream(board.trim().split(" +")).filter(s -> !s.isEmpty() && !s.equals("1x1"))
                .map(s -> String.valueOf(Integer.parseInt(s.substring(0, s.indexOf('x'))) * 100 + Integer.parseInt(s.substring(s.indexOf('x') + 1))))
                .collect(Collectors.joining(" "));
    }

    /** Heaps in any order, the given ones (no edge, 1 x 1) dropped. */
    static UnaryOperator<String> heapsWithout(String dropped) {
        return s -> Arrays.stream(s.trim().split(" +")).filter(h -> !h.isEmpty() && !h.equals(dropped)).map(Long::parseLong).sorted()
                .map(String::valueOf).collect(Collectors.joining(" "));
    }

    static final List<Case> CASES = List.of(
            new Case("domineering", boards(".#", new int[][] {{1, 1}, {1, 2}, {1, 3}, {2, 1}, {2, 2}, {2, 3}, {3, 1}, {3, 2}, {3, 3}, {2, 4}, {4, 2}}),
                    s -> s.replace('|', '/'), UnaryOperator.identity()),
            new Case("toads-and-frogs", Stream.of(1, 2, 3, 4, 5, 6).flatMap(n -> boards(".tf", 1, n).stream()).toList(),
                    UnaryOperator.identity(), UnaryOperator.identity()),
            new Case("clobber", boards(".xo", new int[][] {{1, 1}, {1, 2}, {1, 3}, {1, 4}, {1, 5}, {2, 2}, {2, 3}, {3, 2}}),
                    s -> s.replace('|', '/'), UnaryOperator.identity()),
            new Case("hackenbush", stalks(), PartizanRuleFilesTest::stalkNumbers, heapsWithout("0")),
            new Case("cutcake", cakes(), PartizanRuleFilesTest::cakeNumbers, heapsWithout("101")));

    @Test
    void everyPartizanRuleFileAgreesWithItsJavaFamily() {
        StringBuilder report = new StringBuilder();
        for (Case c : CASES) {
            PartizanFamily<?> java = (PartizanFamily<?>) Catalogue.family(c.file());
            RulePartizanFamily rules = (RulePartizanFamily) RuleFamily.of(read(c.file()), c.file()).playable();
            int moves = 0;
            for (String p : c.positions()) {
                PartizanReport j = java.report(p);
                String written = c.toRules().apply(p);
                PartizanReport r = rules.report(written.isEmpty() ? "0" : written);
                assertThat(r.value().toString()).as("%s %s", c.file(), p).isEqualTo(j.value().toString());
                assertThat(options(r.left(), c.normal())).as("Left's moves at %s %s", c.file(), p)
                        .isEqualTo(options(j.left(), s -> c.normal().apply(c.toRules().apply(s))));
                assertThat(options(r.right(), c.normal())).as("Right's moves at %s %s", c.file(), p)
                        .isEqualTo(options(j.right(), s -> c.normal().apply(c.toRules().apply(s))));
                moves += r.left().size() + r.right().size();
            }
            report.append(String.format("%-16s %5d positions, %6d moves%n", c.file(), c.positions().size(), moves));
            assertThat(moves).as("moves compared for %s", c.file()).isGreaterThan(c.positions().size());
        }
        System.out.print(report);
    }

    private static TreeSet<String> options(List<PartizanReport.Option> options, UnaryOperator<String> normal) {
        TreeSet<String> out = new TreeSet<>();
        for (PartizanReport.Option o : options) {
            out.add(normal.apply(o.position()) + " = " + o.value());
        }
        return out;
    }

    @Test
    void everyRuleFileOfTheFolderIsCompared() throws IOException {
        try (Stream<Path> files = Files.list(folder())) {
            List<String> all = files.map(p -> p.getFileName().toString()).filter(f -> f.endsWith(".boyi"))
                    .map(f -> f.substring(0, f.length() - ".boyi".length())).sorted().toList();
            List<String> compared = CASES.stream().map(Case::file).sorted().toList();
            assertThat(all).containsExactlyElementsOf(compared);
        }
    }
}
