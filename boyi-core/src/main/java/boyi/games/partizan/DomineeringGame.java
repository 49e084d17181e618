package boyi.games.partizan;

import boyi.games.ViewKind;
import boyi.model.Move;
import boyi.model.MoveShape;
import boyi.util.Text;
import boyi.games.BoardRegions;
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
            return moves(b, true);
        }

        @Override
        public List<Move<DomineeringBoard>> rightMoves(DomineeringBoard b) {
            return moves(b, false);
        }

        @Override
        public List<DomineeringBoard> leftResults(DomineeringBoard b) {
            return results(b, true);
        }

        @Override
        public List<DomineeringBoard> rightResults(DomineeringBoard b) {
            return results(b, false);
        }

        /** The boards {@link #results} gives, each named by the two cells its domino covers. */
        private static List<Move<DomineeringBoard>> moves(DomineeringBoard b, boolean vertical) {
            List<Move<DomineeringBoard>> out = new ArrayList<>();
            for (DomineeringBoard r : results(b, vertical)) {
                long covered = b.empty() & ~r.empty();
                int cell = Long.numberOfTrailingZeros(covered);
                int other = 63 - Long.numberOfLeadingZeros(covered);
                String from = GridText.cell(cell / b.cols(), cell % b.cols());
                String to = GridText.cell(other / b.cols(), other % b.cols());
                out.add(new Move<>(from + "-" + to, r, MoveShape.of("domino").with("from", from).with("to", to)));
            }
            return out;
        }

        private static List<DomineeringBoard> results(DomineeringBoard b, boolean vertical) {
            List<DomineeringBoard> out = new ArrayList<>();
            int second = vertical ? b.cols() : 1;     // the domino's second cell, from its first
            for (long first = placements(b, vertical); first != 0; first &= first - 1) {
                int cell = Long.numberOfTrailingZeros(first);
                out.add(new DomineeringBoard(b.rows(), b.cols(), b.empty() & ~(1L << cell | 1L << (cell + second))));
            }
            return out;
        }

        /**
         * The first cells (top or left) of the places for a domino: a vertical one covers a cell and
         * the one below it, a horizontal one a cell and the one to its right in the same row.
         */
        private static long placements(DomineeringBoard b, boolean vertical) {
            long e = b.empty();
            if (vertical) {
                return e & e >>> b.cols();
            }
            long notLastCol = 0;
            long rowMask = b.cols() == 64 ? -1L : (1L << b.cols()) - 1;
            for (int r = 0; r < b.rows(); r++) {
                notLastCol |= (rowMask >>> 1) << (r * b.cols());
            }
            return e & e >>> 1 & notLastCol;
        }

        /** The connected regions of empty cells with room for a domino, each cropped to its bounding box. */
        @Override
        public List<DomineeringBoard> regions(DomineeringBoard b) {
            List<DomineeringBoard> out = new ArrayList<>(2);
            for (BoardRegions.Region r : BoardRegions.of(b.rows(), b.cols(), b.empty())) {
                if (Long.bitCount(r.cells()) >= 2) {
                    out.add(new DomineeringBoard(r.rows(), r.cols(), r.cells()));
                }
            }
            return out;
        }

        /**
         * The least of the 8 images under reflections and transposes; a transpose negates the value.
         * Images with more rows than columns are never least, so only the orientation with fewer
         * rows (both, for a square) is reflected. With the cells in bits {@code r * cols + c}, the
         * half turn is the bit reversal of the mask, so the four reflections of one orientation
         * are the mask, its rows reversed, and the half turns of both.
         */
        @Override
        public Oriented<DomineeringBoard> representative(DomineeringBoard b) {
            boolean square = b.rows() == b.cols();
            DomineeringBoard base = b.rows() > b.cols() ? transpose(b) : b;
            boolean negated = b.rows() > b.cols();
            long best = leastReflection(base);
            if (square) {
                long other = leastReflection(transpose(b));
                if (Long.compareUnsigned(other, best) < 0) {
                    best = other;
                    negated = true;
                }
            }
            return new Oriented<>(new DomineeringBoard(base.rows(), base.cols(), best), negated);
        }

        /** The least (unsigned) mask among the board, its rows reversed, and the half turns of both. */
        private static long leastReflection(DomineeringBoard b) {
            int cells = b.rows() * b.cols();
            long m = b.empty();
            long flipped = flipRows(b);
            long best = m;
            for (long image : new long[] {flipped, Long.reverse(m) >>> (64 - cells), Long.reverse(flipped) >>> (64 - cells)}) {
                if (Long.compareUnsigned(image, best) < 0) {
                    best = image;
                }
            }
            return best;
        }

        private static long flipRows(DomineeringBoard b) {
            int cols = b.cols();
            long rowMask = cols == 64 ? -1L : (1L << cols) - 1;
            long out = 0;
            for (int r = 0; r < b.rows(); r++) {
                out |= (b.empty() >>> (r * cols) & rowMask) << ((b.rows() - 1 - r) * cols);
            }
            return out;
        }

        /**
         * Rows in bits 61-63, a sentinel bit just above the cells, the cells below it (bit
         * {@code r * cols + c}): the sentinel's place gives rows * cols, so the key is one to one.
         * Fits when the representative (rows <= cols) has at most 60 cells, so rows <= 7.
         */
        @Override
        public long packedKey(DomineeringBoard b) {
            int cells = b.rows() * b.cols();
            return cells > 60 ? 0 : (long) b.rows() << 61 | 1L << cells | b.empty();
        }

        private static DomineeringBoard transpose(DomineeringBoard b) {
            long mask = 0;
            for (long m = b.empty(); m != 0; m &= m - 1) {
                int cell = Long.numberOfTrailingZeros(m);
                mask |= 1L << (cell % b.cols() * b.rows() + cell / b.cols());
            }
            return new DomineeringBoard(b.cols(), b.rows(), mask);
        }
    }
}
