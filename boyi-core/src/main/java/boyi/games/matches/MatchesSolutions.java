package boyi.games.matches;

import boyi.solve.tier.TierDatabase;
import boyi.solve.tier.TierManifest;
import boyi.solve.tier.TierSolver;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What answers the matches boards of each size, shared by the whole process: the tiers of a
 * size (its ranking), the in-memory tier table of the small sizes (up to {@link #TABLE_LIMIT}
 * legal boards: 4 x 5), the databases given by the caller ({@link #useDatabase}, the
 * {@code --db} option) and the folder where sizes up to {@link #FOLDER_LIMIT} legal boards
 * (5 x 5) are solved into a database when search cannot answer ({@link #solveInto}). The core
 * never chooses a folder: without {@link #solveInto} nothing is written.
 *
 * <pre>{@code
 * MatchesSolutions.tiers(3, 4).positions();          // 28064
 * MatchesSolutions.useDatabase(Path.of("db-5x5"));   // 5 x 5 boards are looked up there
 * MatchesSolutions.solveInto(Path.of("cache"));      // cache/matches-5x5 when first needed
 * }</pre>
 */
public final class MatchesSolutions {

    /** Sizes with at most this many legal boards are solved in memory at first use. */
    public static final long TABLE_LIMIT = 10_000_000L;

    /** Sizes with at most this many legal boards (5 x 5) are solved into the folder when search cannot. */
    public static final long FOLDER_LIMIT = 400_000_000L;

    /** Databases by board size, given or solved into the folder; tables and tiers, made once. */
    private static final BySize<TierDatabase> DATABASES = new BySize<>();
    private static final BySize<TierSolver.Table> TABLES = new BySize<>();
    private static final BySize<MatchesTiers> TIERS = new BySize<>();
    /** Sizes whose folder was looked at (once per process: a lookup must not touch the disk each time). */
    private static final BySize<Boolean> FOLDER_CHECKED = new BySize<>();
    /** Where sizes are solved on demand; null: nowhere. */
    private static volatile Path folder;

    private MatchesSolutions() {
    }

    /** The tiers of a size, built once. */
    public static MatchesTiers tiers(int rows, int cols) {
        return TIERS.get(rows, cols, MatchesTiers::of);
    }

    /** The number of legal boards of a size. */
    static long legalBoards(int rows, int cols) {
        return tiers(rows, cols).positions();
    }

    /**
     * The in-memory tier table of a size, solved at first use (sizes up to {@link #TABLE_LIMIT}
     * boards); sizes below a million boards on one thread, where starting workers costs more than
     * they save.
     */
    public static TierSolver.Table table(int rows, int cols) {
        return TABLES.get(rows, cols, MatchesSolutions::solveTable);
    }

    private static TierSolver.Table solveTable(int rows, int cols) {
        MatchesTiers t = tiers(rows, cols);
        int threads = t.positions() < 1_000_000 ? 1 : Runtime.getRuntime().availableProcessors();
        return new TierSolver(t, null).threads(threads).solveInMemory();
    }

    /**
     * Answers positions of the database's size by lookup from now on (the {@code --db} option).
     *
     * @throws BadInputException (one line) when {@code dir} is not a matches database
     */
    public static TierDatabase useDatabase(Path dir) {
        TierDatabase db = TierDatabase.open(dir);
        MatchesTiers t;
        try {
            if (!db.manifest().game().equals("matches")) {
                throw new IllegalArgumentException();
            }
            t = MatchesTiers.parse(db.manifest().parameters());
        } catch (IllegalArgumentException | BadInputException e) {
            throw new BadInputException(Text.format("%s 存的是 %s %s 的数据库，不是火柴游戏的", "%s holds a database of %s %s, not of matches",
                    dir, db.manifest().game(), db.manifest().parameters()));
        }
        DATABASES.set(t.rows(), t.cols(), db);
        return db;
    }

    /** Forgets the databases given by {@link #useDatabase} or solved into the folder (tests). */
    public static void forgetDatabases() {
        DATABASES.clear();
        FOLDER_CHECKED.clear();
    }

    /**
     * The folder where sizes up to {@link #FOLDER_LIMIT} legal boards are solved into a database
     * ({@code matches-5x5} in it) when search cannot answer, and found again by later runs; the
     * command line and the server give it ({@code null}: such boards are refused as too large).
     */
    public static void solveInto(Path dir) {
        folder = dir;
        FOLDER_CHECKED.clear();
    }

    /** Whether boards of this size are solved into the folder when search cannot answer them. */
    static boolean solvesIntoFolder(int rows, int cols) {
        return folder != null && legalBoards(rows, cols) <= FOLDER_LIMIT;
    }

    /**
     * The database answering boards of this size: given by --db, or complete in the folder (only
     * for sizes beyond the in-memory table, whose lookups are faster than reading the disk).
     */
    static TierDatabase database(int rows, int cols) {
        TierDatabase db = DATABASES.get(rows, cols);
        Path dir = folder;
        if (db == null && dir != null && legalBoards(rows, cols) > TABLE_LIMIT && FOLDER_CHECKED.setIfAbsent(rows, cols, Boolean.TRUE)) {
            Path solved = dir.resolve(folderName(rows, cols));
            if (Files.isRegularFile(solved.resolve(TierManifest.FILE))) {
                try {
                    TierDatabase c = TierDatabase.open(solved);
                    if (c.manifest().complete() && c.manifest().parameters().equals(rows + "x" + cols)) {
                        DATABASES.setIfAbsent(rows, cols, c);
                        db = DATABASES.get(rows, cols);
                    }
                } catch (BadInputException e) {
                    // a damaged database in the folder is ignored: the size is solved again
                }
            }
        }
        return db;
    }

    /** The database of this size, solved into the folder first if there is none (once per process). */
    static synchronized TierDatabase solvedInFolder(int rows, int cols) {
        TierDatabase db = database(rows, cols);
        if (db == null) {
            MatchesTiers t = tiers(rows, cols);
            db = TierDatabase.create(folder.resolve(folderName(rows, cols)), t);
            new TierSolver(t, db).threads(Runtime.getRuntime().availableProcessors()).solveAll();
            DATABASES.set(rows, cols, db);
        }
        return db;
    }

    private static String folderName(int rows, int cols) {
        return "matches-" + rows + "x" + cols;
    }
}
