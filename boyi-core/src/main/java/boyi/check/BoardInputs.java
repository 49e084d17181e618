package boyi.check;

import boyi.games.matches.MatchesBoard;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;

/** The inputs of the board problems and the simulation: lol, matches, matches-multi, dice. */
final class BoardInputs {

    /** Cell codes: a lol cell is {@code * L O}, a matches cell {@code 0 - 1}. */
    private static final String LOL_CELLS = "*LO";
    private static final String MATCH_CELLS = "0-1";

    private BoardInputs() {
    }

    private static String cells(long[] c, int from, int to, String symbols) {
        StringBuilder b = new StringBuilder();
        for (int i = from; i < to; i++) {
            b.append(symbols.charAt((int) c[i]));
        }
        return b.toString();
    }

    private static long[] codes(String row, String symbols) {
        return row.chars().mapToLong(symbols::indexOf).toArray();
    }

    private static boolean allCodes(long[] c, int from, int symbols) {
        for (int i = from; i < c.length; i++) {
            if (c[i] < 0 || c[i] >= symbols) {
                return false;
            }
        }
        return true;
    }

    static InputFormat lol() {
        Range length = new Range(1, 19, 40);
        CustomCase row = new CustomCase(d -> {
            long[] c = new long[d.count(length)];
            int filled = d.below(3);
            for (int i = 0; i < c.length; i++) {
                c[i] = d.below(4) < filled ? 1 + d.below(2) : 0;
            }
            return c;
        }, (c, limits) -> length.contains(c.length, limits) && allCodes(c, 0, 3),
                (c, out) -> out.append(cells(c, 0, c.length, LOL_CELLS)).append('\n'))
                .edges(codes("***", LOL_CELLS), codes("L**L", LOL_CELLS), codes("L**L***L", LOL_CELLS),
                        codes("L*****L", LOL_CELLS), codes("*", LOL_CELLS), codes("LOL", LOL_CELLS), codes("LO*", LOL_CELLS),
                        codes("L*L", LOL_CELLS), codes("*O*", LOL_CELLS), codes("**", LOL_CELLS),
                        codes("*******************", LOL_CELLS), codes("L*****************L", LOL_CELLS),
                        codes("****", LOL_CELLS), codes("L***L", LOL_CELLS))
                .small(() -> {
                    // every row of up to 4 cells
                    List<long[]> all = new ArrayList<>();
                    for (long[] cells : SmallBox.lists(new long[] {0}, 1, 4, 1000, 2)) {
                        all.add(cells);
                    }
                    return all;
                })
                .explainedBy(c -> List.of("lol", cells(c, 0, c.length, LOL_CELLS)));
        return new InputFormat("lol", Framing.COUNTED, null, new Range(1, 9, 20), row, TokenChecker.INSTANCE);
    }

    /** A random board: empty, then some legal placements. */
    private static MatchesBoard randomBoard(RandomDraw d, int rows, int cols) {
        MatchesBoard board = MatchesBoard.empty(rows, cols);
        int placements = d.below(rows * cols + 1);
        for (int k = 0; k < placements; k++) {
            List<int[]> free = new ArrayList<>();
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    for (char o : new char[] {'-', '1'}) {
                        if (board.canPlace(r, c, o)) {
                            free.add(new int[] {r, c, o});
                        }
                    }
                }
            }
            if (free.isEmpty()) {
                break;
            }
            int[] m = free.get(d.below(free.size()));
            board = board.place(m[0], m[1], (char) m[2]);
        }
        return board;
    }

    /** The empty 3 x 4 board and every board of it with one match or two. */
    private static List<MatchesBoard> oneMatchBoards() {
        List<MatchesBoard> all = new ArrayList<>(List.of(MatchesBoard.empty(3, 4)));
        for (int depth = 0; depth < 2; depth++) {
            List<MatchesBoard> next = new ArrayList<>();
            for (MatchesBoard b : all.subList(all.size() - (depth == 0 ? 1 : all.size() - 1), all.size())) {
                b.moves().forEach(m -> next.add(m.result()));
            }
            all.addAll(next);
        }
        return all;
    }

    /** The cell codes of a board, row by row. */
    private static long[] cellCodes(MatchesBoard board) {
        return codes(String.join("", board.rowStrings()), MATCH_CELLS);
    }

    /** Whether the cells from {@code from} on are a rows x cols board without connected matches. */
    private static boolean legalBoard(long[] c, int from, int rows, int cols) {
        if (rows < 1 || cols < 1 || rows > MatchesBoard.MAX_SIDE || cols > MatchesBoard.MAX_SIDE
                || c.length - from != rows * cols || !allCodes(c, from, 3)) {
            return false;
        }
        List<String> lines = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            lines.add(cells(c, from + r * cols, from + (r + 1) * cols, MATCH_CELLS));
        }
        try {
            MatchesBoard.fromRows(lines, i -> Text.same(""));
            return true;
        } catch (BadInputException e) {
            return false;
        }
    }

    private static void writeBoard(long[] c, int from, int cols, StringBuilder out) {
        for (int i = from; i < c.length; i += cols) {
            out.append(cells(c, i, i + cols, MATCH_CELLS)).append('\n');
        }
    }

    /** One board of any size the limits allow: {rows, cols, cells...}. */
    static InputFormat matches() {
        Range side = new Range(1, 4, 4);
        CustomCase board = new CustomCase(d -> {
            int rows = d.limits() == Limits.JUDGE ? 3 : (int) d.between(1, 4);
            int cols = d.limits() == Limits.JUDGE ? 4 : (int) d.between(1, 4);
            long[] cells = cellCodes(randomBoard(d, rows, cols));
            long[] c = new long[2 + cells.length];
            c[0] = rows;
            c[1] = cols;
            System.arraycopy(cells, 0, c, 2, cells.length);
            return c;
        }, (c, limits) -> c.length >= 2 && (limits == Limits.JUDGE ? c[0] == 3 && c[1] == 4 : side.contains(c[0], limits)
                && side.contains(c[1], limits)) && legalBoard(c, 2, (int) c[0], (int) c[1]),
                (c, out) -> writeBoard(c, 2, (int) c[1], out))
                .edges(withSize(3, 4, "0111-000-000"), withSize(3, 4, "1111----0010"), withSize(3, 4, "000000000000"),
                        withSize(3, 4, "1111----1111"), withSize(3, 4, "-1-1-1-1-1-1"), withSize(1, 1, "0"),
                        withSize(2, 2, "0000"), withSize(4, 4, "0000000000000000"))
                .small(() -> oneMatchBoards().stream().map(b -> {
                    long[] cells = cellCodes(b);
                    long[] c = new long[2 + cells.length];
                    c[0] = b.rows();
                    c[1] = b.cols();
                    System.arraycopy(cells, 0, c, 2, cells.length);
                    return c;
                }).toList())
                .explainedBy(c -> List.of("matches", String.join("/", rowsOf(c, 2, (int) c[1]))));
        return new InputFormat("matches", Framing.SINGLE, null, null, board, new MatchesChecker(false));
    }

    private static long[] withSize(int rows, int cols, String cells) {
        long[] codes = codes(cells, MATCH_CELLS);
        long[] c = new long[2 + codes.length];
        c[0] = rows;
        c[1] = cols;
        System.arraycopy(codes, 0, c, 2, codes.length);
        return c;
    }

    private static List<String> rowsOf(long[] c, int from, int cols) {
        List<String> rows = new ArrayList<>();
        for (int i = from; i < c.length; i += cols) {
            rows.add(cells(c, i, i + cols, MATCH_CELLS));
        }
        return rows;
    }

    /** n boards of 3 x 4; a case is one board's 12 cells. */
    static InputFormat matchesMulti() {
        CustomCase board = new CustomCase(d -> cellCodes(randomBoard(d, 3, 4)), (c, limits) -> legalBoard(c, 0, 3, 4),
                (c, out) -> writeBoard(c, 0, 4, out))
                .edges(codes("0111-000-000", MATCH_CELLS), codes("1111----0010", MATCH_CELLS),
                        codes("000000000000", MATCH_CELLS), codes("1111----1111", MATCH_CELLS),
                        codes("-1-1-1-1-1-1", MATCH_CELLS), codes("1-1-1-1-1-1-", MATCH_CELLS))
                .small(() -> oneMatchBoards().stream().map(BoardInputs::cellCodes).toList())
                .explainedBy(c -> List.of("matches", String.join("/", rowsOf(c, 0, 4))));
        return new InputFormat("matches-multi", Framing.COUNTED, null, new Range(1, 99, 99), board, new MatchesChecker(true));
    }

    /** No input: the case is empty and the checker accepts any estimate close to 5/108. */
    static InputFormat dice() {
        CustomCase none = new CustomCase(d -> new long[0], (c, limits) -> c.length == 0, (c, out) -> { });
        return new InputFormat("dice", Framing.SINGLE, null, null, none.edges(new long[0]), new DiceChecker());
    }
}
