package boyi.problems.canon;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.catalogue.Catalogue;
import boyi.util.BadInputException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The graph, coin and cutting judge formats: answers, limits and one-line errors. */
class CanonGraphProblemsTest {

    private static String solve(String id, String input) {
        return Catalogue.problem(id).solve(input, List.of());
    }

    private static String chinese(String id, String input) {
        try {
            solve(id, input);
        } catch (BadInputException e) {
            return e.text().zh();
        }
        throw new AssertionError("no error for " + input);
    }

    private static String error(String id, String input) {
        try {
            solve(id, input);
        } catch (BadInputException e) {
            assertThat(e.getMessage()).doesNotContain("\n");
            assertThat(e.text().zh()).isNotBlank();
            return e.getMessage();
        }
        throw new AssertionError("no error for " + input);
    }

    @Test
    void dagChessNamesTheEdgeThatClosesACycle() {
        assertThat(error("dag-chess", "3\n1 1\n1 2\n1 0\n1 0\n0\n"))
                .isEqualTo("line 4, token 2 \"0\": the edge 2 -> 0 closes a cycle 0 -> 1 -> 2 -> 0 "
                        + "(the positions must form a graph without cycles)");
        assertThat(error("dag-chess", "2\n1 1\n1 1\n1 0\n0\n")).startsWith("line 3, token 2 \"1\": the edge 1 -> 1 closes a cycle");
    }

    @Test
    void dagChessRefusesAnEdgeToAMissingPositionAndAMissingTerminator() {
        assertThat(error("dag-chess", "2\n1 2\n0\n1 0\n0\n"))
                .isEqualTo("line 2, token 2 \"2\": expected a successor of position 0, a whole number 0..1");
        assertThat(error("dag-chess", "2\n1 1\n0\n1 0\n")).startsWith("line 5: input ends, expected M");
        assertThat(error("dag-chess", "2\n1 1\n0\n1 5\n0\n")).startsWith("line 4, token 2 \"5\": expected a token's position");
    }

    @Test
    void dagChessExplainsBadInputInChinese() {
        assertThat(chinese("dag-chess", "2\nx\n"))
                .isEqualTo("第 2 行第 1 个词 \"x\"：应为局面 0 的后继个数 X_0（所有边合计至多 5000000 条），0..5000000 的整数");
        assertThat(chinese("dag-chess", "2\n1 2\n0\n1 0\n0\n")).isEqualTo("第 2 行第 2 个词 \"2\"：应为局面 0 的一个后继，0..1 的整数");
        assertThat(chinese("dag-chess", "2\n1 1\n0\n1 0\n"))
                .isEqualTo("第 5 行：输入结束了，还缺一次询问的棋子数 M（0 表示这组数据结束）");
        assertThat(chinese("dag-chess", "2\n1 1\n0\n1 5\n0\n")).isEqualTo("第 4 行第 2 个词 \"5\"：应为一枚棋子所在的局面，0..1 的整数");
        assertThat(chinese("dag-chess", "3\n1 1\n1 2\n1 0\n1 0\n0\n"))
                .isEqualTo("第 4 行第 2 个词 \"0\"：边 2 -> 0 构成了环 0 -> 1 -> 2 -> 0（局面图不能有环）");
    }

    @Test
    void dagChessOnAMillionPositionChain() {
        int n = 1_000_000;
        StringBuilder in = new StringBuilder().append(n).append('\n');
        for (int v = 0; v < n - 1; v++) {
            in.append("1 ").append(v + 1).append('\n');
        }
        in.append("0\n1 0\n1 1\n2 0 1\n0\n");
        // G(v) = (n - 1 - v) mod 2: position 0 is even distance 999999 from the sink, so odd
        assertThat(solve("dag-chess", in.toString())).isEqualTo("WIN\nLOSE\nWIN\n");
    }

    @Test
    void treeGameRefusesCyclesAndMissingVertices() {
        assertThat(error("tree-game", "1\n3\n1 2\n2 1\n"))
                .isEqualTo("line 4, token 2 \"1\": the edge 2 1 closes a cycle: the edges are not a tree");
        assertThat(error("tree-game", "1\n3\n1 2\n2 4\n")).isEqualTo("line 4, token 2 \"4\": expected the other vertex of the edge, a whole number 1..3");
        assertThat(error("tree-game", "2\n2\n1 2\n")).startsWith("line 4: input ends, expected the number of vertices N");
    }

    @Test
    void treeGameOnALongPathAndAStar() {
        int n = 200_000;
        StringBuilder in = new StringBuilder("2\n").append(n).append('\n');
        for (int v = 1; v < n; v++) {
            in.append(v + 1).append(' ').append(v).append('\n');       // a path, child first
        }
        in.append("5\n1 2\n1 3\n1 4\n1 5\n");                             // star of 4 edges: 1^1^1^1 = 0
        assertThat(solve("tree-game", in.toString())).isEqualTo("Alice\nBob\n");
        assertThat(solve("tree-game", "1\n1\n")).isEqualTo("Bob\n");
    }

    @Test
    void christmasGameWithLoopsParallelEdgesAndLooseParts() {
        // a loop at the root is one edge: 1; two parallel edges fuse to a vertex with 2 loops: 0
        assertThat(solve("christmas-game", "1\n1 1\n1 1\n")).isEqualTo("Sally\n");
        assertThat(solve("christmas-game", "1\n2 2\n1 2\n2 1\n")).isEqualTo("Harry\n");
        // an edge 2-3 not connected to the root counts for nothing
        assertThat(solve("christmas-game", "1\n3 1\n2 3\n")).isEqualTo("Harry\n");
        assertThat(solve("christmas-game", "2\n2 1\n1 2\n2 1\n1 2\n1\n3 3\n1 2\n2 3\n3 1\n"))
                .isEqualTo("Harry\nSally\n");
        assertThat(error("christmas-game", "1\n2 1\n1 3\n")).startsWith("line 3, token 2 \"3\": expected a vertex of an edge");
    }

    @Test
    void mockTurtlesCountsARepeatedPositionOnce() {
        assertThat(solve("mock-turtles", "2\n0 0\n")).isEqualTo("No\n");
        assertThat(solve("mock-turtles", "3\n5 5 5\n2\n1000000000000000000 1000000000000000000\n")).isEqualTo("No\nNo\n");
        // heads 3, 4, 5 are worth 7 xor 8 xor 11 = 4: a win; heads 0, 1, 2 worth 1 xor 2 xor 4 = 7
        assertThat(solve("mock-turtles", "3 3 4 5\n3 0 1 2\n4\n0 1 2 3\n")).isEqualTo("No\nNo\nYes\n");
        assertThat(solve("mock-turtles", "")).isEmpty();
    }

    @Test
    void funnyGameNeedsItsTerminator() {
        assertThat(solve("funny-game", "1000000000000000000\n4\n2\n0\n")).isEqualTo("Bob\nBob\nAlice\n");
        assertThat(error("funny-game", "1\n2\n")).startsWith("line 3: input ends, expected n");
        assertThat(error("funny-game", "1\n0\n3\n")).startsWith("line 3, token 1 \"3\": unexpected extra input");
    }

    @ParameterizedTest
    @CsvSource({"1 1, LOSE", "1 2, WIN", "7 1, WIN", "2 4, WIN", "3 3, LOSE"})
    void cuttingGameSheets(String sheet, String answer) {
        assertThat(solve("cutting-game", sheet + "\n")).isEqualTo(answer + "\n");
    }

    @Test
    void cuttingGameRefusesSidesAboveTheLimit() {
        assertThat(error("cutting-game", "2 2\n501 3\n")).isEqualTo("line 2, token 1 \"501\": expected W, the width of the sheet, a whole number 1..500");
        assertThat(error("cutting-game", "2 2\n3\n")).startsWith("line 3: input ends, expected H");
    }

    @Test
    void cuttingGameAnswersAgreeWithTheTable() {
        StringBuilder in = new StringBuilder();
        StringBuilder expected = new StringBuilder();
        for (int w = 1; w <= 30; w++) {
            for (int h = 1; h <= 30; h++) {
                in.append(w).append(' ').append(h).append('\n');
                boolean win = w == 1 || h == 1 ? w * h > 1 : boyi.theory.CuttingGame.grundy(w, h) != 0;
                expected.append(win ? "WIN\n" : "LOSE\n");
            }
        }
        assertThat(solve("cutting-game", in.toString())).isEqualTo(expected.toString());
    }

    @Test
    void cuttingGameReachesItsLimitOf500() {
        assertThat(solve("cutting-game", "500 500\n500 2\n")).matches("(WIN|LOSE)\n(WIN|LOSE)\n");
    }
}
