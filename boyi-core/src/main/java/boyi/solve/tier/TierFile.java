package boyi.solve.tier;

import boyi.solve.Interruption;
import boyi.solve.ValueCode;
import boyi.solve.ValueStore;
import boyi.util.BadInputException;
import boyi.util.DamagedDataException;
import boyi.util.IoReason;
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
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.function.LongConsumer;
import java.util.zip.CRC32C;

/**
 * One solved tier on disk: a 32-byte header, one 16-bit {@link ValueCode} record per rank
 * (little-endian, remoteness up to {@link ValueCode#SHORT_MAX_REMOTENESS}), then a trailer of
 * block checksums.
 * <pre>
 * bytes 0-7    "BOYITIER"
 * bytes 8-11   format version (2)
 * bytes 12-15  tier
 * bytes 16-23  number of records n (the tier's size)
 * bytes 24-31  fingerprint of the database (game, parameters, tier sizes)
 * bytes 32-    records, rank 0 first (2n bytes)
 * then         CRC32C of each 64 KiB block of the record bytes (4 bytes each, the last block may
 *              be shorter), and the CRC32C of the header and that table (4 bytes)
 * </pre>
 * Every read is checked: the header, the length and the trailer's own checksum when a file is
 * opened, a block's checksum when one of its records is first read, each record against the
 * legal codes; a damaged file raises {@link DamagedDataException}, never an answer. Files of
 * version 1 (no trailer) are read after one whole-file check against the manifest's counts and
 * checksum, which also yields their block checksums for later lookups. Only regular files are
 * read (a FIFO or a device is refused before it is opened).
 *
 * <p>A tier is written to {@code NAME.tmp} and committed by a rename after its bytes reached the
 * disk ({@link Writer#commit}).
 *
 * <pre>{@code
 * TierCounts c = TierFile.write(dir.resolve("tier-05.bin"), 5, fingerprint, store);
 * ValueStore back = TierFile.read(dir.resolve("tier-05.bin"), 5, fingerprint, store.size(), c, 1);
 * }</pre>
 */
public final class TierFile {

    public static final int FORMAT_VERSION = 2;
    /** The version before block checksums: read after a whole-file check. */
    public static final int VERSION_WITHOUT_CHECKSUMS = 1;
    public static final int HEADER_BYTES = 32;
    public static final int RECORD_BYTES = 2;
    /** Record bytes covered by one checksum. */
    public static final int BLOCK_BYTES = 1 << 16;
    static final int RECORDS_PER_BLOCK = BLOCK_BYTES / RECORD_BYTES;
    private static final byte[] MAGIC = "BOYITIER".getBytes(StandardCharsets.US_ASCII);
    /** Records buffered by a writer: whole blocks, so each flush but the last ends on a block boundary. */
    private static final int BUFFER = 16 * BLOCK_BYTES;

    private TierFile() {
    }

    /** The number of checksummed blocks of a tier of {@code records} records. */
    public static long blocks(long records) {
        return (records * RECORD_BYTES + BLOCK_BYTES - 1) / BLOCK_BYTES;
    }

    /** The length in bytes of a tier file of {@code records} records. */
    public static long bytes(long records) {
        return HEADER_BYTES + RECORD_BYTES * records + 4 * blocks(records) + 4;
    }

    private static long bytes(long records, int version) {
        return version == VERSION_WITHOUT_CHECKSUMS ? HEADER_BYTES + RECORD_BYTES * records : bytes(records);
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

    /** Whether a tier file may hold {@code code}: absent, a draw, or a win or loss with a remoteness. */
    static boolean legal(long code) {
        return code == ValueCode.ABSENT || code == ValueCode.DRAW
                || ((ValueCode.isWin(code) || ValueCode.isLoss(code)) && code >>> 2 >= 1);
    }

    /**
     * Appends the records of one tier in rank order to {@code NAME.tmp}; {@link #commit}
     * checks that every record came, writes the checksums, forces the bytes to disk and renames
     * the file to its name. Closing without commit deletes the temporary file.
     */
    public static final class Writer implements Closeable {
        private final Path target;
        private final Path temporary;
        private final long size;
        private FileChannel channel;
        private final ByteBuffer header = ByteBuffer.allocate(HEADER_BYTES).order(ByteOrder.LITTLE_ENDIAN);
        private final ByteBuffer buffer = ByteBuffer.allocateDirect(BUFFER).order(ByteOrder.LITTLE_ENDIAN);
        private final int[] checksums;
        private int blocksDone;
        private final CRC32C crc = new CRC32C();
        private final TierCounts.Counter counter = new TierCounts.Counter();
        private final int tier;
        private long written;
        private boolean committed;

        public Writer(Path target, int tier, long fingerprint, long size) {
            this.target = target;
            this.temporary = target.resolveSibling(target.getFileName() + ".tmp");
            this.size = size;
            this.tier = tier;
            this.checksums = new int[Math.toIntExact(blocks(size))];
            header.put(MAGIC).putInt(FORMAT_VERSION).putInt(tier).putLong(size).putLong(fingerprint).flip();
            try {
                channel = FileChannel.open(temporary, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                        StandardOpenOption.TRUNCATE_EXISTING);
                writeAll(header.duplicate());
            } catch (IOException e) {
                throw failure(e);
            }
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
            for (int at = 0; at < buffer.limit(); at += BLOCK_BYTES) {
                ByteBuffer block = buffer.duplicate().position(at).limit(Math.min(buffer.limit(), at + BLOCK_BYTES));
                crc.reset();
                crc.update(block);
                checksums[blocksDone++] = (int) crc.getValue();
            }
            try {
                writeAll(buffer);
            } catch (IOException e) {
                throw failure(e);
            }
            buffer.clear();
        }

        private void writeAll(ByteBuffer b) throws IOException {
            while (b.hasRemaining()) {
                channel.write(b);
            }
        }

        /** Makes the tier file final; returns the counts of its records. */
        public TierCounts commit() {
            if (written != size) {
                throw new IllegalStateException("tier " + tier + ": " + written + " records written, " + size + " expected");
            }
            flush();
            try {
                writeAll(trailer(header.duplicate(), checksums));
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
            Text why = IoReason.of(e);
            return new TooLargeException(new Text(
                    String.format("写入第 %d 层到 %s 失败（%s）：磁盘已满或不可写；腾出空间或改好权限后再运行，会从这一层继续", tier, target, why.zh()),
                    String.format("writing tier %d to %s failed (%s): the disk is full or not writable; free space or fix the permissions"
                            + " and run again to resume at this tier", tier, target, why.en())));
        }

        @Override
        public void close() {
            if (committed) {
                return;
            }
            try {
                if (channel != null) {
                    channel.close();
                }
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

    /** The trailer: each block's checksum, then the checksum of the header and those checksums. */
    private static ByteBuffer trailer(ByteBuffer header, int[] checksums) {
        ByteBuffer t = ByteBuffer.allocate(4 * checksums.length + 4).order(ByteOrder.LITTLE_ENDIAN);
        for (int c : checksums) {
            t.putInt(c);
        }
        CRC32C crc = new CRC32C();
        crc.update(header);
        crc.update(t.array(), 0, 4 * checksums.length);
        t.putInt((int) crc.getValue());
        return t.flip();
    }

    /**
     * Reads a whole tier file into a store of {@code width} bytes a record, checking every block,
     * every record and the manifest's counts; width 0 checks the file without keeping it
     * (returns null).
     *
     * @throws DamagedDataException (one line) for a foreign, truncated or damaged file
     * @throws BadInputException (one line) for a file that cannot be read
     */
    public static ValueStore read(Path file, int tier, long fingerprint, long size, TierCounts expected, int width) {
        ValueStore store = width == 0 ? null : ValueStore.ofWidth(width, size);
        try (FileChannel ch = openRegular(file, tier)) {
            int[] checksums = checkOpened(file, ch, tier, fingerprint, size);
            scan(file, ch, size, checksums, expected, store, width, null);
        } catch (IOException e) {
            throw unreadable(file, e);
        }
        return store;
    }

    /**
     * Rewrites a tier file of version 1 in the current format: every record is checked (legal
     * codes, the manifest's counts and checksum) as it is copied to {@code NAME.tmp}, which is
     * renamed over the file only when all agree. A file already in the current format is
     * checked (header, length, trailer) and kept.
     *
     * @return whether the file was rewritten
     * @throws DamagedDataException (one line) for a foreign, truncated or damaged file; the file is left as it was
     */
    public static boolean convert(Path file, int tier, long fingerprint, long size, TierCounts expected) {
        try (FileChannel ch = openRegular(file, tier)) {
            if (checkOpened(file, ch, tier, fingerprint, size) != null) {
                return false;
            }
            try (Writer w = new Writer(file, tier, fingerprint, size)) {
                scan(file, ch, size, null, expected, null, 0, w::add);
                w.commit();
            }
            return true;
        } catch (IOException e) {
            throw unreadable(file, e);
        }
    }

    /**
     * Reads every block in rank order: checks it against {@code checksums} (when given), each
     * record against the legal codes, and the counts against {@code expected} (when given);
     * hands every record to {@code copy} (when given). Returns the blocks' checksums as read.
     */
    private static int[] scan(Path file, FileChannel ch, long size, int[] checksums, TierCounts expected, ValueStore store,
                              int width, LongConsumer copy) throws IOException {
        int[] got = new int[Math.toIntExact(blocks(size))];
        TierCounts.Counter counter = new TierCounts.Counter();
        ByteBuffer buf = ByteBuffer.allocateDirect(BLOCK_BYTES).order(ByteOrder.LITTLE_ENDIAN);
        CRC32C crc = new CRC32C();
        long maxRemoteness = store == null ? ValueCode.SHORT_MAX_REMOTENESS : maxRemoteness(width);
        long rank = 0;
        for (int b = 0; b < got.length; b++) {
            Interruption.checkNow();
            readBlock(file, ch, b, size, buf);
            crc.reset();
            crc.update(buf.duplicate());
            got[b] = (int) crc.getValue();
            if (checksums != null && got[b] != checksums[b]) {
                throw blockDamaged(file, b, size);
            }
            while (buf.hasRemaining()) {
                long code = buf.getShort() & 0xFFFF;
                if (!legal(code) || ValueCode.remoteness(code) > maxRemoteness) {
                    throw corrupt(file, Text.format("第 %d 号记录 %d 不是合法的值", "record %d holds %d, not a legal value", rank, code));
                }
                counter.add(rank, code);
                if (copy != null) {
                    copy.accept(code);
                }
                if (store != null && code != ValueCode.ABSENT) {
                    store.setCode(rank, code);
                }
                rank++;
            }
        }
        if (expected != null && !counter.counts().equals(expected)) {
            throw corrupt(file, Text.of("计数或校验和与清单不符", "its counts or checksum differ from the manifest"));
        }
        return got;
    }

    /** Fills {@code buf} with block {@code b}'s record bytes (flipped for reading). */
    private static void readBlock(Path file, FileChannel ch, long b, long size, ByteBuffer buf) throws IOException {
        long from = b * BLOCK_BYTES;
        int length = (int) Math.min(BLOCK_BYTES, size * RECORD_BYTES - from);
        buf.clear().limit(length);
        while (buf.hasRemaining()) {
            if (ch.read(buf, HEADER_BYTES + from + buf.position()) < 0) {
                throw corrupt(file, Text.of("文件比记录数短", "shorter than its records"));
            }
        }
        buf.flip();
    }

    private static long maxRemoteness(int width) {
        return width == 1 ? ValueCode.BYTE_MAX_REMOTENESS : width == 2 ? ValueCode.SHORT_MAX_REMOTENESS : ValueCode.INT_MAX_REMOTENESS;
    }

    /**
     * Opens a tier file to read, refusing anything but a regular file (a FIFO would block, a
     * device would never end) before opening it.
     */
    private static FileChannel openRegular(Path file, int tier) throws IOException {
        BasicFileAttributes a;
        try {
            a = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (IOException e) {
            throw unreadable(file, e);
        }
        if (!a.isRegularFile()) {
            throw corrupt(file, Text.of("不是普通文件（是文件夹、管道或设备），不读", "is not a regular file (a folder, a pipe or a device); not read"));
        }
        return FileChannel.open(file, StandardOpenOption.READ);
    }

    /**
     * Checks magic, version, tier, record count, fingerprint and file length; for the current
     * version also the trailer's own checksum. Returns the blocks' checksums (null for a file
     * of version 1, which has none).
     */
    private static int[] checkOpened(Path file, FileChannel ch, int tier, long fingerprint, long size) throws IOException {
        long length = ch.size();
        if (length < HEADER_BYTES) {
            throw corrupt(file, Text.format("只有 %d 字节，不是 Boyi 层文件", "only %d bytes, not a Boyi tier file", length));
        }
        ByteBuffer h = ByteBuffer.allocate(HEADER_BYTES).order(ByteOrder.LITTLE_ENDIAN);
        readFully(file, ch, h, 0);
        byte[] magic = new byte[MAGIC.length];
        h.get(magic);
        if (!Arrays.equals(magic, MAGIC)) {
            throw corrupt(file, Text.of("不是 Boyi 层文件（文件头不对）", "not a Boyi tier file (wrong header)"));
        }
        int version = h.getInt();
        if (version != FORMAT_VERSION && version != VERSION_WITHOUT_CHECKSUMS) {
            throw corrupt(file, Text.format("格式版本 %d，这个程序只读版本 %d 和 %d", "format version %d; this program reads versions %d and %d",
                    version, VERSION_WITHOUT_CHECKSUMS, FORMAT_VERSION));
        }
        int t = h.getInt();
        long n = h.getLong();
        long f = h.getLong();
        if (t != tier || n != size || f != fingerprint) {
            throw corrupt(file, Text.format("属于另一个数据库（第 %d 层，%d 条记录）", "belongs to another database (tier %d, %d records)", t, n));
        }
        if (length != bytes(size, version)) {
            throw corrupt(file, Text.format("长度 %d 字节，应为 %d 字节（文件被截断或损坏）",
                    "is %d bytes long, %d expected (truncated or damaged)", length, bytes(size, version)));
        }
        if (version == VERSION_WITHOUT_CHECKSUMS) {
            return null;
        }
        int blocks = Math.toIntExact(blocks(size));
        ByteBuffer stored = ByteBuffer.allocate(4 * blocks + 4).order(ByteOrder.LITTLE_ENDIAN);
        readFully(file, ch, stored, HEADER_BYTES + RECORD_BYTES * size);
        int[] checksums = new int[blocks];
        for (int b = 0; b < blocks; b++) {
            checksums[b] = stored.getInt();
        }
        if (!trailer(h.rewind(), checksums).equals(stored.rewind())) {
            throw corrupt(file, Text.of("文件头或校验和表已损坏", "its header or table of checksums is damaged"));
        }
        return checksums;
    }

    private static void readFully(Path file, FileChannel ch, ByteBuffer b, long at) throws IOException {
        while (b.hasRemaining()) {
            if (ch.read(b, at + b.position()) < 0) {
                throw corrupt(file, Text.of("文件比记录数短", "shorter than its records"));
            }
        }
        b.flip();
    }

    static DamagedDataException corrupt(Path file, Text what) {
        return new DamagedDataException(new Text("数据库已损坏：层文件 " + file + "：" + what.zh(),
                "the database is damaged: tier file " + file + ": " + what.en()));
    }

    private static DamagedDataException blockDamaged(Path file, long block, long size) {
        return corrupt(file, Text.format("第 %d 块（第 %,d 至 %,d 号记录）的校验和不符", "fails the checksum of block %d (records %,d to %,d)",
                block, block * RECORDS_PER_BLOCK, Math.min(size, (block + 1) * RECORDS_PER_BLOCK) - 1));
    }

    /** A finished tier's file that cannot be read (missing, a folder, no permission): the database is damaged. */
    private static DamagedDataException unreadable(Path file, IOException e) {
        Text why = IoReason.of(e);
        return new DamagedDataException(new Text(String.format("数据库已损坏：无法读取层文件 %s：%s", file, why.zh()),
                String.format("the database is damaged: cannot read tier file %s: %s", file, why.en())));
    }

    /**
     * Random access to the records of one tier file, for lookups (thread-safe). The header and
     * the trailer are checked when it is opened (a file of version 1 is checked whole against
     * the manifest), a block's checksum when one of its records is first read.
     */
    public static final class Reader implements Closeable {
        private final FileChannel channel;
        private final Path file;
        private final long size;
        private final int[] checksums;
        /** One bit per block: set once the block passed its checksum. */
        private final AtomicLongArray checked;

        /**
         * Opens a tier file and checks its header and length.
         *
         * @param expected the manifest's counts, checked for a file of version 1
         */
        public Reader(Path file, int tier, long fingerprint, long size, TierCounts expected) {
            this.file = file;
            this.size = size;
            FileChannel ch = null;
            try {
                ch = openRegular(file, tier);
                int[] stored = checkOpened(file, ch, tier, fingerprint, size);
                checksums = stored != null ? stored : scan(file, ch, size, null, expected, null, 0, null);
            } catch (IOException e) {
                closeQuietly(ch);
                throw unreadable(file, e);
            } catch (RuntimeException e) {
                closeQuietly(ch);
                throw e;
            }
            channel = ch;
            checked = new AtomicLongArray((checksums.length + 63) / 64);
        }

        private static void closeQuietly(FileChannel ch) {
            if (ch != null) {
                try {
                    ch.close();
                } catch (IOException ignored) {
                    // already failing with a better message
                }
            }
        }

        /**
         * The record of {@code rank}.
         *
         * @throws DamagedDataException when its block fails its checksum or the record is not a legal code
         */
        public long code(long rank) {
            if (rank < 0 || rank >= size) {
                throw new IllegalArgumentException("rank " + rank + " outside 0.." + (size - 1));
            }
            int b = (int) (rank / RECORDS_PER_BLOCK);
            long code;
            try {
                if ((checked.get(b >>> 6) & (1L << b)) == 0) {
                    ByteBuffer block = ByteBuffer.allocate(BLOCK_BYTES).order(ByteOrder.LITTLE_ENDIAN);
                    readBlock(file, channel, b, size, block);
                    CRC32C crc = new CRC32C();
                    crc.update(block.duplicate());
                    if ((int) crc.getValue() != checksums[b]) {
                        throw blockDamaged(file, b, size);
                    }
                    long bit = 1L << b;
                    checked.getAndUpdate(b >>> 6, w -> w | bit);
                    code = block.getShort((int) (rank % RECORDS_PER_BLOCK) * RECORD_BYTES) & 0xFFFF;
                } else {
                    ByteBuffer one = ByteBuffer.allocate(RECORD_BYTES).order(ByteOrder.LITTLE_ENDIAN);
                    readFully(file, channel, one, HEADER_BYTES + RECORD_BYTES * rank);
                    code = one.getShort(0) & 0xFFFF;
                }
            } catch (IOException e) {
                throw unreadable(file, e);
            }
            if (!legal(code)) {
                throw corrupt(file, Text.format("第 %d 号记录 %d 不是合法的值", "record %d holds %d, not a legal value", rank, code));
            }
            return code;
        }

        @Override
        public void close() throws IOException {
            channel.close();
        }
    }
}
