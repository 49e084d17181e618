package boyi.problems.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.games.matches.MatchesBoard;
import boyi.games.matches.MatchesGameTest;
import boyi.games.matches.MatchesReference;
import boyi.model.Outcome;
import boyi.model.Value;
import boyi.catalogue.Catalogue;
import boyi.util.BadInputException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every printed answer is checked by the rules with an independent plain recursion. */
class MatchesProblemTest {

    private final MatchesReference plain = new MatchesReference();

    private static String resource(String path) throws IOException {
        try (InputStream in = MatchesProblemTest.class.getResourceAsStream("/examples/" + path)) {
            assertThat(in).as(path).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static String solve(String id, String input) {
        return Catalogue.problem(id).solve(input, List.of());
    }

    /** Checks the move {@code rc o} on {@code board} (slash rows): legal, best by value and remoteness. */
    private void assertBestMove(String board, String move) {
        char[][] g = MatchesReference.grid(board);
        List<Value> children = new ArrayList<>();
        for (int r = 0; r < g.length; r++) {
            for (int c = 0; c < g[0].length; c++) {
                for (char o : new char[] {'-', '1'}) {
                    if (MatchesReference.allowed(g, r, c, o)) {
                        g[r][c] = o;
                        children.add(plain.value(MatchesReference.text(g)));
                        g[r][c] = '0';
                    }
                }
            }
        }
        if (children.isEmpty()) {
            assertThat(move).as(board).isEqualTo("-1");
            return;
        }
        assertThat(move).as(board).matches("[0-5][0-5][-1]");
        int r = move.charAt(0) - '0';
        int c = move.charAt(1) - '0';
        char o = move.charAt(2);
        assertThat(r < g.length && c < g[0].length && MatchesReference.allowed(g, r, c, o)).as("%s legal on %s", move, board).isTrue();
        g[r][c] = o;
        Value chosen = plain.value(MatchesReference.text(g));
        boolean winExists = children.stream().anyMatch(v -> v.outcome() == Outcome.LOSS);
        if (winExists) {
            assertThat(chosen.outcome()).as("%s wins on %s", move, board).isEqualTo(Outcome.LOSS);
        } else {
            long longest = children.stream().mapToLong(Value::remoteness).max().orElseThrow();
            assertThat(chosen.remoteness()).as("%s postpones defeat longest on %s", move, board).isEqualTo(longest);
        }
    }

    /** The move that turns {@code before} into {@code after} (boards as rows). */
    private static String moveBetween(List<String> before, List<String> after) {
        assertThat(after).hasSameSizeAs(before);
        String move = null;
        for (int r = 0; r < before.size(); r++) {
            assertThat(after.get(r)).hasSameSizeAs(before.get(r));
            for (int c = 0; c < before.get(r).length(); c++) {
                if (before.get(r).charAt(c) != after.get(r).charAt(c)) {
                    assertThat(move).as("one cell changes").isNull();
                    assertThat(before.get(r).charAt(c)).isEqualTo('0');
                    move = "" + r + c + after.get(r).charAt(c);
                }
            }
        }
        assertThat(move).as("a cell changes").isNotNull();
        return move;
    }

    private void assertMatchesAnswer(String input) {
        String out = solve("matches", input);
        List<String> before = input.strip().lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
        String board = String.join("/", before);
        assertThat(out).endsWith("\n");
        if (out.equals("-1\n")) {
            assertBestMove(board, "-1");
            return;
        }
        assertBestMove(board, moveBetween(before, out.strip().lines().toList()));
    }

    @ParameterizedTest
    @ValueSource(strings = {"matches/figure.in", "matches/seed1.in", "matches/seed2.in"})
    void publishedExamplesGetBestMoves(String path) throws IOException {
        assertMatchesAnswer(resource(path));
    }

    @Test
    void theFirstPublishedAnswerIsTheOnlyWinningMove() throws IOException {
        assertThat(solve("matches", resource("matches/seed1.in"))).isEqualTo("-111\n-000\n-000\n");
    }

    @Test
    void publishedMultiExample() throws IOException {
        String out = solve("matches-multi", resource("matches-multi/sample.in"));
        List<String> lines = out.lines().toList();
        assertThat(lines).hasSize(2);
        assertThat(lines.get(0)).isEqualTo("00-");
        assertThat(lines.get(1)).matches("2[013][-1]");   // the sample prints 211; other winning moves are accepted
        assertBestMove("0111/-000/-000", lines.get(0));
        assertBestMove("1111/----/0010", lines.get(1));
    }

    @Test
    void seededRandomContestBoardsThroughMatchesMulti() {
        Random random = new Random(20121);
        for (int round = 0; round < 4; round++) {
            List<MatchesBoard> boards = MatchesGameTest.randomPlay(random, 3, 4, 0, 99);
            StringBuilder in = new StringBuilder().append(boards.size()).append('\n');
            for (MatchesBoard b : boards) {
                in.append(String.join("\n", b.rowStrings())).append('\n');
            }
            List<String> out = solve("matches-multi", in.toString()).lines().toList();
            assertThat(out).hasSize(boards.size());
            for (int i = 0; i < boards.size(); i++) {
                assertBestMove(boards.get(i).format(), out.get(i));
            }
        }
    }

    @Test
    void seededRandomBoardsOfOtherSizesThroughMatches() {
        Random random = new Random(5);
        int[][] sizes = {{1, 1}, {1, 6}, {2, 2}, {2, 5}, {3, 3}, {4, 3}, {3, 5}, {6, 2}};
        for (int[] s : sizes) {
            for (MatchesBoard b : MatchesGameTest.randomPlay(random, s[0], s[1], 0, 12)) {
                assertMatchesAnswer(String.join("\n", b.rowStrings()) + "\n");
            }
        }
    }

    @Test
    void fullBoardHasNoMove() {
        assertThat(solve("matches", "-1-1\n1-1-\n-1-1\n")).isEqualTo("-1\n");
        assertThat(solve("matches-multi", "1\n-1-1\n1-1-\n-1-1\n")).isEqualTo("-1\n");
    }

    @Test
    void inputLayoutIsTolerant() {
        assertThat(solve("matches", "\r\n0111\r\n-000  \r\n-000\r\n\r\n")).isEqualTo("-111\n-000\n-000\n");
        assertThat(solve("matches-multi", "1 0111 -000\n-000")).isEqualTo("00-\n");
        assertThat(solve("matches-multi", "0\n")).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "0111\n-00\n-000\n", "0111\n-0x0\n-000\n", "0000000\n", "0\n0\n0\n0\n0\n0\n0\n",
        "0000\n-00-\n0000\n", "1000\n0000\n1000\n", "01 11\n"})
    void badBoardsGetOneLine(String input) {
        assertThatThrownBy(() -> solve("matches", input)).isInstanceOf(BadInputException.class)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n").containsPattern("line|missing"));
    }

    @Test
    void badMessagesNameTheLine() {
        assertThatThrownBy(() -> solve("matches", "0111\n-0x0\n-000\n")).hasMessageStartingWith("line 2 \"-0x0\", column 3 'x'");
        assertThatThrownBy(() -> solve("matches", "0111\n-00\n")).hasMessageStartingWith("line 2 \"-00\": ragged board");
        assertThatThrownBy(() -> solve("matches", "0000\n-00-\n")).hasMessageStartingWith("line 2: the horizontal matches in columns 1 and 4 are connected");
        assertThatThrownBy(() -> solve("matches-multi", "1\n0111\n-000\n1000\n1000\n")).hasMessageStartingWith("line 5, token 1 \"1000\": unexpected extra input");
        assertThatThrownBy(() -> solve("matches-multi", "2\n0111\n-000\n-000\n")).hasMessageStartingWith("line 5: input ends, expected row 1 of board 2");
        assertThatThrownBy(() -> solve("matches-multi", "1\n0111\n-000\n-0000\n")).hasMessageStartingWith("line 4, token 1 \"-0000\": expected row 3 of board 1");
        assertThatThrownBy(() -> solve("matches-multi", "1\n0111\n1000\n1000\n")).hasMessageStartingWith("line 4, token 1 \"1000\": the vertical match in column 1 is connected to the one in line 3, token 1 \"1000\"");
        assertThatThrownBy(() -> solve("matches-multi", "100\n")).hasMessageContaining("the number of boards");
        assertThatThrownBy(() -> Catalogue.problem("matches").solve("0\n", List.of("--x"))).hasMessageContaining("--x");
    }

    @Test
    void badMessagesAreInChineseToo() {
        assertThat(chinese("matches-multi", "1\n0111\n-000\n-0000\n"))
                .isEqualTo("第 4 行第 1 个词 \"-0000\"：应为第 1 个棋盘的第 3 行，由 4 个 0、- 或 1 组成（这一行有 5 个字符）");
        assertThat(chinese("matches-multi", "2\n0111\n-000\n-000\n"))
                .isEqualTo("第 5 行：输入结束了，还缺第 2 个棋盘的第 1 行，由 4 个 0、- 或 1 组成");
        assertThat(chinese("matches-multi", "100\n")).startsWith("第 1 行第 1 个词 \"100\"：应为棋盘个数，");
        assertThatThrownBy(() -> Catalogue.problem("matches").solve("0\n", List.of("--x")))
                .isInstanceOfSatisfying(BadInputException.class,
                        e -> assertThat(e.text().zh()).isEqualTo("未知选项 \"--x\"（这道题不接受选项）"));
    }

    private static String chinese(String problem, String input) {
        try {
            solve(problem, input);
        } catch (BadInputException e) {
            return e.text().zh();
        }
        throw new AssertionError(problem + " accepted " + input);
    }
}
