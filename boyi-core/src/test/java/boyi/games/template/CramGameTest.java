package boyi.games.template;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analyzer;
import boyi.catalogue.Catalogue;
import boyi.games.BoardRegions;
import boyi.games.BoardRegions.Region;
import boyi.games.GameInstance;
import boyi.model.Outcome;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Facts of {@link CramGame} beyond the contract, checked against independent results (mirror
 * strategies, Dawson's Kayles, the regions). The contract itself runs on the small boards the
 * family declares, in {@code CanonGamesContractTest}.
 */
class CramGameTest {

    private static GameInstance<Region> instance() {
        @SuppressWarnings("unchecked")
        GameInstance<Region> g = (GameInstance<Region>) new CramGame().instantiate(Map.of());
        return g;
    }

    @Test
    void evenByEvenBoardsAreLostAndEvenByOddWonByTheMirror() {
        GameInstance<Region> g = instance();
        // the second player answers each domino by its half-turn image; with an odd side the first
        // player takes the centre domino first and then mirrors
        assertThat(Analyzer.analyze(g, "....|....").value().outcome()).isEqualTo(Outcome.LOSS);
        assertThat(Analyzer.analyze(g, "....|....|....|....").value().outcome()).isEqualTo(Outcome.LOSS);
        assertThat(Analyzer.analyze(g, "...|...").value().outcome()).isEqualTo(Outcome.WIN);
        assertThat(Analyzer.analyze(g, "....|....|....").value().outcome()).isEqualTo(Outcome.WIN);
    }

    /** A row of n cells is Dawson's Kayles (octal 0.07: take two side by side, splitting the rest). */
    @Test
    void aRowIsDawsonsKayles() {
        GameInstance<Region> cram = instance();
        GameInstance<?> dawson = Catalogue.family("octal").instantiate(Map.of("code", "0.07"));
        for (int n = 1; n <= 20; n++) {
            String row = ".".repeat(n);
            assertThat(Analyzer.analyze(cram, row).value().outcome()).as("1x%d", n)
                    .isEqualTo(Analyzer.analyze(dawson, Integer.toString(n)).value().outcome());
        }
    }

    @Test
    void theRegionsAreTheGroupsOfEmptyCellsCropped() {
        assertThat(BoardRegions.of(1, 5, 0b11011L)).containsExactly(new Region(1, 2, 0b11), new Region(1, 2, 0b11));
        assertThat(BoardRegions.of(2, 2, 0b1001L)).containsExactly(new Region(1, 1, 1), new Region(1, 1, 1));
        // an L of 3 cells in the corner of a 3x3 board: (0,2), (1,2), (1,1)
        assertThat(BoardRegions.of(3, 3, 1L << 2 | 1L << 5 | 1L << 4)).containsExactly(new Region(2, 2, 0b1110));
        // two 2x3 regions apart on a 5x3 board: each is won (even by odd), together the same value twice, XOR 0
        var apart = Analyzer.analyze(instance(), "...|...|###|...|...");
        assertThat(apart.value().outcome()).isEqualTo(Outcome.LOSS);
        assertThat(apart.why().en()).startsWith("Regions G(...|...)=1 xor G(...|...)=1 = 0");
    }
}
