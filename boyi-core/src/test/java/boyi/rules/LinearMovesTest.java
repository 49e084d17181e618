package boyi.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The tables {@link TupleGrundy} fills through {@link LinearMoves} (the compiled game) against the
 * same tables filled by generating every move with the interpreter: the same values, the same
 * refusal (null) or the same rule error, on seeded random rule texts of one and two numbers whose
 * moves are linear in their loop variable, with conditions, lists, moves that leave the table and
 * moves that go negative.
 */
class LinearMovesTest {

    /** Move statements of two numbers, ? standing for a condition after the loop; the last four fail or leave the table. */
    private static final String[] PAIR_MOVES = {
            "for k in 1..a ? -> a - k, b",
            "for k in 1..b ? -> a, b - k",
            "for k in 1..min(a, b) ? -> a - k, b - k",
            "for k in 2..a ? -> a - (k - 1), b",
            "for k in {1, 2} ? if k <= a -> -k + a, b",
            "for k in 1..max(a, b) - 1 ? if k <= b -> a, b - k - a + a",
            "for k in 1..b ? -> a, b - min(k, 2)",
            "for k in 1..a ? -> a - 2 * k + k, b",
            "for k in 1..a ? -> k - 1, b + 3",
            "for k in 0..a ? -> a - k, b",
            "for k in 1..a + b ? -> a - k, b",
            "for k in 1..a ? -> a - k, b + 1"};
    /** Move statements of one number. */
    private static final String[] ONE_MOVES = {
            "for k in 1..a / 2 ? -> a - k",
            "for k in {1, 3, a} ? if k <= a and k > 0 -> a - k",
            "for k in 2..a ? -> a - k + 1",
            "for k in 1..a ? -> k - 1",
            "for k in 1..a ? -> a - 2 * k + k",
            "for k in 0..a ? -> a - k"};
    private static final String[] BEFORE = {"", "", "if a > 2 ", "if a != 3 "};
    private static final String[] AFTER = {"", "", "if k % 2 == 1", "if k != 3", "if k == 3 or 6 / (k - 3) >= 0"};

    static Stream<String> randomTexts() {
        Random r = new Random(30);
        List<String> texts = new ArrayList<>();
        for (int t = 0; t < 60; t++) {
            boolean pair = t % 3 != 0;
            StringBuilder s = new StringBuilder(pair ? "state a, b\n" : "state a\n");
            int statements = 1 + r.nextInt(3);
            for (int i = 0; i < statements; i++) {
                // mostly the statements that keep to the table, a few that leave it or fail
                String[] moves = pair ? PAIR_MOVES : ONE_MOVES;
                String move = moves[r.nextInt(r.nextInt(4) == 0 ? moves.length : moves.length - (pair ? 4 : 1))];
                s.append("move \"x{k}\" ").append(pick(r, BEFORE)).append(move.replace("?", pick(r, AFTER))).append('\n');
            }
            texts.add(s.toString());
        }
        return texts.stream();
    }

    private static String pick(Random r, String[] options) {
        return options[r.nextInt(options.length)];
    }

    @ParameterizedTest
    @MethodSource("randomTexts")
    void linearTablesAgreeWithTheInterpreter(String text) {
        sameTable(text, 14);
    }

    @Test
    void mostRandomTextsTakeTheFastPathAndGiveATable() {
        List<RuleProgram> linear = randomTexts().map(t -> RuleParser.parse(t, Map.of())).filter(p -> LinearMoves.of(p) != null).toList();
        assertThat(linear).hasSizeGreaterThan(30);
        assertThat(linear.stream().filter(p -> {
            try {
                return TupleGrundy.table(new RuleGame(p), p.variables().size(), 14) != null;
            } catch (RuleException e) {
                return false;
            }
        }).count()).isGreaterThan(10);
    }

    /** Texts that fail at some position of the table: the same error whether the fast path or the interpreter meets it first. */
    @ParameterizedTest
    @ValueSource(strings = {
            "state a, b\nmove \"x\" for k in 0..a -> a - k - 1, b",
            "state a, b\nmove \"x\" if a > 0 for k in 1..b -> a, b - k - 1",
            "state a, b\nmove \"x\" for k in 1..a * 100000 -> a - 1, b",
            "state a, b\nmove \"x\" for k in 1..a * 40000 -> a - 1, b\nmove \"y\" for k in 1..a * 40000 -> a - 1, b\nmove \"z\" for k in 1..a * 40000 -> a - 1, b",
            "state a, b\nmove \"x\" for k in 1..a -> a - k + 9223372036854775807 - 9223372036854775807, b",
            "state a, b\nmove \"x\" for k in 1..a if 1 / (k - 4) == 0 -> a - k, b",
            "state a\nmove \"x\" for k in {1, a - 5} -> a - k",
            "state a, b\nmove \"x\" for k in 1..a -> a - k, b\nmove \"y\" for i in 1..b for j in 1..b for k in 1..b * 1000 -> a, b - 1"})
    void failingTextsFailAlike(String text) {
        RuleProgram p = RuleParser.parse(text, Map.of());
        int numbers = p.variables().size();
        Throwable fast = catchThrowable(() -> TupleGrundy.table(new RuleGame(p), numbers, 9));
        Throwable reference = catchThrowable(() -> TupleGrundy.table(RuleGame.interpreted(p), numbers, 9));
        assertThat(reference).isInstanceOf(RuleException.class);
        assertThat(fast).isInstanceOf(RuleException.class).hasMessage(reference.getMessage());
    }

    @Test
    void wythoffIsLinearAndMatchesThePlainMexLoop() {
        RuleProgram p = RuleParser.parse("""
                state a, b
                move "take {k} from pile 1" for k in 1..a -> a - k, b
                move "take {k} from pile 2" for k in 1..b -> a, b - k
                move "take {k} from both" for k in 1..min(a, b) -> a - k, b - k
                """, Map.of());
        assertThat(LinearMoves.of(p)).isNotNull();
        int side = 60;
        long[] g = TupleGrundy.table(new RuleGame(p), 2, side - 1);
        long[][] plain = new long[side][side];
        for (int a = 0; a < side; a++) {
            for (int b = 0; b < side; b++) {
                java.util.Set<Long> seen = new java.util.HashSet<>();
                for (int k = 1; k <= a; k++) {
                    seen.add(plain[a - k][b]);
                }
                for (int k = 1; k <= b; k++) {
                    seen.add(plain[a][b - k]);
                }
                for (int k = 1; k <= Math.min(a, b); k++) {
                    seen.add(plain[a - k][b - k]);
                }
                long m = 0;
                while (seen.contains(m)) {
                    m++;
                }
                plain[a][b] = m;
            }
        }
        assertThat(g).containsExactly(IntStream.range(0, side * side).mapToLong(i -> plain[i / side][i % side]).toArray());
        // the losses are Wythoff's pairs (floor(k phi), floor(k phi^2)): (0,0) (1,2) (3,5) (4,7) (6,10) ...
        assertThat(g[1 * side + 2]).isZero();
        assertThat(g[3 * side + 5]).isZero();
        assertThat(g[4 * side + 7]).isZero();
        assertThat(g[6 * side + 10]).isZero();
    }

    @Test
    void slopesAreThoseOfSumsAndDifferencesOnly() {
        RuleProgram p = RuleParser.parse("state a, b\nmove \"x\" for k in 1..a -> a - k, b\n", Map.of());
        int k = ((MoveRule.Loop) p.moves().get(0).steps().get(0)).slot();
        assertThat(LinearMoves.slope(value("a - (k - 1)"), k)).isEqualTo(-1L);
        assertThat(LinearMoves.slope(value("k + k - a"), k)).isEqualTo(2L);
        assertThat(LinearMoves.slope(value("-(b - k)"), k)).isEqualTo(1L);
        assertThat(LinearMoves.slope(value("min(a, b) * 3"), k)).isZero();
        assertThat(LinearMoves.slope(value("2 * k"), k)).isNull();
        assertThat(LinearMoves.slope(value("a - min(k, b)"), k)).isNull();
        assertThat(LinearMoves.of(RuleParser.parse("state a, b\nmove \"x\" for k in 1..a for j in 1..b -> a - k, b - j\n", Map.of())))
                .as("two loops: not linear").isNull();
    }

    /** The first value of {@code move "x" for k in 1..a -> E, b}. */
    private static Expr value(String e) {
        RuleProgram p = RuleParser.parse("state a, b\nmove \"x\" for k in 1..a -> " + e + ", b\n", Map.of());
        return ((MoveRule.Values) p.moves().get(0).result()).values().get(0);
    }

    private static void sameTable(String text, int upto) {
        RuleProgram p = RuleParser.parse(text, Map.of());
        int numbers = p.variables().size();
        long[][] got = new long[1][];
        long[][] want = new long[1][];
        Throwable fast = catchThrowable(() -> got[0] = TupleGrundy.table(new RuleGame(p), numbers, upto));
        Throwable reference = catchThrowable(() -> want[0] = TupleGrundy.table(RuleGame.interpreted(p), numbers, upto));
        if (reference != null) {
            assertThat(fast).as(text).isInstanceOf(RuleException.class).hasMessage(reference.getMessage());
            return;
        }
        assertThat(fast).as(text).isNull();
        assertThat(got[0]).as(text).isEqualTo(want[0]);
    }
}
