package boyi.games.partizan;

import boyi.games.ViewKind;
import boyi.model.Move;
import boyi.model.MoveShape;
import boyi.util.BadInputException;
import boyi.util.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * What Col and Snort share: players take turns colouring an uncoloured vertex of a graph, Left
 * blue ({@code L}), Right red ({@code R}), and a vertex may not be coloured next to a vertex of
 * the colour the game forbids (Col: your own; Snort: your opponent's); whoever cannot colour
 * loses. A board is a grid ({@code ...|.L.}, {@code #} no vertex, neighbours share a side; one
 * row is a path) or a graph: its states, then its edges {@code ..L. 1-2 2-3 3-4 4-1}; or a
 * CGSuite path string ({@code R-.-L}), read as CGSuite reads it (tags, not colours). Regions:
 * the coloured vertices are taken out (each uncoloured vertex keeps who may still colour it) with
 * the edges that no longer matter, and what is left splits into its components.
 *
 * <pre>{@code
 * new ColGame().report(".").value().toString();     // "*"
 * new SnortGame().report("..").value().toString();  // "+-1"
 * }</pre>
 */
public abstract class ColouringGame extends PartizanFamily<ColouringBoard> {

    private final Rules rules = new Rules();

    /**
     * @param whose   whose colour a vertex may not be next to: "自己" / "your own" (Col),
     *                "对方" / "the opponent's" (Snort)
     * @param note    what the rules add about the values (may be empty)
     * @param example the example board
     */
    protected ColouringGame(String id, String nameZh, String nameEn, Text whose, Text note, String example) {
        super(id, nameZh, nameEn,
                Text.of("两人轮流给图上一个未涂色的点涂色，左方涂蓝（L），右方涂红（R）；不许涂在与" + whose.zh()
                                + "颜色的点相邻的点上；轮到谁无点可涂谁输。价值是组合博弈论的标准型" + note.zh() + "。",
                        "Players take turns colouring an uncoloured vertex of a graph, Left blue (L), Right red (R), never "
                                + "next to a vertex of " + whose.en() + " colour; whoever cannot colour loses. The value is "
                                + "the canonical form of combinatorial game theory" + note.en() + "."),
                Text.of("网格：各行用 | 隔开，. 为未涂色的点，L 为左方（蓝）的点，R 为右方（红）的点，# 为没有点，相邻的格子有边"
                                + "（一行就是一条路）；或者一般的图：先写各点的状态（另有 l、r：只有左方、只有右方还能涂的未涂色点），"
                                + "再写各条边，边写成用 - 连起的两个点号（点从 1 编号）：..L. 1-2 2-3 3-4 4-1；"
                                + "或者 CGSuite 的路径串，各点用 - 连起：. 为未涂色的点，L、R 为挨着蓝点、红点的未涂色点（涂过的点已去掉）：R-.-L；"
                                + "后面可加 L 或 R 表示谁先走（默认 L）：" + example,
                        "a grid: rows separated by |, . an uncoloured vertex, L Left's (blue), R Right's (red), # no vertex, "
                                + "cells sharing a side are joined (one row is a path); or any graph: the states of its "
                                + "vertices (also l, r: uncoloured, only Left, only Right may still colour it), then its edges "
                                + "i-j (vertices from 1): ..L. 1-2 2-3 3-4 4-1; or a CGSuite path string, vertices joined by -: "
                                + ". uncoloured, L, R uncoloured next to a blue, a red vertex (coloured vertices are gone): R-.-L; optionally L or R "
                                + "after it for the player to move (default L): " + example),
                example);
    }

    /** A CGSuite path string: vertices {@code .}, {@code L}, {@code R} joined by {@code -} ({@code R-.-L}). */
    private static final Pattern CGSUITE_PATH = Pattern.compile("[.LR](-[.LR])+");

    /**
     * CGSuite's tags as Boyi's states. In CGSuite a vertex tagged {@code L} or {@code R} is an
     * uncoloured vertex next to a blue or red one (the coloured vertices themselves are gone): in
     * Col the player of that colour may no longer colour it (Boyi's {@code r} or {@code l}), in
     * Snort only that player may ({@code l} or {@code r}).
     */
    private String fromCgsuiteTags(String tags) {
        StringBuilder out = new StringBuilder(tags.length());
        for (char tag : tags.toCharArray()) {
            boolean left = tag == '.' || forbiddenNeighbour(true) != tag;
            boolean right = tag == '.' || forbiddenNeighbour(false) != tag;
            out.append(left && right ? '.' : left ? 'l' : 'r');
        }
        return out.toString();
    }

    /** The colour next to which {@code left}'s player may not colour: Col her own, Snort her opponent's. */
    protected abstract char forbiddenNeighbour(boolean left);

    @Override
    public ViewKind view() {
        return ViewKind.COLOURING;
    }

    @Override
    protected PartizanRules<ColouringBoard> boardRules() {
        return rules;
    }

    @Override
    protected ColouringBoard parseBoard(String text) {
        String t = text.trim();
        String[] words = t.split("\\s+");
        if (CGSUITE_PATH.matcher(t).matches()) {
            return ColouringBoard.path(id(), fromCgsuiteTags(t.replace("-", "")));
        }
        if (words.length == 1) {
            char[][] g = GridText.parse(id(), t, ".LR#");
            return ColouringBoard.grid(g);
        }
        return ColouringBoard.graph(id(), words);
    }

    @Override
    protected Text moveLabel(ColouringBoard from, Move<ColouringBoard> move, boolean left) {
        return left ? Text.of("涂蓝 " + move.name(), "blue " + move.name()) : Text.of("涂红 " + move.name(), "red " + move.name());
    }

    @Override
    protected Text playerName(boolean left) {
        return blueOrRed(left);
    }

    /** Whether {@code state} lets the given player colour the vertex, neighbours aside. */
    private static boolean open(char state, boolean left) {
        return state == '.' || state == (left ? 'l' : 'r');
    }

    private boolean mayColour(ColouringBoard b, int v, boolean left) {
        if (!open(b.state(v), left)) {
            return false;
        }
        char forbidden = forbiddenNeighbour(left);
        for (long w = b.neighbours(v); w != 0; w &= w - 1) {
            if (b.state(Long.numberOfTrailingZeros(w)) == forbidden) {
                return false;
            }
        }
        return true;
    }

    /** The moves, the regions and the symmetry of colour swapping. */
    private final class Rules implements PartizanRules.ByPlayer<ColouringBoard> {

        private final RememberedRepresentatives<ColouringBoard> known = new RememberedRepresentatives<>(Rules::canonical);

        @Override
        public List<Move<ColouringBoard>> moves(ColouringBoard b, boolean left) {
            List<Move<ColouringBoard>> out = new ArrayList<>();
            for (int v = 0; v < b.size(); v++) {
                if (mayColour(b, v, left)) {
                    out.add(new Move<>(b.name(v), b.with(v, left ? 'L' : 'R'), MoveShape.of("colour").with("cell", b.name(v))
                            .with("vertex", v + 1).with("colour", left ? "L" : "R")));
                }
            }
            return out;
        }

        /**
         * The uncoloured vertices someone may still colour, each marked with who ({@code .} both,
         * {@code l} Left only, {@code r} Right only), joined by the edges that can still matter,
         * split into components.
         */
        @Override
        public List<ColouringBoard> regions(ColouringBoard b) {
            char[] marks = new char[b.size()];
            long keep = 0;
            for (int v = 0; v < b.size(); v++) {
                boolean l = mayColour(b, v, true);
                boolean r = mayColour(b, v, false);
                if (l || r) {
                    marks[v] = l && r ? '.' : l ? 'l' : 'r';
                    keep |= 1L << v;
                }
            }
            ColouringBoard reduced = b.induced(keep, marks).without(this::edgeMatters);
            List<ColouringBoard> out = new ArrayList<>();
            for (long part : reduced.components(reduced.size() == 64 ? -1L : (1L << reduced.size()) - 1)) {
                out.add(reduced.induced(part, reduced.states().toCharArray()));
            }
            return out;
        }

        /**
         * Whether colouring one end can change who may colour the other: in Col when one player
         * may colour both ends, in Snort when one player may colour one end and the other the other.
         */
        private boolean edgeMatters(char a, char b) {
            boolean col = forbiddenNeighbour(true) == 'L';
            for (boolean left : new boolean[] {true, false}) {
                if (open(a, left) && open(b, col == left)) {
                    return true;
                }
            }
            return false;
        }

        /**
         * The region canonically numbered ({@link ColouringBoard#canonical}: equal for any
         * renumbering of its vertices) or its colour swap (which negates the value), whichever text
         * is less; when the numbering gives up, the region as it is. Remembered per region, since a
         * canonical numbering can take milliseconds.
         */
        @Override
        public Oriented<ColouringBoard> representative(ColouringBoard b) {
            return known.of(b);
        }

        private static Oriented<ColouringBoard> canonical(ColouringBoard b) {
            ColouringBoard plain = b.isGrid() ? null : b.canonical();
            ColouringBoard swapped = plain == null ? null : b.swapped().canonical();
            if (swapped == null) {
                plain = b;
                swapped = b.swapped();
            }
            return swapped.toString().compareTo(plain.toString()) < 0
                    ? new Oriented<>(swapped, true) : new Oriented<>(plain, false);
        }
    }
}
