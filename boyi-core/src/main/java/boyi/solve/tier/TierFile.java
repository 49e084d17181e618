package boyi.solve.tier;

import boyi.solve.Interruption;
import boyi.solve.ValueCode;
import boyi.solve.ValueStore;
import boyi.util.BadInputException;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;

/**
 * One solved tier on disk: a 32-byte header, then one 16-bit {@link ValueCode} record per rank
 * (little-endian, remoteness up to {@link ValueCode#SHORT_MAX_REMOTENESS}).
 * <pre>
 * bytes 0-7    "BOYITIER"
 * bytes 8-11   format version (1)
 * bytes 12-15  tier
 * bytes 16-23  number of records (the tier's size)
 * bytes 24-31  fingerprint of the database (game, parameters, tier sizes)
 * bytes 32-    records, rank 0 first
 * </pre>
 * A tier is written to {@code NAME.tmp} and committed by a rename after its bytes reached the
 * disk ({@link Writer#commit}); a reader checks the header, the length and the counts and
 * checksum of the manifest, so a foreign, truncated or corrupted file is refused with one line.
 *
 * <pre>{@code
 * TierCounts c = TierFile.write(dir.resolve("tier-05.bin"), 5, fingerprint, store);
 * ValueStore back = TierFile.read(dir.resolve("tier-05.bin"), 5, fingerprint, store.size(), c, 1);
 * }</pre>
 */
public final class TierFile {

    public static final int FORMAT_VERSION = 1;
    public static final int HEADER_BYTES = 32;
    public static final int RECORD_BYTES = 2;
    private static final byte[] MAGIC = "BOYITIER".getBytes(StandardCharsets.US_ASCII);
    private static final int BUFFER = 1 << 20;

    private TierFile() {
    }

    /** The length in bytes of a tier file of {@code records} records. */
    public static long bytes(long records) {
        return HEADER_BYTES + RECORD_BYTES * records;
    }

    /** Writes every record of {@code values} as tier {@code tier}; returns its counts. */
    public static TierCounts write(Path target, int tier, long fingerprint, ValueStore values) {
        try (Writer w = new Writer(target, tier, fingerprint, values.size())) {
            for (long r = 0; r < values.size(); r++) {
                w.add(values.code(r));
            }
            return w.commit();
        }
    }

    /**
     * Appends the records of one tier in rank order to {@code NAME.tmp}; {@link #commit}
     * checks that every record came, forces the bytes to disk and renames the file to its name.
     * Closing without commit deletes the temporary file.
     */
    public static final class Writer implements Closeable {
        private final Path target;
        private final Path temporary;
        private final long size;
        private final FileChannel channel;
        private final ByteBuffer buffer = ByteBuffer.allocateDirect(BUFFER).order(ByteOrder.LITTLE_ENDIAN);
        private final TierCounts.Counter counter = new TierCounts.Counter();
        private final int tier;
        private long written;
        private boolean committed;

        public Writer(Path target, int tier, long fingerprint, long size) {
            this.target = target;
            this.temporary = target.resolveSibling(target.getFileName() + ".tmp");
            this.size = size;
            this.tier = tier;
            try {
                channel = FileChannel.open(temporary, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                        StandardOpenOption.TRUNCATE_EXISTING);
            } catch (IOException e) {
                throw failure(e);
            }
            buffer.put(MAGIC).putInt(FORMAT_VERSION).putInt(tier).putLong(size).putLong(fingerprint);
        }

        /** Appends the record of the next rank. */
        public void add(long code) {
            if (!buffer.hasRemaining()) {
                flush();
            }
            buffer.putShort(ValueCode.toShort(code));
            counter.add(written++, code);
        }

        private void flush() {
            buffer.flip();
            try {
                while (buffer.hasRemaining()) {
                    channel.write(buffer);
                }
            } catch (IOException e) {
                throw failure(e);
            }
            buffer.clear();
        }

        /** Makes the tier file final; returns the counts of its records. */
        public TierCounts commit() {
            if (written != size) {
                throw new IllegalStateException("tier " + tier + ": " + written + " records written, " + size + " expected");
            }
            flush();
            try {
                channel.force(true);
                channel.close();
                Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (IOException e) {
                throw failure(e);
            }
            committed = true;
            return counter.counts();
        }

        private TooLargeException failure(IOException e) {
            close();
            return new TooLargeException(Text.format("写入第 %d 层到 %s 失败（%s）：磁盘已满或不可写；腾出空间后再运行，会从这一层继续",
                    "writing tier %d to %s failed (%s): the disk is full or not writable; free space and run again to resume at this tier",
                    tier, target, e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()));
        }

        @Override
        public void close() {
            if (committed) {
                return;
            }
            try {
                channel.close();
            } catch (IOException ignored) {
                // the temporary file is deleted below anyway
            }
            try {
                Files.deleteIfExists(temporary);
            } catch (IOException ignored) {
                // a stale .tmp file is never taken as a finished tier
            }
        }
    }

    /**
     * Reads a whole tier file into a store of {@code width} bytes a record, checking it
     * against the manifest's counts; width 0 checks the file without keeping it (returns null).
     *
     * @throws BadInputException (one line) for a foreign, truncated or corrupted file
     */
    public static ValueStore read(Path file, int tier, long fingerprint, long size, TierCounts expected, int width) {
        ValueStore store = width == 0 ? null : ValueStore.ofWidth(width, size);
        TierCounts.Counter counter = new TierCounts.Counter();
        Interruption stop = new Interruption();
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            checkHeader(file, ch, tier, fingerprint, size);
            ByteBuffer buf = ByteBuffer.allocateDirect(BUFFER).order(ByteOrder.LITTLE_ENDIAN);
            long rank = 0;
            ch.position(HEADER_BYTES);
            while (rank < size) {
                buf.clear();
                if (ch.read(buf) < 0) {
                    throw corrupt(file, Text.of("文件比记录数短", "shorter than its records"));
                }
                buf.flip();
                while (buf.remaining() >= RECORD_BYTES && rank < size) {
                    stop.check();
                    long code = buf.getShort() & 0xFFFF;
                    counter.add(rank, code);
                    if (!ValueCode.isAbsent(code) && store != null) {
                        if (ValueCode.remoteness(code) > maxRemoteness(width)) {
                            throw corrupt(file, Text.format("第 %d 号记录的步数超出范围", "record %d has a remoteness out of range", rank));
                        }
                        store.setCode(rank, code);
                    }
                    rank++;
                }
                if (buf.hasRemaining()) {
                    ch.position(ch.position() - buf.remaining());
                }
            }
        } catch (IOException e) {
            throw new BadInputException(Text.format("无法读取层文件 %s：%s", "cannot read tier file %s: %s", file, e.getMessage()));
        }
        TierCounts got = counter.counts();
        if (expected != null && !got.equals(expected)) {
            throw corrupt(file, Text.of("计数或校验和与清单不符", "its counts or checksum differ from the manifest"));
        }
        return store;
    }

    private static long maxRemoteness(int width) {
        return width == 1 ? ValueCode.BYTE_MAX_REMOTENESS : width == 2 ? ValueCode.SHORT_MAX_REMOTENESS : ValueCode.INT_MAX_REMOTENESS;
    }

    /** Checks magic, version, tier, record count, fingerprint and file length. */
    static void checkHeader(Path file, FileChannel ch, int tier, long fingerprint, long size) throws IOException {
        long length = ch.size();
        if (length < HEADER_BYTES) {
            throw corrupt(file, Text.format("只有 %d 字节，不是 Boyi 层文件", "only %d bytes, not a Boyi tier file", length));
        }
        ByteBuffer h = ByteBuffer.allocate(HEADER_BYTES).order(ByteOrder.LITTLE_ENDIAN);
        while (h.hasRemaining() && ch.read(h, h.position()) > 0) {
            // positional reads fill the header
        }
        h.flip();
        byte[] magic = new byte[MAGIC.length];
        h.get(magic);
        if (!Arrays.equals(magic, MAGIC)) {
            throw corrupt(file, Text.of("不是 Boyi 层文件（文件头不对）", "not a Boyi tier file (wrong header)"));
        }
        int version = h.getInt();
        if (version != FORMAT_VERSION) {
            throw corrupt(file, Text.format("格式版本 %d，这个程序只读版本 %d", "format version %d; this program reads version %d",
                    version, FORMAT_VERSION));
        }
        int t = h.getInt();
        long n = h.getLong();
        long f = h.getLong();
        if (t != tier || n != size || f != fingerprint) {
            throw corrupt(file, Text.format("属于另一个数据库（第 %d 层，%d 条记录）", "belongs to another database (tier %d, %d records)", t, n));
        }
        if (length != bytes(size)) {
            throw corrupt(file, Text.format("长度 %d 字节，应为 %d 字节（文件被截断或损坏）",
                    "is %d bytes long, %d expected (truncated or damaged)", length, bytes(size)));
        }
    }

    static BadInputException corrupt(Path file, Text what) {
        return new BadInputException(new Text("层文件 " + file + "：" + what.zh(), "tier file " + file + ": " + what.en()));
    }

    /** Random access to the records of one tier file, for lookups (thread-safe). */
    public static final class Reader implements Closeable {
        private final FileChannel channel;
        private final Path file;

        /** Opens a tier file and checks its header and length. */
        public Reader(Path file, int tier, long fingerprint, long size) {
            this.file = file;
            try {
                channel = FileChannel.open(file, StandardOpenOption.READ);
                checkHeader(file, channel, tier, fingerprint, size);
            } catch (IOException e) {
                throw new BadInputException(Text.format("无法读取层文件 %s：%s", "cannot read tier file %s: %s", file, e.getMessage()));
            }
        }

        /** The record of {@code rank}. */
        public long code(long rank) {
            ByteBuffer b = ByteBuffer.allocate(RECORD_BYTES).order(ByteOrder.LITTLE_ENDIAN);
            try {
                long at = HEADER_BYTES + RECORD_BYTES * rank;
                while (b.hasRemaining()) {
                    if (channel.read(b, at + b.position()) < 0) {
                        throw corrupt(file, Text.of("文件比记录数短", "shorter than its records"));
                    }
                }
            } catch (IOException e) {
                throw new BadInputException(Text.format("无法读取层文件 %s：%s", "cannot read tier file %s: %s", file, e.getMessage()));
            }
            return b.getShort(0) & 0xFFFF;
        }

        @Override
        public void close() throws IOException {
            channel.close();
        }
    }
}
