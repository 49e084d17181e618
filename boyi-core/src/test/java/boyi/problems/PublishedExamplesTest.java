package boyi.problems;

import boyi.catalogue.Catalogue;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every published example (a copy of the problem catalogue's examples in
 * {@code src/test/resources/examples/<id>/<name>.in|.out}) prints exactly its expected output.
 */
class PublishedExamplesTest {

    static Stream<Path> examples() throws IOException, URISyntaxException {
        Path root = Path.of(PublishedExamplesTest.class.getResource("/examples").toURI());
        List<Path> inputs;
        try (Stream<Path> files = Files.walk(root)) {
            inputs = files.filter(p -> p.toString().endsWith(".in"))
                    .filter(p -> Files.exists(expectedOf(p)))
                    .sorted().toList();
        }
        assertThat(inputs).hasSizeGreaterThanOrEqualTo(20);
        return inputs.stream();
    }

    private static Path expectedOf(Path in) {
        String name = in.getFileName().toString();
        return in.resolveSibling(name.substring(0, name.length() - 3) + ".out");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void printsTheExpectedOutput(Path in) throws IOException {
        String id = in.getParent().getFileName().toString();
        String input = Files.readString(in, StandardCharsets.UTF_8);
        String expected = Files.readString(expectedOf(in), StandardCharsets.UTF_8);
        assertThat(Catalogue.problem(id).solve(input, List.of())).isEqualTo(expected);
    }
}
