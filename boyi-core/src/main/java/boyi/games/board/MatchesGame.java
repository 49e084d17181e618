package boyi.games.board;

import boyi.games.AbstractGameInstance;
import boyi.games.DescribedFamily;
import boyi.games.GameInstance;
import boyi.games.Parameters;
import boyi.model.Game;
import boyi.model.Impartial;
import boyi.model.LongEncoded;
import boyi.model.Move;
import boyi.model.Symmetric;
import boyi.model.Value;
import boyi.util.TooLargeException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * 火柴游戏 (Lanqiao Cup 2012): players take turns placing a match, {@code -} or {@code 1},
 * into an empty cell of a board of up to 6 x 6; a match may not be connected to one of the same
 * direction (same row for {@code -}, same column for {@code 1}, only empty cells between). Who
 * cannot place a match loses.
 *
 * <p>Methods: boards with at most {@link #TABLE_LIMIT} legal positions (every size up to
 * 4 x 5) are answered from a {@link MatchesTable} built once per size (3 x 4: 28 064 positions
 * in about 20 ms); larger boards by {@link MatchesSearch} within its budget, falling back to
 * the table for sizes up to 5 x 5 (292 449 726 positions, about a minute and 300 MB).
 *
 * <pre>{@code
 * GameInstance<?> g = Catalogue.family("matches").instantiate(Map.of());
 * Analyzer.analyze(g, "0111/-000/-000").bestMove();   // Optional["00-"]
 * }</pre>
 */
public final class MatchesGame extends DescribedFamily {

    /** Sizes with at most this many legal boards are solved by table at first use. */
    public static final long TABLE_LIMIT = 10_000_000L;

    public MatchesGame() {
        super("matches", "火柴游戏", "Matches",
                "Players take turns placing one match, horizontal (-) or vertical (1), into an empty cell; "
                        + "a match may not be connected to another of the same direction, and whoever cannot place one loses. "
                        + "Two horizontal matches in the same row with only empty cells between them are connected, and so are "
                        + "two vertical matches in the same column; a match of the other direction in between blocks. "
                        + "Any rectangular board up to 6 x 6 (the contest board is 3 x 4); a move is written as row digit, "
                        + "column digit (both from 0) and direction, e.g. 21- or 031. "
                        + "A starting board may not have connected matches, except in a full row or column (as in the "
                        + "contest's sample 1111/----/0010), where no match can be placed any more.",
                List.of(),
                "the board's rows of 0 (empty), - and 1, separated by / or spaces, up to 6 x 6: 0111/-000/-000",
                "0000/0000/0000");
    }

    @Override
    public String view() {
        return "grid";
    }

    @Override
    public GameInstance<MatchesBoard> instantiate(Map<String, String> parameters) {
        Parameters.resolve(this, parameters);
        return new Instance(this);
    }

    /** Tables and searches by board size, shared by all instances (a table is immutable once built). */
    private static final Map<Integer, MatchesTable> TABLES = new ConcurrentHashMap<>();
    private static final Map<Integer, MatchesSearch> SEARCHES = new ConcurrentHashMap<>();

    /** The solved table of a size, built at first use. */
    public static MatchesTable table(int rows, int cols) {
        return TABLES.computeIfAbsent(rows * 10 + cols, k -> MatchesTable.solve(rows, cols));
    }

    /** The game as moves, with mirror symmetry and a long encoding for generic solvers. */
    static final class Rules implements Impartial<MatchesBoard>, Symmetric<MatchesBoard>, LongEncoded<MatchesBoard> {

        @Override
        public List<Move<MatchesBoard>> moves(MatchesBoard position) {
            return position.moves();
        }

        @Override
        public Value primitive(MatchesBoard position) {
            return position.moves().isEmpty() ? Value.loss(0) : null;
        }

        /** The least (by encoding) of the board's mirror images; transposes only for square boards. */
        @Override
        public MatchesBoard canonical(MatchesBoard p) {
            MatchesBoard best = p;
            for (MatchesBoard q : new MatchesBoard[] {p.mirrorColumns(), p.mirrorRows(), p.mirrorColumns().mirrorRows()}) {
                best = encode(q) < encode(best) ? q : best;
            }
            if (p.rows() == p.cols()) {
                MatchesBoard t = p.transpose();
                for (MatchesBoard q : new MatchesBoard[] {t, t.mirrorColumns(), t.mirrorRows(), t.mirrorColumns().mirrorRows()}) {
                    best = encode(q) < encode(best) ? q : best;
                }
            }
            return best;
        }

        /** Base 3, cell (r, c) as digit {@code r * cols + c} (0 empty, 1 {@code -}, 2 {@code 1}), plus the shape. */
        @Override
        public long encode(MatchesBoard p) {
            long code = 0;
            for (int i = p.rows() * p.cols() - 1; i >= 0; i--) {
                code = code * 3 + ((p.horizontal() >>> i & 1) != 0 ? 1 : (p.vertical() >>> i & 1) != 0 ? 2 : 0);
            }
            // 3^36 < 2^58: the shape goes in the top six bits
            return code | (long) (p.rows() * 7 + p.cols()) << 58;
        }
    }

    private static final class Instance extends AbstractGameInstance<MatchesBoard> {

        private final Rules rules = new Rules();

        Instance(MatchesGame family) {
            super(family, Map.of());
        }

        @Override
        public Game<MatchesBoard> game() {
            return rules;
        }

        @Override
        public MatchesBoard parse(String text) {
            return MatchesBoard.parse(text);
        }

        @Override
        public String format(MatchesBoard position) {
            return position.format();
        }

        @Override
        public Value value(MatchesBoard p) {
            long legal = legalBoards(p.rows(), p.cols());
            boolean inTable = !p.hasConnectedMatches();   // tables hold boards without connected matches
            if (inTable && legal <= TABLE_LIMIT) {
                return MatchesGame.table(p.rows(), p.cols()).value(p);
            }
            int shape = p.rows() * 10 + p.cols();
            MatchesSearch search = SEARCHES.computeIfAbsent(shape, k -> MatchesSearch.withDefaultBudget(p.rows(), p.cols()));
            try {
                return search.value(p);
            } catch (TooLargeException e) {
                SEARCHES.remove(shape);
                if (inTable && legal <= MatchesTable.MAX_POSITIONS) {
                    return MatchesGame.table(p.rows(), p.cols()).value(p);
                }
                throw e;
            }
        }

        @Override
        public String explain(MatchesBoard p) {
            int rows = p.rows();
            int cols = p.cols();
            long legal = legalBoards(rows, cols);
            MatchesTable t = p.hasConnectedMatches() ? null : TABLES.get(rows * 10 + cols);
            String size = rows + " x " + cols;
            if (t != null) {
                return "Looked up in the strong solution of all " + t.positions() + " legal " + size
                        + " boards, solved tier by tier from the full boards down (" + t.solvedFromMoves()
                        + " solved from their moves, the rest copied from mirror images) in " + t.millis() + " ms.";
            }
            MatchesSearch s = SEARCHES.get(rows * 10 + cols);
            String search = "Memoised search over " + (s == null ? "the" : s.positions())
                    + " positions (one per symmetry class) reachable from " + size + " boards like this one";
            return p.hasConnectedMatches()
                    ? search + "; this board has connected matches in a full line, so it is outside the table of the "
                            + legal + " legal " + size + " boards."
                    : search + "; a table of all " + legal + " legal " + size + " boards is too large to build at once.";
        }
    }

    /** The number of legal boards of a size (memoised: it is asked for each move). */
    private static final Map<Integer, Long> LEGAL = new ConcurrentHashMap<>();

    static long legalBoards(int rows, int cols) {
        return LEGAL.computeIfAbsent(rows * 10 + cols, k -> MatchesIndex.of(rows, cols).total());
    }
}
