package boyi.solve.tier;

import boyi.util.BadInputException;
import boyi.util.DamagedDataException;
import boyi.util.IoReason;
import boyi.util.Text;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The manifest of a tier database ({@code manifest.txt}): format version, game, parameters,
 * the size of every tier, and for each finished tier its counts, checksum and solving time.
 * A tier is finished exactly when the manifest lists it; the manifest is replaced by a rename
 * after the tier file was committed, so a killed run never leaves a tier half-finished.
 * <pre>
 * boyi-tier-database 1
 * game matches
 * parameters 3x4
 * record-bytes 2
 * tiers 13
 * size 0 1
 * ...
 * solved 12 wins 0 losses 2 draws 0 absent 0 checksum 8f1c0e7a5b3d2c19 millis 1
 * </pre>
 *
 * <pre>{@code
 * TierManifest m = TierManifest.of(game);
 * m = m.withSolved(12, counts, 1);
 * m.write(dir.resolve(TierManifest.FILE));
 * TierManifest.read(dir.resolve(TierManifest.FILE)).isSolved(12);   // true
 * }</pre>
 *
 * @param game       the game's id
 * @param parameters the game's parameters
 * @param sizes      the size of each tier
 * @param solved     counts of the finished tiers, by tier
 * @param millis     solving time of the finished tiers, by tier
 */
public record TierManifest(String game, String parameters, long[] sizes, Map<Integer, TierCounts> solved,
        Map<Integer, Long> millis) {

    public static final String FILE = "manifest.txt";
    public static final String FORMAT = "boyi-tier-database";
    public static final int VERSION = 1;
    /** The longest manifest read (one line per tier: a few kilobytes). */
    static final long MAX_BYTES = 1 << 20;

    public TierManifest {
        solved = new TreeMap<>(solved);
        millis = new TreeMap<>(millis);
        sizes = sizes.clone();
    }

    /** The manifest of a new database of {@code game}: no tier finished yet. */
    public static TierManifest of(TierGame game) {
        long[] sizes = new long[game.tierCount()];
        for (int t = 0; t < sizes.length; t++) {
            sizes[t] = game.tierSize(t);
        }
        return new TierManifest(game.name(), game.parameters(), sizes, Map.of(), Map.of());
    }

    public int tierCount() {
        return sizes.length;
    }

    public boolean isSolved(int tier) {
        return solved.containsKey(tier);
    }

    /** Whether every tier is finished. */
    public boolean complete() {
        return solved.size() == sizes.length;
    }

    public long totalPositions() {
        long t = 0;
        for (long s : sizes) {
            t += s;
        }
        return t;
    }

    /** The manifest with one more finished tier. */
    public TierManifest withSolved(int tier, TierCounts counts, long tierMillis) {
        Map<Integer, TierCounts> s = new TreeMap<>(solved);
        s.put(tier, counts);
        Map<Integer, Long> m = new TreeMap<>(millis);
        m.put(tier, tierMillis);
        return new TierManifest(game, parameters, sizes, s, m);
    }

    /** The manifest without a finished tier (found damaged: to be solved again). */
    public TierManifest without(int tier) {
        Map<Integer, TierCounts> s = new TreeMap<>(solved);
        s.remove(tier);
        Map<Integer, Long> m = new TreeMap<>(millis);
        m.remove(tier);
        return new TierManifest(game, parameters, sizes, s, m);
    }

    /** A number that identifies the database (game, parameters, tier sizes); in every tier file's header. */
    public long fingerprint() {
        long h = 0xcbf29ce484222325L;
        for (byte b : (FORMAT + " " + VERSION + " " + game + " " + parameters).getBytes(StandardCharsets.UTF_8)) {
            h = (h ^ (b & 0xFF)) * 0x100000001b3L;
        }
        for (long s : sizes) {
            h = (h ^ s) * 0x100000001b3L;
        }
        return h;
    }

    /** Whether this database holds {@code other}'s game and parameters. */
    public boolean sameGame(TierManifest other) {
        return game.equals(other.game) && parameters.equals(other.parameters) && java.util.Arrays.equals(sizes, other.sizes);
    }

    /**
     * The first way this manifest differs from a published one, in one line: another game or
     * size, or the lowest tier whose counts or checksum differ or that is not finished here;
     * {@code null} when every tier agrees.
     */
    public Text differenceFrom(TierManifest published, Path publishedFile) {
        if (!sameGame(published)) {
            return Text.format("发布的清单 %s 属于 %s %s，数据库是 %s %s", "the published manifest %s is of %s %s, the database of %s %s",
                    publishedFile, published.game, published.parameters, game, parameters);
        }
        for (int t = 0; t < sizes.length; t++) {
            TierCounts want = published.solved.get(t);
            TierCounts have = solved.get(t);
            if (have == null) {
                return Text.format("第 %d 层还没有解出，发布的清单 %s 有它", "tier %d is not solved in the database; the published manifest %s has it",
                        t, publishedFile);
            }
            if (!have.equals(want)) {
                return Text.format("第 %d 层与发布的清单 %s 不同：数据库 %s，发布的 %s", "tier %d differs from the published manifest %s: the database has %s, the manifest %s",
                        t, publishedFile, countsText(have), countsText(want));
            }
        }
        return null;
    }

    private static String countsText(TierCounts c) {
        return String.format(java.util.Locale.ROOT, "wins %d losses %d draws %d absent %d checksum %016x", c.wins(), c.losses(), c.draws(), c.absent(), c.checksum());
    }

    public String format() {
        StringBuilder b = new StringBuilder();
        b.append(FORMAT).append(' ').append(VERSION).append('\n');
        b.append("game ").append(game).append('\n');
        b.append("parameters ").append(parameters).append('\n');
        b.append("record-bytes ").append(TierFile.RECORD_BYTES).append('\n');
        b.append("tiers ").append(sizes.length).append('\n');
        for (int t = 0; t < sizes.length; t++) {
            b.append("size ").append(t).append(' ').append(sizes[t]).append('\n');
        }
        for (Map.Entry<Integer, TierCounts> e : solved.entrySet()) {
            TierCounts c = e.getValue();
            b.append("solved ").append(e.getKey()).append(' ').append(countsText(c)).append(" millis ").append(millis.getOrDefault(e.getKey(), 0L)).append('\n');
        }
        return b.toString();
    }

    /** Writes the manifest to {@code file} by way of a temporary file and a rename. */
    public void write(Path file) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        Files.writeString(tmp, format(), StandardCharsets.UTF_8);
        try (var ch = java.nio.channels.FileChannel.open(tmp, java.nio.file.StandardOpenOption.WRITE)) {
            ch.force(true);
        }
        Files.move(tmp, file, java.nio.file.StandardCopyOption.ATOMIC_MOVE, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }

    /**
     * Reads a manifest.
     *
     * @throws BadInputException (one line) when it is missing, foreign or damaged
     */
    public static TierManifest read(Path file) {
        return read(file, false);
    }

    /**
     * Reads a published manifest (counts and checksums of a finished database, e.g. from
     * {@code docs/tiers.md}; solving times may be left out) to compare a database with.
     *
     * @throws BadInputException (one line) when it is missing, unreadable or not a complete manifest
     */
    public static TierManifest readPublished(Path file) {
        TierManifest m = read(file, true);
        if (!m.complete()) {
            int missing = 0;
            while (m.isSolved(missing)) {
                missing++;
            }
            throw new BadInputException(Text.format("发布的清单 %s 不完整：没有第 %d 层", "the published manifest %s is incomplete: it lacks tier %d",
                    file, missing));
        }
        return m;
    }

    private static TierManifest read(Path file, boolean published) {
        List<String> lines;
        try {
            BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class);
            if (!a.isRegularFile()) {
                throw bad(file, published, Text.of("不是普通文件（是文件夹、管道或设备），不读", "is not a regular file (a folder, a pipe or a device); not read"));
            }
            if (a.size() > MAX_BYTES) {
                throw bad(file, published, Text.format("有 %,d 字节，清单最多 %,d 字节", "is %,d bytes long; a manifest has at most %,d", a.size(), MAX_BYTES));
            }
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (java.nio.file.NoSuchFileException e) {
            if (published) {
                throw new BadInputException(Text.format("没有发布的清单 %s", "no published manifest %s", file));
            }
            throw new BadInputException(Text.format("%s 不是 Boyi 层数据库：没有 %s", "%s is not a Boyi tier database: no %s",
                    file.getParent(), FILE));
        } catch (java.nio.charset.CharacterCodingException e) {
            throw bad(file, published, Text.of("不是 UTF-8 文本", "is not UTF-8 text"));
        } catch (IOException e) {
            Text why = IoReason.of(e);
            throw new BadInputException(new Text((published ? "发布的清单 " : "数据库清单 ") + file + " 无法读取：" + why.zh(),
                    (published ? "the published manifest " : "database manifest ") + file + " cannot be read: " + why.en()));
        }
        if (lines.isEmpty() || !lines.get(0).equals(FORMAT + " " + VERSION)) {
            throw bad(file, published, Text.format("不是 Boyi 层数据库清单（第一行应为 \"%s %d\"）",
                    "not a Boyi tier database manifest (the first line should be \"%s %d\")", FORMAT, VERSION));
        }
        String game = null;
        String parameters = null;
        long[] sizes = null;
        Map<Integer, TierCounts> solved = new TreeMap<>();
        Map<Integer, Long> millis = new TreeMap<>();
        List<String> seen = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty()) {
                continue;
            }
            String[] w = line.split(" ");
            try {
                switch (w[0]) {
                    case "game" -> game = w[1];
                    case "parameters" -> parameters = w[1];
                    case "record-bytes" -> {
                        if (Integer.parseInt(w[1]) != TierFile.RECORD_BYTES) {
                            throw new IllegalArgumentException("record-bytes");
                        }
                    }
                    case "tiers" -> sizes = new long[tierCount(w[1])];
                    case "size" -> sizes[Integer.parseInt(w[1])] = Long.parseLong(w[2]);
                    case "solved" -> {
                        int t = Integer.parseInt(w[1]);
                        if (t < 0 || t >= sizes.length || !w[2].equals("wins") || !w[4].equals("losses")
                                || !w[6].equals("draws") || !w[8].equals("absent") || !w[10].equals("checksum")) {
                            throw new IllegalArgumentException("solved");
                        }
                        if (w[11].length() != 16) {      // written as 16 hex digits: a shorter one was cut
                            throw new IllegalArgumentException("checksum");
                        }
                        TierCounts c = new TierCounts(Long.parseLong(w[3]), Long.parseLong(w[5]), Long.parseLong(w[7]),
                                Long.parseLong(w[9]), Long.parseUnsignedLong(w[11], 16));
                        if (c.records() != sizes[t]) {
                            throw new IllegalArgumentException("counts");
                        }
                        solved.put(t, c);
                        millis.put(t, w.length > 13 ? Long.parseLong(w[13]) : 0L);
                    }
                    default -> throw new IllegalArgumentException(w[0]);
                }
                seen.add(w[0]);
            } catch (RuntimeException e) {
                throw bad(file, published, Text.format("第 %d 行 \"%s\" 有误", "line %d \"%s\" is damaged", i + 1, shorten(line)));
            }
        }
        if (game == null || parameters == null || sizes == null) {
            throw bad(file, published, Text.of("缺少 game、parameters 或 tiers 行", "lacks its game, parameters or tiers line"));
        }
        return new TierManifest(game, parameters, sizes, solved, millis);
    }

    /**
     * The number of a {@code tiers} line: each tier has a size line of at least 9 bytes
     * ({@code size 0 1}) in a manifest of at most {@link #MAX_BYTES}, so a larger count is
     * damage (it must not size an array of billions).
     */
    private static int tierCount(String word) {
        int n = Integer.parseInt(word);
        if (n < 1 || n > MAX_BYTES / "size 0 1\n".length()) {
            throw new IllegalArgumentException("tiers");
        }
        return n;
    }

    private static String shorten(String s) {
        return s.length() <= 40 ? s : s.substring(0, 37) + "...";
    }

    private static BadInputException bad(Path file, boolean published, Text what) {
        if (published) {
            return new BadInputException(new Text("发布的清单 " + file + "：" + what.zh(), "the published manifest " + file + ": " + what.en()));
        }
        return new DamagedDataException(new Text("数据库已损坏：清单 " + file + "：" + what.zh(), "the database is damaged: manifest " + file + ": " + what.en()));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TierManifest m && format().equals(m.format());
    }

    @Override
    public int hashCode() {
        return format().hashCode();
    }
}
