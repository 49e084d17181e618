package boyi.games.partizan;

import boyi.games.ViewKind;
import boyi.model.Move;
import boyi.model.MoveShape;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;

/**
 * Cutcake (切蛋糕): rectangular cakes of unit squares; Left cuts a piece along a vertical line
 * between columns, Right along a horizontal line between rows; whoever cannot cut (every piece
 * 1 x 1 for her direction) loses. A position lists the pieces as {@code rows x cols}; each piece
 * is a region, and a transposed piece has the negative value.
 *
 * <pre>{@code
 * new CutcakeGame().report("1x2").value().toString();   // "1"
 * }</pre>
 */
public final class CutcakeGame extends PartizanFamily<StripBoard> {

    /** The largest side accepted. */
    public static final int MAX_SIDE = 64;

    private static final Rules RULES = new Rules();

    public CutcakeGame() {
        super("cutcake", "切蛋糕", "Cutcake",
                Text.of("几块由小方格组成的长方形蛋糕：左方沿格线竖着切开一块，右方横着切；轮到谁切不动谁输。"
                                + "价值是组合博弈论的标准型。",
                        "Rectangular cakes of unit squares: Left cuts a piece along a vertical grid line, Right along a "
                                + "horizontal one; whoever cannot cut loses. The value is the canonical form of "
                                + "combinatorial game theory (as in CGSuite)."),
                Text.of("各块写成 行数x列数，用空格隔开（每边 1.." + MAX_SIDE + "）；后面可加 L 或 R 表示谁先走（默认 L）：2x3 4x4",
                        "pieces as rowsxcols separated by spaces (sides 1.." + MAX_SIDE + "); optionally L or R after it for "
                                + "the player to move (default L): 2x3 4x4"),
                "2x3 4x4");
    }

    @Override
    public ViewKind view() {
        return ViewKind.CAKES;
    }

    @Override
    protected PartizanRules<StripBoard> boardRules() {
        return RULES;
    }

    @Override
    protected StripBoard parseBoard(String text) {
        List<String> pieces = new ArrayList<>();
        for (String p : text.trim().split("\\s+")) {
            if (!p.matches("\\d{1,3}x\\d{1,3}")) {
                throw new BadInputException(id(), Text.of("\"" + p + "\" 应写成 行数x列数，如 2x3",
                        "\"" + p + "\": expected rowsxcols, e.g. 2x3"));
            }
            int[] rc = sides(p);
            if (rc[0] < 1 || rc[1] < 1 || rc[0] > MAX_SIDE || rc[1] > MAX_SIDE) {
                throw new BadInputException(id(), Text.of("\"" + p + "\" 的边长应在 1.." + MAX_SIDE + " 之间",
                        "\"" + p + "\": sides must be 1.." + MAX_SIDE));
            }
            if (rc[0] > 1 || rc[1] > 1) {
                pieces.add(rc[0] + "x" + rc[1]);   // a 1x1 piece cannot be cut: dropped, as the moves drop it
            }
        }
        return new StripBoard(String.join(" ", pieces));
    }

    private static int[] sides(String piece) {
        int x = piece.indexOf('x');
        return new int[] {Integer.parseInt(piece.substring(0, x)), Integer.parseInt(piece.substring(x + 1))};
    }

    @Override
    protected String formatBoard(StripBoard board) {
        return board.cells().isEmpty() ? "1x1" : board.cells();
    }

    @Override
    protected Text moveLabel(StripBoard from, Move<StripBoard> move, boolean left) {
        return Text.of("切 " + move.name(), "cut " + move.name());
    }

    @Override
    protected Text playerName(boolean left) {
        return left ? Text.of("左方（竖切）", "Left (vertical cuts)") : Text.of("右方（横切）", "Right (horizontal cuts)");
    }

    /** Moves named {@code piece: rows x a + rows x b}; pieces of 1 x 1 are dropped. */
    static final class Rules implements PartizanRules<StripBoard> {

        @Override
        public List<Move<StripBoard>> leftMoves(StripBoard b) {
            return cuts(b, true);
        }

        @Override
        public List<Move<StripBoard>> rightMoves(StripBoard b) {
            return cuts(b, false);
        }

        private static List<Move<StripBoard>> cuts(StripBoard b, boolean vertical) {
            List<Move<StripBoard>> out = new ArrayList<>();
            String[] pieces = b.cells().isEmpty() ? new String[0] : b.cells().split(" ");
            for (int k = 0; k < pieces.length; k++) {
                int[] rc = sides(pieces[k]);
                int side = vertical ? rc[1] : rc[0];
                for (int a = 1; a <= side / 2; a++) {   // a cut and its mirror leave the same pieces
                    String p1 = vertical ? rc[0] + "x" + a : a + "x" + rc[1];
                    String p2 = vertical ? rc[0] + "x" + (side - a) : (side - a) + "x" + rc[1];
                    List<String> after = new ArrayList<>();
                    for (int j = 0; j < pieces.length; j++) {
                        if (j != k) {
                            after.add(pieces[j]);
                        }
                    }
                    after.add(p1);
                    after.add(p2);
                    after.removeIf(p -> p.equals("1x1"));
                    out.add(new Move<>(pieces[k] + ": " + p1 + " + " + p2, new StripBoard(String.join(" ", after)),
                            MoveShape.of("cut").with("piece", pieces[k]).with("into", p1 + " " + p2)));
                }
            }
            return out;
        }

        @Override
        public List<StripBoard> regions(StripBoard b) {
            List<StripBoard> out = new ArrayList<>();
            if (!b.cells().isEmpty()) {
                for (String p : b.cells().split(" ")) {
                    out.add(new StripBoard(p));
                }
            }
            return out;
        }

        /** A piece with rows at most cols; a transposed piece has the negative value. */
        @Override
        public Oriented<StripBoard> representative(StripBoard b) {
            int[] rc = sides(b.cells());
            return rc[0] <= rc[1] ? new Oriented<>(b, false) : new Oriented<>(new StripBoard(rc[1] + "x" + rc[0]), true);
        }
    }
}
