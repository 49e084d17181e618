package boyi.games.matches;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.analysis.Analyzer;
import boyi.catalogue.Catalogue;
import boyi.util.TooLargeException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The core writes a solved size only into the folder its caller gives, and nowhere without one. */
class MatchesSolutionsTest {

    @AfterEach
    void noFolder() {
        MatchesSolutions.solveInto(null);
        MatchesSolutions.forgetDatabases();
    }

    @Test
    void withoutAFolderAn5x5BoardBeyondTheSearchIsRefusedAsTooLarge() {
        MatchesSolutions.solveInto(null);
        assertThat(MatchesSolutions.solvesIntoFolder(5, 5)).isFalse();
        // the empty 5 x 5 board has about 36 million symmetry classes of futures: more than the
        // search's budget, so it is refused at once instead of being solved into a folder
        assertThatThrownBy(() -> Analyzer.analyze(Catalogue.family("matches").instantiate(Map.of()), "00000/00000/00000/00000/00000"))
                .isInstanceOf(TooLargeException.class)
                .hasMessageContaining("5 x 5");
    }

    @Test
    void aGivenFolderTakesTheSizesUpTo5x5BeyondTheInMemoryTable(@TempDir Path dir) {
        MatchesSolutions.solveInto(dir);
        assertThat(MatchesSolutions.solvesIntoFolder(5, 5)).isTrue();              // 292,449,726 legal boards
        assertThat(MatchesSolutions.solvesIntoFolder(5, 6)).isFalse();             // 8,924,042,995: too many
        assertThat(MatchesSolutions.tiers(5, 5).positions()).isEqualTo(292_449_726L);
        // a size the table answers is never looked for in the folder
        assertThat(MatchesSolutions.database(4, 5)).isNull();
        assertThat(MatchesSolutions.database(5, 5)).isNull();                      // nothing solved there yet
        assertThat(dir).isEmptyDirectory();
        assertThat(Files.exists(dir.resolve("matches-5x5"))).isFalse();
    }
}
