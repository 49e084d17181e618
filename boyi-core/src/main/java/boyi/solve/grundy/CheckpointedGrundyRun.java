package boyi.solve.grundy;

import boyi.util.BadInputException;
import boyi.util.Text;
import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Properties;
import java.util.zip.CRC32;

/**
 * A long run of a take-and-break game's Grundy values with the sparse-space engine that survives
 * being killed: every {@code checkpointNanos} the values computed since the last checkpoint are
 * appended to {@code values.u16} in the checkpoint directory (two bytes per value, big-endian)
 * and synced, then {@code state.properties} (the rule, how many values, their CRC-32) is
 * replaced atomically. A new run on the same directory reads the values the state vouches for,
 * checks their CRC, gives them to the engine ({@link TakeAndBreakSequence#adopt}) and goes on;
 * the values are exact whatever the engine's heuristics were, so a resumed run ends with the same
 * values as one never stopped.
 *
 * <pre>{@code
 * CheckpointedGrundyRun run = new CheckpointedGrundyRun(TakeAndBreak.grundysGame(), Path.of("ck"), 60_000_000_000L);
 * SparseTakeAndBreak g = run.extendTo(1_000_000, (n, upto, rate) -> true);
 * g.grundy(1_000_000);
 * }</pre>
 */
public final class CheckpointedGrundyRun {

    /**
     * Progress after each step: heaps done, the target, heaps per second since the start of this
     * run; false stops the run (after a checkpoint).
     */
    public interface Progress {
        boolean at(long done, long target, double heapsPerSecond);
    }

    static final String VALUES = "values.u16";
    static final String STATE = "state.properties";
    /** Heaps per step between clock checks. */
    static final int STEP = 1 << 16;

    private final TakeAndBreak rule;
    private final Path directory;
    private final long checkpointNanos;
    private final int step;
    private final int threads;
    private final SparseTakeAndBreak engine;
    private final CRC32 crc = new CRC32();
    private int saved;                                  // values on disk (G(0..saved-1))
    private int resumed;

    /**
     * @param directory       where checkpoints go (created when missing), or null for none
     * @param checkpointNanos the time between checkpoints
     */
    public CheckpointedGrundyRun(TakeAndBreak rule, Path directory, long checkpointNanos) {
        this(rule, directory, checkpointNanos, 1);
    }

    /**
     * On {@code threads} threads ({@link SparseTakeAndBreak#extendTo(int, int)}: the same values,
     * so the same checkpoints, as on one).
     */
    public CheckpointedGrundyRun(TakeAndBreak rule, Path directory, long checkpointNanos, int threads) {
        this(rule, directory, checkpointNanos, threads, STEP);
    }

    /** With {@code step} heaps between clock checks (tests stop runs after a few small steps). */
    CheckpointedGrundyRun(TakeAndBreak rule, Path directory, long checkpointNanos, int threads, int step) {
        this.step = step;
        this.threads = threads;
        this.rule = rule;
        this.directory = directory;
        this.checkpointNanos = checkpointNanos;
        this.engine = new SparseTakeAndBreak(rule);
    }

    /** The last heap whose value is known. */
    public int reached() {
        return engine.computedUpTo();
    }

    /** The values the last checkpoint held when the run started (0 without one). */
    public int resumedValues() {
        return resumed;
    }

    /**
     * Resumes from the checkpoint if there is one, then computes G(n) up to {@code upto} (or
     * until {@code progress} says stop), checkpointing as it goes and once at the end.
     *
     * @throws BadInputException when the checkpoint is of another rule or damaged
     */
    public SparseTakeAndBreak extendTo(int upto, Progress progress) {
        // room for every value at once: growing by halves would copy the array (2 GB at 2^30
        // with two bytes a value) while the old one is still held
        engine.values().ensureCapacity(upto + 1L);
        if (directory != null) {
            resume();
        }
        long start = System.nanoTime();
        long lastCheckpoint = start;
        int from = engine.computedUpTo();
        while (engine.computedUpTo() < upto) {
            engine.extendTo((int) Math.min(upto, (long) engine.computedUpTo() + step), threads);
            long now = System.nanoTime();
            int done = engine.computedUpTo();
            boolean goOn = progress.at(done, upto, (done - from) / Math.max(1e-9, (now - start) / 1e9));
            if (!goOn) {
                break;
            }
            if (directory != null && now - lastCheckpoint >= checkpointNanos) {
                checkpoint();
                lastCheckpoint = System.nanoTime();
            }
        }
        if (directory != null) {
            checkpoint();
        }
        return engine;
    }

    private void resume() {
        Path state = directory.resolve(STATE);
        if (!Files.exists(state)) {
            return;
        }
        Properties p = new Properties();
        try (InputStream in = Files.newInputStream(state)) {
            p.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (!rule.toString().equals(p.getProperty("rule"))) {
            throw new BadInputException(Text.format("检查点 %s 是另一个规则的（%s）", "the checkpoint %s is of another rule (%s)",
                    directory, p.getProperty("rule")));
        }
        int count = Integer.parseInt(p.getProperty("values"));
        long expected = Long.parseLong(p.getProperty("crc32"));
        Path values = directory.resolve(VALUES);
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(values), 1 << 20))) {
            byte[] pair = new byte[2];
            engine.adopt(count - 1, n -> {
                try {
                    in.readFully(pair);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                crc.update(pair);
                return (pair[0] & 0xFF) << 8 | pair[1] & 0xFF;
            });
        } catch (IOException | UncheckedIOException e) {
            throw new BadInputException(Text.format("检查点 %s 的值读不出来：%s", "the checkpoint %s: its values cannot be read: %s",
                    directory, e.getMessage()));
        }
        if (crc.getValue() != expected) {
            throw new BadInputException(Text.format("检查点 %s 的值已损坏（CRC 不符）", "the checkpoint %s: its values are damaged (CRC mismatch)",
                    directory));
        }
        saved = count;
        resumed = count;
    }

    /** Appends the values since the last checkpoint, syncs them, then replaces the state. */
    private void checkpoint() {
        int count = engine.computedUpTo() + 1;
        try {
            Files.createDirectories(directory);
            try (FileChannel ch = FileChannel.open(directory.resolve(VALUES), StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
                ch.truncate(2L * saved);                 // drop what a killed run appended past its state
                ch.position(2L * saved);
                write(ch, engine, saved, count, crc);
                ch.force(true);
            }
            saved = count;
            Properties p = new Properties();
            p.setProperty("rule", rule.toString());
            p.setProperty("values", Integer.toString(count));
            p.setProperty("crc32", Long.toString(crc.getValue()));
            Path tmp = directory.resolve(STATE + ".tmp");
            try (java.io.OutputStream out = Files.newOutputStream(tmp)) {
                p.store(out, null);
            }
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE)) {
                ch.force(true);
            }
            Files.move(tmp, directory.resolve(STATE), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Writes G(from..to-1) of {@code g} to {@code file} as a new file: two bytes per value,
     * big-endian (the format of the checkpoint's values).
     */
    public static void writeValues(GrundySequence g, int from, int to, Path file) {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            write(ch, g, from, to, new CRC32());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void write(FileChannel ch, GrundySequence g, int from, int to, CRC32 crc) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(1 << 20);
        for (int n = from; n < to; n++) {
            int v = g.grundy(n);
            if (v > 0xFFFF) {
                throw new IllegalStateException("G(" + n + ") = " + v + " does not fit in two bytes");
            }
            buffer.put((byte) (v >>> 8)).put((byte) v);
            if (!buffer.hasRemaining()) {
                flush(ch, buffer, crc);
            }
        }
        flush(ch, buffer, crc);
    }

    private static void flush(FileChannel ch, ByteBuffer buffer, CRC32 crc) throws IOException {
        buffer.flip();
        crc.update(buffer.duplicate());
        while (buffer.hasRemaining()) {
            ch.write(buffer);
        }
        buffer.clear();
    }
}
