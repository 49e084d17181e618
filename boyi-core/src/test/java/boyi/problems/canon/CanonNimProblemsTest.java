package boyi.problems.canon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import boyi.games.heaps.AppleRow;
import boyi.games.heaps.HeapComponent;
import boyi.games.sums.SumGame;
import boyi.games.sums.SumRule;
import boyi.model.Outcome;
import boyi.catalogue.Catalogue;
import boyi.solve.NegamaxSolver;
import boyi.util.BadInputException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class CanonNimProblemsTest {

    private static String solve(String id, String input) {
        return Catalogue.problem(id).solve(input, List.of());
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            john            | 2\\n1\\n1\\n                     | line 4: input ends, expected the number of piles N
            john            | 1\\n2\\n3 x\\n                   | line 3, token 2 "x": expected a pile size, a whole number 0..10^18
            john            | 1\\n1\\n1 2\\n                   | line 3, token 2 "2": unexpected extra input
            be-the-winner   | 2\\n2 -2\\n                      | line 2, token 2 "-2": expected a row length, a whole number 0..10^18
            be-the-winner   | 2\\n2\\n                         | line 3: input ends, expected a row length
            lasker-nim      | 1\\n2\\n3 1000000000000000001\\n | line 3, token 2 "1000000000000000001": expected a heap size, a whole number 0..10^18
            s-nim           | 2 2 5\\n1\\n2 5 12\\n            | line 4: input ends, expected k, the size of S (or 0 to end)
            s-nim           | 2 2 0\\n                         | line 1, token 3 "0": expected an element of S, a whole number 1..10000
            s-nim           | 101\\n                           | line 1, token 1 "101": expected k, the size of S (or 0 to end), a whole number 0..100
            every-sg-euclid | 2\\n1 1\\n1\\n                   | line 4: input ends, expected the pile q
            georgia-bob     | 1\\n3\\n1 5 5\\n                 | case 1 (from line 2): two chessmen on cell 5
            georgia-bob     | 1\\n2\\n0 5\\n                   | line 3, token 1 "0": expected a chessman's cell, a whole number 1..10^18
            good-boy        | 3\\n5 7 9\\n                     | line 3: input ends, expected the number of piles M (or 0 to end)
            take-m-piles    | 2\\n45 45\\n                     | line 3: input ends, expected the number of piles m (or 0 to end)
            take-m-piles    | 2\\n45 0\\n0\\n                  | line 2, token 2 "0": expected a pile size, a whole number 1..10^18
            take-2-piles    | 1 2\\n5 8\\n                     | line 3: input ends, expected the pile a (or 0 0 to end)
            take-2-piles    | 1 2\\n5 y\\n0 0\\n               | line 2, token 2 "y": expected the pile b (or 0 0 to end), a whole number 0..10^18
            cet4            | 1\\n0\\n                         | line 2, token 1 "0": expected the number of cards n, a whole number 1..10^18
            multiplication  | 162\\n1\\n                       | line 2, token 1 "1": expected n, a whole number 2..10^18
            northcott       | 1 6\\n4 4\\n                     | line 2, token 2 "4": Jerry's piece stands on Tom's cell
            northcott       | 1 6\\n4 7\\n                     | line 2, token 2 "7": expected Jerry's column, a whole number 1..6
            kiki            | 5 3\\n5 4\\n                     | line 3: input ends, expected n (or 0 0 to end)
            kiki            | 5 0\\n0 0\\n                     | line 1, token 2 "0": expected board sides 1..10^18 (0 only in the closing line 0 0)
            """)
    void badInputIsOneLineNamingLineAndToken(String id, String input, String message) {
        String text = input.replace("\\n", "\n");
        assertThatThrownBy(() -> solve(id, text)).isInstanceOf(BadInputException.class).hasMessage(message);
        String zh = catchThrowableOfType(BadInputException.class, () -> solve(id, text)).text().zh();
        Matcher line = Pattern.compile("line (\\d+)").matcher(message);
        assertThat(line.find()).as("the English message names a line").isTrue();
        assertThat(zh).as("the Chinese message of %s", message).contains("第 " + line.group(1) + " 行")
                .matches("(?s).*\\p{IsHan}.*").doesNotContainPattern("[A-Za-z]{3,} [a-z]{3,}");
    }

    @Test
    void millionPilesNearTheLimit() {
        // 999 998 piles in equal pairs near 10^18 (XOR 0), then 2 and 3: XOR 1, so every odd pile wins by taking 1.
        StringBuilder piles = new StringBuilder();
        long odd = 1;
        for (int i = 0; i < 999_998; i++) {
            long v = 1_000_000_000_000_000_000L - i / 2;
            piles.append(v).append(i % 20 == 19 ? '\n' : ' ');
            odd += v % 2 == 1 ? 1 : 0;
        }
        piles.append("2 3\n");
        String many = "1000000\n" + piles;
        assertThat(solve("john", "1\n" + many)).isEqualTo("John\n");
        assertThat(solve("good-boy", many + "0\n")).isEqualTo(odd + "\n");
        String listed = solve("take-m-piles", many + "0\n");
        assertThat(listed).startsWith("Yes\n999999999999999999 999999999999999998\n").endsWith("3 2\n");
        assertThat(listed.chars().filter(c -> c == '\n').count()).isEqualTo(odd + 1);
    }

    @Test
    void goodBoyAndTakeMPilesAgreeWithSearchOfNim() {
        Random random = new Random(1850);
        NegamaxSolver<List<Long>> nim = new NegamaxSolver<>(SumGame.of(HeapComponent.NIM, SumRule.NORMAL));
        for (int trial = 0; trial < 300; trial++) {
            int m = 1 + random.nextInt(4);
            List<Long> piles = new ArrayList<>();
            StringBuilder in = new StringBuilder().append(m).append('\n');
            for (int i = 0; i < m; i++) {
                piles.add(1L + random.nextInt(7));
                in.append(piles.get(i)).append(' ');
            }
            in.append("\n0\n");
            StringBuilder expected = new StringBuilder();
            int count = 0;
            for (int i = 0; i < m; i++) {
                for (long left = 0; left < piles.get(i); left++) {
                    List<Long> after = new ArrayList<>(piles);
                    after.set(i, left);
                    if (nim.value(after).outcome() == Outcome.LOSS) {
                        expected.append(piles.get(i)).append(' ').append(left).append('\n');
                        count++;
                    }
                }
            }
            assertThat(solve("good-boy", in.toString())).isEqualTo(count + "\n");
            assertThat(solve("take-m-piles", in.toString())).isEqualTo(count == 0 ? "No\n" : "Yes\n" + expected);
        }
    }

    @Test
    void misereAndSplittingProblemsAgreeWithSearch() {
        Random random = new Random(2509);
        NegamaxSolver<List<Long>> rows = new NegamaxSolver<>(SumGame.of(AppleRow.RULES, SumRule.MISERE));
        NegamaxSolver<List<Long>> lasker = new NegamaxSolver<>(SumGame.of(HeapComponent.LASKER, SumRule.NORMAL));
        NegamaxSolver<List<Long>> misereNim = new NegamaxSolver<>(SumGame.of(HeapComponent.NIM, SumRule.MISERE));
        for (int trial = 0; trial < 150; trial++) {
            int n = 1 + random.nextInt(3);
            List<Long> p = new ArrayList<>();
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < n; i++) {
                p.add((long) random.nextInt(6));
                line.append(p.get(i)).append(' ');
            }
            String body = n + "\n" + line + "\n";
            assertThat(solve("be-the-winner", body)).isEqualTo(rows.value(p).outcome() == Outcome.WIN ? "Yes\n" : "No\n");
            assertThat(solve("lasker-nim", "1\n" + body)).isEqualTo(lasker.value(p).outcome() == Outcome.WIN ? "Alice\n" : "Bob\n");
            assertThat(solve("john", "1\n" + body)).isEqualTo(misereNim.value(p).outcome() == Outcome.WIN ? "John\n" : "Brother\n");
        }
    }

    @Test
    void valuesAtTheBoyiLimits() {
        String e18 = "1000000000000000000";
        assertThat(solve("lasker-nim", "1\n2\n999999999999999999 " + e18 + "\n")).isEqualTo("Alice\n");
        assertThat(solve("s-nim", "2 2 5\n2\n1 " + e18 + "\n2 9999999 9999999\n0\n")).hasSize(3);
        assertThat(solve("s-nim", "3 100 9999 10000\n1\n2 " + e18 + " " + e18 + "\n0\n")).isEqualTo("L\n");
        assertThat(solve("every-sg-euclid", "2\n" + e18 + " 999999999999999999\n0 5\n1\n3 2\n")).hasLineCount(2).endsWith("GG\n");
        assertThat(solve("georgia-bob", "1\n2\n1 " + e18 + "\n")).isEqualTo("Georgia will win\n");
        assertThat(solve("take-2-piles", e18 + " 999999999999999999\n0 0\n")).startsWith("1\n");
        assertThat(solve("take-2-piles", "7 5\n0 0\n")).isEqualTo("1\n3 5\n4 7\n3 5\n");
        assertThat(solve("cet4", "999999999999999999\n" + e18 + "\n")).isEqualTo("Cici\nKiki\n");
        assertThat(solve("multiplication", e18 + "\n")).isIn("Stan wins.\n", "Ollie wins.\n");
        assertThat(solve("northcott", "2 " + e18 + "\n1 " + e18 + "\n" + e18 + " 1\n")).isEqualTo("BAD LUCK!\n");
        assertThat(solve("kiki", e18 + " 999999999999999999\n999999999999999999 999999999999999999\n0 0\n"))
                .isEqualTo("Wonderful!\nWhat a pity!\n");
    }
}
