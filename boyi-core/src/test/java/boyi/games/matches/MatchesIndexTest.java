package boyi.games.matches;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MatchesIndexTest {

    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({"3,3", "3,4", "2,5", "4,2"})
    void enumerationVisitsEachTierInRankOrderAndUnrankInverts(int rows, int cols) {
        MatchesIndex ix = MatchesIndex.of(rows, cols);
        ix.buildOffsets();
        ix.buildNextFit();
        long seen = 0;
        for (int k = 0; k <= ix.maxMatches(); k++) {
            int[] ids = new int[rows];
            int[] state = new int[rows];
            int[] left = new int[rows];
            long rank = 0;
            if (ix.first(k, ids, state, left)) {
                do {
                    assertThat(ix.rank(ids, k)).isEqualTo(rank);
                    assertThat(ix.unrank(k, rank)).isEqualTo(ids);
                    MatchesBoard b = ix.board(ids);
                    assertThat(b.matches()).isEqualTo(k);
                    assertThat(b.hasConnectedMatches()).isFalse();
                    assertThat(ix.rowIds(b)).isEqualTo(ids);
                    rank++;
                } while (ix.advance(ids, state, left));
            }
            assertThat(rank).isEqualTo(ix.tierSize(k));
            seen += rank;
        }
        assertThat(seen).isEqualTo(MatchesReference.allLegal(rows, cols).size());
    }

    @Test
    void extensionsCountTheLegalBoardsKeepingEveryMatch() {
        MatchesIndex ix = MatchesIndex.of(3, 3);
        List<String> all = MatchesReference.allLegal(3, 3);
        List<MatchesBoard> boards = all.stream().map(MatchesBoard::parse).toList();
        for (String text : all.subList(0, 400)) {
            MatchesBoard b = MatchesBoard.parse(text);
            long expected = boards.stream()
                    .filter(x -> (x.horizontal() & b.horizontal()) == b.horizontal() && (x.vertical() & b.vertical()) == b.vertical())
                    .count();
            assertThat(ix.extensions(b)).as(text).isEqualTo(expected);
        }
        assertThat(ix.extensions(MatchesBoard.empty(3, 3))).isEqualTo(all.size());
    }

    @Test
    void legalRowsAreCountedByFibonacciNumbers() {
        int[] expected = {0, 3, 8, 21, 55, 144, 377};
        for (int c = 1; c <= 6; c++) {
            assertThat(MatchesRowPatterns.of(c).count).isEqualTo(expected[c]);
        }
    }

    @Test
    void tierSizesOfTheLargestBoard() {
        MatchesTiers six = MatchesTiers.of(6, 6);
        long[] tiers = new long[six.tierCount()];
        for (int k = 0; k < tiers.length; k++) {
            tiers[k] = six.tierSize(k);
        }
        long total = 0;
        for (long t : tiers) {
            total += t;
        }
        assertThat(tiers[0]).isEqualTo(1);
        assertThat(tiers[1]).isEqualTo(72);
        assertThat(tiers[36]).isEqualTo(2);     // the two checkerboards of - and 1
        assertThat(total).isEqualTo(MatchesIndex.of(6, 6).total());
        assertThat(MatchesIndex.of(3, 4).total()).isEqualTo(28_064);
    }
}
