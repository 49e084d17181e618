package boyi.solve.tier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import boyi.solve.ValueCode;
import boyi.util.BadInputException;
import boyi.util.DamagedDataException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A tier database never answers from damaged data: block checksums checked at the first read
 * of a block, headers and trailers when a file is opened, records against the legal codes,
 * finished tiers again on a resume; only regular files are read.
 */
class CheckedReadsTest {

    private static final long FINGERPRINT = 0x1234_5678_9abc_def0L;

    /** Records of a tier of {@code n} ranks: wins, losses and draws by rank, remoteness rank % 50. */
    private static long record(long rank) {
        return switch ((int) (rank % 3)) {
            case 0 -> ValueCode.win(rank % 50);
            case 1 -> ValueCode.loss(rank % 50);
            default -> ValueCode.DRAW;
        };
    }

    private static TierCounts writeTier(Path file, long n) {
        try (TierFile.Writer w = new TierFile.Writer(file, 7, FINGERPRINT, n)) {
            for (long r = 0; r < n; r++) {
                w.add(record(r));
            }
            return w.commit();
        }
    }

    @Test
    void aFileCarriesOneChecksumPer64KiBlockAndEveryRecordReadsBack(@TempDir Path dir) throws IOException {
        long n = 100_000;   // 200,000 record bytes: blocks of 65,536, 65,536, 65,536 and 3,392 bytes
        Path file = dir.resolve("tier-007.bin");
        TierCounts counts = writeTier(file, n);
        assertThat(TierFile.blocks(n)).isEqualTo(4);
        assertThat(Files.size(file)).isEqualTo(32 + 2 * n + 4 * 4 + 4).isEqualTo(TierFile.bytes(n));
        try (TierFile.Reader reader = new TierFile.Reader(file, 7, FINGERPRINT, n, counts)) {
            for (long r = 0; r < n; r += 997) {
                assertThat(reader.code(r)).isEqualTo(record(r));
            }
        }
        assertThat(TierFile.read(file, 7, FINGERPRINT, n, counts, 2).code(99_999)).isEqualTo(record(99_999));
    }

    @Test
    void aDamagedBlockIsRefusedWhenFirstReadAndTheOthersStillAnswer(@TempDir Path dir) throws IOException {
        long n = 100_000;
        Path file = dir.resolve("tier-007.bin");
        TierCounts counts = writeTier(file, n);
        swapWinAndLoss(file, 70_000);   // in block 2 (ranks 65,536..98,303); length and header unchanged
        try (TierFile.Reader reader = new TierFile.Reader(file, 7, FINGERPRINT, n, counts)) {
            assertThat(reader.code(5)).isEqualTo(record(5));
            assertDamaged(() -> reader.code(70_001), "fails the checksum of block 2 (records 65,536 to 98,303)");
            assertDamaged(() -> reader.code(70_000), "block 2");
            assertThat(reader.code(99_000)).isEqualTo(record(99_000));
        }
        assertDamaged(() -> TierFile.read(file, 7, FINGERPRINT, n, counts, 2), "block 2");
    }

    @Test
    void aRecordOutsideTheLegalCodesIsRefusedEvenWithAGoodChecksum(@TempDir Path dir) {
        Path file = dir.resolve("tier-007.bin");
        TierCounts counts;
        try (TierFile.Writer w = new TierFile.Writer(file, 7, FINGERPRINT, 3)) {
            w.add(ValueCode.win(2));
            w.add(4);   // outcome bits 0 (no position) with a remoteness: no value has this code
            w.add(ValueCode.LOSS);   // a loss without a remoteness
            counts = w.commit();
        }
        try (TierFile.Reader reader = new TierFile.Reader(file, 7, FINGERPRINT, 3, counts)) {
            assertThat(reader.code(0)).isEqualTo(ValueCode.win(2));
            assertDamaged(() -> reader.code(1), "record 1 holds 4, not a legal value");
            assertDamaged(() -> reader.code(2), "record 2 holds 1, not a legal value");
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        assertDamaged(() -> TierFile.read(file, 7, FINGERPRINT, 3, counts, 1), "record 1 holds 4");
    }

    @Test
    void aDamagedHeaderOrChecksumTableIsRefusedWhenTheFileIsOpened(@TempDir Path dir) throws IOException {
        long n = 40_000;
        Path file = dir.resolve("tier-007.bin");
        TierCounts counts = writeTier(file, n);
        byte[] good = Files.readAllBytes(file);
        byte[] table = good.clone();
        table[(int) (32 + 2 * n + 1)] ^= 0x10;   // the first block's checksum
        Files.write(file, table);
        assertDamaged(() -> new TierFile.Reader(file, 7, FINGERPRINT, n, counts), "table of checksums is damaged");
        byte[] longer = Arrays.copyOf(good, good.length + 1);
        Files.write(file, longer);
        assertDamaged(() -> new TierFile.Reader(file, 7, FINGERPRINT, n, counts), "truncated or damaged");
    }

    /**
     * The reproduction of issue 20: win and loss codes swapped in one tier, length and header
     * kept. A lookup used to answer the swapped value; now it is refused, and so is the whole
     * tier read by a solver.
     */
    @Test
    void swappedWinAndLossCodesInADatabaseAreNeverAnAnswer(@TempDir Path dir) throws IOException {
        TierGame g = TierSolverTest.game(9);
        TierDatabase db = TierDatabase.create(dir, g);
        new TierSolver(g, db).solveAll();
        swapWinAndLoss(db.tierFile(6), 0);
        TierDatabase reopened = TierDatabase.open(dir);
        assertDamaged(() -> reopened.code(6, 0), "tier-006.bin: fails the checksum of block 0");
        assertDamaged(() -> reopened.load(6, 1), "checksum");
        assertDamaged(() -> reopened.verifyFiles(), "tier-006.bin");
        assertThat(reopened.code(5, 0)).isEqualTo(db.code(5, 0));
    }

    /**
     * A resume reads every finished tier again: a damaged or replaced one is dropped, renamed
     * {@code .damaged} and solved again, and the database ends byte for byte like one never
     * damaged (it used to report "holds 19 of 19 tiers" over the damage).
     */
    @Test
    void aResumeDropsDamagedOrReplacedTiersAndSolvesThemAgain(@TempDir Path dir) throws IOException {
        TierGame g = TierSolverTest.game(9);
        Path whole = dir.resolve("whole");
        new TierSolver(g, TierDatabase.create(whole, g)).solveAll();
        Path db = dir.resolve("db");
        new TierSolver(g, TierDatabase.create(db, g)).solveAll();
        swapWinAndLoss(db.resolve("tier-006.bin"), 0);
        Files.copy(db.resolve("tier-010.bin"), db.resolve("tier-009.bin"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Files.delete(db.resolve("tier-012.bin"));

        TierDatabase resumed = TierDatabase.create(db, g);
        assertThat(resumed.repaired()).hasSize(3);
        assertThat(resumed.repaired().get(0).en()).startsWith("tier 6 dropped, to be solved again: the database is damaged");
        assertThat(resumed.repaired().get(1).en()).contains("tier 9 dropped").contains("another database");
        assertThat(resumed.repaired().get(2).en()).contains("tier 12 dropped").contains("no such file");
        assertThat(resumed.repaired().get(2).zh()).contains("第 12 层作废").contains("文件不存在");
        assertThat(resumed.manifest().complete()).isFalse();
        TierSolver.Result r = new TierSolver(g, resumed).solveAll();
        assertThat(r.tiersSolved()).isEqualTo(3);
        assertThat(db.resolve("tier-006.bin.damaged")).exists();
        for (int t = 0; t < g.tierCount(); t++) {
            String name = String.format("tier-%03d.bin", t);
            assertThat(Files.readAllBytes(db.resolve(name))).as(name).isEqualTo(Files.readAllBytes(whole.resolve(name)));
        }
        assertThat(TierDatabase.create(db, g).repaired()).isEmpty();
    }

    /** A database of format version 1 (no block checksums) is read after one whole-file check per tier. */
    @Test
    void aVersion1DatabaseIsReadAfterAWholeFileCheck(@TempDir Path dir) throws IOException {
        TierGame g = TierSolverTest.game(9);
        TierDatabase fresh = TierDatabase.create(dir, g);
        new TierSolver(g, fresh).solveAll();
        for (int t = 0; t < g.tierCount(); t++) {
            toVersion1(fresh.tierFile(t), g.tierSize(t));
        }
        TierDatabase old = TierDatabase.open(dir);
        for (int t = 0; t < g.tierCount(); t++) {
            for (long r = 0; r < g.tierSize(t); r++) {
                assertThat(old.code(t, r)).isEqualTo(fresh.load(t, 2).code(r));
            }
        }
        assertThat(old.verifyFiles()).isEqualTo(old.manifest().totalPositions());
        swapWinAndLoss(fresh.tierFile(6), 0);
        assertDamaged(() -> TierDatabase.open(dir).code(6, 1), "tier-006.bin: its counts or checksum differ from the manifest");
    }

    @Test
    void onlyRegularFilesAreReadAndNeverBlock(@TempDir Path dir) throws Exception {
        TierGame g = TierSolverTest.game(6);
        new TierSolver(g, TierDatabase.create(dir, g)).solveAll();
        Path tier2 = dir.resolve("tier-002.bin");
        Files.delete(tier2);
        assertOneLine(() -> TierDatabase.open(dir).code(2, 0), "cannot read tier file " + tier2 + ": no such file");
        Process mkfifo = new ProcessBuilder("mkfifo", tier2.toString()).start();
        assumeTrue(mkfifo.waitFor() == 0, "needs mkfifo");
        assertTimeoutPreemptively(Duration.ofSeconds(5), () -> {
            assertDamaged(() -> TierDatabase.open(dir).code(2, 0), "is not a regular file");
            assertDamaged(() -> TierDatabase.open(dir).load(2, 1), "is not a regular file");
        });
        Path manifest = dir.resolve(TierManifest.FILE);
        Files.delete(manifest);
        Files.createSymbolicLink(manifest, Path.of("/dev/zero"));
        assertTimeoutPreemptively(Duration.ofSeconds(5),
                () -> assertDamaged(() -> TierDatabase.open(dir), "manifest " + manifest + ": is not a regular file"));
        Files.delete(manifest);
        Files.write(manifest, new byte[(int) TierManifest.MAX_BYTES + 1]);
        assertDamaged(() -> TierDatabase.open(dir), "is 1,048,577 bytes long; a manifest has at most 1,048,576");
    }

    @Test
    void aReadOnlyFolderStopsTheSolverWithItsReason(@TempDir Path dir) throws IOException {
        TierGame g = TierSolverTest.game(6);
        new TierSolver(g, TierDatabase.create(dir, g)).stopAfter(3).solveAll();
        TierDatabase db = TierDatabase.create(dir, g);
        assumeTrue(dir.toFile().setWritable(false) && !Files.isWritable(dir), "needs a folder that refuses writes (not root)");
        try {
            assertThatThrownBy(() -> new TierSolver(g, db).solveAll())
                    .isInstanceOf(boyi.util.TooLargeException.class)
                    .hasMessageContaining("writing tier 9 to " + dir.resolve("tier-009.bin") + " failed (permission denied)")
                    .hasMessageNotContaining("Exception");
        } finally {
            dir.toFile().setWritable(true);
        }
    }

    /** A tier file that cannot be created (its temporary name taken by a folder) used to end in a NullPointerException. */
    @Test
    void aTierFileThatCannotBeCreatedStopsTheSolverWithItsReason(@TempDir Path dir) throws IOException {
        TierGame g = TierSolverTest.game(6);
        new TierSolver(g, TierDatabase.create(dir, g)).stopAfter(3).solveAll();
        TierDatabase db = TierDatabase.create(dir, g);
        Files.createDirectory(dir.resolve("tier-009.bin.tmp"));
        assertThatThrownBy(() -> new TierSolver(g, db).solveAll())
                .isInstanceOf(boyi.util.TooLargeException.class)
                .hasMessageContaining("writing tier 9 to " + dir.resolve("tier-009.bin") + " failed (Is a directory)")
                .hasMessageNotContaining("Exception");
    }

    /** Swaps the outcome bits of win and loss records in the first 64 records from {@code rank}. */
    private static void swapWinAndLoss(Path file, long rank) throws IOException {
        byte[] b = Files.readAllBytes(file);
        ByteBuffer buf = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
        long records = buf.getLong(16);
        int swapped = 0;
        for (long r = rank; r < Math.min(rank + 64, records); r++) {
            int at = (int) (32 + 2 * r);
            int code = buf.getShort(at) & 0xFFFF;
            if (ValueCode.isWin(code) || ValueCode.isLoss(code)) {
                buf.putShort(at, (short) (code ^ 2));
                swapped++;
            }
        }
        assertThat(swapped).isPositive();
        Files.write(file, b);
    }

    /**
     * Forged manifests (issue 31's re-run of the database attacks): a declared tier count of two
     * billion sized an array of that many sizes (the CLI answered with an OutOfMemoryError and
     * Java names), and a checksum cut short was read as a smaller number.
     */
    @Test
    void aManifestDeclaringBillionsOfTiersOrACutChecksumIsDamaged(@TempDir Path dir) throws IOException {
        TierGame g = TierSolverTest.game(6);
        new TierSolver(g, TierDatabase.create(dir, g)).solveAll();
        Path manifest = dir.resolve(TierManifest.FILE);
        String good = Files.readString(manifest);
        Files.writeString(manifest, good.replaceFirst("(?m)^tiers \\d+$", "tiers 2000000000"));
        assertDamaged(() -> TierDatabase.open(dir), "\"tiers 2000000000\" is damaged");
        Files.writeString(manifest, good.replaceFirst("(?m)^(solved 0 .* checksum [0-9a-f]{5})[0-9a-f]{11}", "$1"));
        assertDamaged(() -> TierDatabase.open(dir), "line ");
        Files.writeString(manifest, good);
        assertThat(TierDatabase.open(dir).verifyFiles()).isEqualTo(TierDatabase.open(dir).manifest().totalPositions());
    }

    /** The file as version 1 wrote it: version 1 in the header, no trailer. */
    private static void toVersion1(Path file, long records) throws IOException {
        byte[] b = Arrays.copyOf(Files.readAllBytes(file), (int) (32 + 2 * records));
        ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).putInt(8, 1);
        Files.write(file, b);
    }

    private static void assertDamaged(ThrowingCallable call, String part) {
        assertThatThrownBy(call).isInstanceOf(DamagedDataException.class)
                .hasMessageContaining(part)
                .hasMessageStartingWith("the database is damaged")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n").doesNotContain("Exception"))
                .satisfies(e -> assertThat(((BadInputException) e).text().zh()).startsWith("数据库已损坏"));
    }

    private static void assertOneLine(ThrowingCallable call, String part) {
        assertThatThrownBy(call).isInstanceOf(BadInputException.class)
                .hasMessageContaining(part)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n").doesNotContain("Exception"));
    }
}
