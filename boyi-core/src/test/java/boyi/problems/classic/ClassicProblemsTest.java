package boyi.problems.classic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.games.GameInstance;
import boyi.games.classic.MonksGame;
import boyi.model.Move;
import boyi.model.Outcome;
import boyi.catalogue.Catalogue;
import boyi.solve.NegamaxSolver;
import boyi.theory.WythoffTheory;
import boyi.util.BadInputException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

class ClassicProblemsTest {

    private static final List<String> IDS = List.of("nim", "wythoff", "fibonacci", "fibonacci-again", "euclid", "monks");

    private static String solve(String id, String input) {
        return Catalogue.problem(id).solve(input, List.of());
    }

    private static String resource(String path) throws IOException {
        try (InputStream in = ClassicProblemsTest.class.getResourceAsStream("/examples/" + path)) {
            assertThat(in).as(path).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    static Stream<Arguments> examples() throws Exception {
        List<Arguments> out = new ArrayList<>();
        for (String id : IDS) {
            Path dir = Path.of(ClassicProblemsTest.class.getResource("/examples/" + id).toURI());
            try (Stream<Path> files = Files.list(dir)) {
                files.map(f -> f.getFileName().toString()).filter(f -> f.endsWith(".in")).sorted()
                        .forEach(f -> out.add(Arguments.of(id, f.substring(0, f.length() - 3))));
            }
        }
        assertThat(out).hasSize(9);
        return out.stream();
    }

    @ParameterizedTest(name = "{0}/{1}")
    @MethodSource("examples")
    void specExamplesGiveTheExactOutput(String id, String name) throws IOException {
        assertThat(solve(id, resource(id + "/" + name + ".in"))).isEqualTo(resource(id + "/" + name + ".out"));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            nim             | 3\\n3 4\\n              | line 3: input ends, expected a pile size
            nim             | 2\\n3 x\\n              | line 2, token 2 "x": expected a pile size, a whole number 0..10^18
            nim             | 0\\n                    | line 1, token 1 "0": expected the number of piles n, a whole number 1..10^6
            nim             | 1000001\\n              | line 1, token 1 "1000001": expected the number of piles n, a whole number 1..10^6
            nim             | 1\\n3 4\\n              | line 2, token 2 "4": unexpected extra input
            nim             | 1\\n-3\\n               | line 2, token 1 "-3": expected a pile size, a whole number 0..10^18
            wythoff         | 1\\n                    | line 2: input ends, expected the second pile b
            wythoff         | 1 1000000000000000001  | line 1, token 2 "1000000000000000001": expected the second pile b, a whole number 0..10^18
            fibonacci       | 1\\n                    | line 1, token 1 "1": expected the pile size n, a whole number 2..10^18
            fibonacci       | 13 14\\n                | line 1, token 2 "14": unexpected extra input
            fibonacci-again | 1 1 1\\n                | line 2: input ends, expected the pile m (or 0 0 0 to end)
            fibonacci-again | 1 0 1\\n0 0 0\\n        | line 1, token 2 "0": expected the pile n, a whole number 1..10^6 (0 only in the closing line 0 0 0)
            fibonacci-again | 1 1 1000001\\n0 0 0\\n  | line 1, token 3 "1000001": expected the pile p (or 0 0 0 to end), a whole number 0..10^6
            fibonacci-again | 0 0 0\\n5\\n            | line 2, token 1 "5": unexpected extra input
            euclid          | 0 5\\n0 0\\n            | line 1, token 1 "0": expected a, a whole number 1..10^18 (0 only in the closing line 0 0)
            euclid          | 34 12\\n15 x\\n0 0\\n   | line 2, token 2 "x": expected b (or 0 0 to end), a whole number 0..10^18
            euclid          | 34 12\\n               | line 2: input ends, expected a (or 0 0 to end)
            monks           | 1 5 5\\n                | line 1, token 3 "5": step 5 is repeated; two monks cannot stand on the same step
            monks           | 9 5\\n1 9\\n            | line 2, token 2 "9": step 9 is repeated; two monks cannot stand on the same step
            monks           | 0 3\\n                  | line 1, token 1 "0": expected a monk's step, a whole number 1..10^18
            monks           | '   '                  | line 2: input ends, expected a monk's step
            """)
    void badInputGetsOneLineNamingTheToken(String id, String input, String message) {
        String in = input.replace("\\n", "\n");
        assertThatThrownBy(() -> solve(id, in)).isInstanceOf(BadInputException.class).hasMessage(message);
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            nim             | 1\\n-3\\n          | 第 2 行第 1 个词 "-3"：应为一堆的石子数，0..10^18 的整数
            wythoff         | 1\\n               | 第 2 行：输入结束了，还缺第二堆的石子数 b
            euclid          | 34 12\\n15 x\\n0 0\\n | 第 2 行第 2 个词 "x"：应为第二个数 b（或以 0 0 结束），0..10^18 的整数
            monks           | 0 3\\n             | 第 1 行第 1 个词 "0"：应为和尚所在的台阶，1..10^18 的整数
            fibonacci-again | 1 1 1\\n           | 第 2 行：输入结束了，还缺石子数 m（或以 0 0 0 结束）
            """)
    void badInputIsExplainedInChinese(String id, String input, String zh) {
        String in = input.replace("\\n", "\n");
        assertThatThrownBy(() -> solve(id, in)).isInstanceOf(BadInputException.class)
                .satisfies(e -> assertThat(((BadInputException) e).text().zh()).isEqualTo(zh));
    }

    @Test
    void nimWithAMillionPiles() {
        StringBuilder in = new StringBuilder("1000000\n");
        long x = 0;
        Random random = new Random(1);
        for (int i = 0; i < 1_000_000; i++) {
            long p = Math.floorMod(random.nextLong(), 1_000_000_000_000_000_001L);
            x ^= p;
            in.append(p).append(i % 20 == 19 ? '\n' : ' ');
        }
        assertThat(solve("nim", in.toString())).isEqualTo(x != 0 ? "Yes\n" : "No\n");
        // 10^6 + 1 piles is over the limit.
        String more = in.toString().replaceFirst("1000000", "1000001") + x + "\r\n";
        assertThatThrownBy(() -> solve("nim", more)).hasMessage(
                "line 1, token 1 \"1000001\": expected the number of piles n, a whole number 1..10^6");
    }

    @Test
    void wythoffNear10To18() {
        long k = 380_000_000_000_000_000L;
        long a = WythoffTheory.lower(k);
        assertThat(solve("wythoff", a + " " + (a + k))).isEqualTo("No\n");
        assertThat(solve("wythoff", (a + k) + "\n" + a)).isEqualTo("No\n");
        assertThat(solve("wythoff", a + " " + (a + k - 1))).isEqualTo("Yes\n");
        assertThat(solve("wythoff", "0 0")).isEqualTo("No\n");
        assertThat(solve("wythoff", "1000000000000000000 1000000000000000000")).isEqualTo("Yes\n");
    }

    @Test
    void fibonacciNear10To18() {
        assertThat(solve("fibonacci", "679891637638612258")).isEqualTo("No\n");        // F(88)
        assertThat(solve("fibonacci", "679891637638612259")).isEqualTo("Yes\n");
        assertThat(solve("fibonacci", "1000000000000000000")).isEqualTo("Yes\n");
        assertThat(solve("fibonacci", "2")).isEqualTo("No\n");
        assertThat(solve("fibonacci", "4")).isEqualTo("Yes\n");
    }

    @Test
    void fibonacciAgainAtTheBoyiLimit() {
        // G(10^6) from the table, checked against plain mex in the theory test
        long[] big = {1_000_000, 1_000_000, 1_000_000};
        long[] mixed = {1_000_000, 1_000_000, 1};
        String expected = (boyi.theory.FibonacciSubtractionTheory.moverWins(big) ? "Fibo\n" : "Nacci\n")
                + (boyi.theory.FibonacciSubtractionTheory.moverWins(mixed) ? "Fibo\n" : "Nacci\n");
        assertThat(solve("fibonacci-again", "1000000 1000000 1000000\n1000000 1000000 1\n0 0 0\n")).isEqualTo(expected);
        assertThat(expected).endsWith("Fibo\n");    // G(1) = 1, and x xor x xor 1 = 1
    }

    @Test
    void euclidManyPairsNear10To18AgreeWithTheClassicRule() {
        Random random = new Random(2);
        StringBuilder in = new StringBuilder();
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i < 100_000; i++) {
            long a = 1_000_000_000_000_000_000L - Math.floorMod(random.nextLong(), 1_000_000_000_000_000L);
            long b = 1_000_000_000_000_000_000L - Math.floorMod(random.nextLong(), 1_000_000_000_000_000L);
            in.append(a).append(' ').append(b).append('\n');
            expected.append(classic(a, b) ? "Stan wins\n" : "Ollie wins\n");
        }
        in.append("0 0\n");
        assertThat(solve("euclid", in.toString())).isEqualTo(expected.toString());
    }

    /** The contest rule: a >= 2b or b | a wins, else the opposite of (b, a - b). */
    private static boolean classic(long a, long b) {
        boolean mover = true;
        while (true) {
            long x = Math.max(a, b);
            long y = Math.min(a, b);
            if (x % y == 0 || x / y >= 2) {
                return mover;
            }
            mover = !mover;
            a = x - y;
            b = y;
        }
    }

    @Test
    void monksAnswerIsTheFirstWinningMoveOfPlainSearch() {
        GameInstance<List<Long>> game = new MonksGame().instantiate(Map.of());
        NegamaxSolver<List<Long>> search = new NegamaxSolver<>(game.game());
        Random random = new Random(3);
        for (int trial = 0; trial < 400; trial++) {
            int n = 1 + random.nextInt(6);
            List<Long> steps = random.ints(1, 16).distinct().limit(n).sorted().mapToObj(i -> (long) i).toList();
            String expected = "-1\n";
            // The game lists moves lowest monk first, then lowest target: the first winning one is the answer.
            for (Move<List<Long>> m : game.game().moves(steps)) {
                if (search.value(m.result()).outcome() == Outcome.LOSS) {
                    String[] w = m.name().replace("monk on ", "").split(" to ");
                    expected = w[0] + " " + w[1] + "\n";
                    break;
                }
            }
            List<Long> shuffled = new ArrayList<>(steps);
            java.util.Collections.shuffle(shuffled, random);
            String input = String.join(" ", shuffled.stream().map(String::valueOf).toList()) + "\n";
            assertThat(solve("monks", input)).as(input).isEqualTo(expected);
        }
    }

    @Test
    void monksWithTenToTheFiveMonksUpTo10To18() {
        StringBuilder in = new StringBuilder();
        long step = 1_000_000_000_000_000_000L;
        Random random = new Random(4);
        List<Long> steps = new ArrayList<>();
        for (int i = 0; i < 100_000; i++) {
            steps.add(step);
            step -= 1 + Math.floorMod(random.nextLong(), 1_000_000_000_000L);
        }
        for (long s : steps) {
            in.append(s).append(' ');
        }
        String out = solve("monks", in.toString());
        long[] sorted = steps.stream().mapToLong(Long::longValue).sorted().toArray();
        long x = boyi.theory.StaircaseNimTheory.heapXor(sorted);
        if (x == 0) {
            assertThat(out).isEqualTo("-1\n");
        } else {
            String[] ab = out.trim().split(" ");
            long from = Long.parseLong(ab[0]);
            long to = Long.parseLong(ab[1]);
            int i = java.util.Arrays.binarySearch(sorted, from);
            assertThat(i).isNotNegative();
            assertThat(to).isGreaterThan(from).isLessThan(sorted[i + 1]);
            sorted[i] = to;
            assertThat(boyi.theory.StaircaseNimTheory.heapXor(sorted)).isZero();
        }
    }
}
