package boyi.rules;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analysis;
import boyi.analysis.Analyzer;
import boyi.analysis.MoveValue;
import boyi.catalogue.Catalogue;
import boyi.games.GameInstance;
import boyi.model.Value;
import boyi.util.BadInputException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The rule files of {@code rules/} at the repository root are the readable specifications of the
 * built-in families: each is held to its Java family on every small position listed here. For
 * every position both answer, the test compares the outcome, the remoteness (when both know it),
 * the Grundy value (when both give one) and the moves: the set of positions they lead to, with
 * the value of each move. Positions are compared as written, after normalising what the two
 * notations write differently (the Java heap families keep the piles in order and write empty
 * piles; the parity families write {@code n 0 0} as {@code n}). The count of positions compared
 * for each file is printed and asserted.
 */
class RuleFilesTest {

    /** How a position written by the Java family is made comparable with the rule file's. */
    enum Form {
        /** Written the same way. */
        PLAIN,
        /** Heaps: any order, empty heaps dropped. */
        HEAPS,
        /** {@code n mine theirs}, which the Java family shortens to {@code n} when both are even. */
        PARITY
    }

    /** One rule file compared with its Java family for one choice of parameters. */
    record Case(String file, String family, Map<String, String> javaParameters, Map<String, String> ruleParameters, Form form,
                List<String> positions, int expected) {
    }

    /** Counts of what was compared for one case. */
    static final class Counts {
        int positions;
        int remoteness;
        int grundy;
        int moves;
        int skipped;
        int sameLabels;
    }

    private static Path rulesFolder() {
        // Maven runs the tests with the module as working directory; an IDE may use the repository root.
        Path fromModule = Path.of("..", "rules");
        return Files.isDirectory(fromModule) ? fromModule : Path.of("rules");
    }

    private static final List<Case> CASES = List.of(
            new Case("subtraction", "subtraction", Map.of("takes", "1,3,4"), Map.of("takes", "1,3,4"), Form.PLAIN, upTo(60), 61),
            new Case("subtraction", "subtraction", Map.of("takes", "2,5,6", "play", "misere"), Map.of("takes", "2,5,6", "misere", "1"),
                    Form.PLAIN, upTo(60), 61),
            new Case("bash", "bash", Map.of("m", "3"), Map.of("m", "3"), Form.PLAIN, upTo(60), 61),
            new Case("bash", "bash", Map.of("m", "5", "play", "misere"), Map.of("m", "5", "misere", "1"), Form.PLAIN, upTo(60), 61),
            new Case("ball-game", "ball-game", Map.of(), Map.of(), Form.PLAIN, upTo(80), 81),
            new Case("take-ball", "take-ball", Map.of("takes", "1,2,3"), Map.of("takes", "1,2,3"), Form.PARITY, parity(30), 124),
            new Case("take-ball", "take-ball", Map.of("takes", "1,3,7,8"), Map.of("takes", "1,3,7,8"), Form.PARITY, parity(30), 124),
            new Case("parity", "parity", Map.of("takes", "1,2"), Map.of("takes", "1,2"), Form.PARITY, parity(30), 124),
            new Case("parity", "parity", Map.of("takes", "2,3", "win", "even"), Map.of("takes", "2,3", "oddwins", "0"), Form.PARITY,
                    parity(30), 124),
            new Case("stones", "stones", Map.of("m", "3"), Map.of("m", "3"), Form.PARITY, parity(30), 124),
            new Case("stones", "stones", Map.of("m", "4"), Map.of("m", "4"), Form.PARITY, parity(30), 124),
            new Case("nim", "nim", Map.of(), Map.of(), Form.HEAPS, heaps(3, 5), 56),
            new Case("nim", "nim", Map.of("play", "misere"), Map.of("misere", "1"), Form.HEAPS, heaps(3, 5), 56),
            new Case("wythoff", "wythoff", Map.of(), Map.of(), Form.PLAIN, pairs(0, 10), 121),
            new Case("fibonacci-nim", "fibonacci-nim", Map.of(), Map.of(), Form.PLAIN, fibonacciNim(20), 211),
            new Case("euclid", "euclid", Map.of(), Map.of(), Form.PLAIN, pairs(0, 15), 256),
            new Case("fibonacci-subtraction", "fibonacci-subtraction", Map.of(), Map.of(), Form.HEAPS, heaps(3, 6), 84),
            new Case("kayles", "kayles", Map.of(), Map.of(), Form.HEAPS, heaps(2, 10), 66),
            new Case("dawson-kayles", "dawson-kayles", Map.of(), Map.of(), Form.HEAPS, heaps(2, 12), 91),
            new Case("dawson-chess", "dawson-chess", Map.of(), Map.of(), Form.HEAPS, heaps(2, 10), 66),
            new Case("octal", "octal", Map.of("code", "0.07"), Map.of("d1", "0"), Form.HEAPS, heaps(2, 10), 66),
            new Case("octal", "octal", Map.of("code", "0.6"), Map.of("d1", "6", "d2", "0"), Form.HEAPS, heaps(1, 14), 15),
            new Case("octal", "octal", Map.of("code", "0.4"), Map.of("d1", "4", "d2", "0"), Form.HEAPS, heaps(2, 12), 91),
            new Case("octal", "octal", Map.of("code", "0.1337"), Map.of("d1", "1", "d2", "3", "d3", "3", "d4", "7"), Form.HEAPS,
                    heaps(2, 5), 21),
            new Case("grundy-game", "grundy-game", Map.of(), Map.of(), Form.HEAPS, heaps(2, 12), 91),
            new Case("lasker-nim", "lasker-nim", Map.of(), Map.of(), Form.HEAPS, heaps(3, 5), 56),
            new Case("all-but", "all-but", Map.of("except", "1,2"), Map.of(), Form.HEAPS, heaps(2, 10), 66),
            new Case("all-but", "all-but", Map.of("except", "2,5,7"), Map.of("x1", "2", "x2", "5", "x3", "7"), Form.HEAPS,
                    heaps(2, 10), 66),
            new Case("lol", "lol", Map.of(), Map.of(), Form.PLAIN, rows(5), 363),
            new Case("monks", "monks", Map.of(), Map.of(), Form.PLAIN, monks(11), 330),
            new Case("john", "john", Map.of(), Map.of(), Form.HEAPS, heaps(3, 5), 56),
            new Case("be-the-winner", "be-the-winner", Map.of(), Map.of(), Form.HEAPS, heaps(2, 8), 45),
            new Case("s-nim", "s-nim", Map.of("takes", "2,5"), Map.of("takes", "2,5"), Form.HEAPS, heaps(3, 6), 84),
            new Case("s-nim", "s-nim", Map.of("takes", "1,3,4"), Map.of("takes", "1,3,4"), Form.HEAPS, heaps(2, 12), 91),
            new Case("cet4", "cet4", Map.of(), Map.of(), Form.HEAPS, heaps(2, 16), 153),
            new Case("multiplication", "multiplication", Map.of("n", "162"), Map.of("n", "162"), Form.PLAIN, from(1, 162), 162),
            new Case("multiplication", "multiplication", Map.of("n", "1000"), Map.of("n", "1000"), Form.PLAIN, from(1, 1000), 1000),
            new Case("kiki", "kiki", Map.of(), Map.of(), Form.PLAIN, pairs(1, 12), 144),
            new Case("take-m-piles", "take-m-piles", Map.of(), Map.of(), Form.HEAPS, heaps(3, 5), 56),
            new Case("moore-nim", "moore-nim", Map.of("k", "2"), Map.of(), Form.HEAPS, triples(4), 125),
            new Case("take-2-piles", "take-2-piles", Map.of(), Map.of(), Form.PLAIN, pairs(0, 10), 121),
            new Case("georgia-bob", "georgia-bob", Map.of(), Map.of(), Form.PLAIN, monks(10), 210),
            new Case("matches", "matches", Map.of(), Map.of(), Form.PLAIN, grids(), 1396));

    @Test
    void everyRuleFileAgreesWithItsJavaFamilyOnSmallPositions() throws IOException {
        Map<String, Integer> filesSeen = new TreeMap<>();
        StringBuilder report = new StringBuilder();
        List<Counts> counted = new ArrayList<>();
        for (Case c : CASES) {
            GameInstance<?> java = Catalogue.family(c.family()).instantiate(c.javaParameters());
            String text = Files.readString(rulesFolder().resolve(c.file() + ".boyi"), StandardCharsets.UTF_8);
            RuleInstance rules = RuleFamily.of(text, c.file()).instantiate(c.ruleParameters());
            long started = System.nanoTime();
            Counts n = compare(c, java, rules);
            long ms = (System.nanoTime() - started) / 1_000_000;
            filesSeen.merge(c.file(), n.positions, Integer::sum);
            report.append(String.format("%-22s %-34s %5d positions (%d with remoteness, %d Grundy values, %d moves; same move "
                    + "labels at %d; %d positions the Java family refuses; %d ms)%n", c.file(), java.describe(), n.positions,
                    n.remoteness, n.grundy, n.moves, n.sameLabels, n.skipped, ms));
            counted.add(n);
        }
        System.out.print(report);
        for (int i = 0; i < CASES.size(); i++) {
            Case c = CASES.get(i);
            assertThat(counted.get(i).positions).as("positions compared for %s %s", c.file(), c.javaParameters()).isEqualTo(c.expected());
            assertThat(counted.get(i).moves).as("moves compared for %s", c.file()).isGreaterThan(counted.get(i).positions / 2);
        }
        System.out.println("rule files compared: " + filesSeen);
        try (Stream<Path> files = Files.list(rulesFolder())) {
            List<String> all = files.map(p -> p.getFileName().toString()).filter(f -> f.endsWith(".boyi"))
                    .map(f -> f.substring(0, f.length() - ".boyi".length())).sorted().toList();
            assertThat(filesSeen.keySet()).as("every rule file of rules/ is compared with its family").containsExactlyElementsOf(all);
            assertThat(all).hasSizeGreaterThanOrEqualTo(15);
            for (String id : all) {
                assertThat(Catalogue.family(id).id()).as("a rule file is named by its family id").isEqualTo(id);
            }
        }
    }

    @Test
    void ruleFilesGivePublishedValues() {
        // Known values straight from the rule files, without the Java families: Kayles' Grundy values as published (Berlekamp, Conway, Guy), from the rule file.
        RuleInstance kayles = RuleFamily.of(read("kayles"), "kayles").instantiate(Map.of());
        long[] published = {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1};
        for (int h = 0; h < published.length; h++) {
            assertThat(Analyzer.analyze(kayles, String.valueOf(h)).grundy()).as("G(%d) of Kayles", h).isEqualTo(published[h]);
        }
        // Wythoff's cold positions (1, 2), (3, 5), (4, 7), (6, 10) lose; their neighbours win.
        RuleInstance wythoff = RuleFamily.of(read("wythoff"), "wythoff").instantiate(Map.of());
        for (String cold : List.of("1 2", "3 5", "4 7", "6 10", "10 6")) {
            assertThat(Analyzer.analyze(wythoff, cold).value().outcome()).as(cold).isEqualTo(boyi.model.Outcome.LOSS);
        }
        assertThat(Analyzer.analyze(wythoff, "3 4").value().outcome()).isEqualTo(boyi.model.Outcome.WIN);
    }

    private static String read(String id) {
        try {
            return Files.readString(rulesFolder().resolve(id + ".boyi"), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static <P, Q> Counts compare(Case c, GameInstance<P> java, GameInstance<Q> rules) {
        Counts n = new Counts();
        for (String position : c.positions()) {
            Analysis j;
            try {
                j = Analyzer.analyze(java, position);
            } catch (BadInputException e) {
                n.skipped++;
                continue;
            }
            Analysis r = Analyzer.analyze(rules, position);
            String at = java.describe() + " at " + position;
            assertThat(normal(c.form(), r.position())).as("position read by %s", at).isEqualTo(normal(c.form(), j.position()));
            assertThat(r.value().outcome()).as("outcome of %s", at).isEqualTo(j.value().outcome());
            if (r.value().hasRemoteness() && j.value().hasRemoteness()) {
                assertThat(r.value().remoteness()).as("remoteness of %s", at).isEqualTo(j.value().remoteness());
                n.remoteness++;
            }
            if (r.grundy() != null && j.grundy() != null) {
                assertThat(r.grundy()).as("Grundy value of %s", at).isEqualTo(j.grundy());
                n.grundy++;
            }
            assertThat(r.allMoves()).as("the rules list every move of %s", at).isTrue();
            assertThat(j.allMoves()).as("the family lists every move of %s", at).isTrue();
            Map<String, Value> rm = results(c.form(), r.moves(), at);
            Map<String, Value> jm = results(c.form(), j.moves(), at);
            assertThat(rm.keySet()).as("positions the moves of %s lead to", at).isEqualTo(jm.keySet());
            for (Map.Entry<String, Value> e : rm.entrySet()) {
                Value jv = jm.get(e.getKey());
                assertThat(e.getValue().outcome()).as("the move of %s to %s", at, e.getKey()).isEqualTo(jv.outcome());
                if (e.getValue().hasRemoteness() && jv.hasRemoteness()) {
                    assertThat(e.getValue().remoteness()).as("the move of %s to %s", at, e.getKey()).isEqualTo(jv.remoteness());
                }
            }
            n.moves += rm.size();
            n.positions++;
            if (labels(c.form(), r.moves()).equals(labels(c.form(), j.moves()))) {
                n.sameLabels++;
            }
        }
        return n;
    }

    /** The positions the moves lead to, each with the value of the move (equal results must agree). */
    private static Map<String, Value> results(Form form, List<MoveValue> moves, String at) {
        Map<String, Value> out = new TreeMap<>();
        for (MoveValue m : moves) {
            Value before = out.put(normal(form, m.result()), m.value());
            if (before != null) {
                assertThat(m.value()).as("two moves of %s to %s", at, m.result()).isEqualTo(before);
            }
        }
        return out;
    }

    private static java.util.Set<String> labels(Form form, List<MoveValue> moves) {
        return moves.stream().map(m -> m.label().en() + " -> " + normal(form, m.result())).collect(Collectors.toSet());
    }

    static String normal(Form form, String position) {
        String t = position.trim();
        return switch (form) {
            case PLAIN -> t;
            case HEAPS -> Arrays.stream(t.isEmpty() ? new String[0] : t.split("\\s+")).mapToLong(Long::parseLong).filter(h -> h > 0)
                    .sorted().mapToObj(Long::toString).collect(Collectors.joining(" "));
            case PARITY -> t.contains(" ") ? t : t + " 0 0";
        };
    }

    private static List<String> upTo(int most) {
        return from(0, most);
    }

    private static List<String> from(int least, int most) {
        return LongStream.rangeClosed(least, most).mapToObj(Long::toString).toList();
    }

    /** Every "n mine theirs" with n = 0..most (a few with n = 0 and odd holdings are refused as impossible, see the counts). */
    private static List<String> parity(int most) {
        List<String> out = new ArrayList<>();
        for (int n = 0; n <= most; n++) {
            for (int a = 0; a <= 1; a++) {
                for (int b = 0; b <= 1; b++) {
                    out.add(n + " " + a + " " + b);
                }
            }
        }
        return out;
    }

    /** Every multiset of 1 to {@code count} heaps of sizes 1..most, written ascending, and the empty position "0". */
    private static List<String> heaps(int count, int most) {
        List<String> out = new ArrayList<>(List.of("0"));
        addHeaps(out, "", 1, count, most);
        return out;
    }

    private static void addHeaps(List<String> out, String prefix, int from, int left, int most) {
        for (int h = from; h <= most; h++) {
            String p = prefix.isEmpty() ? String.valueOf(h) : prefix + " " + h;
            out.add(p);
            if (left > 1) {
                addHeaps(out, p, h, left - 1, most);
            }
        }
    }

    /** "a b c" with 0 <= a, b, c <= most. */
    private static List<String> triples(int most) {
        List<String> out = new ArrayList<>();
        for (String p : pairs(0, most)) {
            for (int c = 0; c <= most; c++) {
                out.add(p + " " + c);
            }
        }
        return out;
    }

    private static List<String> pairs(int from, int most) {
        List<String> out = new ArrayList<>();
        for (int a = from; a <= most; a++) {
            for (int b = from; b <= most; b++) {
                out.add(a + " " + b);
            }
        }
        return out;
    }

    /** "n m" with 1 <= m <= n <= most, and "0 0". */
    private static List<String> fibonacciNim(int most) {
        List<String> out = new ArrayList<>(List.of("0 0"));
        for (int n = 1; n <= most; n++) {
            for (int m = 1; m <= n; m++) {
                out.add(n + " " + m);
            }
        }
        return out;
    }

    /** Every row of 1 to {@code most} cells over *, L, O. */
    private static List<String> rows(int most) {
        List<String> out = new ArrayList<>();
        List<String> level = List.of("");
        for (int len = 1; len <= most; len++) {
            List<String> next = new ArrayList<>();
            for (String s : level) {
                for (char ch : "*LO".toCharArray()) {
                    next.add(s + ch);
                }
            }
            out.addAll(next);
            level = next;
        }
        return out;
    }

    /** Every board of 0, - and 1 of 1 x 5, 2 x 2, 2 x 3 and 3 x 2 cells (the Java family refuses those with connected matches). */
    private static List<String> grids() {
        List<String> out = new ArrayList<>();
        for (int[] shape : new int[][] {{1, 5}, {2, 2}, {2, 3}, {3, 2}}) {
            int cells = shape[0] * shape[1];
            for (int code = 0; code < (int) Math.pow(3, cells); code++) {
                StringBuilder b = new StringBuilder();
                for (int i = 0, c = code; i < cells; i++, c /= 3) {
                    if (i > 0 && i % shape[1] == 0) {
                        b.append('/');
                    }
                    b.append("0-1".charAt(c % 3));
                }
                out.add(b.toString());
            }
        }
        return out;
    }

    /** Four monks (or chessmen) on distinct steps (cells) 1..most, ascending. */
    private static List<String> monks(int most) {
        List<String> out = new ArrayList<>();
        for (int a = 1; a <= most; a++) {
            for (int b = a + 1; b <= most; b++) {
                for (int c = b + 1; c <= most; c++) {
                    for (int d = c + 1; d <= most; d++) {
                        out.add(a + " " + b + " " + c + " " + d);
                    }
                }
            }
        }
        return out;
    }
}
