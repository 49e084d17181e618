package boyi.cli;

import boyi.games.GameInstance;
import boyi.games.heaprules.TakeAndBreakRule;
import boyi.games.octal.HeapGame;
import boyi.solve.grundy.CheckpointedGrundyRun;
import boyi.solve.grundy.GrundySummary;
import boyi.solve.grundy.PackedGrundyValues;
import boyi.solve.grundy.SparseTakeAndBreak;
import boyi.util.BadInputException;
import boyi.util.Lang;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;

/**
 * {@code boyi table <take-and-break game> --upto N --summary [--checkpoint DIR] [--sequence FILE]}:
 * a long run of Grundy values kept packed (a byte or two per value), checkpointed and resumable
 * ({@link CheckpointedGrundyRun}), with a progress line and its rate on stderr, ending in the
 * summary ({@link GrundySummary}) on stdout and, on request, every value in a file.
 */
final class SummaryTable {

    private static final long DRAW_NANOS = 1_000_000_000L;

    private final GameInstance<?> game;
    private final long upto;
    private final Path checkpoint;
    private final long checkpointSeconds;
    private final Path sequence;
    private final long maxSeconds;
    private final int threads;

    SummaryTable(GameInstance<?> game, long upto, Path checkpoint, long checkpointSeconds, Path sequence, long maxSeconds,
            int threads) {
        this.threads = threads;
        this.game = game;
        this.upto = upto;
        this.checkpoint = checkpoint;
        this.checkpointSeconds = checkpointSeconds;
        this.sequence = sequence;
        this.maxSeconds = maxSeconds;
    }

    int run(PrintWriter out, PrintWriter err, Lang lang) {
        if (!(game instanceof HeapGame heaps && heaps.rule() instanceof TakeAndBreakRule rule)) {
            throw new BadInputException(Text.format("--summary：只用于取子分堆的堆游戏（octal、grundy-game），不用于 %s",
                    "--summary: only for take-and-break heap games (octal, grundy-game), not %s", game.family().id()));
        }
        if (upto >= PackedGrundyValues.MAX_SIZE) {
            throw new BadInputException(Text.format("--upto %d：--summary 至多 %d", "--upto %d: at most %d with --summary",
                    upto, PackedGrundyValues.MAX_SIZE - 1L));
        }
        long start = System.nanoTime();
        long[] lastDraw = {start};
        boolean[] stopped = {false};
        CheckpointedGrundyRun run = new CheckpointedGrundyRun(rule.rule(), checkpoint, checkpointSeconds * 1_000_000_000L, threads);
        SparseTakeAndBreak g;
        try {
            g = run.extendTo((int) upto, (done, target, rate) -> {
                long now = System.nanoTime();
                if (maxSeconds > 0 && now - start > maxSeconds * 1_000_000_000L) {
                    stopped[0] = true;
                    return false;
                }
                if (now - lastDraw[0] >= DRAW_NANOS || done == target) {
                    lastDraw[0] = now;
                    err.print(String.format(Locale.ROOT, "\rn = %,d / %,d  %d%%  %,.0f heaps/s  %s", done, target,
                            100 * done / Math.max(1, target), rate,
                            Text.format("还需约 %d 秒", "about %d s left", Math.round((target - done) / Math.max(1, rate))).in(lang)));
                    err.flush();
                }
                return true;
            });
        } catch (OutOfMemoryError e) {
            throw new TooLargeException(Text.format("--upto %d：内存不够（可以用 BOYI_JAVA_OPTS=-Xmx... 调大）",
                    "--upto %d: out of memory (BOYI_JAVA_OPTS=-Xmx... raises it)", upto));
        }
        err.println();
        if (stopped[0]) {
            throw new TooLargeException(Text.format(
                    "--max-seconds %1$d：%1$d 秒内没有算完（算到 n = %2$d，目标 %3$d）%4$s",
                    "--max-seconds %1$d: the run was not finished in %1$d s (reached n = %2$d of %3$d)%5$s",
                    maxSeconds, run.reached(), upto, checkpoint == null ? "" : "；用同一个 --checkpoint 再运行即可继续",
                    checkpoint == null ? "" : "; run again with the same --checkpoint to go on"));
        }
        if (run.resumedValues() > 0) {
            err.println(Text.format("从检查点继续：前 %d 个值读自 %s", "resumed: the first %d values were read from %s",
                    run.resumedValues(), checkpoint).in(lang));
        }
        if (sequence != null) {
            CheckpointedGrundyRun.writeValues(g, 0, (int) upto + 1, sequence);
        }
        out.println(game.describe() + (lang == Lang.ZH ? "：" : ": ") + g.method().in(lang));
        out.println(GrundySummary.of(g, g::isRare).text().in(lang));
        return 0;
    }
}
