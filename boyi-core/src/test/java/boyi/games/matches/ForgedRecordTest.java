package boyi.games.matches;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boyi.analysis.Analyzer;
import boyi.catalogue.Catalogue;
import boyi.games.GameInstance;
import boyi.model.Value;
import boyi.solve.ValueCode;
import boyi.solve.ValueStore;
import boyi.solve.tier.TierDatabase;
import boyi.solve.tier.TierSolver;
import boyi.util.DamagedDataException;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 31: a record forged with recomputed checksums (file and manifest) was served as "win in
 * 1" while every move said otherwise. Every lookup checks the record against its children's.
 */
class ForgedRecordTest {

    @AfterEach
    void forget() {
        MatchesSolutions.forgetDatabases();
    }

    @Test
    void aForgedRecordWithRecomputedChecksumsIsRefusedNamingTierAndRecord(@TempDir Path dir) {
        MatchesTiers tiers = MatchesSolutions.tiers(3, 3);
        TierDatabase db = TierDatabase.create(dir, tiers);
        new TierSolver(tiers, db).threads(1).solveAll();
        MatchesBoard empty = tiers.unrank(0, 0);
        @SuppressWarnings("unchecked")
        GameInstance<MatchesBoard> game = (GameInstance<MatchesBoard>) Catalogue.family("matches").instantiate(Map.of());
        MatchesSolutions.useDatabase(dir);
        Value truth = Analyzer.analyze(game, empty.format()).value();
        assertThat(truth).isNotEqualTo(Value.win(1));   // 9 empty cells: no game of one move
        MatchesSolutions.forgetDatabases();

        ValueStore tier0 = db.load(0, 2);
        tier0.setCode(tiers.rank(empty), ValueCode.of(Value.win(1)));
        db.write(0, tier0, 0);                          // the file's checksums and the manifest agree with the forgery
        TierDatabase reopened = TierDatabase.open(dir);
        assertThat(reopened.verifyFiles()).isPositive();   // every checksum passes
        MatchesSolutions.useDatabase(dir);
        assertThatThrownBy(() -> Analyzer.analyze(game, empty.format())).isInstanceOf(DamagedDataException.class)
                .hasMessage("the database is damaged: " + dir + ", tier 0, rank 0 (the value of " + empty.format()
                        + ") holds win in 1, but the records of its moves give " + truth
                        + "; to repair it: boyi strong-solve matches 3x3 --db " + dir + " (solves the damaged tiers again)");
    }
}
