package boyi.games.partizan;

import boyi.games.ViewKind;
import boyi.model.Move;
import boyi.model.MoveShape;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;

/**
 * Clobber (吃子棋): Left's stones {@code x} and Right's stones {@code o} on a grid; a player
 * moves one of her stones onto an orthogonally adjacent stone of the other player, which is
 * removed; whoever cannot move loses. Boards are CGSuite's grid strings ({@code xox|ox.}); a
 * board splits into its connected groups of stones, cached up to the 8 symmetries of the
 * rectangle and the colour swap (which negates the value).
 *
 * <pre>{@code
 * new ClobberGame().report("xo").value().toString();   // "*"
 * }</pre>
 */
public final class ClobberGame extends PartizanFamily<GridBoard> {

    private static final Rules RULES = new Rules();

    public ClobberGame() {
        super("clobber", "吃子棋", "Clobber",
                Text.of("左方的子 x 和右方的子 o 摆在棋盘上；轮到的一方把自己的一个子走到上下左右相邻的对方子上，吃掉它；"
                                + "轮到谁不能走谁输。价值是组合博弈论的标准型。",
                        "Left's stones x and Right's stones o stand on a grid; a player moves one of her stones onto an "
                                + "orthogonally adjacent stone of the other player, which is removed; whoever cannot move "
                                + "loses. The value is the canonical form of combinatorial game theory (as in CGSuite)."),
                Text.of("棋盘串：各行用 | 隔开，x 为左方的子、o 为右方的子、. 为空格；后面可加 L 或 R 表示谁先走（默认 L）：xox|ox.",
                        "CGSuite's grid: rows separated by |, x Left's stone, o Right's stone, . empty; optionally L or R "
                                + "after it for the player to move (default L): xox|ox."),
                "xox|ox.");
    }

    @Override
    public ViewKind view() {
        return ViewKind.CLOBBER;
    }

    @Override
    protected PartizanRules<GridBoard> boardRules() {
        return RULES;
    }

    @Override
    protected GridBoard parseBoard(String text) {
        return GridBoard.of(GridText.parse(id(), text, "xo."));
    }

    @Override
    protected Text moveLabel(GridBoard from, Move<GridBoard> move, boolean left) {
        return Text.same(move.name());
    }

    @Override
    protected Text playerName(boolean left) {
        return left ? Text.of("左方（x）", "Left (x)") : Text.of("右方（o）", "Right (o)");
    }

    /** Moves named by the two cells, {@code a1-b1}. */
    static final class Rules implements PartizanRules<GridBoard> {

        @Override
        public List<Move<GridBoard>> leftMoves(GridBoard b) {
            return moves(b, 'x', 'o');
        }

        @Override
        public List<Move<GridBoard>> rightMoves(GridBoard b) {
            return moves(b, 'o', 'x');
        }

        private static List<Move<GridBoard>> moves(GridBoard b, char mine, char theirs) {
            List<Move<GridBoard>> out = new ArrayList<>();
            for (int r = 0; r < b.rows(); r++) {
                for (int c = 0; c < b.cols(); c++) {
                    if (b.at(r, c) != mine) {
                        continue;
                    }
                    int[][] steps = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
                    for (int[] s : steps) {
                        if (b.inside(s[0], s[1]) && b.at(s[0], s[1]) == theirs) {
                            out.add(new Move<>(GridText.cell(r, c) + "-" + GridText.cell(s[0], s[1]),
                                    b.with(r, c, '.').with(s[0], s[1], mine),
                                    MoveShape.of("capture").with("from", GridText.cell(r, c)).with("to", GridText.cell(s[0], s[1]))));
                        }
                    }
                }
            }
            return out;
        }

        /** Connected groups of stones holding both colours (a group of one colour has no move: 0). */
        @Override
        public List<GridBoard> regions(GridBoard b) {
            List<GridBoard> out = new ArrayList<>();
            for (GridBoard g : b.components()) {
                if (g.cells().indexOf('x') >= 0 && g.cells().indexOf('o') >= 0) {
                    out.add(g);
                }
            }
            return out;
        }

        /** The least image under the 8 symmetries, with or without the colour swap (which negates). */
        @Override
        public Oriented<GridBoard> representative(GridBoard b) {
            return b.leastImage(true, false);
        }
    }
}
