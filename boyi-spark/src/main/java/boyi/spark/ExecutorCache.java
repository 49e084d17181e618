package boyi.spark;

import boyi.solve.ValueStore;
import boyi.solve.tier.TierDatabase;
import boyi.solve.tier.TierGame;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * What one executor JVM keeps between the tasks of a tier: the game (its ranking tables) and the
 * finished tiers that the current tier's moves reach, read once from the shared database folder.
 * In {@code local[*]} every task runs in the driver's JVM, so the child tiers are held once.
 *
 * <p>Invariant: {@link #childTiers} holds only the tiers asked for by the latest call; others are
 * dropped so memory stays at "the tier being solved and the tiers its moves reach".
 */
final class ExecutorCache {

    private static final Map<TierGames.Spec, TierGame> GAMES = new HashMap<>();
    private static Path tiersDir;
    private static Map<Integer, ValueStore> tiers = new HashMap<>();
    private static Path canonicalParts;
    private static RangeRecords canonical;

    private ExecutorCache() {
    }

    static synchronized TierGame game(TierGames.Spec spec) {
        return GAMES.computeIfAbsent(spec, TierGames.Spec::build);
    }

    /**
     * The finished tiers {@code wanted} of the database in {@code dir}, as an array indexed by
     * tier (null elsewhere); loads what is missing, drops what is no longer wanted.
     */
    static synchronized ValueStore[] childTiers(Path dir, int tierCount, Set<Integer> wanted) {
        if (!dir.equals(tiersDir)) {
            tiers = new HashMap<>();
            tiersDir = dir;
        }
        tiers.keySet().retainAll(wanted);
        ValueStore[] out = new ValueStore[tierCount];
        TierDatabase db = null;
        for (int t : wanted) {
            ValueStore s = tiers.get(t);
            if (s == null) {
                if (db == null) {
                    db = TierDatabase.open(dir);
                }
                s = db.load(t, 2);
                tiers.put(t, s);
            }
            out[t] = s;
        }
        return out;
    }

    /**
     * The whole tier's records after the solve pass (canonical ranks solved, images absent),
     * read from the committed part files of {@code partsDir}; held for the tier's fill pass only.
     */
    static synchronized RangeRecords canonicalTier(Path partsDir, int tier, long size, java.util.List<long[]> ranges) {
        if (!partsDir.equals(canonicalParts)) {
            canonical = null;
            RangeRecords whole = new RangeRecords(0, size);
            for (long[] r : ranges) {
                whole.readPart(partsDir.resolve("solved-" + r[0]), r[0], r[1]);
            }
            canonical = whole;
            canonicalParts = partsDir;
        }
        return canonical;
    }
}
