package boyi.games.board;

import boyi.games.AbstractGameInstance;
import boyi.games.DescribedFamily;
import boyi.games.Parameters;
import boyi.model.Game;
import boyi.model.LongEncoded;
import boyi.model.Move;
import boyi.model.Outcome;
import boyi.model.Symmetric;
import boyi.model.Value;
import boyi.solve.NegamaxSolver;
import boyi.util.BadInputException;
import boyi.util.TooLargeException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * 填字母游戏 (LOL, Lanqiao Cup 2017): players take turns writing {@code L} or {@code O} into an
 * empty cell of a row; whoever first makes {@code LOL} appear wins; a full row without it is a
 * draw. Positions are rows over {@code *LO}; a move is the cell number (from 1) and the letter,
 * e.g. {@code 3O}. Values come from {@link LolSolver}; remoteness is added by plain search for
 * rows with at most {@value #REMOTENESS_EMPTY_CELLS} empty cells (and for rows that are over or
 * won at once), otherwise it is left unknown.
 *
 * <pre>{@code
 * GameInstance<?> lol = new LolGame().instantiate(Map.of());
 * Analyzer.analyze(lol, "L**L***L").bestMove();   // a winning move
 * }</pre>
 */
public final class LolGame extends DescribedFamily {

    /** Rows with at most this many empty cells also get their remoteness by plain search. */
    public static final int REMOTENESS_EMPTY_CELLS = 10;

    /** The longest row accepted as a position (components are limited separately). */
    public static final int MAX_ROW = 100_000;

    /** A row of cells over {@code *LO} (the position type; rows are immutable values). */
    public record Row(String cells) {
        @Override
        public String toString() {
            return cells;
        }
    }

    public LolGame() {
        super("lol", "填字母游戏", "LOL (fill in letters)",
                "Players take turns writing L or O into an empty cell of a row; whoever first makes LOL appear in three "
                        + "consecutive cells wins. A full row without LOL is a draw. A row that already contains LOL is over: "
                        + "the player to move has lost.",
                List.of(),
                "a row over * (empty), L and O: L**L***L; moves name the cell from 1 and the letter: 3O",
                "L**L***L");
    }

    @Override
    public String view() {
        return "letters";
    }

    @Override
    public Instance instantiate(Map<String, String> given) {
        return new Instance(this, Parameters.resolve(this, given));
    }

    /** The LOL game; positions are rows over {@code *LO}. */
    public static final class Instance extends AbstractGameInstance<Row> {

        private final Rules rules = new Rules();
        private final LolSolver solver = new LolSolver();
        private NegamaxSolver<Row> plain;

        Instance(LolGame family, Map<String, String> parameters) {
            super(family, parameters);
        }

        @Override
        public Rules game() {
            return rules;
        }

        @Override
        public Row parse(String text) {
            String row = text.trim();
            if (row.isEmpty()) {
                throw new BadInputException("lol: empty position; expected " + family().positionSyntax());
            }
            if (row.length() > MAX_ROW) {
                throw new BadInputException("lol: a row of " + row.length() + " cells is longer than " + MAX_ROW);
            }
            String bad = badCell(row);
            if (bad != null) {
                throw new BadInputException("lol: position \"" + shorten(row) + "\": " + bad);
            }
            return new Row(row);
        }

        @Override
        public String format(Row position) {
            return position.cells();
        }

        @Override
        public Value value(Row position) {
            String row = position.cells();
            if (LolSolver.containsLol(row)) {
                return Value.loss(0);
            }
            LolSolver.Result r = solver.solve(row);
            if (r.method() == LolSolver.Method.IMMEDIATE_WIN) {
                return Value.win(1);
            }
            if (remotenessBySearch(row, r)) {
                if (plain == null) {
                    plain = new NegamaxSolver<>(rules);
                }
                return plain.value(position);
            }
            return Value.of(r.outcome());
        }

        @Override
        public String explain(Row position) {
            String row = position.cells();
            LolSolver.Result r = new LolSolver().solve(row);   // a fresh solver, so the count is this row's own
            int e = r.emptyCells();
            String cells = e == 1 ? "1 empty cell" : e + " empty cells";
            String remoteness = remotenessBySearch(row, r) ? " Remoteness by plain search." : "";
            return switch (r.method()) {
                case OVER -> "LOL is already on the row: the player to move has lost.";
                case IMMEDIATE_WIN -> "Immediate win: " + describeMove(r.winningMove()) + " makes LOL.";
                case FULL -> "The row is full without LOL: draw.";
                case DEAD_PAIR -> "No immediate win, so only safe moves (that leave no L*L, LO*, *OL) matter. The row holds a dead "
                        + "pair L**L that can never be filled, so it never fills: the game ends with a player who has no safe "
                        + "move, and as such a row always has an even number of empty cells and this one has " + cells + ", "
                        + "that player is " + (e % 2 == 1 ? "the opponent: win." : "the player to move: loss.") + remoteness;
                case LONG_RUN -> "No immediate win, so only safe moves (that leave no L*L, LO*, *OL) matter. With " + cells
                        + " the " + (e % 2 == 1 ? "player to move" : "opponent") + " makes the last safe move unless the row fills"
                        + " up, and can write L amid 11 empty cells, threatening two dead pairs L**L at once"
                        + (e % 2 == 1 ? "" : " (one move cannot spoil every such stretch)") + ", so it never fills: "
                        + r.outcome().word() + "." + remoteness;
                case SEARCH -> "No immediate win, so only safe moves (that leave no L*L, LO*, *OL) matter. With " + cells
                        + " the " + (e % 2 == 1 ? "player to move" : "opponent") + " makes the last safe move unless the row"
                        + " fills up; " + (r.searched() == 0 && r.outcome() == Outcome.DRAW
                        ? "no part (" + parts(r.components()) + ") can ever hold a dead pair L**L, so it fills: draw."
                        : "searched " + r.searched() + " positions (sums of the independent parts " + parts(r.components())
                        + ") to decide whether a dead pair L**L can be forced: "
                        + (r.outcome() == Outcome.DRAW ? "no, draw." : "yes, " + r.outcome().word() + "."))
                        + remoteness;
                case REGIONS_HOLD -> "No immediate win, so only safe moves (that leave no L*L, LO*, *OL) matter. With " + cells
                        + " the " + (e % 2 == 1 ? "player to move" : "opponent") + " makes the last safe move unless the row"
                        + " fills up; the other player can hold each run of empty cells (or a few runs joined by single O's) of"
                        + " the parts (" + parts(r.components()) + ") by answering each move there, so no dead pair L**L can be"
                        + " forced: draw.";
            };
        }

        /** Whether {@link #value} adds the remoteness by plain search (small rows, decided by search). */
        private static boolean remotenessBySearch(String row, LolSolver.Result r) {
            return r.outcome() != Outcome.DRAW && r.emptyCells() <= REMOTENESS_EMPTY_CELLS && row.length() <= 31
                    && r.method() != LolSolver.Method.OVER && r.method() != LolSolver.Method.IMMEDIATE_WIN;
        }

        /** The parts as text, at most six of them. */
        private static String parts(List<String> parts) {
            return parts.size() <= 6 ? String.join(" ", parts)
                    : String.join(" ", parts.subList(0, 6)) + " ... " + parts.size() + " in all";
        }

        private static String describeMove(String move) {
            char letter = move.charAt(move.length() - 1);
            return letter + " at " + move.substring(0, move.length() - 1);
        }

        @Override
        public Row play(Row position, String move) {
            String row = position.cells();
            String m = move.trim();
            if (m.matches("[0-9]{1,9}[LOlo]")) {
                int cell = Integer.parseInt(m.substring(0, m.length() - 1));
                if (cell >= 1 && cell <= row.length() && row.charAt(cell - 1) == '*' && rules.primitive(position) == null) {
                    return new Row(place(row, cell - 1, Character.toUpperCase(m.charAt(m.length() - 1))));
                }
            }
            throw new BadInputException("\"" + m + "\" is not a legal move in " + shorten(row)
                    + " (moves look like 3L or 3O: an empty cell numbered from 1 and a letter)");
        }
    }

    /** The rules as moves: every empty cell, L then O; over when LOL appears or the row is full. */
    public static final class Rules implements Game<Row>, Symmetric<Row>, LongEncoded<Row> {

        @Override
        public List<Move<Row>> moves(Row position) {
            if (primitive(position) != null) {
                return List.of();
            }
            String row = position.cells();
            List<Move<Row>> out = new ArrayList<>();
            for (int i = 0; i < row.length(); i++) {
                if (row.charAt(i) == '*') {
                    out.add(new Move<>((i + 1) + "L", new Row(place(row, i, 'L'))));
                    out.add(new Move<>((i + 1) + "O", new Row(place(row, i, 'O'))));
                }
            }
            return out;
        }

        @Override
        public Value primitive(Row position) {
            String row = position.cells();
            if (LolSolver.containsLol(row)) {
                return Value.loss(0);
            }
            return row.indexOf('*') < 0 ? Value.DRAW : null;
        }

        /** The row or its mirror image, whichever is smaller as text. */
        @Override
        public Row canonical(Row position) {
            String row = position.cells();
            String reverse = new StringBuilder(row).reverse().toString();
            return reverse.compareTo(row) < 0 ? new Row(reverse) : position;
        }

        /**
         * Two bits a cell ({@code *}=1, {@code L}=2, {@code O}=3) above a sentinel bit, so rows of up
         * to 31 cells encode injectively. @throws TooLargeException for longer rows
         */
        @Override
        public long encode(Row position) {
            String row = position.cells();
            if (row.length() > 31) {
                throw new TooLargeException("the 2-bit LOL encoding holds rows of up to 31 cells, not " + row.length());
            }
            long code = 1;
            for (int i = 0; i < row.length(); i++) {
                char c = row.charAt(i);
                code = (code << 2) | (c == '*' ? 1 : c == 'L' ? 2 : 3);
            }
            return code;
        }
    }

    static String place(String row, int index, char letter) {
        return row.substring(0, index) + letter + row.substring(index + 1);
    }

    /** What is wrong with the cells of a row ({@code null} if every cell is *, L or O). */
    public static String badCell(String row) {
        for (int i = 0; i < row.length(); i++) {
            char c = row.charAt(i);
            if (c != '*' && c != 'L' && c != 'O') {
                return "cell " + (i + 1) + " is '" + c + "'; cells are * (empty), L or O";
            }
        }
        return null;
    }

    static String shorten(String row) {
        return row.length() <= 40 ? row : row.substring(0, 37) + "...";
    }
}
