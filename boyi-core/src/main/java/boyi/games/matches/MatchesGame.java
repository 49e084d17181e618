package boyi.games.matches;

import boyi.games.ViewKind;
import boyi.games.Work;

import boyi.games.DescribedFamily;
import boyi.games.GameFamily;
import boyi.games.GameInstance;
import boyi.games.Parameters;
import boyi.model.EncodedMoves;
import boyi.model.Evaluator;
import boyi.model.Game;
import boyi.model.Impartial;
import boyi.model.Method;
import boyi.model.Notation;
import boyi.model.Symmetric;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.solve.NegamaxSolver;
import boyi.solve.ValueCode;
import boyi.solve.tier.TierDatabase;
import boyi.solve.tier.TierVerifier;
import boyi.solve.tier.TierSolver;
import boyi.util.BadInputException;
import boyi.util.DamagedDataException;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * 火柴游戏 (Lanqiao Cup 2012): players take turns placing a match, {@code -} or {@code 1},
 * into an empty cell of a board of up to 6 x 6; a match may not be connected to one of the same
 * direction (same row for {@code -}, same column for {@code 1}, only empty cells between). Who
 * cannot place a match loses.
 *
 * <p>Evaluators, in order: a strong-solution database of the board's size
 * ({@link #useDatabase}, written by {@code boyi strong-solve}); the tier table of every legal
 * board of the size, solved in memory at first use by the tier engine ({@link MatchesTiers},
 * sizes with at most {@link #TABLE_LIMIT} legal boards: up to 4 x 5); memoised negamax
 * ({@link NegamaxSolver} on encodings, one entry per symmetry class) within a budget; for
 * sizes up to 5 x 5 the tier engine then solves the whole size into a database in the cache
 * folder ({@link #cacheDir}), so later runs look it up.
 *
 * <pre>{@code
 * GameInstance<?> g = Catalogue.family("matches").instantiate(Map.of());
 * Analyzer.analyze(g, "0111/-000/-000").bestMove();   // Optional["00-"]
 * }</pre>
 */
public final class MatchesGame extends DescribedFamily {

    /** Sizes with at most this many legal boards are solved in memory at first use. */
    public static final long TABLE_LIMIT = 10_000_000L;

    /** Sizes with at most this many legal boards (5 x 5) are solved into the cache when search cannot. */
    public static final long CACHE_LIMIT = 400_000_000L;

    /** Positions the search may memoise (less on a small heap; about 300 MB) and its time. */
    static final long SEARCH_BUDGET = 10_000_000L;
    static final long SEARCH_MILLIS = 60_000L;

    public MatchesGame() {
        super("matches", "火柴游戏", "Matches",
                Text.of("两人轮流在空格里放一根火柴，横放（-）或竖放（1）；一根火柴不能与同方向的另一根相连，放不下火柴的一方输。"
                                + "同一行的两根横火柴之间只有空格就算相连，同一列的两根竖火柴也一样；中间隔着另一方向的火柴就不相连。"
                                + "棋盘可以是不超过 6 x 6 的任意矩形（比赛用 3 x 4）；一步写成行号、列号（都从 0 开始）和方向，如 21- 或 031。"
                                + "开局的棋盘不能有相连的火柴，只有已经放满的行或列例外（如比赛样例 1111/----/0010），那里再也放不下火柴。",
                        "Players take turns placing one match, horizontal (-) or vertical (1), into an empty cell; "
                                + "a match may not be connected to another of the same direction, and whoever cannot place one loses. "
                                + "Two horizontal matches in the same row with only empty cells between them are connected, and so are "
                                + "two vertical matches in the same column; a match of the other direction in between blocks. "
                                + "Any rectangular board up to 6 x 6 (the contest board is 3 x 4); a move is written as row digit, "
                                + "column digit (both from 0) and direction, e.g. 21- or 031. "
                                + "A starting board may not have connected matches, except in a full row or column (as in the "
                                + "contest's sample 1111/----/0010), where no match can be placed any more."),
                List.of(),
                Text.of("棋盘各行由 0（空）、-、1 组成，用 / 或空格分隔，最大 6 x 6：0111/-000/-000",
                        "the board's rows of 0 (empty), - and 1, separated by / or spaces, up to 6 x 6: 0111/-000/-000"),
                "0000/0000/0000");
    }

    @Override
    public ViewKind view() {
        return ViewKind.GRID;
    }

    @Override
    public GameInstance<MatchesBoard> instantiate(Map<String, String> parameters) {
        Parameters.resolve(this, parameters);
        return new Instance(this);
    }

    /** Databases by board size ({@code rows * 10 + cols}), tables and searches, shared by all instances. */
    private static final BySize<TierDatabase> DATABASES = new BySize<>();
    private static final BySize<TierSolver.Table> TABLES = new BySize<>();
    private static final BySize<MatchesTiers> TIERS = new BySize<>();
    private static final Map<Integer, NegamaxSolver<MatchesBoard>> SEARCHES = new ConcurrentHashMap<>();
    /** Sizes whose cache folder was looked at (once per process: a lookup must not touch the disk each time). */
    private static final BySize<Boolean> CACHE_CHECKED = new BySize<>();
    private static final Rules RULES = new Rules();

    /**
     * Moves are named row digit, column digit (both from 0) and direction ({@code 21-}, {@code 031});
     * the Chinese label says it in words, counting from 1, with the name after it: 第 3 行第 2 列放横火柴（21-）.
     */
    private static final Notation<MatchesBoard> NOTATION = Notation.of(MatchesBoard::parse, MatchesBoard::format,
            (from, move) -> label(move.name()));

    static Text label(String name) {
        if (name.length() != 3 || !Character.isDigit(name.charAt(0)) || !Character.isDigit(name.charAt(1))) {
            return Text.same(name);
        }
        String kind = name.charAt(2) == '-' ? "横" : "竖";
        return Text.of("第 " + (name.charAt(0) - '0' + 1) + " 行第 " + (name.charAt(1) - '0' + 1) + " 列放" + kind + "火柴（" + name + "）", name);
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

    /** Forgets the databases given by {@link #useDatabase} (tests). */
    public static void forgetDatabases() {
        DATABASES.clear();
    }

    /** The tiers of a size written {@code 5x6}. */
    @Override
    public Optional<boyi.solve.tier.TierGame> tiers(String size) {
        return Optional.of(MatchesTiers.parse(size));
    }

    @Override
    public long estimatedWork(Map<String, String> parameters, String position) {
        return Work.boardCells(position);
    }

    /** The tiers of a size, built once. */
    public static MatchesTiers tiers(int rows, int cols) {
        return TIERS.get(rows, cols, MatchesTiers::of);
    }

    /**
     * The in-memory tier table of a size, solved at first use (sizes up to {@link #TABLE_LIMIT}
     * boards); sizes below a million boards on one thread, where starting workers costs more than
     * they save.
     */
    public static TierSolver.Table table(int rows, int cols) {
        return TABLES.get(rows, cols, MatchesGame::solveTable);
    }

    private static TierSolver.Table solveTable(int rows, int cols) {
        MatchesTiers t = tiers(rows, cols);
        int threads = t.positions() < 1_000_000 ? 1 : Runtime.getRuntime().availableProcessors();
        return new TierSolver(t, null).threads(threads).solveInMemory();
    }

    /**
     * The folder of databases solved on demand: {@code $BOYI_CACHE} if set, else
     * {@code ~/.cache/boyi}; the 5 x 5 database goes to {@code matches-5x5} in it.
     */
    public static Path cacheDir() {
        String env = System.getenv("BOYI_CACHE");
        return env != null && !env.isBlank() ? Path.of(env) : Path.of(System.getProperty("user.home"), ".cache", "boyi");
    }

    /** The number of legal boards of a size. */
    static long legalBoards(int rows, int cols) {
        return tiers(rows, cols).positions();
    }

    /**
     * The database answering boards of this size: given by --db, or complete in the cache (only
     * for sizes beyond the in-memory table, whose lookups are faster than reading the disk).
     */
    private static TierDatabase database(int rows, int cols) {
        TierDatabase db = DATABASES.get(rows, cols);
        if (db == null && legalBoards(rows, cols) > TABLE_LIMIT && CACHE_CHECKED.setIfAbsent(rows, cols, Boolean.TRUE)) {
            Path cached = cacheDir().resolve("matches-" + rows + "x" + cols);
            if (Files.isRegularFile(cached.resolve(boyi.solve.tier.TierManifest.FILE))) {
                try {
                    TierDatabase c = TierDatabase.open(cached);
                    if (c.manifest().complete() && c.manifest().parameters().equals(rows + "x" + cols)) {
                        DATABASES.setIfAbsent(rows, cols, c);
                        db = DATABASES.get(rows, cols);
                    }
                } catch (BadInputException e) {
                    // a damaged cache is ignored: the size is solved again below
                }
            }
        }
        return db;
    }

    /**
     * The game as moves, with mirror symmetry and a base-3 encoding on which moves are generated
     * for the search: cell (r, c) is digit {@code r * cols + c} (0 empty, 1 {@code -}, 2 {@code 1}),
     * the shape {@code rows * 7 + cols} in the top six bits (3^36 &lt; 2^58).
     */
    static final class Rules implements MatchesRules, Impartial<MatchesBoard>, Symmetric<MatchesBoard>, EncodedMoves<MatchesBoard> {

        private static final long BODY = (1L << 58) - 1;
        private static final long[] POW3 = new long[37];
        /** ROWS[cols]: per base-3 row code, its - cells and its 1 cells; and the code of the row read backwards. */
        private static final int[][] ROW_H = new int[MatchesBoard.MAX_SIDE + 1][];
        private static final int[][] ROW_V = new int[MatchesBoard.MAX_SIDE + 1][];
        private static final int[][] MIRROR = new int[MatchesBoard.MAX_SIDE + 1][];

        static {
            POW3[0] = 1;
            for (int i = 1; i < POW3.length; i++) {
                POW3[i] = POW3[i - 1] * 3;
            }
            for (int cols = 1; cols <= MatchesBoard.MAX_SIDE; cols++) {
                int n = (int) POW3[cols];
                ROW_H[cols] = new int[n];
                ROW_V[cols] = new int[n];
                MIRROR[cols] = new int[n];
                for (int code = 0; code < n; code++) {
                    int rest = code;
                    int mirrored = 0;
                    for (int c = 0; c < cols; c++) {
                        int digit = rest % 3;
                        rest /= 3;
                        ROW_H[cols][code] |= (digit == 1 ? 1 : 0) << c;
                        ROW_V[cols][code] |= (digit == 2 ? 1 : 0) << c;
                        mirrored += digit * (int) POW3[cols - 1 - c];
                    }
                    MIRROR[cols][code] = mirrored;
                }
            }
        }

        /** The least (by encoding) of the board's mirror images; transposes only for square boards. */
        @Override
        public MatchesBoard canonical(MatchesBoard p) {
            return decode(memoKey(encode(p)));
        }

        @Override
        public long encode(MatchesBoard p) {
            long code = 0;
            for (int i = p.rows() * p.cols() - 1; i >= 0; i--) {
                code = code * 3 + ((p.horizontal() >>> i & 1) != 0 ? 1 : (p.vertical() >>> i & 1) != 0 ? 2 : 0);
            }
            return code | (long) (p.rows() * 7 + p.cols()) << 58;
        }

        @Override
        public MatchesBoard decode(long code) {
            int shape = (int) (code >>> 58);
            int rows = shape / 7;
            int cols = shape % 7;
            long body = code & BODY;
            long radix = POW3[cols];
            long h = 0;
            long v = 0;
            for (int r = 0; r < rows; r++) {
                int row = (int) (body % radix);
                body /= radix;
                h |= (long) ROW_H[cols][row] << (r * cols);
                v |= (long) ROW_V[cols][row] << (r * cols);
            }
            return new MatchesBoard(rows, cols, h, v);
        }

        @Override
        public int maxMoves() {
            return 2 * MatchesBoard.MAX_SIDE * MatchesBoard.MAX_SIDE;
        }

        @Override
        public int children(long code, long[] out) {
            MatchesBoard b = decode(code);   // a small record, kept off the heap once decode is inlined
            int rows = b.rows();
            int cols = b.cols();
            long h = b.horizontal();
            long v = b.vertical();
            int n = 0;
            int cells = rows * cols;
            for (int cell = 0; cell < cells; cell++) {
                if (((h | v) >>> cell & 1) != 0) {
                    continue;
                }
                if (MatchesBoard.fits(h, v, rows, cols, cell, false)) {
                    out[n++] = code + POW3[cell];
                }
                if (MatchesBoard.fits(h, v, rows, cols, cell, true)) {
                    out[n++] = code + 2 * POW3[cell];
                }
            }
            return n;
        }

        /** The least encoding among the board's mirror images (and transposes of square boards). */
        @Override
        public long memoKey(long code) {
            int shape = (int) (code >>> 58);
            int rows = shape / 7;
            int cols = shape % 7;
            long body = code & BODY;
            long radix = POW3[cols];
            int[] rowCodes = new int[rows];
            for (int r = 0; r < rows; r++) {
                rowCodes[r] = (int) (body % radix);
                body /= radix;
            }
            long least = leastMirror(rowCodes, cols);
            if (rows == cols) {
                int[] t = new int[rows];
                for (int c = 0; c < cols; c++) {
                    int digits = 0;
                    for (int r = rows - 1; r >= 0; r--) {
                        int digit = (int) (rowCodes[r] / POW3[c] % 3);
                        digits = digits * 3 + (digit == 0 ? 0 : 3 - digit);   // - and 1 swap
                    }
                    t[c] = digits;
                }
                least = Math.min(least, leastMirror(t, cols));
            }
            return least | (long) shape << 58;
        }

        private static long leastMirror(int[] rowCodes, int cols) {
            int n = rowCodes.length;
            long radix = POW3[cols];
            long least = Long.MAX_VALUE;
            for (int variant = 0; variant < 4; variant++) {
                long k = 0;
                for (int r = n - 1; r >= 0; r--) {
                    int source = (variant & 2) != 0 ? rowCodes[n - 1 - r] : rowCodes[r];
                    k = k * radix + ((variant & 1) != 0 ? MIRROR[cols][source] : source);
                }
                least = Math.min(least, k);
            }
            return least;
        }
    }

    private static final Method DATABASE = Method.database(Text.of("强解数据库", "strong-solution database"));
    private static final Method TABLE = Method.table(Text.of("按层强解表", "tier table of the strong solution"));
    private static final Method SEARCH = Method.search(Text.of("记忆化搜索", "memoised search"));

    /** Rules, notation and the evaluators: database, table, search, cached database. */
    private static final class Instance implements GameInstance<MatchesBoard> {

        private final GameFamily family;

        Instance(GameFamily family) {
            this.family = family;
        }

        @Override
        public GameFamily family() {
            return family;
        }

        @Override
        public Map<String, String> parameters() {
            return Map.of();
        }

        @Override
        public Game<MatchesBoard> game() {
            return RULES;
        }

        @Override
        public Notation<MatchesBoard> notation() {
            return NOTATION;
        }

        @Override
        public List<Evaluator<MatchesBoard>> evaluators() {
            return EVALUATORS;
        }
    }

    private static final List<Evaluator<MatchesBoard>> EVALUATORS = List.of(
            new Explained(MatchesGame::fromDatabase, MatchesGame::valueFromDatabase),
            new Explained(MatchesGame::fromTable, MatchesGame::valueFromTable),
            MatchesGame::bySearch,
            MatchesGame::fromCache);

    /** An evaluator whose value alone (for the moves of an analysis) skips writing the explanation. */
    private record Explained(Evaluator<MatchesBoard> verdict, java.util.function.Function<MatchesBoard, Optional<Value>> value)
            implements Evaluator<MatchesBoard> {

        @Override
        public Optional<Verdict> evaluate(MatchesBoard position) {
            return verdict.evaluate(position);
        }

        @Override
        public Optional<Value> value(MatchesBoard position) {
            return value.apply(position);
        }
    }

    private static Optional<Value> valueFromDatabase(MatchesBoard p) {
        TierDatabase db = database(p.rows(), p.cols());
        if (db == null || !db.isSolved(p.matches()) || p.hasConnectedMatches()) {
            return Optional.empty();
        }
        return Optional.of(lookUp(db, p, tiers(p.rows(), p.cols()).rank(p)));
    }

    /**
     * The value of a legal board in a database, checked: a legal board has a record, no game
     * lasts longer than its empty cells (each move fills one), and the record is the one its
     * children's records give (a record forged with recomputed checksums is still caught).
     *
     * @throws DamagedDataException when the record breaks a rule
     */
    private static Value lookUp(TierDatabase db, MatchesBoard p, long rank) {
        long code = db.code(p.matches(), rank);
        int empty = p.rows() * p.cols() - p.matches();
        if (ValueCode.isAbsent(code) || ValueCode.remoteness(code) > empty) {
            throw db.withRepair(Text.format("数据库已损坏：%s 第 %d 层第 %,d 号记录 %d 不可能是 %s 的值（%d 个空格）",
                    "the database is damaged: %s, tier %d, rank %,d holds %d, impossible for %s (%d empty cells)",
                    db.dir(), p.matches(), rank, code, p.format(), empty));
        }
        long expected = TierVerifier.fromChildren(db, tiers(p.rows(), p.cols()), p).orElse(code);
        if (expected != code) {
            throw db.withRepair(Text.format("数据库已损坏：%s 第 %d 层第 %,d 号记录（%s 的值）是 %s，而它的走法的记录给出 %s",
                    "the database is damaged: %s, tier %d, rank %,d (the value of %s) holds %s, but the records of its moves give %s",
                    db.dir(), p.matches(), rank, p.format(), ValueCode.value(code), ValueCode.value(expected)));
        }
        return ValueCode.value(code);
    }

    private static Optional<Value> valueFromTable(MatchesBoard p) {
        MatchesTiers t = tiers(p.rows(), p.cols());
        if (t.positions() > TABLE_LIMIT || p.hasConnectedMatches()) {
            return Optional.empty();
        }
        return Optional.of(ValueCode.value(table(p.rows(), p.cols()).code(p.matches(), t.rank(p))));
    }

    private static Optional<Verdict> fromDatabase(MatchesBoard p) {
        TierDatabase db = database(p.rows(), p.cols());
        if (db == null || !db.isSolved(p.matches()) || p.hasConnectedMatches()) {
            return Optional.empty();
        }
        MatchesTiers t = tiers(p.rows(), p.cols());
        long rank = t.rank(p);
        Value v = lookUp(db, p, rank);
        return Optional.of(new Verdict(v, DATABASE, new Text(
                String.format("在强解数据库 %s 中查到：%d x %d 的全部 %,d 个合法局面已按层解出，这个局面在第 %d 层（%d 根火柴）第 %,d 号。",
                        db.dir(), p.rows(), p.cols(), t.positions(), p.matches(), p.matches(), rank),
                String.format("Looked up in the strong-solution database %s of all %,d legal %d x %d boards, solved tier by tier: "
                        + "this board is tier %d (%d matches), rank %,d.", db.dir(), t.positions(), p.rows(), p.cols(),
                        p.matches(), p.matches(), rank))));
    }

    private static Optional<Verdict> fromTable(MatchesBoard p) {
        if (p.hasConnectedMatches() || legalBoards(p.rows(), p.cols()) > TABLE_LIMIT) {
            return Optional.empty();
        }
        TierSolver.Table table = table(p.rows(), p.cols());
        MatchesTiers t = tiers(p.rows(), p.cols());
        Value v = ValueCode.value(table.code(p.matches(), t.rank(p)));
        // concatenation, not String.format: every analysis of a small board writes this line
        String size = p.rows() + " x " + p.cols();
        return Optional.of(new Verdict(v, TABLE, new Text(
                "查表：" + size + " 的全部 " + table.positions() + " 个合法局面已按层从满盘到空盘解出（" + table.solvedFromMoves()
                        + " 个由走法算出，其余是它们的对称局面，直接照抄），用时 " + table.millis() + " 毫秒。",
                "Looked up in the strong solution of all " + table.positions() + " legal " + size + " boards, solved tier by tier"
                        + " from the full boards down (" + table.solvedFromMoves() + " solved from their moves, the rest copied"
                        + " from mirror images) in " + table.millis() + " ms.")));
    }

    private static Optional<Verdict> bySearch(MatchesBoard p) {
        int shape = p.rows() * 10 + p.cols();
        long legal = legalBoards(p.rows(), p.cols());
        boolean cacheFallback = !p.hasConnectedMatches() && legal <= CACHE_LIMIT;
        NegamaxSolver<MatchesBoard> search = SEARCHES.computeIfAbsent(shape,
                k -> new NegamaxSolver<>(RULES, searchBudget()).timeLimit(SEARCH_MILLIS));
        if (!p.hasConnectedMatches()) {
            // The search meets about one position per symmetry class of the root's possible
            // futures; classes merge mostly through the symmetries that fix the root.
            long futures = tiers(p.rows(), p.cols()).extensions(p);
            long classes = futures / selfSymmetries(p);
            if (classes > searchBudget()) {
                if (cacheFallback) {
                    return Optional.empty();
                }
                throw tooLarge(p, Text.format("约 %,d 个局面（它可能的 %,d 个后续局面），超过内存上限 %,d",
                        "about %d positions (of its %d possible futures), more than %d (the memory budget)",
                        classes, futures, searchBudget()));
            }
        }
        Value v;
        try {
            v = search.value(p);
        } catch (TooLargeException e) {
            SEARCHES.remove(shape);
            if (cacheFallback) {
                return Optional.empty();
            }
            throw tooLarge(p, e.text());
        }
        long legalBoards = legal;
        Text search1 = new Text(
                String.format("记忆化搜索：从与它同样大小（%d x %d）的棋盘出发，每个对称类记一个局面，共 %,d 个", p.rows(), p.cols(),
                        search.positionsSolved()),
                String.format("Memoised search over %d positions (one per symmetry class) reachable from %d x %d boards like this one",
                        search.positionsSolved(), p.rows(), p.cols()));
        Text why = p.hasConnectedMatches()
                ? search1.then(new Text(String.format("；这个棋盘在已满的行或列里有相连的火柴，不在 %,d 个合法局面的表里。", legalBoards),
                        String.format("; this board has connected matches in a full line, so it is outside the table of the %d legal %d x %d boards.",
                                legalBoards, p.rows(), p.cols())))
                : search1.then(new Text(String.format("；%d x %d 全部 %,d 个合法局面的表太大，不一次建立（可用 boyi strong-solve 建数据库）。",
                        p.rows(), p.cols(), legalBoards),
                        String.format("; a table of all %d legal %d x %d boards is too large to build at once (boyi strong-solve builds a database).",
                                legalBoards, p.rows(), p.cols())));
        return Optional.of(new Verdict(v, SEARCH, why));
    }

    /** Solves a size up to 5 x 5 into the cache folder (once) and looks the board up there. */
    private static Optional<Verdict> fromCache(MatchesBoard p) {
        if (p.hasConnectedMatches() || legalBoards(p.rows(), p.cols()) > CACHE_LIMIT) {
            return Optional.empty();
        }
        synchronized (MatchesGame.class) {
            if (database(p.rows(), p.cols()) == null) {
                MatchesTiers t = tiers(p.rows(), p.cols());
                Path dir = cacheDir().resolve("matches-" + p.rows() + "x" + p.cols());
                TierDatabase db = TierDatabase.create(dir, t);
                new TierSolver(t, db).threads(Runtime.getRuntime().availableProcessors()).solveAll();
                DATABASES.set(p.rows(), p.cols(), db);
            }
        }
        return fromDatabase(p);
    }

    private static long searchBudget() {
        return Math.max(100_000, Math.min(SEARCH_BUDGET, Runtime.getRuntime().maxMemory() / 100));
    }

    private static TooLargeException tooLarge(MatchesBoard p, Text what) {
        int empty = p.rows() * p.cols() - p.matches();
        return new TooLargeException(new Text(
                String.format("%d x %d 的棋盘 %s（%d 个空格）需要%s；不超过 5 x 5 的棋盘用它们的表解，更大的只在空格较少时能解，或先用 boyi strong-solve 建数据库",
                        p.rows(), p.cols(), p.format(), empty, what.zh()),
                String.format("the %d x %d board %s (%d empty cells) needs %s; boards up to 5 x 5 are solved by their table instead,"
                        + " larger ones only with fewer empty cells or from a database built by boyi strong-solve",
                        p.rows(), p.cols(), p.format(), empty, what.en())));
    }

    /** The number of symmetries of the board that map it to itself (1, 2, 4 or 8). */
    static int selfSymmetries(MatchesBoard b) {
        List<MatchesBoard> images = new java.util.ArrayList<>(List.of(b, b.mirrorColumns(), b.mirrorRows(), b.mirrorColumns().mirrorRows()));
        if (b.rows() == b.cols()) {
            MatchesBoard t = b.transpose();
            images.addAll(List.of(t, t.mirrorColumns(), t.mirrorRows(), t.mirrorColumns().mirrorRows()));
        }
        return (int) images.stream().filter(b::equals).count();
    }
}
