package boyi.games.template;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.analysis.Analyzer;
import boyi.catalogue.Catalogue;
import boyi.games.BoardRegions;
import boyi.games.BoardRegions.Region;
import boyi.games.GameInstance;
import boyi.model.Outcome;
import boyi.testing.GameContractTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * THE TEST TO COPY with {@link CramGame}: the contract on every small board, and the facts of the
 * game checked against independent results (mirror strategies, Dawson's Kayles, the regions).
 */
class CramGameTest extends GameContractTest<Region> {

    @Override
    protected GameInstance<Region> instance() {
        @SuppressWarnings("unchecked")
        GameInstance<Region> g = (GameInstance<Region>) new CramGame().instantiate(Map.of());
        return g;
    }

    /** Every board of 1x1..3x3 with every pattern of taken cells on the 2x2 and 2x3 ones, and a few more. */
    @Override
    protected List<Region> smallPositions() {
        List<Region> out = new ArrayList<>();
        for (int rows = 1; rows <= 3; rows++) {
            for (int cols = 1; cols <= 3; cols++) {
                out.add(new Region(rows, cols, (1L << (rows * cols)) - 1));
            }
        }
        for (long empty = 0; empty < 64; empty++) {
            out.add(new Region(2, 3, empty));
            out.add(new Region(3, 2, empty));
        }
        out.add(new Region(1, 8, 0b11011011L));
        return out;
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
