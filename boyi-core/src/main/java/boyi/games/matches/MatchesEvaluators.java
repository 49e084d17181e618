package boyi.games.matches;

import boyi.model.Evaluator;
import boyi.model.Method;
import boyi.model.Value;
import boyi.model.Verdict;
import boyi.solve.NegamaxSolver;
import boyi.solve.ValueCode;
import boyi.solve.tier.TierDatabase;
import boyi.solve.tier.TierSolver;
import boyi.solve.tier.TierVerifier;
import boyi.util.DamagedDataException;
import boyi.util.Text;
import boyi.util.TooLargeException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * How a matches board is answered, in order, each with the words that explain it: a
 * strong-solution database of its size ({@link MatchesSolutions#useDatabase}); the in-memory
 * tier table of its size (up to {@link MatchesSolutions#TABLE_LIMIT} legal boards); memoised
 * negamax ({@link NegamaxSolver} on encodings, one entry per symmetry class) within a budget;
 * for sizes up to 5 x 5, the database solved into the folder the caller gave
 * ({@link MatchesSolutions#solveInto}).
 *
 * <pre>{@code
 * Evaluator<MatchesBoard> first = MatchesEvaluators.ALL.get(0);
 * first.evaluate(MatchesBoard.parse("000/000"));   // empty: no database given
 * }</pre>
 */
final class MatchesEvaluators {

    /** Positions the search may memoise (less on a small heap; about 300 MB) and its time. */
    static final long SEARCH_BUDGET = 10_000_000L;
    static final long SEARCH_MILLIS = 60_000L;

    private static final MatchesSearchRules RULES = new MatchesSearchRules();
    private static final Map<Integer, NegamaxSolver<MatchesBoard>> SEARCHES = new ConcurrentHashMap<>();

    private static final Method DATABASE = Method.database(Text.of("强解数据库", "strong-solution database"));
    private static final Method TABLE = Method.table(Text.of("按层强解表", "tier table of the strong solution"));
    private static final Method SEARCH = Method.search(Text.of("记忆化搜索", "memoised search"));

    /** The evaluators, in the order they are asked. */
    static final List<Evaluator<MatchesBoard>> ALL = List.of(
            new Explained(MatchesEvaluators::fromDatabase, MatchesEvaluators::valueFromDatabase),
            new Explained(MatchesEvaluators::fromTable, MatchesEvaluators::valueFromTable),
            MatchesEvaluators::bySearch,
            MatchesEvaluators::fromFolder);

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
        TierDatabase db = MatchesSolutions.database(p.rows(), p.cols());
        if (db == null || !db.isSolved(p.matches()) || p.hasConnectedMatches()) {
            return Optional.empty();
        }
        return Optional.of(lookUp(db, p, MatchesSolutions.tiers(p.rows(), p.cols()).rank(p)));
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
        long expected = TierVerifier.fromChildren(db, MatchesSolutions.tiers(p.rows(), p.cols()), p).orElse(code);
        if (expected != code) {
            throw db.withRepair(Text.format("数据库已损坏：%s 第 %d 层第 %,d 号记录（%s 的值）是 %s，而它的走法的记录给出 %s",
                    "the database is damaged: %s, tier %d, rank %,d (the value of %s) holds %s, but the records of its moves give %s",
                    db.dir(), p.matches(), rank, p.format(), ValueCode.value(code), ValueCode.value(expected)));
        }
        return ValueCode.value(code);
    }

    private static Optional<Value> valueFromTable(MatchesBoard p) {
        MatchesTiers t = MatchesSolutions.tiers(p.rows(), p.cols());
        if (t.positions() > MatchesSolutions.TABLE_LIMIT || p.hasConnectedMatches()) {
            return Optional.empty();
        }
        return Optional.of(ValueCode.value(MatchesSolutions.table(p.rows(), p.cols()).code(p.matches(), t.rank(p))));
    }

    private static Optional<Verdict> fromDatabase(MatchesBoard p) {
        TierDatabase db = MatchesSolutions.database(p.rows(), p.cols());
        if (db == null || !db.isSolved(p.matches()) || p.hasConnectedMatches()) {
            return Optional.empty();
        }
        MatchesTiers t = MatchesSolutions.tiers(p.rows(), p.cols());
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
        if (p.hasConnectedMatches() || MatchesSolutions.legalBoards(p.rows(), p.cols()) > MatchesSolutions.TABLE_LIMIT) {
            return Optional.empty();
        }
        TierSolver.Table table = MatchesSolutions.table(p.rows(), p.cols());
        MatchesTiers t = MatchesSolutions.tiers(p.rows(), p.cols());
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
        long legal = MatchesSolutions.legalBoards(p.rows(), p.cols());
        boolean folderFallback = !p.hasConnectedMatches() && MatchesSolutions.solvesIntoFolder(p.rows(), p.cols());
        NegamaxSolver<MatchesBoard> search = SEARCHES.computeIfAbsent(shape,
                k -> new NegamaxSolver<>(RULES, searchBudget()).timeLimit(SEARCH_MILLIS));
        if (!p.hasConnectedMatches()) {
            // The search meets about one position per symmetry class of the root's possible
            // futures; classes merge mostly through the symmetries that fix the root.
            long futures = MatchesSolutions.tiers(p.rows(), p.cols()).extensions(p);
            long classes = futures / selfSymmetries(p);
            if (classes > searchBudget()) {
                if (folderFallback) {
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
            if (folderFallback) {
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

    /**
     * Looks the board up in its size's database, solving the size into the folder given first
     * when there is none (sizes up to 5 x 5, once); without a folder, only a database given.
     */
    private static Optional<Verdict> fromFolder(MatchesBoard p) {
        if (p.hasConnectedMatches()) {
            return Optional.empty();
        }
        if (MatchesSolutions.database(p.rows(), p.cols()) == null) {
            if (!MatchesSolutions.solvesIntoFolder(p.rows(), p.cols())) {
                return Optional.empty();
            }
            MatchesSolutions.solvedInFolder(p.rows(), p.cols());
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

    private MatchesEvaluators() {
    }
}
