package boyi.games.matches;

import static org.assertj.core.api.Assertions.assertThat;

import boyi.model.Indexed;
import boyi.model.Move;
import boyi.model.Value;
import boyi.solve.RetrogradeSolver;
import boyi.solve.ValueCode;
import boyi.solve.ValueStore;
import boyi.solve.tier.TierCounts;
import boyi.solve.tier.TierCursor;
import boyi.solve.tier.TierDatabase;
import boyi.solve.tier.TierSolver;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Matches solved by the generic tier engine, against plain recursion, retrograde analysis and the former table. */
class MatchesTiersTest {

    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({"1,1", "1,6", "6,1", "2,2", "2,3", "3,2", "3,3", "2,5", "3,4", "4,3"})
    void tierTableAgreesWithPlainRecursionOnEveryBoard(int rows, int cols) {
        MatchesTiers tiers = MatchesTiers.of(rows, cols);
        TierSolver.Table table = new TierSolver(tiers, null).threads(2).solveInMemory();
        MatchesReference plain = new MatchesReference();
        List<String> all = MatchesReference.allLegal(rows, cols);
        assertThat(table.positions()).isEqualTo(all.size());
        for (String text : all) {
            MatchesBoard b = MatchesBoard.parse(text);
            assertThat(tiers.unrank(b.matches(), tiers.rank(b))).isEqualTo(b);
            assertThat(ValueCode.value(table.code(b.matches(), tiers.rank(b)))).as(text).isEqualTo(plain.value(text));
        }
    }

    /**
     * Per tier of the 3 x 4, 4 x 4 and 4 x 5 boards: wins, losses, draws and the checksum of the
     * records in rank order, as computed from the former single in-memory table
     * ({@code MatchesTable}, removed) before the tier engine replaced it.
     */
    private static final long[][] FORMER_TABLE_3X4 = {
        {0, 1, 0, 0xf7e9f3f88cc04ad6L}, {24, 0, 0, 0xa3760d6e9b74df42L}, {134, 100, 0, 0xe62b284328b6de84L},
        {1108, 100, 0, 0x820d788020d3c289L}, {2400, 1230, 0, 0x9ceb83ccf0f61819L}, {5352, 1276, 0, 0x07a889cd4afc3395L},
        {4836, 2666, 0, 0x9b974ee9ed987414L}, {3760, 1612, 0, 0xd38513fc89cf29dfL}, {1316, 1193, 0, 0x43adbee19ddd278aL},
        {500, 272, 0, 0x0a6431e360370f2eL}, {56, 104, 0, 0x1300b6931c23d83eL}, {14, 8, 0, 0xc4e36151abff0e67L},
        {0, 2, 0, 0xf3b143e626a2ad85L},
    };
    private static final long[][] FORMER_TABLE_4X4 = {
        {0, 1, 0, 0x5351ebfc8b302867L}, {32, 0, 0, 0xf162a35e7482b648L}, {396, 36, 0, 0x1bfad5b214037ca5L},
        {2360, 872, 0, 0x3fde4b46cce0c26cL}, {12976, 1872, 0, 0xc3435ad644613044L}, {32504, 11576, 0, 0xd4b54a937255a471L},
        {70348, 16956, 0, 0x32fd59eb6c3cad0dL}, {83080, 35376, 0, 0xcd682809588e5fa0L}, {84580, 28630, 0, 0xe170f6815f7e0674L},
        {49320, 28928, 0, 0x407946b226f87765L}, {26360, 13508, 0, 0xa86a486eb23e916eL}, {8640, 6616, 0, 0x08e0abb0768e03f5L},
        {2540, 1900, 0, 0x9dc07daa23f50b99L}, {568, 432, 0, 0x5db897d6eefbaa21L}, {64, 108, 0, 0x3ac0d738c81cbb57L},
        {16, 8, 0, 0xcd69364237545fb4L}, {0, 2, 0, 0xf3b143e626a2ad85L},
    };
    private static final long[][] FORMER_TABLE_4X5 = {
        {1, 0, 0, 0x8b425770edf587a4L}, {34, 6, 0, 0xffff0fb097b1b4d5L}, {569, 121, 0, 0x3c79231ea5995fbdL},
        {6078, 702, 0, 0xf319051590b72a2dL}, {34342, 7978, 0, 0xd8391ea6a7642ec1L}, {150900, 26792, 0, 0x0849445cad10bd53L},
        {413036, 107180, 0, 0xdde0c0372643a3abL}, {871774, 218602, 0, 0xec651e5e206c0c86L},
        {1268662, 406114, 0, 0x3ba73a486dcb2d0cL}, {1445598, 482110, 0, 0x020a8381927b82fdL},
        {1210518, 486394, 0, 0x93bbf48b27fdb982L}, {799756, 362468, 0, 0xa28d2c8c8953ea5cL},
        {412708, 216018, 0, 0xb458c38c4b38685cL}, {168986, 103132, 0, 0x3687bdd96d8e0035L},
        {57552, 37814, 0, 0x703dcb641f5283cdL}, {15572, 11736, 0, 0x9bb41701a0a63f4eL}, {3468, 3000, 0, 0x3dac374b96490dfeL},
        {734, 528, 0, 0xcb55d7caf98e1a7bL}, {72, 130, 0, 0x765da019e9431778L}, {18, 8, 0, 0x21d910f03d7371d1L},
        {0, 2, 0, 0xf3b143e626a2ad85L},
    };

    /**
     * The cursor's skip ({@code nextCandidate}) against its plain step: every canonical board of
     * every tier is visited, each visited rank names the board the plain step finds there, and
     * on boards of three rows or more it skips some.
     */
    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({"1,4", "2,2", "2,3", "3,3", "3,4", "4,3", "4,4"})
    void skippingVisitsEveryCanonicalBoardAtItsRank(int rows, int cols) {
        MatchesTiers tiers = MatchesTiers.of(rows, cols);
        long[] images = new long[7];
        long skipped = 0;
        for (int k = 0; k < tiers.tierCount(); k++) {
            java.util.TreeMap<Long, Boolean> canonical = new java.util.TreeMap<>();
            TierCursor plain = tiers.cursor(k);
            plain.seek(0);
            do {
                canonical.put(plain.rank(), plain.images(images) >= 0);
            } while (plain.next());
            java.util.TreeMap<Long, Boolean> visited = new java.util.TreeMap<>();
            TierCursor skipping = tiers.cursor(k);
            skipping.seek(0);
            do {
                visited.put(skipping.rank(), skipping.images(images) >= 0);
                assertThat(childRanks(tiers, skipping)).isEqualTo(childRanks(tiers, seekTo(tiers, k, skipping.rank())));
            } while (skipping.nextCandidate());
            int tier = k;
            canonical.forEach((rank, isCanonical) -> {
                if (isCanonical) {
                    assertThat(visited).as("tier %d rank %d", tier, rank).containsEntry(rank, true);
                }
            });
            assertThat(canonical).containsAllEntriesOf(visited);
            skipped += canonical.size() - visited.size();
        }
        if (rows >= 3) {
            assertThat(skipped).isPositive();
        }
    }

    private static TierCursor seekTo(MatchesTiers tiers, int tier, long rank) {
        TierCursor c = tiers.cursor(tier);
        c.seek(rank);
        return c;
    }

    /** The ranks of the cursor's children (an incremental cursor's state checked against a fresh one). */
    private static List<Long> childRanks(MatchesTiers tiers, TierCursor c) {
        long[] ranks = new long[tiers.maxMoves()];
        int n = c.children(new int[tiers.maxMoves()], ranks);
        return java.util.Arrays.stream(ranks, 0, Math.max(0, n)).boxed().toList();
    }

    @Test
    void databasesOf3x4And4x4And4x5EqualTheFormerTableTierByTier(@TempDir Path dir) {
        assertFormerTable(dir.resolve("3x4"), 3, 4, FORMER_TABLE_3X4);
        assertFormerTable(dir.resolve("4x4"), 4, 4, FORMER_TABLE_4X4);
        assertFormerTable(dir.resolve("4x5"), 4, 5, FORMER_TABLE_4X5);
    }

    private static void assertFormerTable(Path dir, int rows, int cols, long[][] former) {
        MatchesTiers tiers = MatchesTiers.of(rows, cols);
        TierDatabase db = TierDatabase.create(dir, tiers);
        assertThat(new TierSolver(tiers, db).threads(2).solveAll().complete()).isTrue();
        assertThat(db.manifest().tierCount()).isEqualTo(former.length);
        for (int k = 0; k < former.length; k++) {
            TierCounts c = db.manifest().solved().get(k);
            assertThat(c).as("%d x %d tier %d", rows, cols, k)
                    .isEqualTo(new TierCounts(former[k][0], former[k][1], former[k][2], 0, former[k][3]));
            assertThat(c.records()).isEqualTo(tiers.tierSize(k));
        }
        // the checksums are re-read from the files, not only taken from the manifest
        assertThat(db.verifyFiles()).isEqualTo(tiers.positions());
    }

    /** Global index = number of boards in lower tiers + rank within the tier. */
    private static final class IndexedMatches implements Indexed<MatchesBoard> {
        final MatchesTiers tiers;
        final long[] tierStart;
        final MatchesSearchRules rules = new MatchesSearchRules();

        IndexedMatches(int rows, int cols) {
            tiers = MatchesTiers.of(rows, cols);
            tierStart = new long[tiers.tierCount() + 1];
            for (int k = 0; k < tiers.tierCount(); k++) {
                tierStart[k + 1] = tierStart[k] + tiers.tierSize(k);
            }
        }

        @Override
        public long size() {
            return tiers.positions();
        }

        @Override
        public long index(MatchesBoard p) {
            return tierStart[p.matches()] + tiers.rank(p);
        }

        @Override
        public MatchesBoard position(long index) {
            int k = 0;
            while (tierStart[k + 1] <= index) {
                k++;
            }
            return tiers.unrank(k, index - tierStart[k]);
        }

        @Override
        public List<Move<MatchesBoard>> moves(MatchesBoard position) {
            return rules.moves(position);
        }

        @Override
        public Value primitive(MatchesBoard position) {
            return rules.primitive(position);
        }
    }

    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({"2,3", "3,3", "2,5", "3,4", "4,4"})
    void databaseAgreesWithRetrogradeAnalysisPositionByPosition(int rows, int cols, @TempDir Path dir) {
        IndexedMatches game = new IndexedMatches(rows, cols);
        ValueStore values = RetrogradeSolver.solve(game);
        TierDatabase db = TierDatabase.create(dir, game.tiers);
        new TierSolver(game.tiers, db).solveAll();
        for (long i = 0; i < game.size(); i++) {
            MatchesBoard b = game.position(i);
            assertThat(game.index(b)).isEqualTo(i);
            assertThat(db.code(b.matches(), game.tiers.rank(b))).as(b.format()).isEqualTo(values.code(i));
        }
    }

    @Test
    void aStoppedStrongSolveResumesToTheIdenticalDatabase(@TempDir Path dir) throws IOException {
        MatchesTiers tiers = MatchesTiers.of(4, 4);
        new TierSolver(tiers, TierDatabase.create(dir.resolve("whole"), tiers)).solveAll();
        TierSolver.Result first = new TierSolver(tiers, TierDatabase.create(dir.resolve("part"), tiers)).stopAfter(9).solveAll();
        assertThat(first.complete()).isFalse();
        new TierSolver(tiers, TierDatabase.create(dir.resolve("part"), tiers)).threads(2).solveAll();
        for (int k = 0; k < tiers.tierCount(); k++) {
            String name = String.format("tier-%03d.bin", k);
            assertThat(Files.readAllBytes(dir.resolve("part").resolve(name))).as(name)
                    .isEqualTo(Files.readAllBytes(dir.resolve("whole").resolve(name)));
        }
    }
}
