package boyi.games.partizan;

import boyi.games.ViewKind;
import boyi.model.Move;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;

/**
 * Domineering (多米诺骨牌棋): players take turns placing a domino on two empty adjacent cells,
 * Left vertically, Right horizontally (CGSuite's convention); whoever cannot place one loses.
 * Boards are CGSuite's grid strings ({@code ..#|...}); a board splits into its connected
 * regions of empty cells, and a region's value is cached by its shape up to the reflections
 * (which keep the players) and the transposes (which swap them and negate the value).
 *
 * <pre>{@code
 * new DomineeringGame().report("..|..").value().toString();   // "+-1"
 * new DomineeringGame().report(".|.").value().toString();     // "1"
 * }</pre>
 */
public final class DomineeringGame extends PartizanFamily<DomineeringBoard> {

    private static final Rules RULES = new Rules();

    public DomineeringGame() {
        super("domineering", "多米诺骨牌棋", "Domineering",
                Text.of("两人轮流在棋盘上放一块占两个相邻空格的骨牌：左方竖放，右方横放；轮到谁放不下谁输。"
                                + "价值是组合博弈论的标准型。",
                        "Players take turns placing a domino on two adjacent empty cells, Left vertically and Right "
                                + "horizontally; whoever cannot place one loses. The value is the canonical form of "
                                + "combinatorial game theory (as in CGSuite)."),
                Text.of("棋盘串：各行用 | 隔开，. 为空格，# 为占用的格；后面可加 L 或 R 表示谁先走（默认 L）：....|....",
                        "CGSuite's grid: rows separated by |, . empty, # filled; optionally L or R after it for the "
                                + "player to move (default L): ....|...."),
                "....|....");
    }

    @Override
    public ViewKind view() {
        return ViewKind.DOMINOES;
    }

    @Override
    protected PartizanRules<DomineeringBoard> boardRules() {
        return RULES;
    }

    @Override
    protected DomineeringBoard parseBoard(String text) {
        char[][] g = GridText.parse(id(), text, ".#");
        int rows = g.length;
        int cols = g[0].length;
        long empty = 0;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (g[r][c] == '.') {
                    empty |= 1L << (r * cols + c);
                }
            }
        }
        return new DomineeringBoard(rows, cols, empty);
    }

    @Override
    protected Text moveLabel(DomineeringBoard from, Move<DomineeringBoard> move, boolean left) {
        return left ? Text.of("竖放 " + move.name(), "vertical " + move.name())
                : Text.of("横放 " + move.name(), "horizontal " + move.name());
    }

    @Override
    protected Text playerName(boolean left) {
        return left ? Text.of("左方（竖放）", "Left (vertical)") : Text.of("右方（横放）", "Right (horizontal)");
    }

    /** The moves and regions of Domineering boards. */
    static final class Rules implements PartizanRules<DomineeringBoard> {

        @Override
        public List<Move<DomineeringBoard>> leftMoves(DomineeringBoard b) {
            List<Move<DomineeringBoard>> out = new ArrayList<>();
            for (int r = 0; r + 1 < b.rows(); r++) {
                for (int c = 0; c < b.cols(); c++) {
                    if (b.isEmpty(r, c) && b.isEmpty(r + 1, c)) {
                        long used = 1L << (r * b.cols() + c) | 1L << ((r + 1) * b.cols() + c);
                        out.add(new Move<>(GridText.cell(r, c) + "-" + GridText.cell(r + 1, c),
                                new DomineeringBoard(b.rows(), b.cols(), b.empty() & ~used)));
                    }
                }
            }
            return out;
        }

        @Override
        public List<Move<DomineeringBoard>> rightMoves(DomineeringBoard b) {
            List<Move<DomineeringBoard>> out = new ArrayList<>();
            for (int r = 0; r < b.rows(); r++) {
                for (int c = 0; c + 1 < b.cols(); c++) {
                    if (b.isEmpty(r, c) && b.isEmpty(r, c + 1)) {
                        long used = 3L << (r * b.cols() + c);
                        out.add(new Move<>(GridText.cell(r, c) + "-" + GridText.cell(r, c + 1),
                                new DomineeringBoard(b.rows(), b.cols(), b.empty() & ~used)));
                    }
                }
            }
            return out;
        }

        /** The connected regions of empty cells with room for a domino, each cropped to its bounding box. */
        @Override
        public List<DomineeringBoard> regions(DomineeringBoard b) {
            List<DomineeringBoard> out = new ArrayList<>(2);
            int cols = b.cols();
            long all = b.rows() * cols == 64 ? -1L : (1L << (b.rows() * cols)) - 1;
            long notFirstCol = 0;
            for (int r = 0; r < b.rows(); r++) {
                notFirstCol |= ((1L << cols) - 2) << (r * cols);
            }
            long notLastCol = notFirstCol >>> 1;
            long left = b.empty();
            while (left != 0) {
                long region = Long.lowestOneBit(left);
                while (true) {                         // grow by one step in each direction until stable
                    long grown = region | (region << cols) & all | region >>> cols
                            | (region << 1) & notFirstCol | (region >>> 1) & notLastCol;
                    grown &= left;
                    if (grown == region) {
                        break;
                    }
                    region = grown;
                }
                left &= ~region;
                if (Long.bitCount(region) >= 2) {
                    out.add(crop(b, region));
                }
            }
            return out;
        }

        private static DomineeringBoard crop(DomineeringBoard b, long region) {
            int r0 = b.rows();
            int r1 = -1;
            int c0 = b.cols();
            int c1 = -1;
            for (long m = region; m != 0; m &= m - 1) {
                int cell = Long.numberOfTrailingZeros(m);
                r0 = Math.min(r0, cell / b.cols());
                r1 = Math.max(r1, cell / b.cols());
                c0 = Math.min(c0, cell % b.cols());
                c1 = Math.max(c1, cell % b.cols());
            }
            int rows = r1 - r0 + 1;
            int cols = c1 - c0 + 1;
            long out = 0;
            for (long m = region; m != 0; m &= m - 1) {
                int cell = Long.numberOfTrailingZeros(m);
                out |= 1L << ((cell / b.cols() - r0) * cols + cell % b.cols() - c0);
            }
            return new DomineeringBoard(rows, cols, out);
        }

        /**
         * The least of the 8 images under reflections and transposes; a transpose negates the value.
         * Images with more rows than columns are never least, so only the orientation with fewer
         * rows (both, for a square) is reflected.
         */
        @Override
        public Oriented<DomineeringBoard> representative(DomineeringBoard b) {
            DomineeringBoard best = null;
            boolean negated = false;
            for (int t = 0; t < 2; t++) {
                boolean transpose = t == 1;
                if (transpose ? b.cols() > b.rows() : b.rows() > b.cols()) {
                    continue;
                }
                DomineeringBoard base = transpose ? transpose(b) : b;
                for (int k = 0; k < 4; k++) {
                    DomineeringBoard image = reflect(base, (k & 1) != 0, (k & 2) != 0);
                    if (best == null || less(image, best)) {
                        best = image;
                        negated = transpose;
                    }
                }
            }
            return new Oriented<>(best, negated);
        }

        private static DomineeringBoard transpose(DomineeringBoard b) {
            long mask = 0;
            for (long m = b.empty(); m != 0; m &= m - 1) {
                int cell = Long.numberOfTrailingZeros(m);
                mask |= 1L << (cell % b.cols() * b.rows() + cell / b.cols());
            }
            return new DomineeringBoard(b.cols(), b.rows(), mask);
        }

        /** The board with its rows in reverse order ({@code flipRows}) and each row reversed ({@code flipCols}). */
        private static DomineeringBoard reflect(DomineeringBoard b, boolean flipRows, boolean flipCols) {
            int cols = b.cols();
            long rowMask = cols == 64 ? -1L : (1L << cols) - 1;
            long mask = 0;
            for (int r = 0; r < b.rows(); r++) {
                long row = (b.empty() >>> (r * cols)) & rowMask;
                if (flipCols) {
                    row = Long.reverse(row) >>> (64 - cols);
                }
                mask |= row << ((flipRows ? b.rows() - 1 - r : r) * cols);
            }
            return new DomineeringBoard(b.rows(), cols, mask);
        }

        private static boolean less(DomineeringBoard a, DomineeringBoard b) {
            if (a.rows() != b.rows()) {
                return a.rows() < b.rows();
            }
            if (a.cols() != b.cols()) {
                return a.cols() < b.cols();
            }
            return Long.compareUnsigned(a.empty(), b.empty()) < 0;
        }
    }
}
