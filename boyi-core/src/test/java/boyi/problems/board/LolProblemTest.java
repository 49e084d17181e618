package boyi.problems.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.catalogue.Catalogue;
import boyi.util.BadInputException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class LolProblemTest {

    private static String resource(String path) throws IOException {
        try (InputStream in = LolProblemTest.class.getResourceAsStream("/examples/" + path)) {
            assertThat(in).as(path).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static String solve(String input) {
        return Catalogue.problem("lol").solve(input, List.of());
    }

    @Test
    void specExample() throws IOException {
        assertThat(solve(resource("lol/seed.in"))).isEqualTo(resource("lol/seed.out"));
    }

    @Test
    void contestSizedAndLongerBoards() {
        // the 40-cell and 600-cell rows: see LolSolverTest (empty rows; inert parts fold to tempo moves)
        String input = "5\n" + "*".repeat(19) + "\nLOL\n**LOL**\n" + "*".repeat(40) + "\n" + "L*O**L".repeat(100) + "\n";
        assertThat(solve(input)).isEqualTo("1\n-1\n-1\n-1\n0\n");
    }

    @Test
    void windowsLineEndsAndNoBoards() {
        assertThat(solve("2\r\n***\r\nL**L\r\n")).isEqualTo("0\n-1\n");
        assertThat(solve("0\n")).isEmpty();
    }

    @Test
    void badInputNamesTheLine() {
        assertThatThrownBy(() -> solve("2\n***\nL*x\n")).isInstanceOf(BadInputException.class)
                .hasMessage("line 3, token 1 \"L*x\": expected board 2 of 2 (a row over *LO); cell 3 is 'x'; cells are * (empty), L or O");
        assertThatThrownBy(() -> solve("3\n***\nL**L\n")).isInstanceOf(BadInputException.class)
                .hasMessage("line 4: input ends, expected board 3 of 3 (a row over *LO)");
        assertThatThrownBy(() -> solve("-1\n")).isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("line 1, token 1 \"-1\": expected the number of boards");
        assertThatThrownBy(() -> solve("x\n")).isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("line 1, token 1 \"x\": expected the number of boards");
        assertThatThrownBy(() -> solve("1\n***\n***\n")).isInstanceOf(BadInputException.class)
                .hasMessage("line 3, token 1 \"***\": unexpected extra input");
        assertThatThrownBy(() -> solve("")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("expected the number of boards");
    }
}
