package boyi.spark;

import boyi.solve.ValueCode;
import boyi.solve.ValueStore;
import boyi.solve.tier.TierCounts;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * The records of one rank range {@code [from, to)} of a tier, indexed by the tier's own ranks,
 * and the part file a Spark task commits them to: 16-bit little-endian {@link ValueCode} records,
 * rank {@code from} first, written to {@code NAME.tmp} and renamed to {@code NAME} (a retried or
 * speculative task commits the same bytes again).
 *
 * <pre>{@code
 * RangeRecords r = new RangeRecords(1000, 2000);
 * new TierStep(game, tier, children).solve(1000, 2000, r, false);
 * r.commit(partsDir.resolve("solved-1000"));
 * }</pre>
 */
final class RangeRecords implements ValueStore {

    private final long from;
    private final short[] records;

    RangeRecords(long from, long to) {
        if (to - from > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("a range of " + (to - from) + " ranks is too long for one task");
        }
        this.from = from;
        this.records = new short[(int) (to - from)];
    }

    long from() {
        return from;
    }

    long to() {
        return from + records.length;
    }

    /** Every rank up to the end of the range is an index; only the range holds records. */
    @Override
    public long size() {
        return to();
    }

    @Override
    public long code(long rank) {
        return records[(int) (rank - from)] & 0xFFFF;
    }

    @Override
    public void setCode(long rank, long code) {
        records[(int) (rank - from)] = ValueCode.toShort(code);
    }

    @Override
    public int width() {
        return 2;
    }

    /** The counts (and checksum) of the range's records, as the tier file's reader counts them. */
    TierCounts counts() {
        TierCounts.Counter c = new TierCounts.Counter();
        for (int i = 0; i < records.length; i++) {
            c.add(from + i, records[i] & 0xFFFF);
        }
        return c.counts();
    }

    /** Writes the records to {@code file} by a committed rename. */
    void commit(Path file) {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        ByteBuffer buf = ByteBuffer.allocate(records.length * 2).order(ByteOrder.LITTLE_ENDIAN);
        buf.asShortBuffer().put(records);
        try (OutputStream out = Files.newOutputStream(tmp)) {
            out.write(buf.array());
        } catch (IOException e) {
            throw failure(file, e);
        }
        try {
            Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw failure(file, e);
        }
    }

    /** Reads a committed part file of the range {@code [from, to)}. */
    static RangeRecords read(Path file, long from, long to) {
        RangeRecords r = new RangeRecords(from, to);
        r.readPart(file, from, to);
        return r;
    }

    /** Reads the committed part file of the sub-range {@code [partFrom, partTo)} into this range. */
    void readPart(Path file, long partFrom, long partTo) {
        int n = (int) (partTo - partFrom);
        int offset = (int) (partFrom - from);
        short[] into = records;
        byte[] bytes = new byte[n * 2];
        try (InputStream in = Files.newInputStream(file)) {
            if (in.readNBytes(bytes, 0, bytes.length) != bytes.length || in.read() != -1) {
                throw new TooLargeException(Text.format("分块文件 %s 长度不对（应为 %d 字节）", "part file %s has the wrong length (%d bytes expected)",
                        file, bytes.length));
            }
        } catch (IOException e) {
            throw failure(file, e);
        }
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).asShortBuffer().get(into, offset, n);
    }

    private static TooLargeException failure(Path file, IOException e) {
        return new TooLargeException(Text.format("读写分块文件 %s 失败（%s）：共享文件夹已满或不可写",
                "reading or writing the part file %s failed (%s): the shared folder is full or not writable",
                file, e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()));
    }
}
