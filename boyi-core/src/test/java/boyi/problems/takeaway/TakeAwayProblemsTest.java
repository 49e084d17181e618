package boyi.problems.takeaway;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.catalogue.Catalogue;
import boyi.util.BadInputException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

class TakeAwayProblemsTest {

    private static final long E18 = 1_000_000_000_000_000_000L;

    static String solve(String id, String input) {
        return Catalogue.problem(id).solve(input, List.of());
    }

    private static String resource(String path) throws IOException {
        try (InputStream in = TakeAwayProblemsTest.class.getResourceAsStream(path)) {
            assertThat(in).as(path).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    static Stream<Arguments> examples() {
        return Stream.of(
                Arguments.of("take-ball", "seed1"), Arguments.of("take-ball", "seed2"), Arguments.of("take-ball", "seed3"),
                Arguments.of("ball-game", "seed"), Arguments.of("stones", "seed65"), Arguments.of("bash", "win"),
                Arguments.of("bash", "lose"), Arguments.of("bash-misere", "one"), Arguments.of("brave-game", "sample"),
                Arguments.of("tang-jiang", "sample"));
    }

    @ParameterizedTest(name = "{0}/{1}")
    @MethodSource("examples")
    void specExamplesPrintExactly(String id, String name) throws IOException {
        String dir = "/examples/" + id + "/" + name;
        assertThat(solve(id, resource(dir + ".in"))).isEqualTo(resource(dir + ".out"));
    }

    @ParameterizedTest(name = "{0}: {2}")
    @CsvSource(delimiter = '|', value = {
        "take-ball  | 1 2 x\\n1 2\\n      | line 1, token 3 \"x\": expected a take",
        "take-ball  | 1 2 3\\n            | line 2: input ends, expected the ball counts",
        "take-ball  | ''                  | line 1: input ends, expected the take set",
        "take-ball  | 0 2\\n3\\n          | line 1, token 1 \"0\": expected a take",
        "take-ball  | 1 2 3\\n4 -1\\n      | line 2, token 2 \"-1\": expected a ball count, a whole number 0..10^18",
        "take-ball  | 1 2 3\\n1000000000000000001\\n | expected a ball count, a whole number 0..10^18",
        "ball-game  | 3\\n1\\n2\\n          | line 4: input ends, expected a ball count (game 3 of 3)",
        "ball-game  | 2\\n1 2 3\\n          | line 2, token 3 \"3\": unexpected extra input",
        "ball-game  | x\\n                | line 1, token 1 \"x\": expected the number of games",
        "stones     | 0\\n                | line 1, token 1 \"0\": expected the number of stones N, a whole number 1..10^18",
        "stones     | 10 101\\n           | line 1, token 2 \"101\": expected the most stones a move takes M, a whole number 1..100",
        "stones     | 10 3 4\\n           | line 1, token 3 \"4\": unexpected extra input",
        "bash       | 10\\n               | input ends, expected the most stones a move takes m",
        "bash       | 10 0\\n             | line 1, token 2 \"0\": expected the most stones a move takes m, a whole number 1..10^18",
        "bash-misere| 1 x                 | line 1, token 2 \"x\": expected the most stones",
        "brave-game | 2\\n1 1\\n          | line 3: input ends, expected n of case 2 of 2",
        "brave-game | 1\\n-5 2\\n         | line 2, token 1 \"-5\": expected n of case 1 of 1",
        "tang-jiang | 5 0\\n0 0\\n        | line 1, token 2 \"0\": expected k, a whole number 1..10^18",
        "tang-jiang | 0 3\\n              | line 1, token 2 \"3\": expected 0, since N = 0 starts the end marker",
        "tang-jiang | 30\\n               | input ends, expected k",
        "tang-jiang | 30 3\\n             | line 2: input ends, expected N (or 0 0 to end)",
        "tang-jiang | 30 3\\n0 0\\n5 5\\n   | line 3, token 1 \"5\": unexpected extra input",
    })
    void badInputNamesTheLineAndToken(String id, String input, String message) {
        String in = input.replace("\\n", "\n");
        assertThatThrownBy(() -> solve(id, in)).isInstanceOf(BadInputException.class).hasMessageContaining(message)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            ball-game  | x\\n          | 第 1 行第 1 个词 "x"：应为局数 k，0..2147483647 的整数
            ball-game  | 2\\n1 x\\n     | 第 2 行第 2 个词 "x"：应为第 2 局的球数（共 2 局），0..10^18 的整数
            ball-game  | 3\\n1\\n2\\n   | 第 4 行：输入结束了，还缺第 3 局的球数（共 3 局）
            take-ball  | 0 2\\n3\\n     | 第 1 行第 1 个词 "0"：应为取数（每次取走的球数），1..10^18 的整数
            take-ball  | 1 2 3\\n4 -1\\n | 第 2 行第 2 个词 "-1"：应为一局的球数，0..10^18 的整数
            stones     | 10 101\\n      | 第 1 行第 2 个词 "101"：应为每次最多取的石子数 M，1..100 的整数
            brave-game | 1\\n5 x\\n     | 第 2 行第 2 个词 "x"：应为第 1 组（共 1 组）每次最多取的个数 m，1..10^18 的整数
            tang-jiang | 30\\n          | 第 2 行：输入结束了，还缺每次最多增加的数 k
            """)
    void badInputIsExplainedInChinese(String id, String input, String zh) {
        String in = input.replace("\\n", "\n");
        assertThatThrownBy(() -> solve(id, in)).isInstanceOf(BadInputException.class)
                .satisfies(e -> assertThat(((BadInputException) e).text().zh()).isEqualTo(zh));
    }

    @Test
    void takeBallWithManyHugeGames() {
        // takes {1, 2, 3}: the start row has period 8 from 0: 0 + 0 + 0 - 0 +
        String pattern = "0+0+0-0+";
        Random random = new Random(2016);
        StringBuilder in = new StringBuilder("3 1 2 2 1\n");
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i < 100_000; i++) {
            long n = i < 10 ? E18 - i : Math.floorMod(random.nextLong(), E18 + 1);
            in.append(n).append(i % 10 == 9 ? "\n" : " ");
            expected.append(i == 0 ? "" : " ").append(pattern.charAt((int) (n % 8)));
        }
        assertThat(solve("take-ball", in.toString())).isEqualTo(expected.append('\n').toString());
    }

    @Test
    void takeBallWithOneHundredTakes() {
        StringBuilder takes = new StringBuilder();
        for (int i = 0; i < 100; i++) {
            takes.append(1 + (i * 37) % 99).append(' ');
        }
        String out = solve("take-ball", takes + "\n0 1 2 3 " + E18 + "\n");
        assertThat(out).matches("[-+0]( [-+0]){4}\n");
        assertThatThrownBy(() -> solve("take-ball", takes + "5\n3\n")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("token 101").hasMessageContaining("at most 100 takes");
    }

    @Test
    void ballGameAgreesWithPlainDynamicProgramming() {
        int n = 5000;
        boolean[] win = new boolean[n + 1];
        win[0] = true;  // the previous player took the last ball and lost
        for (int i = 1; i <= n; i++) {
            for (int t : new int[] {1, 3, 7, 8}) {
                if (t <= i && !win[i - t]) {
                    win[i] = true;
                }
            }
        }
        StringBuilder in = new StringBuilder().append(n + 1).append('\n');
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i <= n; i++) {
            in.append(i).append('\n');
            expected.append(win[i] ? "1\n" : "0\n");
        }
        assertThat(solve("ball-game", in.toString())).isEqualTo(expected.toString());
        assertThat(solve("ball-game", "1\n" + E18 + "\n")).matches("[01]\n");
    }

    @Test
    void stonesAtTheBoyiLimits() {
        assertThat(solve("stones", E18 + " 3")).isEqualTo("0 1\n");
        assertThat(solve("stones", (E18 - 7) + "")).startsWith("-1 ");
        assertThat(solve("stones", "7")).isEqualTo("1 3\n");
        assertThat(solve("stones", E18 + " 100")).matches("-?[01] [0-9]+\n");
    }

    @Test
    void bashAndBraveGameAtTheBoyiLimits() {
        assertThat(solve("bash", E18 + " " + E18)).isEqualTo("Yes\n");
        assertThat(solve("bash", E18 + " " + (E18 / 2 - 1))).isEqualTo("No\n");
        assertThat(solve("bash-misere", E18 + " " + (E18 - 2)))
                .isEqualTo("No\n");
        assertThat(solve("bash-misere", "0 5")).isEqualTo("Yes\n");
        StringBuilder in = new StringBuilder("100000\n");
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i < 100_000; i++) {
            long m = 1 + i % 50;
            long n = E18 - i;
            in.append(n).append(' ').append(m).append('\n');
            expected.append(n % (m + 1) == 0 ? "second\n" : "first\n");
        }
        assertThat(solve("brave-game", in.toString())).isEqualTo(expected.toString());
    }

    @Test
    void tangJiangAgreesWithASimulationOfTheWrittenNumbers() {
        List<String> lines = new ArrayList<>();
        StringBuilder expected = new StringBuilder();
        for (int n = 1; n <= 60; n++) {
            for (int k = 1; k <= 8; k++) {
                // win[x]: the player to move after x was written wins; writing >= n loses at once
                boolean[] win = new boolean[n];
                for (int x = n - 1; x >= 0; x--) {
                    for (int y = x + 1; y <= x + k && y < n; y++) {
                        if (!win[y]) {
                            win[x] = true;
                        }
                    }
                }
                lines.add(n + " " + k);
                expected.append(win[0] ? "Tang\n" : "Jiang\n");
            }
        }
        assertThat(solve("tang-jiang", String.join("\n", lines) + "\n0 0\n")).isEqualTo(expected.toString());
        assertThat(solve("tang-jiang", E18 + " 1\n0 0\n")).isEqualTo("Tang\n");
        assertThat(solve("tang-jiang", "30 3\r\n0 0\r\n")).isEqualTo("Tang\n");
    }
}
