package boyi.solve.tier;

import boyi.solve.Interruption;
import boyi.solve.ValueStore;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The local tier engine: solves the unfinished tiers of a {@link TierDatabase} from the last to
 * the first, holding in memory only the tier being solved and the tiers its moves reach, with
 * {@link TierStep}s on several threads over blocks of ranks; each solved tier is written and
 * committed before the next starts, so a killed run resumes at the first unfinished tier and
 * gives the identical database.
 *
 * <pre>{@code
 * TierGame game = MatchesSolutions.tiers(4, 5);
 * TierDatabase db = TierDatabase.create(Path.of("db-4x5"), game);
 * TierSolver.Result r = new TierSolver(game, db).threads(2).progress(System.err).solveAll();
 * }</pre>
 */
public final class TierSolver {

    /** Ranks a thread takes at a time. */
    private static final long BLOCK = 1 << 16;
    /**
     * Image values a thread gathers before storing them in rank order (two arrays of longs,
     * 64 MB a thread); used on tiers of at most 16 times as many ranks, where a flush still
     * stores several values per cache line.
     */
    private static final int IMAGE_BUFFER = 1 << 22;
    /** Image buffers free for the next tier's threads; emptied when a tier is too large for them. */
    private final java.util.concurrent.ConcurrentLinkedQueue<ImageBuffer> imageBuffers = new java.util.concurrent.ConcurrentLinkedQueue<>();

    private final TierGame game;
    private final TierDatabase db;
    private int threads = 1;
    private long memoryLimit = Runtime.getRuntime().maxMemory() / 10 * 9;
    private PrintStream progress;
    private int stopAfter = Integer.MAX_VALUE;

    public TierSolver(TierGame game, TierDatabase db) {
        this.game = game;
        this.db = db;
    }

    public TierSolver threads(int n) {
        this.threads = Math.max(1, n);
        return this;
    }

    /** The most bytes of tier records to hold in memory at once (default: the heap). */
    public TierSolver memoryLimit(long bytes) {
        this.memoryLimit = bytes;
        return this;
    }

    /** Where to draw the progress bar ({@code null}: nowhere). */
    public TierSolver progress(PrintStream err) {
        this.progress = err;
        return this;
    }

    /** Stops after solving this many tiers in this run (as if killed there). */
    public TierSolver stopAfter(int tiers) {
        this.stopAfter = tiers;
        return this;
    }

    /** The width in bytes of an in-memory record. */
    public int memoryWidth() {
        return ValueStore.widthFor(game.maxRemoteness());
    }

    /** Bytes of records in memory while solving {@code tier}: the tier and its child tiers. */
    public long memoryBytes(int tier) {
        long b = game.tierSize(tier);
        for (int c : game.childTiers(tier)) {
            b += game.tierSize(c);
        }
        return b * memoryWidth();
    }

    /** What a run did: tiers solved now, positions solved from moves, time. */
    public record Result(int tiersSolved, long positions, long solvedFromMoves, long millis, boolean complete) {
    }

    /**
     * Solves every tier in memory, without a database, and keeps them all: a table for games
     * small enough to hold whole (matches up to 4 x 5).
     */
    public Table solveInMemory() {
        long start = System.nanoTime();
        long fromMoves = 0;
        ValueStore[] all = new ValueStore[game.tierCount()];
        ExecutorService pool = threads > 1 ? Executors.newFixedThreadPool(threads, TierSolver::daemon) : null;
        try {
            for (int t = game.tierCount() - 1; t >= 0; t--) {
                ValueStore out = ValueStore.ofWidth(memoryWidth(), game.tierSize(t));
                fromMoves += solveTier(pool, t, all, out, new Progress(null, 1));
                all[t] = out;
            }
        } finally {
            if (pool != null) {
                pool.shutdownNow();
            }
        }
        return new Table(all, fromMoves, (System.nanoTime() - start) / 1_000_000);
    }

    /**
     * Every tier of a game in memory.
     *
     * @param tiers           the records of each tier, by tier
     * @param solvedFromMoves positions solved from their moves (the others copied from a symmetric image)
     * @param millis          solving time
     */
    public record Table(ValueStore[] tiers, long solvedFromMoves, long millis) {

        /** The record of (tier, rank). */
        public long code(int tier, long rank) {
            return tiers[tier].code(rank);
        }

        public long positions() {
            long n = 0;
            for (ValueStore s : tiers) {
                n += s.size();
            }
            return n;
        }
    }

    private static Thread daemon(Runnable r) {
        Thread th = new Thread(r, "tier-worker");
        th.setDaemon(true);
        return th;
    }

    /**
     * Solves every unfinished tier (up to {@link #stopAfter}).
     *
     * @throws TooLargeException (one line) when a tier does not fit the memory limit, before any
     *                           work on it
     */
    public Result solveAll() {
        long start = System.nanoTime();
        List<Integer> todo = new ArrayList<>();
        long todoPositions = 0;
        for (int t = game.tierCount() - 1; t >= 0; t--) {
            if (!db.isSolved(t)) {
                todo.add(t);
                todoPositions += game.tierSize(t);
            }
        }
        for (int t : todo) {
            long need = memoryBytes(t);
            if (need > memoryLimit) {
                throw new TooLargeException(Text.format(
                        "第 %d 层需要 %s 内存（本层 %,d 个局面及其子层），超过上限 %s；用 --memory 或 -Xmx 放宽",
                        "tier %d needs %s of memory (its %,d positions and its child tiers), more than the limit of %s; raise --memory or -Xmx",
                        t, TierPlan.bytes(need), game.tierSize(t), TierPlan.bytes(memoryLimit)));
            }
        }
        Map<Integer, ValueStore> held = new HashMap<>();
        Progress bar = new Progress(progress, todoPositions);
        int solvedNow = 0;
        long positions = 0;
        long fromMoves = 0;
        ExecutorService pool = threads > 1 ? Executors.newFixedThreadPool(threads, TierSolver::daemon) : null;
        // a solved tier is written and committed on this thread while the next one is solved
        // (it is held in memory anyway, as that tier's child); tiers are committed in order
        ExecutorService writer = Executors.newSingleThreadExecutor(TierSolver::daemon);
        Future<?> writing = null;
        boolean finished = false;
        try {
            for (int t : todo) {
                if (solvedNow >= stopAfter) {
                    break;
                }
                ValueStore[] children = new ValueStore[game.tierCount()];
                Map<Integer, ValueStore> keep = new HashMap<>();
                for (int c : game.childTiers(t)) {
                    ValueStore s = held.get(c);
                    if (s == null) {
                        bar.note(Text.format("读入第 %d 层", "reading tier %d", c));
                        s = db.load(c, memoryWidth());
                    }
                    children[c] = s;
                    keep.put(c, s);
                }
                held = keep;   // drops tiers no longer needed
                long tierStart = System.nanoTime();
                ValueStore out = ValueStore.ofWidth(memoryWidth(), game.tierSize(t));
                fromMoves += solveTier(pool, t, children, out, bar);
                long millis = (System.nanoTime() - tierStart) / 1_000_000;
                awaitWrite(writing);
                int tier = t;
                writing = writer.submit(Interruption.carryingDeadline(() -> db.write(tier, out, millis)));
                held.put(t, out);
                positions += game.tierSize(t);
                solvedNow++;
            }
            awaitWrite(writing);
            finished = true;
        } finally {
            if (pool != null) {
                pool.shutdownNow();
            }
            if (!finished && writing != null) {
                // a failure while a tier was being written: let the write end (committed, or its
                // temporary file deleted) before the caller goes on
                try {
                    writing.get();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException alsoFailed) {
                    // the first failure is the one thrown
                }
            }
            writer.shutdown();
            bar.finish();
        }
        return new Result(solvedNow, positions, fromMoves, (System.nanoTime() - start) / 1_000_000, db.manifest().complete());
    }

    /** Waits for the tier being written (if any) and throws what its write threw. */
    private static void awaitWrite(Future<?> writing) {
        if (writing != null) {
            await(writing);
        }
    }

    private long solveTier(ExecutorService pool, int tier, ValueStore[] children, ValueStore out, Progress bar) {
        long size = game.tierSize(tier);
        bar.startTier(tier, size);
        if (pool == null || size < 4 * BLOCK) {
            TierStep step = step(tier, children);
            long solved = step.solve(0, size, out, true);
            finish(step, out);
            bar.advance(size);
            return solved;
        }
        AtomicLong next = new AtomicLong();
        List<Future<Long>> futures = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            futures.add(pool.submit(Interruption.carryingDeadline(() -> {
                TierStep step = step(tier, children);
                long solved = 0;
                while (true) {
                    long from = next.getAndAdd(BLOCK);
                    if (from >= size) {
                        finish(step, out);
                        return solved;
                    }
                    long to = Math.min(size, from + BLOCK);
                    solved += step.solve(from, to, out, true);
                    bar.advance(to - from);
                }
            })));
        }
        long solved = 0;
        try {
            for (Future<Long> f : futures) {
                solved += await(f);
            }
        } catch (RuntimeException e) {
            futures.forEach(g -> g.cancel(true));
            throw e;
        }
        return solved;
    }

    /**
     * A step for one thread, gathering its image stores when the tier is large enough to gain by
     * it and small enough that a buffer covers a sixteenth of it.
     */
    private TierStep step(int tier, ValueStore[] children) {
        TierStep step = new TierStep(game, tier, children);
        long size = game.tierSize(tier);
        if (size < 16 * BLOCK) {
            return step;
        }
        if (size > 16L * IMAGE_BUFFER) {
            imageBuffers.clear();   // larger tiers follow: their memory is worth more
            return step;
        }
        ImageBuffer buffer = imageBuffers.poll();
        step.bufferImages(buffer != null ? buffer : new ImageBuffer(IMAGE_BUFFER));
        return step;
    }

    /** Stores the step's gathered image values and frees its buffer for the next tier. */
    private void finish(TierStep step, ValueStore out) {
        step.flushImages(out);
        ImageBuffer buffer = step.imageBuffer();
        if (buffer != null) {
            imageBuffers.add(buffer);
        }
    }

    /**
     * The result of {@code f}, waited for in short slices so the caller's own deadline or
     * interrupt stops the wait too; what the task threw is thrown as it was.
     */
    private static <T> T await(Future<T> f) {
        try {
            while (true) {
                try {
                    return f.get(20, java.util.concurrent.TimeUnit.MILLISECONDS);
                } catch (java.util.concurrent.TimeoutException notYet) {
                    Interruption.checkNow();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new TooLargeException(Text.of("已中断", "interrupted"));
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /** The progress bar on stderr: tier, percentage, positions per second, ETA. */
    private final class Progress {
        private final PrintStream out;
        private final long total;
        private final long start = System.nanoTime();
        private final AtomicLong done = new AtomicLong();
        private volatile long lastPrint;
        private int tier;
        private long tierSize;
        private long tierStartDone;

        Progress(PrintStream out, long total) {
            this.out = out;
            this.total = Math.max(1, total);
        }

        void startTier(int t, long size) {
            tier = t;
            tierSize = size;
            tierStartDone = done.get();
            print(true);
        }

        void note(Text what) {
            if (out != null) {
                out.print("\r\033[K" + what.en() + " / " + what.zh());
                out.flush();
            }
        }

        void advance(long n) {
            done.addAndGet(n);
            print(false);
        }

        private synchronized void print(boolean force) {
            if (out == null) {
                return;
            }
            long now = System.nanoTime();
            if (!force && now - lastPrint < 1_000_000_000L) {
                return;
            }
            lastPrint = now;
            long d = done.get();
            double seconds = Math.max(1e-9, (now - start) / 1e9);
            long rate = (long) (d / seconds);
            long inTier = d - tierStartDone;
            int width = 30;
            int filled = tierSize == 0 ? width : (int) Math.min(width, inTier * width / tierSize);
            String eta = rate == 0 ? "?" : clock((long) ((total - d) / (double) rate));
            out.print(String.format("\r\033[Ktier %d/%d [%s%s] %3d%% %,d pos/s ETA %s", tier, game.tierCount() - 1,
                    "#".repeat(filled), ".".repeat(width - filled), d * 100 / total, rate, eta));
            out.flush();
        }

        void finish() {
            if (out != null) {
                print(true);
                out.println();
            }
        }
    }

    static String clock(long seconds) {
        return String.format("%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
    }
}
