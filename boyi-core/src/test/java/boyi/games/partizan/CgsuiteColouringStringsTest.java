package boyi.games.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * CGSuite's Col and Snort path strings read as CGSuite reads them: {@code L} and {@code R} tag an
 * uncoloured vertex next to a blue or red one (the coloured vertices are gone), where Boyi's own
 * grid writes {@code L} and {@code R} for coloured vertices.
 */
class CgsuiteColouringStringsTest {

    private static final ColGame COL = new ColGame();
    private static final SnortGame SNORT = new SnortGame();

    /**
     * CGSuite's value of {@code Col("R-.-R-.-L-.-R-.-R-.")} is 7/8 (the issue's example; Boyi's
     * grid {@code R.R.L.R.R.}, coloured vertices, is another game, 3); the others are worked out
     * by hand: a vertex tagged by a blue neighbour is Right's alone in Col (-1) and Left's alone
     * in Snort (1); two joined in Col are Right's one move (-1), in Snort Left's two (2); in {@code L-.} under Col, Left's one move leaves Right's vertex (-1) and
     * Right's best leaves nothing (0), so {-1 | 0} = -1/2.
     */
    @ParameterizedTest
    @CsvSource({
        "col, R-.-R-.-L-.-R-.-R-., 7/8",
        "col, R.R.L.R.R., 3",
        "col, L-L, -1",
        "col, R-., 1/2",
        "col, L-., -1/2",
        "snort, L-L, 2",
        "snort, L-R, *",
        "snort, .-., '+-1'",
    })
    void knownValues(String game, String board, String value) {
        ColouringGame g = game.equals("col") ? COL : SNORT;
        assertThat(g.report(board).value().toString()).as("%s %s", game, board).isEqualTo(value);
    }

    /**
     * A CGSuite path equals Boyi's graph of the same path in which every tagged vertex has a
     * coloured leaf of its tag's colour hung on it (what the tag stands for), on random paths of
     * both games.
     */
    @Test
    void aTagIsAColouredNeighbour() {
        Random random = new Random(33);
        for (ColouringGame game : List.of(COL, SNORT)) {
            for (int k = 0; k < 60; k++) {
                int n = 2 + random.nextInt(7);
                StringBuilder cgsuite = new StringBuilder();
                StringBuilder states = new StringBuilder();
                StringBuilder leaves = new StringBuilder();
                StringBuilder edges = new StringBuilder();
                for (int v = 0; v < n; v++) {
                    char tag = ".LR".charAt(random.nextInt(3));
                    cgsuite.append(v == 0 ? "" : "-").append(tag);
                    states.append('.');
                    if (v + 1 < n) {
                        edges.append(' ').append(v + 1).append('-').append(v + 2);
                    }
                    if (tag != '.') {
                        leaves.append(tag);
                        edges.append(' ').append(v + 1).append('-').append(n + leaves.length());
                    }
                }
                String boyi = states + leaves.toString() + edges;
                assertThat(game.report(cgsuite.toString()).value()).as("%s %s against %s", game.id(), cgsuite, boyi)
                        .isSameAs(game.report(boyi).value());
            }
        }
    }

    /** A CGSuite position reads back from the text Boyi writes for it and for the positions it leads to. */
    @Test
    void positionsReadBack() {
        for (ColouringGame game : List.of(COL, SNORT)) {
            String written = game.instantiate(java.util.Map.of()).format(game.instantiate(java.util.Map.of()).parse("R-.-L-."));
            assertThat(written).isEqualTo(game == COL ? "l.r. 1-2 2-3 3-4" : "r.l. 1-2 2-3 3-4");
        }
    }
}
