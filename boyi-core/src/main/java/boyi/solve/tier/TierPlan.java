package boyi.solve.tier;

import boyi.solve.ValueCode;
import boyi.solve.ValueStore;
import boyi.util.Lang;
import java.util.ArrayList;
import java.util.List;

/**
 * What a strong solve by tiers will take, without solving: each tier's size, its bytes on disk
 * and in memory (the tier and its child tiers, records of {@link TierSolver#memoryWidth}), and
 * an estimate of the time on {@code cores} cores from positions per second measured here on a
 * sample of the largest tier. The sample reads its children from, and writes its values and
 * their symmetric images to, stores of up to {@link #SAMPLE_STORE_BYTES} that answer a rank by
 * its remainder: as large as a real tier's working set for the caches, so memory misses are
 * counted. Several cores sharing one memory bus are not: the estimate stays somewhat optimistic.
 *
 * <pre>{@code
 * TierPlan plan = TierPlan.of(MatchesTiers.of(6, 6), 100);
 * plan.format(Lang.EN);      // one line per tier, then totals and the estimate
 * }</pre>
 *
 * @param game           the game
 * @param tiers          one row per tier
 * @param ranksPerSecond ranks solved per second on one core (measured)
 * @param cores          cores assumed by the estimate
 */
public record TierPlan(TierGame game, List<Row> tiers, double ranksPerSecond, int cores) {

    /** One tier: positions (ranks), bytes of its file, bytes in memory while it is solved. */
    public record Row(int tier, long positions, long diskBytes, long memoryBytes) {
    }

    /** Plans every tier and measures throughput for about {@code measureMillis}. */
    public static TierPlan of(TierGame game, int cores, long measureMillis) {
        TierSolver solver = new TierSolver(game, null);
        List<Row> rows = new ArrayList<>();
        int largest = 0;
        for (int t = 0; t < game.tierCount(); t++) {
            rows.add(new Row(t, game.tierSize(t), TierFile.bytes(game.tierSize(t)), solver.memoryBytes(t)));
            if (game.tierSize(t) > game.tierSize(largest)) {
                largest = t;
            }
        }
        return new TierPlan(game, rows, measure(game, largest, measureMillis), cores);
    }

    /** The most bytes of each store the throughput sample reads or writes (far beyond any cache). */
    static final int SAMPLE_STORE_BYTES = 128 << 20;

    /**
     * Ranks per second of one {@link TierStep} on the tier, as the local engine runs it (images
     * pushed), on {@link SampleStore}s; seconds of this thread's CPU time where the JVM measures
     * it (so a busy machine does not distort the figure), else of the clock.
     */
    static double measure(TierGame game, int tier, long millis) {
        ValueStore[] children = new ValueStore[game.tierCount()];
        for (int c : game.childTiers(tier)) {
            children[c] = new SampleStore(game.tierSize(c));
        }
        TierStep step = new TierStep(game, tier, children);
        ValueStore out = new SampleStore(game.tierSize(tier));
        long size = game.tierSize(tier);
        java.lang.management.ThreadMXBean cpu = java.lang.management.ManagementFactory.getThreadMXBean();
        java.util.function.LongSupplier clock = cpu.isCurrentThreadCpuTimeSupported() ? cpu::getCurrentThreadCpuTime : System::nanoTime;
        long start = clock.getAsLong();
        long done = 0;
        long block = 4096;
        java.util.Random random = new java.util.Random(1);
        while (clock.getAsLong() - start < millis * 1_000_000L || done == 0) {
            long from = size <= block ? 0 : (long) (random.nextDouble() * (size - block));
            long to = Math.min(size, from + block);
            step.solve(from, to, out, true);
            done += to - from;
        }
        return done / Math.max(1e-9, (clock.getAsLong() - start) / 1e9);
    }

    public long totalPositions() {
        return tiers.stream().mapToLong(Row::positions).sum();
    }

    public long totalDiskBytes() {
        return tiers.stream().mapToLong(Row::diskBytes).sum();
    }

    public long peakMemoryBytes() {
        return tiers.stream().mapToLong(Row::memoryBytes).max().orElse(0);
    }

    /** Estimated seconds on {@link #cores} cores. */
    public long estimatedSeconds() {
        return (long) Math.ceil(totalPositions() / (ranksPerSecond * cores));
    }

    /** The plan as text, one line per tier, in {@code lang}. */
    public String format(Lang lang) {
        boolean zh = lang == Lang.ZH;
        StringBuilder b = new StringBuilder();
        b.append(zh ? String.format("%s %s 按层强解的计划（%d 层）%n", game.name(), game.parameters(), tiers.size())
                : String.format("plan of the strong solve of %s %s by tiers (%d tiers)%n", game.name(), game.parameters(), tiers.size()));
        b.append(zh ? String.format("%5s %18s %12s %12s%n", "层", "局面数", "磁盘", "内存")
                : String.format("%5s %18s %12s %12s%n", "tier", "positions", "disk", "memory"));
        for (Row r : tiers) {
            b.append(String.format("%5d %,18d %12s %12s%n", r.tier, r.positions, bytes(r.diskBytes), bytes(r.memoryBytes)));
        }
        long seconds = estimatedSeconds();
        if (zh) {
            b.append(String.format("合计 %,d 个局面；磁盘 %s（每个局面 %d 字节的记录）；内存峰值 %s（每个局面 %d 字节）%n",
                    totalPositions(), bytes(totalDiskBytes()), TierFile.RECORD_BYTES, bytes(peakMemoryBytes()),
                    ValueStore.widthFor(game.maxRemoteness())));
            b.append(String.format("实测单核每秒 %,d 个局面（最大层的样本）；%d 核估计 %s（计入了内存访问的延迟，未计多核争用内存带宽，略偏乐观）%n",
                    (long) ranksPerSecond, cores, TierSolver.clock(seconds)));
        } else {
            b.append(String.format("total %,d positions; disk %s (%d-byte records); peak memory %s (%d byte a position)%n",
                    totalPositions(), bytes(totalDiskBytes()), TierFile.RECORD_BYTES, bytes(peakMemoryBytes()),
                    ValueStore.widthFor(game.maxRemoteness())));
            b.append(String.format("measured %,d positions/s on one core (sample of the largest tier); estimate on %d cores: %s"
                    + " (memory misses counted, cores sharing the memory bus not: somewhat optimistic)%n", (long) ranksPerSecond, cores, TierSolver.clock(seconds)));
        }
        return b.toString();
    }

    /** Bytes in B, KB, MB, GB or TB (powers of 1024, one decimal). */
    public static String bytes(long n) {
        String[] units = {"B", "KB", "MB", "GB", "TB", "PB"};
        double v = n;
        int u = 0;
        while (v >= 1024 && u < units.length - 1) {
            v /= 1024;
            u++;
        }
        return u == 0 ? n + " B" : String.format("%.1f %s", v, units[u]);
    }

    /**
     * A stand-in for a tier's records in the throughput sample: {@code size} ranks kept in at most
     * {@link #SAMPLE_STORE_BYTES} bytes, rank r at r mod that length; every record starts as a
     * loss in 0 (a value any position may have as a child).
     */
    private static final class SampleStore implements ValueStore {
        private final long size;
        private final byte[] records;

        SampleStore(long size) {
            this.size = size;
            int length = (int) Math.max(1, Math.min(size, Math.min(SAMPLE_STORE_BYTES, Runtime.getRuntime().maxMemory() / 16)));
            records = new byte[length];
            java.util.Arrays.fill(records, ValueCode.toByte(ValueCode.loss(0)));
        }

        @Override
        public long size() {
            return size;
        }

        @Override
        public long code(long index) {
            return records[(int) (index % records.length)] & 0xFF;
        }

        @Override
        public void setCode(long index, long code) {
            // a sample's values are never read back as answers: a remoteness beyond a byte is clamped
            records[(int) (index % records.length)] = ValueCode.toByte(Math.min(code, 0xFF));
        }

        @Override
        public int width() {
            return 1;
        }
    }
}
