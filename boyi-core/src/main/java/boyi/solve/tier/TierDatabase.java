package boyi.solve.tier;

import boyi.solve.ValueStore;
import boyi.util.BadInputException;
import boyi.util.DamagedDataException;
import boyi.util.IoReason;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.io.Closeable;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * A folder of solved tiers: {@code manifest.txt} ({@link TierManifest}) and one
 * {@code tier-NNN.bin} per finished tier ({@link TierFile}). Engines commit tiers through
 * {@link #commit}; readers look records up by (tier, rank).
 *
 * <pre>{@code
 * TierDatabase db = TierDatabase.create(Path.of("db-3x4"), MatchesSolutions.tiers(3, 4));
 * new TierSolver(game, db).solveAll();
 * TierDatabase.open(Path.of("db-3x4")).code(0, 0);    // the record of the empty board
 * }</pre>
 */
public final class TierDatabase implements Closeable {

    private final Path dir;
    private volatile TierManifest manifest;
    private final ConcurrentHashMap<Integer, TierFile.Reader> readers = new ConcurrentHashMap<>();
    private final List<Text> repaired = new ArrayList<>();

    private TierDatabase(Path dir, TierManifest manifest) {
        this.dir = dir;
        this.manifest = manifest;
    }

    /**
     * Opens the database of {@code game} in {@code dir} to solve into, creating the folder and
     * its manifest if needed; removes temporary files of a killed run.
     *
     * @throws BadInputException when {@code dir} holds a database of another game or size
     */
    public static TierDatabase create(Path dir, TierGame game) {
        requireName(dir);
        TierManifest wanted = TierManifest.of(game);
        try {
            Files.createDirectories(dir);
            Path file = dir.resolve(TierManifest.FILE);
            if (!Files.exists(file)) {
                try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
                    for (Path p : entries) {
                        if (!p.getFileName().toString().endsWith(".tmp")) {
                            throw new BadInputException(Text.format("%s 不是空文件夹，也不是 Boyi 层数据库；请换一个文件夹",
                                    "%s is neither empty nor a Boyi tier database; choose another folder", dir));
                        }
                    }
                }
                wanted.write(file);
            }
            TierManifest m = TierManifest.read(file);
            if (!m.sameGame(wanted)) {
                throw new BadInputException(Text.format("%s 存的是 %s %s 的数据库，不是 %s %s",
                        "%s holds a database of %s %s, not of %s %s", dir, m.game(), m.parameters(), wanted.game(),
                        wanted.parameters()));
            }
            try (DirectoryStream<Path> tmp = Files.newDirectoryStream(dir, "*.tmp")) {
                for (Path p : tmp) {
                    Files.deleteIfExists(p);
                }
            }
            TierDatabase db = new TierDatabase(dir, m);
            db.recheckFinishedTiers(file);
            return db;
        } catch (IOException e) {
            Text why = IoReason.of(e);
            throw new TooLargeException(new Text(String.format("无法在 %s 建立数据库（%s）", dir, why.zh()),
                    String.format("cannot create the database in %s (%s)", dir, why.en())));
        }
    }

    /**
     * Reads every finished tier whole, as a resume must before it builds on them: a tier whose
     * file is missing, damaged or replaced (its counts or checksum differ from the manifest) is
     * taken out of the manifest, its file renamed to {@code tier-NNN.bin.damaged}, and it is
     * solved again (solving is deterministic, so the database ends the same).
     */
    private void recheckFinishedTiers(Path manifestFile) throws IOException {
        for (int t : manifest.solved().keySet()) {
            try {
                load(t, 0);
            } catch (BadInputException e) {
                Path file = tierFile(t);
                if (Files.exists(file, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                    Files.move(file, file.resolveSibling(file.getFileName() + ".damaged"), StandardCopyOption.REPLACE_EXISTING);
                }
                manifest = manifest.without(t);
                manifest.write(manifestFile);
                repaired.add(new Text(
                        String.format("第 %d 层作废，将重新求解：%s", t, e.text().zh()),
                        String.format("tier %d dropped, to be solved again: %s", t, e.text().en())));
            }
        }
    }

    /** The finished tiers a resume found damaged and dropped (to be solved again), one line each. */
    public List<Text> repaired() {
        return List.copyOf(repaired);
    }

    /**
     * Opens a database to read.
     *
     * @throws BadInputException (one line) when {@code dir} is not a tier database
     */
    public static TierDatabase open(Path dir) {
        requireName(dir);
        if (!Files.isDirectory(dir)) {
            throw new BadInputException(Text.format("没有数据库文件夹 %s", "no database folder %s", dir));
        }
        return new TierDatabase(dir, TierManifest.read(dir.resolve(TierManifest.FILE)));
    }

    private static void requireName(Path dir) {
        if (dir.toString().isBlank()) {
            throw new BadInputException(Text.of("数据库文件夹的名字是空的", "the database folder's name is empty"));
        }
    }

    public Path dir() {
        return dir;
    }

    public TierManifest manifest() {
        return manifest;
    }

    public boolean isSolved(int tier) {
        return manifest.isSolved(tier);
    }

    /** The file of a tier: {@code tier-007.bin}. */
    public Path tierFile(int tier) {
        return dir.resolve(String.format("tier-%03d.bin", tier));
    }

    /**
     * Writes a solved tier (records of {@code values}) and commits it: file renamed into place,
     * then the manifest replaced. Returns the tier's counts.
     */
    public synchronized TierCounts write(int tier, ValueStore values, long millis) {
        TierCounts counts = TierFile.write(tierFile(tier), tier, manifest.fingerprint(), values);
        commit(tier, counts, millis);
        return counts;
    }

    /** Records a tier whose file is already in place (written by {@link TierFile.Writer}). */
    public synchronized void commit(int tier, TierCounts counts, long millis) {
        if (counts.records() != manifest.sizes()[tier]) {
            throw new IllegalStateException("tier " + tier + ": " + counts.records() + " records, " + manifest.sizes()[tier] + " expected");
        }
        TierManifest next = manifest.withSolved(tier, counts, millis);
        try {
            next.write(dir.resolve(TierManifest.FILE));
        } catch (IOException e) {
            Text why = IoReason.of(e);
            throw new TooLargeException(new Text(String.format("无法更新 %s 的清单（%s）：磁盘已满或不可写", dir, why.zh()),
                    String.format("cannot update the manifest of %s (%s): the disk is full or not writable", dir, why.en())));
        }
        manifest = next;
    }

    /** Reads a finished tier into memory, checked against the manifest. */
    public ValueStore load(int tier, int width) {
        requireSolved(tier);
        return TierFile.read(tierFile(tier), tier, manifest.fingerprint(), manifest.sizes()[tier], manifest.solved().get(tier), width);
    }

    /**
     * The record of (tier, rank) read from disk.
     *
     * @throws DamagedDataException (one line, with the command that repairs it) when the tier's
     *         file is missing, unreadable or fails a check
     */
    public long code(int tier, long rank) {
        requireSolved(tier);
        try {
            TierFile.Reader r = readers.computeIfAbsent(tier,
                    t -> new TierFile.Reader(tierFile(t), t, manifest.fingerprint(), manifest.sizes()[t], manifest.solved().get(t)));
            return r.code(rank);
        } catch (DamagedDataException e) {
            throw withRepair(e.text());
        }
    }

    /**
     * A damaged database: {@code what} (already saying so) and the command that repairs it (a
     * resume drops every damaged tier and solves it again; solving is deterministic).
     */
    public DamagedDataException withRepair(Text what) {
        String command = "boyi strong-solve " + manifest.game() + " " + manifest.parameters() + " --db " + dir;
        return new DamagedDataException(new Text(what.zh() + "；修复：" + command + "（重新求解损坏的层）",
                what.en() + "; to repair it: " + command + " (solves the damaged tiers again)"));
    }

    private void requireSolved(int tier) {
        if (!manifest.isSolved(tier)) {
            throw new BadInputException(Text.format("数据库 %s 还没有解出第 %d 层", "the database %s has not solved tier %d yet", dir, tier));
        }
    }

    /**
     * Checks every finished tier file (header, length, counts, checksum) by reading it; returns
     * the number of records checked.
     */
    public long verifyFiles() {
        long n = 0;
        for (int t : manifest.solved().keySet()) {
            TierFile.read(tierFile(t), t, manifest.fingerprint(), manifest.sizes()[t], manifest.solved().get(t), 0);
            n += manifest.sizes()[t];
        }
        return n;
    }

    /** What {@link #convert} did: tier files rewritten in the current format, and those already in it. */
    public record Conversion(List<Integer> converted, List<Integer> current) {
    }

    /**
     * Rewrites the finished tiers' files of format version 1 (written before block checksums) in
     * the current format, each after a whole-file check against the manifest, through a temporary
     * file and a rename ({@link TierFile#convert}); files already in the current format are
     * checked and kept, so a stopped conversion resumes where it stopped. At most {@code limit}
     * files are rewritten; {@code progress} (may be null) gets a line per rewritten tier.
     *
     * @throws boyi.util.DamagedDataException (one line) at the first damaged file; the files converted before it stay converted
     */
    public Conversion convert(int limit, Consumer<Text> progress) {
        close();
        List<Integer> converted = new ArrayList<>();
        List<Integer> current = new ArrayList<>();
        for (int t : manifest.solved().keySet()) {
            if (converted.size() >= limit) {
                break;
            }
            if (TierFile.convert(tierFile(t), t, manifest.fingerprint(), manifest.sizes()[t], manifest.solved().get(t))) {
                converted.add(t);
                if (progress != null) {
                    progress.accept(Text.format("第 %d 层已转换（%,d 条记录）", "tier %d converted (records: %,d)", t, manifest.sizes()[t]));
                }
            } else {
                current.add(t);
            }
        }
        return new Conversion(converted, current);
    }

    @Override
    public void close() {
        for (TierFile.Reader r : readers.values()) {
            try {
                r.close();
            } catch (IOException ignored) {
                // read-only channel
            }
        }
        readers.clear();
    }
}
