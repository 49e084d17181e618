package boyi.spark;

import boyi.solve.tier.TierCounts;
import boyi.solve.tier.TierDatabase;
import boyi.solve.tier.TierFile;
import boyi.solve.tier.TierGame;
import boyi.solve.tier.TierStep;
import boyi.util.Text;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * The tier engine on Apache Spark: the same {@link TierStep}s as the local
 * {@link boyi.solve.tier.TierSolver}, as Spark jobs over rank ranges, writing the same
 * database. For each unfinished tier, from the last to the first:
 * <ol>
 * <li>solve: one task per rank range reads the finished child tiers from the shared database
 *     folder (once per executor), solves the canonical positions of its range and commits them
 *     as a part file (temporary name, then rename);</li>
 * <li>fill images (games with symmetry only): one task per range reads the whole tier's
 *     canonical records and copies each symmetric image's value from its canonical rank;</li>
 * <li>commit: the driver streams the part files in rank order into the tier file through
 *     {@link TierFile.Writer} (temporary name, then rename), checks its counts and checksum
 *     against the sum of the tasks' counts, and records the tier in the manifest.</li>
 * </ol>
 * A tier is finished exactly when the manifest lists it, so a killed run resumes at the first
 * unfinished tier (its stale part files are discarded) and produces identical files. Every
 * write is a committed rename or Spark's own result transfer: no asynchronous write can be lost.
 *
 * <pre>{@code
 * try (JavaSparkContext sc = SparkStrongSolve.context("local[2]")) {
 *     TierDatabase db = TierDatabase.create(dir, TierGames.spec("matches", "4x5").game());
 *     new SparkTierSolver(sc, TierGames.spec("matches", "4x5"), db).solveAll();
 * }
 * }</pre>
 */
public final class SparkTierSolver {

    /** The fewest ranks per task: below this, task overhead dominates. */
    static final long MIN_RANGE = 1 << 16;

    private final JavaSparkContext sc;
    private final TierGames.Spec spec;
    private final TierGame game;
    private final TierDatabase db;
    private int tasksPerCore = 4;
    private PrintStream progress;

    public SparkTierSolver(JavaSparkContext sc, TierGames.Spec spec, TierDatabase db) {
        this.sc = sc;
        this.spec = spec;
        this.game = spec.game();
        this.db = db;
    }

    /** Tasks per core and tier (more balance the load, fewer cost less overhead). */
    public SparkTierSolver tasksPerCore(int n) {
        this.tasksPerCore = Math.max(1, n);
        return this;
    }

    public SparkTierSolver progress(PrintStream err) {
        this.progress = err;
        return this;
    }

    /** What a run did: tiers and positions solved, time, and whether the database is complete. */
    public record Result(int tiersSolved, long positions, long millis, boolean complete) {
    }

    public Result solveAll() {
        long start = System.nanoTime();
        int solved = 0;
        long positions = 0;
        for (int t = game.tierCount() - 1; t >= 0; t--) {
            if (db.isSolved(t)) {
                continue;
            }
            long millis = solveTier(t);
            solved++;
            positions += game.tierSize(t);
            if (progress != null) {
                progress.printf("tier %d/%d: %,d positions in %.1f s%n", t, game.tierCount() - 1, game.tierSize(t), millis / 1000.0);
            }
        }
        return new Result(solved, positions, (System.nanoTime() - start) / 1_000_000, db.manifest().complete());
    }

    /** Solves and commits one tier; returns its solving time in milliseconds. */
    private long solveTier(int tier) {
        long tierStart = System.nanoTime();
        long size = game.tierSize(tier);
        Path parts = db.dir().resolve(String.format("tier-%03d.parts", tier));
        deleteTree(parts);
        try {
            Files.createDirectories(parts);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<long[]> ranges = ranges(size);
        String dir = db.dir().toString();
        String partsDir = parts.toString();
        TierGames.Spec spec = this.spec;
        int tierCount = game.tierCount();
        boolean symmetric = game.cursor(tier).maxImages() > 0;

        // 1. solve the canonical positions of each range
        sc.parallelize(ranges, ranges.size()).foreach(range -> {
            TierGame g = spec.game();
            TierStep step = new TierStep(g, tier, ExecutorCache.childTiers(Paths.get(dir), tierCount, childSet(g, tier)));
            RangeRecords out = new RangeRecords(range[0], range[1]);
            step.solve(range[0], range[1], out, false);
            out.commit(Paths.get(partsDir, "solved-" + range[0]));
        });

        // 2. copy each symmetric image's value from its canonical rank; count every range
        List<long[]> counts = sc.parallelize(ranges, ranges.size()).map(range -> {
            RangeRecords own = RangeRecords.read(Paths.get(partsDir, "solved-" + range[0]), range[0], range[1]);
            if (symmetric) {
                TierGame g = spec.game();
                RangeRecords whole = ExecutorCache.canonicalTier(Paths.get(partsDir), tier, size, ranges);
                new TierStep(g, tier, ExecutorCache.childTiers(Paths.get(dir), tierCount, childSet(g, tier)))
                        .fillImages(range[0], range[1], whole, own);
                own.commit(Paths.get(partsDir, "final-" + range[0]));
            }
            TierCounts c = own.counts();
            return new long[] {c.wins(), c.losses(), c.draws(), c.absent(), c.checksum()};
        }).collect();
        TierCounts expected = TierCounts.ZERO;
        for (long[] c : counts) {
            expected = expected.plus(new TierCounts(c[0], c[1], c[2], c[3], c[4]));
        }

        // 3. the tier file, streamed in rank order from the committed parts
        String prefix = symmetric ? "final-" : "solved-";
        TierCounts written;
        try (TierFile.Writer w = new TierFile.Writer(db.tierFile(tier), tier, db.manifest().fingerprint(), size)) {
            for (long[] range : ranges) {
                RangeRecords r = RangeRecords.read(parts.resolve(prefix + range[0]), range[0], range[1]);
                for (long rank = range[0]; rank < range[1]; rank++) {
                    w.add(r.code(rank));
                }
            }
            written = w.commit();
        }
        if (!written.equals(expected)) {
            throw new IllegalStateException(Text.format("第 %d 层：写入的记录与各任务的计数不符（%s 对 %s）",
                    "tier %d: the records written differ from the tasks' counts (%s vs %s)", tier, written, expected).en());
        }
        long millis = (System.nanoTime() - tierStart) / 1_000_000;
        db.commit(tier, written, millis);
        deleteTree(parts);
        return millis;
    }

    private static Set<Integer> childSet(TierGame g, int tier) {
        Set<Integer> s = new HashSet<>();
        for (int c : g.childTiers(tier)) {
            s.add(c);
        }
        return s;
    }

    /** Rank ranges {@code [from, to)} covering the tier: a few per core, none tiny. */
    List<long[]> ranges(long size) {
        int cores = Math.max(1, sc.defaultParallelism());
        long want = Math.max(1, (long) cores * tasksPerCore);
        long step = Math.max(MIN_RANGE, (size + want - 1) / want);
        step = Math.min(step, Integer.MAX_VALUE / 4);
        List<long[]> out = new ArrayList<>();
        for (long from = 0; from < size; from += step) {
            out.add(new long[] {from, Math.min(size, from + step)});
        }
        if (out.isEmpty()) {
            out.add(new long[] {0, 0});
        }
        return out;
    }

    private static void deleteTree(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
