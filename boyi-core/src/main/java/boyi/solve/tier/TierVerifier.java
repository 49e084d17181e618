package boyi.solve.tier;

import boyi.model.Move;
import boyi.model.Tiered;
import boyi.model.Value;
import boyi.solve.NegamaxSolver;
import boyi.solve.RemotenessFold;
import boyi.solve.ValueCode;
import boyi.util.BadInputException;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.io.PrintStream;
import java.util.OptionalLong;
import java.util.Random;

/**
 * Re-checks a tier database: every file against the manifest (header, length, counts,
 * checksum), then a random sample of positions, each against the records of its children
 * (folded by {@link RemotenessFold}) and, when its future is small enough, against plain search
 * ({@link NegamaxSolver}) from the position.
 *
 * <pre>{@code
 * TierVerifier.Report r = TierVerifier.verify(db, game, game, 1000, 1);
 * r.text().en();   // "checked 31 tier files ... 1000 positions ..."
 * }</pre>
 */
public final class TierVerifier {

    /** Positions a plain search may visit before the sample is checked by its moves only. */
    public static final long SEARCH_BUDGET = 50_000;

    private TierVerifier() {
    }

    /** What was checked. */
    public record Report(int files, long records, int sampled, int searched, Text text) {
    }

    /**
     * @throws BadInputException (one line) at the first file or position that is wrong
     */
    public static <P> Report verify(TierDatabase db, TierGame game, Tiered<P> positions, int samples, long seed) {
        return verify(db, game, positions, samples, seed, null);
    }

    /**
     * As {@link #verify(TierDatabase, TierGame, Tiered, int, long)}, with a progress line on
     * {@code progress} (at most once a second; {@code null}: none).
     */
    public static <P> Report verify(TierDatabase db, TierGame game, Tiered<P> positions, int samples, long seed,
                                    PrintStream progress) {
        TierManifest m = db.manifest();
        if (!m.sameGame(TierManifest.of(game))) {
            throw new BadInputException(Text.format("%s 存的是 %s %s 的数据库", "%s holds a database of %s %s", db.dir(), m.game(), m.parameters()));
        }
        note(progress, String.format("checking %d tier files / 检查 %d 个层文件", m.solved().size(), m.solved().size()));
        long records = db.verifyFiles();
        long lastNote = System.nanoTime();
        Random random = new Random(seed);
        int searched = 0;
        int sampled = 0;
        RemotenessFold fold = new RemotenessFold();
        for (int i = 0; i < samples && !m.solved().isEmpty(); i++) {
            if (progress != null && System.nanoTime() - lastNote > 1_000_000_000L) {
                lastNote = System.nanoTime();
                note(progress, String.format("position %,d of %,d / 第 %,d 个局面，共 %,d 个", i, samples, i, samples));
            }
            int t = m.solved().keySet().stream().skip(random.nextInt(m.solved().size())).findFirst().orElseThrow();
            if (m.sizes()[t] == 0) {
                continue;
            }
            long rank = (long) (random.nextDouble() * m.sizes()[t]);
            P p = positions.unrank(t, rank);
            long code = db.code(t, rank);
            if (p == null) {
                require(ValueCode.isAbsent(code), db, t, rank, "a rank naming no position has a value");
                continue;
            }
            sampled++;
            long expected = fromChildren(db, positions, p, fold).orElse(code);
            require(code == expected, db, t, rank, "its record " + ValueCode.value(code) + " differs from its moves' "
                    + ValueCode.value(expected));
            try {
                Value plain = new NegamaxSolver<>(positions, SEARCH_BUDGET).value(p);
                require(ValueCode.of(plain) == code, db, t, rank, "its record " + ValueCode.value(code)
                        + " differs from plain search: " + plain);
                searched++;
            } catch (TooLargeException e) {
                // too large a future for plain search: checked by its moves only
            }
        }
        if (progress != null) {
            progress.print("\r\033[K");
            progress.flush();
        }
        Text text = Text.format("检查了 %d 个层文件（%,d 条记录，计数与校验和都与清单一致）和 %d 个随机局面：都与各自子局面的记录一致，其中 %d 个也与直接搜索一致",
                "checked %d tier files (%,d records; counts and checksums agree with the manifest) and %d random positions: "
                        + "all agree with their children's records, %d of them also with plain search",
                m.solved().size(), records, sampled, searched);
        return new Report(m.solved().size(), records, sampled, searched, text);
    }

    /**
     * The record a position must hold, computed from its children's records in the database (or
     * from its own value when it has no move); empty when a child's tier is not solved yet.
     * Each child's record is read as stored (one level, not re-derived).
     */
    public static <P> OptionalLong fromChildren(TierDatabase db, Tiered<P> positions, P p) {
        return fromChildren(db, positions, p, new RemotenessFold());
    }

    private static <P> OptionalLong fromChildren(TierDatabase db, Tiered<P> positions, P p, RemotenessFold fold) {
        Value primitive = positions.primitive(p);
        if (primitive != null) {
            return OptionalLong.of(ValueCode.of(primitive));
        }
        fold.reset();
        for (Move<P> move : positions.moves(p)) {
            int ct = positions.tier(move.result());
            if (!db.isSolved(ct)) {
                return OptionalLong.empty();
            }
            fold.addCode(db.code(ct, positions.rank(move.result())));
        }
        return OptionalLong.of(fold.resultCode());
    }

    private static void note(PrintStream progress, String line) {
        if (progress != null) {
            progress.print("\r\033[K" + line);
            progress.flush();
        }
    }

    private static void require(boolean ok, TierDatabase db, int tier, long rank, String what) {
        if (!ok) {
            throw new BadInputException(Text.format("数据库 %s 第 %d 层第 %d 号局面有误：%s", "database %s, tier %d, rank %d: %s",
                    db.dir(), tier, rank, what));
        }
    }
}
